//===- WarpModelFiber.h - Context switches of the model's fibers -*- C++ -*-===//
//
// Part of hipport's test suite. Included by WarpModel.h.
//
//===----------------------------------------------------------------------===//
//
// Every GPU thread is a fiber, and a kernel switches fibers at each
// collective and barrier: a whole program switches millions of times.
// swapcontext saves and restores the signal mask with a system call each
// time, which made it most of a program's run time; on x86-64 the switch is
// the six callee-saved registers and the stack pointer instead, which is
// all a call to a function that returns on another stack has to keep (the
// floating-point control words are the same in every fiber). Elsewhere
// ucontext is used.
//
//===----------------------------------------------------------------------===//

#ifndef HIPPORT_TEST_MODEL_WARPMODELFIBER_H
#define HIPPORT_TEST_MODEL_WARPMODELFIBER_H

namespace hipmodel {
namespace detail {

#if defined(__x86_64__) && !defined(HIPMODEL_UCONTEXT)

struct FiberContext {
  void *Sp = nullptr;
};

/// Saves the callee-saved registers on the current stack, stores the stack
/// pointer in *Save and resumes the fiber whose stack pointer is Next.
__attribute__((naked, noinline)) inline void switchStacks(void **, void *) {
  asm volatile("pushq %rbp\n\t"
               "pushq %rbx\n\t"
               "pushq %r12\n\t"
               "pushq %r13\n\t"
               "pushq %r14\n\t"
               "pushq %r15\n\t"
               "movq %rsp, (%rdi)\n\t"
               "movq %rsi, %rsp\n\t"
               "popq %r15\n\t"
               "popq %r14\n\t"
               "popq %r13\n\t"
               "popq %r12\n\t"
               "popq %rbx\n\t"
               "popq %rbp\n\t"
               "ret");
}

/// A new fiber's stack as switchStacks leaves a suspended one: six zero
/// registers, then Entry as the address to return to, then a null return
/// address for Entry itself, so that Entry starts with the stack alignment
/// of a called function (8 bytes below a 16-byte boundary). Entry never
/// returns.
inline void fiberInit(FiberContext &C, char *Stack, size_t Size,
                      void (*Entry)()) {
  uintptr_t Top = (uintptr_t(Stack) + Size) & ~uintptr_t(15);
  void **Sp = reinterpret_cast<void **>(Top);
  *--Sp = nullptr;
  *--Sp = reinterpret_cast<void *>(Entry);
  for (int I = 0; I != 6; ++I)
    *--Sp = nullptr;
  C.Sp = Sp;
}

inline void fiberSwitch(FiberContext &From, FiberContext &To) {
  switchStacks(&From.Sp, To.Sp);
}

#else

struct FiberContext {
  ucontext_t Ctx;
};

inline void fiberInit(FiberContext &C, char *Stack, size_t Size,
                      void (*Entry)()) {
  getcontext(&C.Ctx);
  C.Ctx.uc_stack.ss_sp = Stack;
  C.Ctx.uc_stack.ss_size = Size;
  C.Ctx.uc_link = nullptr;
  makecontext(&C.Ctx, Entry, 0);
}

inline void fiberSwitch(FiberContext &From, FiberContext &To) {
  swapcontext(&From.Ctx, &To.Ctx);
}

#endif

} // namespace detail
} // namespace hipmodel

#endif // HIPPORT_TEST_MODEL_WARPMODELFIBER_H
