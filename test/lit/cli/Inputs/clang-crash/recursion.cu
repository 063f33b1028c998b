// Against the fuzz targets' small toolkit, clang 19 corrects the typos of
// this broken file recursively without end and overflows its stack (found
// by the convert target).
__globtiled_partitional__ void blend(int *out) {}
void launch(int *out) {
  dim3 grid(4, 4), bloc(16, klo6);
  blend<<<grid, block>>>(out);
}
