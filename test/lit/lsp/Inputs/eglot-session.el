;;; A headless eglot session against `hipport lsp`, set up with the elisp
;;; block of docs/ide.md's Emacs section as it is (IDE_DOC): the file opens
;;; in the mode it maps it to, eglot starts by the hook it adds, and the
;;; buffer is converted as `hipport-convert-buffer' does. Each step is
;;; reported to LSP_REPORT. See emacs-eglot.test.
(require 'cl-lib)
(defun report (format &rest args)
  (with-temp-buffer
    (insert (apply #'format format args) "\n")
    (append-to-file (point-min) (point-max) (getenv "LSP_REPORT"))))
(with-temp-buffer
  (insert-file-contents (getenv "IDE_DOC"))
  (search-forward "## Emacs")
  (search-forward "```elisp\n")
  (let ((start (point)))
    (search-forward "\n```")
    (eval-region start (match-beginning 0))))
(require 'eglot)
;; The documented program, run as the built binary.
(let ((entry (cl-find-if (lambda (e) (equal (car-safe (cdr e)) "hipport"))
                         eglot-server-programs)))
  (report "modes: %S" (car entry))
  (report "program: %S" (cdr entry))
  (setcar (cdr entry) (getenv "HIPPORT")))
;; Server-initiated edits (workspace/applyEdit) apply without a prompt.
(setq eglot-confirm-server-initiated-edits nil)
(find-file (getenv "LSP_FILE"))
(report "mode: %s" major-mode)
;; eglot-ensure connects after the next command.
(run-hooks 'post-command-hook)
(report "managed: %s" (and (eglot-current-server) t))
(dolist (action (eglot-code-actions (point-min) (point-max)
                                    "source.convertToHip"))
  (report "action: %s, as %s" (plist-get action :title)
          (cond ((plist-get action :command) "a command")
                ((plist-get action :edit) "an edit")
                (t "neither"))))
(eglot-code-actions (point-min) (point-max) "source.convertToHip" t)
(write-region (point-min) (point-max) (getenv "LSP_CONVERTED"))
(with-current-buffer "*Messages*"
  (report "messages:\n%s" (buffer-string)))
(eglot-shutdown (eglot-current-server))
(report "done")
