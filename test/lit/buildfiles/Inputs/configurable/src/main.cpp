void sample(float *x);
int main() { sample(nullptr); }
