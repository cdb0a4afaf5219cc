/** The menus behind the command keys (inventory, spells, targets, look, help…). */
import type { Command } from '../keys.js';
import type { Ui } from '../ui.js';
import { textPage } from './basic.js';
import { esc } from '../style.js';

export function openMenu(ui: Ui, cmd: Command): void {
  ui.push(textPage(cmd, () => [esc(`${cmd}: coming soon.`)]));
}
