/** Home between visits: its services as a menu, and the way back into the dungeon. */
import { esc, tone } from '../style.js';
import type { Screen } from '../ui.js';
import { afterAct } from './flow.js';
import { panelLines } from '../panel.js';

export function homeScreen(): Screen {
  return {
    kind: 'home',
    draw(ui, width, height) {
      const s = ui.game!;
      const lines = [tone(ui.style, 'title', esc('Home')), '', esc('Enter: go into the dungeon'), esc('S: save and quit'), ''];
      lines.push(...panelLines(s, ui.style));
      lines.push('', ...ui.log.slice(-6).map((l) => esc(l.text)));
      return lines.slice(0, height).map((l) => l.slice(0, width * 4));
    },
    key(ui, k) {
      if (k.full === 'enter' || k.full === '>') {
        ui.act({ type: 'enter-dungeon' });
        afterAct(ui);
      } else if (k.cmd === 'save') ui.save();
    },
  };
}
