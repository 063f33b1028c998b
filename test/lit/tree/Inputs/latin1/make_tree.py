"""Writes a small CUDA tree saved as Latin-1, as old HPC code often is: a main
file with Latin-1 bytes in comments and in a string literal (and in a branch
not taken, which the token pass converts), and a header whose
name and comment are Latin-1 (b"caf\\xe9.cuh"). The repository keeps its test
files ASCII, so the bytes are written here."""
import os
import sys

root = sys.argv[1].encode()
os.makedirs(root, exist_ok=True)
with open(os.path.join(root, b"main.cu"), "wb") as f:
    f.write(b"// Copyright \xa9 1998 Universit\xe9 de Gen\xe8ve\n"
            b"#include <cuda_runtime.h>\n"
            b"#include <cstdio>\n"
            b"#include \"caf\xe9.cuh\"\n"
            b"int main() {\n"
            b"  unsigned *p;\n"
            b"  cudaMalloc(&p, 4); // r\xe9serv\xe9\n"
            b"  vote<<<1, 64>>>(p);\n"
            b"  std::printf(\"d\xe9j\xe0 vu\\n\");\n"
            b"  return 0;\n"
            b"}\n"
            b"#if 0\n"
            b"// ancienne m\xe9thode, for the token pass\n"
            b"void old(void *p) { cudaFree(p); /* lib\xe9r\xe9 */ }\n"
            b"#endif\n")
with open(os.path.join(root, b"caf\xe9.cuh"), "wb") as f:
    f.write(b"#pragma once\n"
            b"// Fonctions tr\xe8s simples.\n"
            b"#include <cuda_runtime.h>\n"
            b"__global__ void vote(unsigned *o) {\n"
            b"  o[0] = __ballot_sync(0xffffffff, threadIdx.x & 1);\n"
            b"}\n")
