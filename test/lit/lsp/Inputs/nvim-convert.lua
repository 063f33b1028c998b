-- Neovim's built-in LSP client against `hipport lsp` (test/lit/lsp/
-- nvim-convert.test): open a CUDA file, replace its text in the buffer
-- (unsaved), then pick "Preview HIP conversion" and "Convert this file to
-- HIP" from `vim.lsp.buf.code_action({ only = { 'source' } })`, as a user
-- would; vim.ui.select, the menu, picks by title. Neovim 0.7 resolves the
-- conversion's edit with codeAction/resolve and cannot show documents, so
-- the preview's path arrives in a window/showMessage. Everything observed
-- goes to $LSP_REPORT, the converted buffer to $LSP_CONVERTED. Any failure
-- quits with status 1, and every wait has a deadline.
local common = dofile(vim.fn.fnamemodify(
  debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim-common.lua')
local say, fail = common.say, common.fail
local client_id, file = common.start({ '--hip-version=5.2' })
local buf = common.open(client_id, file)
vim.api.nvim_buf_set_lines(buf, 0, -1, false,
  vim.fn.readfile(os.getenv('LSP_BUFFER')))

local messages = {}
local show_message = vim.lsp.handlers['window/showMessage']
vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
  table.insert(messages, result.message)
  return show_message(err, result, ctx, config)
end

-- Offers the source actions through the client's menu and picks Title.
local function pick(title)
  local offered = false
  vim.ui.select = function(items, opts, on_choice)
    offered = true
    local chosen
    for _, item in ipairs(items) do
      local label = opts.format_item(item)
      say(title .. ': offered: ' .. label)
      if label == title then
        chosen = item
      end
    end
    on_choice(chosen)
  end
  vim.lsp.buf.code_action({ only = { 'source' } })
  if not vim.wait(60000, function() return offered end, 50) then
    fail(title .. ': no code actions arrived')
  end
end

pick('Preview HIP conversion')
if not vim.wait(60000, function() return #messages > 0 end, 50) then
  fail('the preview sent no message')
end
say('preview: message: ' .. messages[1])

pick('Convert this file to HIP')
if not vim.wait(60000, function()
  return vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] ==
    '#include <hip/hip_runtime.h>'
end, 50) then
  fail('the buffer was not converted')
end
say('convert: buffer converted, modified: ' ..
  tostring(vim.api.nvim_buf_get_option(buf, 'modified')))
vim.cmd('write! ' .. vim.fn.fnameescape(os.getenv('LSP_CONVERTED')))
common.close()
vim.cmd('qall!')
