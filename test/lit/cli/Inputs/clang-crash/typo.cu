// `block` is corrected to `bloc`, an invalid declaration whose initialiser
// is a ParenListExpr with no type, which hipport-warp-size-constant once
// followed as the launch's block width, and crashed (found by the convert
// target).
__global__ void blend(int *out) {}
void launch(int *out) {
  dim3 grid(4, 4), bloc(16, klo6);
  blend<<<grid, block>>>(out);
}
