/**
 * A headless terminal that measures characters as today's terminals do: by Unicode 11's widths, where an emoji
 * takes two columns (xterm's own default, Unicode 6, gives it one, as no terminal of the last years does).
 */
import xterm from '@xterm/headless';
import type { Terminal } from '@xterm/headless';
import unicode11 from '@xterm/addon-unicode11';

export function headlessTerminal(cols: number, rows: number): Terminal {
  const term = new xterm.Terminal({ cols, rows, allowProposedApi: true });
  term.loadAddon(new unicode11.Unicode11Addon());
  term.unicode.activeVersion = '11';
  return term;
}
