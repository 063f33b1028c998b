//===- LintScheduler.h - When each document is linted -----------*- C++ -*-===//
//
// One worker thread lints documents in deadline order. A change pushes its
// document's deadline back (debouncing: typing does not start a parse per
// keystroke); open and save lint at once.
//
//===----------------------------------------------------------------------===//
#ifndef HIPPORT_LSP_LINTSCHEDULER_H
#define HIPPORT_LSP_LINTSCHEDULER_H

#include "llvm/ADT/StringRef.h"
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace hipport {
namespace lsp {

class LintScheduler {
public:
  using Clock = std::chrono::steady_clock;
  /// Lint is called on the worker thread with a document's URI.
  explicit LintScheduler(std::function<void(const std::string &)> Lint);
  ~LintScheduler();

  /// Lints Uri after Delay (replacing an earlier deadline for it).
  void schedule(llvm::StringRef Uri, std::chrono::milliseconds Delay);
  void cancel(llvm::StringRef Uri);
  /// Finishes the lint under way, drops the others, joins the worker.
  void stop();

private:
  std::function<void(const std::string &)> Lint;
  std::mutex Lock;
  std::condition_variable Changed;
  std::map<std::string, Clock::time_point> Deadlines;
  bool Stopping = false;
  std::thread Worker;

  void run();
};

} // namespace lsp
} // namespace hipport

#endif
