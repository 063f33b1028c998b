// Example driver: evaluates a polynomial over a large vector, sums the result
// on a stream while timing it with events, then transposes a matrix and checks
// both results on the host.
#include "cuda_check.cuh"
#include "kernels.cuh"

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

constexpr int kPolyDegree = 3;

// Polynomial coefficients, lowest power first.
__constant__ float c_poly[kPolyDegree + 1];

__global__ void evalPolynomial(const float *__restrict__ x,
                               float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float acc = c_poly[kPolyDegree];
    for (int k = kPolyDegree - 1; k >= 0; --k) {
      acc = acc * x[i] + c_poly[k];
    }
    y[i] = acc;
  }
}

float hostPolynomial(const float *coeffs, float x) {
  float acc = coeffs[kPolyDegree];
  for (int k = kPolyDegree - 1; k >= 0; --k) {
    acc = acc * x + coeffs[k];
  }
  return acc;
}

void printDevice(int device) {
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  std::printf("device %d: %s (compute %d.%d, %d SMs, warp size %d, %.1f GiB)\n",
              device, prop.name, prop.major, prop.minor,
              prop.multiProcessorCount, prop.warpSize,
              prop.totalGlobalMem / (1024.0 * 1024.0 * 1024.0));
}

bool runReduction(cudaStream_t stream) {
  const int n = 1 << 22;
  const float coeffs[kPolyDegree + 1] = {0.5f, -1.0f, 0.25f, 0.125f};
  CUDA_CHECK(cudaMemcpyToSymbol(c_poly, coeffs, sizeof(coeffs)));

  std::vector<float> h_x(n);
  double expected = 0.0;
  for (int i = 0; i < n; ++i) {
    h_x[i] = static_cast<float>(i % 17) / 16.0f - 0.5f;
    expected += hostPolynomial(coeffs, h_x[i]);
  }

  float *d_x = nullptr;
  float *d_y = nullptr;
  float *d_scratch = nullptr;
  float *d_sum = nullptr;
  CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_scratch, reduceScratchSize(n) * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_sum, sizeof(float)));

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));

  CUDA_CHECK(cudaMemcpyAsync(d_x, h_x.data(), n * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaEventRecord(start, stream));

  const dim3 block(256);
  const dim3 grid(divUp(n, static_cast<int>(block.x)));
  evalPolynomial<<<grid, block, 0, stream>>>(d_x, d_y, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(reduceSum(d_y, d_scratch, d_sum, n, stream));

  CUDA_CHECK(cudaEventRecord(stop, stream));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float elapsedMs = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&elapsedMs, start, stop));

  float sum = 0.0f;
  CUDA_CHECK(cudaMemcpyAsync(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  const double relErr = std::fabs(sum - expected) / std::fabs(expected);
  std::printf("reduce: sum=%.3f expected=%.3f rel.err=%.2e (%.3f ms)\n", sum,
              expected, relErr, elapsedMs);

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFree(d_sum));
  CUDA_CHECK(cudaFree(d_scratch));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaFree(d_x));
  return relErr < 1e-3;
}

bool runTranspose() {
  const int rows = 1000;
  const int cols = 700;
  const size_t bytes = size_t(rows) * cols * sizeof(float);

  std::vector<float> h_in(size_t(rows) * cols);
  for (size_t i = 0; i < h_in.size(); ++i) {
    h_in[i] = static_cast<float>(i);
  }
  std::vector<float> h_out(h_in.size());

  float *d_in = nullptr;
  float *d_out = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, bytes));
  CUDA_CHECK(cudaMalloc(&d_out, bytes));
  CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), bytes, cudaMemcpyHostToDevice));

  transposeMatrix(d_out, d_in, rows, cols);
  CUDA_CHECK(cudaDeviceSynchronize());

  CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_in));

  int mismatches = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (h_out[size_t(c) * rows + r] != h_in[size_t(r) * cols + c]) {
        ++mismatches;
      }
    }
  }
  std::printf("transpose: %dx%d, %d mismatches\n", rows, cols, mismatches);
  return mismatches == 0;
}

} // namespace

int main() {
  int deviceCount = 0;
  CUDA_CHECK(cudaGetDeviceCount(&deviceCount));
  if (deviceCount == 0) {
    std::fprintf(stderr, "no CUDA device found\n");
    return EXIT_FAILURE;
  }
  const int device = 0;
  CUDA_CHECK(cudaSetDevice(device));
  printDevice(device);

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  const bool reduceOk = runReduction(stream);
  CUDA_CHECK(cudaStreamDestroy(stream));

  const bool transposeOk = runTranspose();

  CUDA_CHECK(cudaGetLastError());
  std::printf("%s\n", reduceOk && transposeOk ? "PASSED" : "FAILED");
  return reduceOk && transposeOk ? EXIT_SUCCESS : EXIT_FAILURE;
}
