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

-- Waits for the server's capabilities (the initialize response: requests
-- wait for them), then opens File in a buffer attached to the client;
-- returns the buffer.
function M.open(client_id, file)
  if not vim.wait(60000, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client and client.resolved_capabilities ~= nil
  end, 50) then
    M.fail('the server did not initialize')
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  return buf
end

return M
