/** Help: every key, from the live key map (so remapped keys show as they are). */
import { COMMANDS, type Command } from '../keys.js';
import { esc, tone } from '../style.js';
import type { Modal } from '../ui.js';
import { textPage } from './basic.js';

export function helpPage(): Modal {
  let lines: string[] = [];
  const page = textPage('Help: keys', () => lines);
  return {
    draw(ui, below, width, height) {
      const byCmd = new Map<Command, string[]>();
      for (const [k, cmd] of ui.keys) byCmd.set(cmd, [...(byCmd.get(cmd) ?? []), k]);
      lines = (Object.keys(COMMANDS) as Command[]).map((cmd) => `${tone(ui.style, 'key', esc((byCmd.get(cmd) ?? ['(none)']).join(' ').padEnd(18)))} ${esc(COMMANDS[cmd].help)}`);
      return page.draw(ui, below, width, height);
    },
    key: (ui, k) => page.key(ui, k),
  };
}
