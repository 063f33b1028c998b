-- Shared by the headless Neovim clients of test/lit/lsp (nvim-client.lua,
-- nvim-convert.lua): the report they write to $LSP_REPORT, failing with
-- status 1, and starting `hipport lsp` for $LSP_FILE's directory.
local M = {}
local report = assert(io.open(os.getenv('LSP_REPORT'), 'w'))

function M.say(text)
  report:write(text .. '\n')
  report:flush()
end

function M.fail(why)
  M.say('FAIL: ' .. why)
  vim.cmd('cquit 1')
end

function M.close()
  report:close()
end

-- Starts `$HIPPORT lsp -p DIR` with the extra arguments Args; returns the
-- client's id and $LSP_FILE.
function M.start(args)
  local file = os.getenv('LSP_FILE')
  local dir = vim.fn.fnamemodify(file, ':h')
  local cmd = { os.getenv('HIPPORT'), 'lsp', '-p', dir }
  vim.list_extend(cmd, args or {})
  local client_id = vim.lsp.start_client({
    name = 'hipport',
    cmd = cmd,
    root_dir = dir,
  })
  if not client_id then
    M.fail('the client did not start')
  end
  return client_id, file
end

return M
