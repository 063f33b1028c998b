//===- LintScheduler.cpp --------------------------------------------------===//
#include "Lsp/LintScheduler.h"

using namespace hipport;
using namespace hipport::lsp;

LintScheduler::LintScheduler(std::function<void(const std::string &)> Lint)
    : Lint(std::move(Lint)), Worker([this] { run(); }) {}

LintScheduler::~LintScheduler() { stop(); }

void LintScheduler::schedule(llvm::StringRef Uri,
                             std::chrono::milliseconds Delay) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Deadlines[Uri.str()] = Clock::now() + Delay;
  }
  Changed.notify_all();
}

void LintScheduler::cancel(llvm::StringRef Uri) {
  std::lock_guard<std::mutex> Guard(Lock);
  Deadlines.erase(Uri.str());
}

void LintScheduler::stop() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Stopping = true;
  }
  Changed.notify_all();
  if (Worker.joinable())
    Worker.join();
}

void LintScheduler::run() {
  std::unique_lock<std::mutex> Guard(Lock);
  while (!Stopping) {
    if (Deadlines.empty()) {
      Changed.wait(Guard);
      continue;
    }
    auto Next = Deadlines.begin();
    for (auto It = Deadlines.begin(); It != Deadlines.end(); ++It)
      if (It->second < Next->second)
        Next = It;
    if (Clock::now() < Next->second) {
      Changed.wait_until(Guard, Next->second);
      continue;
    }
    std::string Uri = Next->first;
    Deadlines.erase(Next);
    Guard.unlock();
    Lint(Uri);
    Guard.lock();
  }
}
