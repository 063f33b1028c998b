-- Neovim's built-in LSP client against `hipport lsp` (test/lit/lsp/nvim.test):
-- open a CUDA file, wait for hipport's diagnostic, apply the preferred quick
-- fix through the client, and wait for the re-lint to clear it; then the
-- same with the suppression comment. Everything
-- observed is written to $LSP_REPORT; the buffer after the fix to
-- $LSP_FIXED, after the suppression comment to $LSP_SUPPRESSED. Any
-- failure quits with status 1, and every wait has a deadline.
local common = dofile(vim.fn.fnamemodify(
  debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim-common.lua')
local say, fail = common.say, common.fail
local client_id, file = common.start()
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, client_id)

local client = vim.lsp.get_client_by_id(client_id)

-- Waits for hipport's diagnostic, applies the code action Pick chooses, saves
-- the buffer to Out and waits for the re-lint of the edited buffer.
local function apply_action(label, pick, out)
  if not vim.wait(60000, function()
    return #vim.diagnostic.get(buf) > 0
  end, 50) then
    fail(label .. ': no diagnostic arrived')
  end
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = (d.user_data or {}).lsp or {}
    say(string.format('%s: diagnostic %d:%d %s [%s] %s', label, d.lnum, d.col,
      d.source or '?', tostring(d.code or lsp.code), d.message))
  end
  local d = vim.diagnostic.get(buf)[1]
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = d.lnum, character = d.col },
              ['end'] = { line = d.lnum, character = d.col } },
    context = { diagnostics = {} },
  }
  local response = client.request_sync('textDocument/codeAction', params,
    30000, buf)
  if not response or response.err or not response.result then
    fail(label .. ': no code action response')
  end
  local chosen
  for _, action in ipairs(response.result) do
    say(label .. ': action: ' .. action.title)
    if pick(action) then
      chosen = action
    end
  end
  if not chosen then
    fail(label .. ': no such code action')
  end
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  vim.cmd('write! ' .. vim.fn.fnameescape(out))
  if not vim.wait(60000, function()
    return #vim.diagnostic.get(buf) == 0
  end, 50) then
    fail(label .. ': the diagnostic stayed')
  end
  say(label .. ': diagnostics cleared')
end

apply_action('fix', function(action)
  return action.isPreferred
end, os.getenv('LSP_FIXED'))
-- Back to the text on disk (an edit the server re-lints), then suppress.
vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.fn.readfile(file))
apply_action('suppress', function(action)
  return action.title:find('Suppress', 1, true) ~= nil
end, os.getenv('LSP_SUPPRESSED'))
common.close()
vim.cmd('qall!')
