//===- WarpModelGroups.h - Cooperative groups of the warp model -*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// The thread block and its fixed-size tiles. A tile's collectives are the
// warp collectives with the tile as the shuffle or vote segment, so a tile of
// 32 behaves the same in a 32- and a 64-lane warp: that is what a conversion
// to tiles relies on.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELGROUPS_H
#define HIPPORT_TEST_MODEL_WARPMODELGROUPS_H

namespace cooperative_groups {

class thread_block {
public:
  void sync(HIPMODEL_SITE) const {
    hipmodel::detail::barrier("thread_block::sync", 1, HIPMODEL_HERE);
  }
  unsigned thread_rank() const { return hipmodel::current().Linear; }
  unsigned size() const { return num_threads(); }
  unsigned num_threads() const {
    const dim3 &B = hipmodel::current().BlockDim;
    return B.x * B.y * B.z;
  }
  dim3 group_index() const { return hipmodel::current().BlockIdx; }
  dim3 thread_index() const { return hipmodel::current().ThreadIdx; }
  dim3 group_dim() const { return hipmodel::current().BlockDim; }
  dim3 dim_threads() const { return group_dim(); }
};

inline thread_block this_thread_block() { return thread_block(); }

inline void sync(const thread_block &, HIPMODEL_SITE) {
  hipmodel::detail::barrier("sync", 1, HIPMODEL_HERE);
}

/// A tile of N consecutive threads of the block. Tiles never straddle warps
/// when N divides the warp width, which tiled_partition checks.
template <unsigned N, typename Parent = void> class thread_block_tile {
  // An invalid N was reported by tiled_partition; the collectives then use
  // the whole warp instead of reporting every call again.
  static constexpr int Width = N <= hipmodel::W && (N & (N - 1)) == 0 && N != 0
                                   ? int(N)
                                   : int(hipmodel::W);

  template <typename T>
  T shuffle(const char *Name, hipmodel::Op Kind, T Var, int Arg,
            hipmodel::Site Where) const {
#ifdef __HIP_PLATFORM_AMD__
    // As HIP's (every release up to 7.0); CUDA's take any trivially
    // copyable type.
    static_assert(std::is_integral<T>::value ||
                      std::is_floating_point<T>::value,
                  "Neither an integer or float type.");
#endif
    using namespace hipmodel::detail;
    if constexpr (sizeof(T) > sizeof(uint64_t)) {
      // CUDA's move a larger value in pieces; the model's collectives carry
      // 8 bytes.
      uint64_t Pieces[(sizeof(T) + 7) / 8] = {};
      std::memcpy(Pieces, &Var, sizeof(T));
      for (uint64_t &Piece : Pieces)
        Piece = collective(makeCall(Name, Kind, Where, Arg, Width), Piece);
      std::memcpy(&Var, Pieces, sizeof(T));
      return Var;
    } else {
      return collective(makeCall(Name, Kind, Where, Arg, Width), Var);
    }
  }
  hipmodel::Call vote(const char *Name, hipmodel::Op Kind, int Pred,
                      hipmodel::Site Where) const {
    using namespace hipmodel::detail;
    return collectiveCall(makeCall(Name, Kind, Where, 0, Width), Pred != 0);
  }

public:
  thread_block_tile() = default;
  // A tile that knows its parent's type converts to one that does not, as in
  // CUDA (a tile holds no state here).
  template <typename OtherParent>
  thread_block_tile(const thread_block_tile<N, OtherParent> &) {}

  unsigned thread_rank() const { return hipmodel::current().Linear % N; }
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
  unsigned meta_group_rank() const { return hipmodel::current().Linear / N; }
  unsigned meta_group_size() const {
    return (thread_block().num_threads() + N - 1) / N;
  }
  void sync(HIPMODEL_SITE) const {
    vote("thread_block_tile::sync", hipmodel::Op::SyncWarp, 0, HIPMODEL_HERE);
  }
  template <typename T> T shfl(T Var, int SrcRank, HIPMODEL_SITE) const {
    return shuffle("thread_block_tile::shfl", hipmodel::Op::Shfl, Var, SrcRank,
                   HIPMODEL_HERE);
  }
  template <typename T>
  T shfl_down(T Var, unsigned Delta, HIPMODEL_SITE) const {
    return shuffle("thread_block_tile::shfl_down", hipmodel::Op::ShflDown, Var,
                   int(Delta), HIPMODEL_HERE);
  }
  template <typename T> T shfl_up(T Var, unsigned Delta, HIPMODEL_SITE) const {
    return shuffle("thread_block_tile::shfl_up", hipmodel::Op::ShflUp, Var,
                   int(Delta), HIPMODEL_HERE);
  }
  template <typename T>
  T shfl_xor(T Var, unsigned LaneMask, HIPMODEL_SITE) const {
    return shuffle("thread_block_tile::shfl_xor", hipmodel::Op::ShflXor, Var,
                   int(LaneMask), HIPMODEL_HERE);
  }
  int any(int Pred, HIPMODEL_SITE) const {
    return int(
        vote("thread_block_tile::any", hipmodel::Op::Any, Pred, HIPMODEL_HERE)
            .Result);
  }
  int all(int Pred, HIPMODEL_SITE) const {
    return int(
        vote("thread_block_tile::all", hipmodel::Op::All, Pred, HIPMODEL_HERE)
            .Result);
  }
  /// Bit i is the tile's thread of rank i.
  hipmodel::LaneMask ballot(int Pred, HIPMODEL_SITE) const {
    return hipmodel::LaneMask(vote("thread_block_tile::ballot",
                                   hipmodel::Op::Ballot, Pred, HIPMODEL_HERE)
                                  .Result);
  }
};

/// Both APIs allow only powers of two up to the warp width; at width 32 a
/// tile of 64 (written for AMD) is as wrong as a tile of 48 anywhere.
template <unsigned N, typename ParentT>
thread_block_tile<N, ParentT> tiled_partition(const ParentT &, HIPMODEL_SITE) {
  if ((N == 0 || N > hipmodel::W || (N & (N - 1)) != 0) &&
      hipmodel::firstReport(HIPMODEL_HERE))
    hipmodel::report(HIPMODEL_HERE, &hipmodel::current(),
                     "tiled_partition<%u> needs a power of two <= %u", N,
                     hipmodel::W);
  return thread_block_tile<N, ParentT>();
}

template <typename T> struct plus {
  T operator()(T A, T B) const { return A + B; }
};
template <typename T> struct less {
  T operator()(T A, T B) const { return B < A ? B : A; }
};
template <typename T> struct greater {
  T operator()(T A, T B) const { return A < B ? B : A; }
};
template <typename T> struct bit_and {
  T operator()(T A, T B) const { return A & B; }
};
template <typename T> struct bit_or {
  T operator()(T A, T B) const { return A | B; }
};
template <typename T> struct bit_xor {
  T operator()(T A, T B) const { return A ^ B; }
};

/// Every thread of the tile gets the reduction of all the tile's values.
template <typename TileT, typename T, typename OpT>
T reduce(const TileT &Tile, T Value, OpT Combine, HIPMODEL_SITE) {
  for (unsigned Offset = Tile.size() / 2; Offset > 0; Offset /= 2)
    Value = Combine(Value, Tile.shfl_xor(Value, Offset, File_, Line_, Column_));
  return Value;
}

} // namespace cooperative_groups

#endif // HIPPORT_TEST_MODEL_WARPMODELGROUPS_H
