"""Which CUDA library headers feed which mapping table, and how HIP names them.

Each Library says where its CUDA declarations live (paths relative to the
toolkit's include directory), how a CUDA spelling becomes a HIP spelling, and
where the HIP names are checked: `hip="installed"` means the HIP headers on
this machine (dumped with hipport-tablegen), any other value names a list in
upstream/ written by extract_upstream_names.py from the library's public
headers, for libraries Debian does not package. Entries checked against such
a list are written `verified: false`.
"""

import re


class Library:
    def __init__(self, name, files, rules=(), hip="installed", namespace=None,
                 hip_namespace=None, identity=False, title=None,
                 manual=None, qualified=False, newest="HIP 7.0",
                 hip_backend=None, complex_v2=False):
        self.name = name
        # hipBLAS 2.0 adds X_v2 beside X for each function taking
        # hipblasComplex (X_v2 takes hipComplex, the type cuComplex becomes);
        # prefer it. The *Ex functions' _v2 take hipDataType instead, which
        # upstream/hipblas-changes.names handles.
        self.complex_v2 = complex_v2
        # upstream/<hip_backend>-cuda.names: the CUDA names the HIP
        # library's NVIDIA backend calls, removed ones included.
        self.hip_backend = hip_backend
        self.files = re.compile(files)
        # (CUDA prefix, HIP prefix) pairs, tried in order.
        self.rules = list(rules)
        self.hip = hip
        # Only direct members of this namespace are the library's API; the
        # namespace entry covers the rest (details, inline namespaces).
        self.namespace = namespace
        self.hip_namespace = hip_namespace
        # The HIP library keeps the CUDA spelling (RCCL, hipCUB, fp16).
        self.identity = identity
        self.title = title or name
        # Set for libraries mapped only by overrides.yaml: the reason every
        # other name is unsupported.
        self.manual = manual
        # Entries name members qualified (cooperative_groups::reduce), so a
        # member another namespace also declares (thrust::reduce) gets an
        # entry of its own without flagging the other namespace's name.
        self.qualified = qualified
        # The newest release whose headers the HIP side was checked against
        # (upstream/*-since.names): HIP's own up to 7.0, the ROCm libraries'
        # snapshots up to 6.3.
        self.newest = newest

    @property
    def verified(self):
        return self.hip == "installed"


LIBRARIES = [
    Library("cuda_driver", r"^(cuda\.h|cudaProfiler\.h|cudaGL\.h)$",
            [("CUDA_ERROR_", "hipError_"), ("CUDA_", "HIP_"), ("CU_", "HIP_"),
             ("CU_", "hip_"), ("CU", "HIP"), ("CU", "hip"), ("cu", "hip")],
            title="CUDA driver API"),
    # cuda_fp16.h forward-declares __nv_bfloat16, so it needs bf16's rule.
    Library("cuda_fp16", r"^cuda_fp16\.h(pp)?$", [("__nv_", "__hip_")],
            identity=True,
            title="cuda_fp16"),
    Library("cuda_bf16", r"^cuda_bf16\.h(pp)?$",
            [("__nv_", "__hip_")], identity=True,
            title="cuda_bf16"),
    # CUDART_PI_F -> HIP_PI_F: hip/hip_math_constants.h, after HIP 5.2.
    Library("math_constants", r"^math_constants\.h$", [("CUDART_", "HIP_")],
            title="math_constants"),
    Library("cooperative_groups", r"^cooperative_groups(\.h|/.*)$",
            namespace="cooperative_groups",
            hip_namespace="cooperative_groups", identity=True,
            title="Cooperative groups", qualified=True),
    Library("curand", r"^curand[a-z0-9_]*\.h$",
            [("curand", "hiprand"), ("CURAND", "HIPRAND")], title="cuRAND",
            newest="HIP 7.0 (hipRAND and rocRAND: ROCm 6.3)"),
    Library("cusparse", r"^cusparse(_v2)?\.h$",
            [("cusparse", "hipsparse"), ("CUSPARSE", "HIPSPARSE")],
            title="cuSPARSE", newest="HIP 7.0 (hipSPARSE: ROCm 6.3)",
            hip_backend="hipsparse"),
    Library("cublas", r"^cublas(_api|_v2|Lt|Xt)\.h$",
            [("cublasLt", "hipblasLt"), ("CUBLASLT", "HIPBLASLT"),
             ("cublas", "hipblas"), ("CUBLAS", "HIPBLAS")],
            hip="hipblas+hipblas-common+hipblaslt", title="cuBLAS",
            complex_v2=True),
    Library("cufft", r"^(cufft|cufftXt|cudalibxt)\.h$",
            [("cufft", "hipfft"), ("CUFFT", "HIPFFT"), ("cudaLibXt", "hipLibXt"),
             ("CUDA_", "HIP_")],
            hip="hipfft", title="cuFFT"),
    Library("cusolver", r"^cusolver[A-Za-z_]*\.h$",
            [("cusolver", "hipsolver"), ("CUSOLVER", "HIPSOLVER")],
            hip="hipsolver", title="cuSOLVER"),
    Library("cub", r"^cccl/cub/", namespace="cub", hip_namespace="hipcub",
            identity=True, hip="hipcub", title="CUB"),
    Library("cucomplex", r"^cuComplex\.h$",
            [("cu", "hip"), ("make_cu", "make_hip")], title="cuComplex"),
    Library("nvrtc", r"^nvrtc\.h$", [("nvrtc", "hiprtc"), ("NVRTC", "HIPRTC")],
            title="NVRTC"),
    Library("nccl", r"^nccl\.h$", identity=True, hip="rccl", title="NCCL"),
    # cuDNN and MIOpen differ in descriptors and algorithms: only overrides
    # map (no rule), so a name is converted only when someone checked that
    # MIOpen's function does the same thing with the same arguments.
    Library("cudnn", r"^cudnn[a-z_0-9]*\.h$", hip="miopen", title="cuDNN",
            manual="MIOpen has no API-compatible counterpart; port this code "
            "to MIOpen by hand"),
    # The legacy API (cublas.h, no handle): hipBLAS only has the handle API,
    # so cublasSgemm(transa, ...) cannot become hipblasSgemm(handle, ...).
    Library("cublas_legacy", r"^cublas\.h$", hip="hipblas",
            title="cuBLAS legacy", manual="the legacy cuBLAS API (cublas.h) "
            "has no hipBLAS counterpart; hipBLAS has only the handle API"),
    Library("wmma", r"^crt/mma\.h(pp)?$", namespace="nvcuda::wmma",
            hip_namespace="rocwmma", identity=True, hip="rocwmma",
            title="WMMA"),
]

