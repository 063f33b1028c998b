//===- AsanDefaults.cpp - AddressSanitizer's options for the fuzz targets -===//
//
// Linked into every fuzz target, so that running one directly (a crash
// file, a longer campaign) behaves as scripts/fuzz.sh runs it;
// ASAN_OPTIONS still overrides these.
//
// - allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons the memory it
//   has not handed out yet, in inline code that is instrumented here but
//   not in Debian's LLVM and clang archives; their own allocations from
//   such memory would be reported as use-after-poison.
// - detect_leaks=0: clang's parse state is freed at exit, not per input.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0:detect_leaks=0";
}
