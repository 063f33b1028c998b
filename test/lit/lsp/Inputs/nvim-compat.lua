-- Neovim's built-in LSP client against `hipport lsp` (test/lit/lsp/
-- nvim-compat.test): open a CUDA file whose conversion uses a shim of
-- hipport/compat.h and pick "Convert this file to HIP" from
-- `vim.lsp.buf.code_action({ only = { 'source' } })`. Neovim 0.7 creates
-- files (resourceOperations "create"), so the edit creates the header
-- beside the file and fills its buffer. The converted buffer goes to
-- $LSP_CONVERTED, the header's buffer to $LSP_HEADER, what was observed to
-- $LSP_REPORT. Any failure quits with status 1; every wait has a deadline.
local common = dofile(vim.fn.fnamemodify(
  debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim-common.lua')
local say, fail = common.say, common.fail
local client_id, file = common.start({ '--hip-version=5.2' })
local buf = common.open(client_id, file)

local show_message = vim.lsp.handlers['window/showMessage']
vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
  say('message: ' .. result.message)
  return show_message(err, result, ctx, config)
end

local offered = false
vim.ui.select = function(items, opts, on_choice)
  offered = true
  local chosen
  for _, item in ipairs(items) do
    local label = opts.format_item(item)
    say('offered: ' .. label)
    if label == 'Convert this file to HIP' then
      chosen = item
    end
  end
  on_choice(chosen)
end
vim.lsp.buf.code_action({ only = { 'source' } })
if not vim.wait(60000, function() return offered end, 50) then
  fail('no code actions arrived')
end
if not vim.wait(60000, function()
  return vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] ==
    '#include "hipport/compat.h"'
end, 50) then
  fail('the buffer was not converted')
end
local header = vim.fn.fnamemodify(file, ':h') .. '/hipport/compat.h'
say('header on disk: ' .. tostring(vim.fn.filereadable(header) == 1))
local header_buf = vim.fn.bufnr(header)
if header_buf < 0 then
  fail('no buffer for ' .. header)
end
say('header buffer modified: ' ..
  tostring(vim.api.nvim_buf_get_option(header_buf, 'modified')))
vim.cmd('write! ' .. vim.fn.fnameescape(os.getenv('LSP_CONVERTED')))
vim.cmd('buffer ' .. header_buf)
vim.cmd('write! ' .. vim.fn.fnameescape(os.getenv('LSP_HEADER')))
common.close()
vim.cmd('qall!')
