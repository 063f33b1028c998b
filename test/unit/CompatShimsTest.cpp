#include "Rewrite/CompatShims.h"
#include "Mapping/MappingEntry.h"
#include "Rewrite/ConversionResult.h"
#include "gtest/gtest.h"

using namespace hipport;

namespace {

MappingEntry withShim() {
  MappingEntry E;
  E.Cuda = "__reduce_add_sync";
  E.Hip.Name = "__reduce_add_sync";
  E.Since = Version{7, 0};
  E.Shim = "hipport::reduce_add_sync";
  return E;
}

} // namespace

TEST(CompatShimsTest, ShimOnlyWhereTheTargetLacksTheApi) {
  MappingEntry E = withShim();
  EXPECT_TRUE(E.writtenWithShim(Version{5, 2}));
  EXPECT_TRUE(E.writtenWithShim(Version{6, 4}));
  EXPECT_FALSE(E.writtenWithShim(Version{7, 0}));
  // An older equivalent in the tables wins over the shim.
  E.Fallback = HipSpelling{"__reduce_add", {}};
  EXPECT_FALSE(E.writtenWithShim(Version{5, 2}));
  // No release has it: always the shim, from the release it works with.
  MappingEntry None = withShim();
  None.Status = EntryStatus::Unsupported;
  None.Since.reset();
  None.ShimSince = Version{5, 7};
  EXPECT_FALSE(None.writtenWithShim(Version{5, 2}));
  EXPECT_TRUE(None.writtenWithShim(Version{5, 7}));
  EXPECT_TRUE(None.writtenWithShim(Version{7, 0}));
  // Removed from the target: the shim again.
  MappingEntry Gone = withShim();
  Gone.Since.reset();
  Gone.Removed = Version{6, 0};
  EXPECT_FALSE(Gone.writtenWithShim(Version{5, 2}));
  EXPECT_TRUE(Gone.writtenWithShim(Version{6, 0}));
  // HIP has the name for some overloads only: the shim at every release.
  MappingEntry Some = withShim();
  Some.Since.reset();
  Some.ShimAlways = true;
  EXPECT_TRUE(Some.writtenWithShim(Version{5, 2}));
  EXPECT_TRUE(Some.writtenWithShim(Version{7, 0}));
  // Without a shim, never.
  MappingEntry Plain = withShim();
  Plain.Shim.clear();
  EXPECT_FALSE(Plain.writtenWithShim(Version{5, 2}));
}

TEST(CompatShimsTest, IncludePathClimbsToTheDeepestRoot) {
  std::vector<std::string> Roots{"/p", "/p/lib"};
  EXPECT_EQ(compatIncludePath("/p/a.cu", Roots), "hipport/compat.h");
  EXPECT_EQ(compatIncludePath("/p/src/deep/a.cu", Roots),
            "../../hipport/compat.h");
  // The deeper root is the one whose output tree holds the file.
  EXPECT_EQ(compatIncludePath("/p/lib/x/a.cuh", Roots), "../hipport/compat.h");
  // Outside every root (one file converted alone): next to it.
  EXPECT_EQ(compatIncludePath("/q/a.cu", Roots), "hipport/compat.h");
  EXPECT_EQ(compatIncludePath("/q/a.cu", {}), "hipport/compat.h");
  // A root that is only a prefix of a directory's name does not hold it.
  EXPECT_EQ(compatIncludePath("/pp/a.cu", {"/p"}), "hipport/compat.h");
}

TEST(CompatShimsTest, RecognisesTheHeaderAndItsIncludes) {
  EXPECT_TRUE(isCompatHeaderInclude("hipport/compat.h"));
  EXPECT_TRUE(isCompatHeaderInclude("../../hipport/compat.h"));
  EXPECT_FALSE(isCompatHeaderInclude("myhipport/compat.h"));
  EXPECT_FALSE(isCompatHeaderInclude("compat.h"));
  EXPECT_TRUE(isWrittenCompatHeader("/o/hipport/compat.h",
                                    "// hipport/compat.h: CUDA APIs ..."));
  // A user's file of that name is the user's.
  EXPECT_FALSE(isWrittenCompatHeader("/o/hipport/compat.h", "// mine\n"));
  EXPECT_FALSE(
      isWrittenCompatHeader("/o/compat.h", "// hipport/compat.h: CUDA APIs"));
}

TEST(CompatShimsTest, IncludeGoesAfterTheGuardOnce) {
  FileConversion File;
  File.Original = "#pragma once\nint x;\n";
  insertCompatInclude(File, "../hipport/compat.h");
  EXPECT_TRUE(File.IncludesCompatHeader);
  EXPECT_EQ(File.Edits.apply(File.Original),
            "#pragma once\n#include \"../hipport/compat.h\"\nint x;\n");
}

TEST(CompatShimsTest, HipDeclaresTheNameFromSinceUntilRemoved) {
  MappingEntry E = withShim();
  EXPECT_FALSE(E.hipDeclaredIn(Version{6, 4}));
  EXPECT_TRUE(E.hipDeclaredIn(Version{7, 0}));
  E.Since.reset();
  E.Removed = Version{6, 0};
  EXPECT_TRUE(E.hipDeclaredIn(Version{5, 2}));
  EXPECT_FALSE(E.hipDeclaredIn(Version{6, 0}));
  E.Removed.reset();
  E.Status = EntryStatus::Unsupported;
  EXPECT_FALSE(E.hipDeclaredIn(Version{7, 0}));
}

TEST(CompatShimsTest, FallbackIsTheSpellingBelowSince) {
  // cuda_bf16.h: hip/hip_bf16.h from HIP 5.7, hip/hip_bfloat16.h below.
  MappingEntry Header;
  Header.Cuda = "cuda_bf16.h";
  Header.Kind = EntryKind::Header;
  Header.Hip.Name = "hip/hip_bf16.h";
  Header.Since = Version{5, 7};
  EXPECT_FALSE(Header.hipSpelledIn(Version{5, 2}));
  Header.Fallback = HipSpelling{"hip/hip_bfloat16.h", {}};
  EXPECT_FALSE(Header.hipDeclaredIn(Version{5, 2}));
  EXPECT_TRUE(Header.hipSpelledIn(Version{5, 2}));
  EXPECT_EQ(Header.spellingAt(Version{5, 2}).Name, "hip/hip_bfloat16.h");
  EXPECT_EQ(Header.spellingAt(Version{5, 7}).Name, "hip/hip_bf16.h");
  EXPECT_TRUE(Header.hipSpelledIn(Version{7, 0}));
  Header.Status = EntryStatus::Unsupported;
  EXPECT_FALSE(Header.hipSpelledIn(Version{5, 2}));
}