# Library headers, included together in one probe (cublas.h, the legacy API,
# conflicts with cublas_v2.h and gets a probe of its own). A probe may end
# with a dict of extra compiler flags.
CUDA_PROBES = [
    ["cuda.h", "cudaProfiler.h", "cudaGL.h", "cuda_fp16.h", "cuda_bf16.h",
     "math_constants.h",
     "cooperative_groups.h", "cooperative_groups/reduce.h",
     "cooperative_groups/scan.h", "cooperative_groups/memcpy_async.h",
     "curand.h", "curand_kernel.h", "curand_mtgp32_host.h", "cusparse.h",
     "cublas_v2.h", "cublasLt.h",
     "cublasXt.h", "cufft.h", "cufftXt.h", "cusolverDn.h", "cusolverSp.h",
     "cusolverRf.h", "cusolverMg.h", "cub/cub.cuh", "cuComplex.h", "nvrtc.h",
     "nccl.h", "cudnn.h", "mma.h",
     # Only for names other namespaces share with cooperative_groups:: or
     # cub:: (thrust::plus), see libtables.shared_names.
     "thrust/functional.h", "thrust/reduce.h", "thrust/scan.h",
     "thrust/sort.h", "thrust/transform.h", "thrust/device_vector.h",
     "cuda/std/functional", "cuda/std/iterator", "cuda/std/utility"],
    ["cublas.h"],
    # cooperative_groups.h declares cluster_group and this_cluster only for
    # nvcc, NVRTC or when this macro says the cluster intrinsics exist; a user
    # may define it, so those names need entries too.
    ["cooperative_groups.h", {"args": ["-D_CG_CLUSTER_INTRINSICS_AVAILABLE"]}],
]

# HIP headers installed here besides the runtime ones gen_tables.py dumps.
HIP_LIBRARY_PROBE = ["hiprand/hiprand.h", "hiprand/hiprand_kernel.h",
                     "hiprand/hiprand_mtgp32_host.h",
                     "rocrand/rocrand_mtgp32_11213.h", "hipsparse/hipsparse.h"]
HIP_LIBRARY_DIRS = ["/usr/include/hiprand", "/usr/include/hipsparse",
                    "/usr/include/rocrand", "/usr/include/rocsparse"]

# Include-path prefixes of HIP libraries known only from their sources: their
# headers are written `verified: false`.
UPSTREAM_HEADERS = {"hipblas/", "hipblas-common/", "hipblaslt/", "hipfft/", "hipsolver/",
                    "hipcub/", "rccl/", "miopen/", "rocwmma/"}
