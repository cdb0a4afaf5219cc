/**
 * The Opposition's ledger, after a death or a victory and before the high
 * scores: what every Opposition player bought, zone by zone, beside the
 * hash sealed when the zone was stocked, and every objection and sealed bid
 * with its salt and hash, so the player can check nothing changed unseen.
 */
import { ledgerText } from '../../core/engine/spends/index.js';
import { esc, fit, tone } from '../style.js';
import type { Screen, Ui } from '../ui.js';
import { doesNothing, hint, printable, wrap } from '../widgets.js';
import { helpPage } from '../modals/help.js';

const LEDGER_KEYS =
  'On this screen: up and down (or k and j) scroll a line, PgUp and PgDn (or Space) a page, Home and End (or g and G) go to the top and the bottom; Enter, Esc or q go on to the high scores. Below, the keys of play.';

export function ledgerScreen(next: (ui: Ui) => void): Screen {
  let top = 0;
  let rows = 1;
  /** What a key of no use said, in place of the keys' line until the next key. */
  let note = '';
  const lines = (ui: Ui, width: number) => ledgerText(ui.game!).flatMap((l) => {
    const indent = /^ */.exec(l)![0];
    return wrap(l.trim(), width - indent.length - 2).map((part, k) => `${indent}${k > 0 ? '  ' : ''}${part}`);
  });
  return {
    kind: 'ledger',
    draw(ui, width, height) {
      const st = ui.style;
      const all = lines(ui, width);
      rows = height - 3;
      top = Math.max(0, Math.min(top, all.length - rows));
      const out = [tone(st, 'title', esc("The Opposition's ledger")), tone(st, 'dim', esc('Sealed when each zone was stocked, and each bid before yours.'))];
      out.push(...all.slice(top, top + rows).map((l) => fit(/sealed [0-9a-f]{64}$/.test(l) ? tone(st, 'dim', esc(l)) : esc(l), width)));
      while (out.length < height - 1) out.push('');
      const more = all.length > rows ? `  ${top + 1}-${Math.min(all.length, top + rows)} of ${all.length}; arrows, PgUp/PgDn, Home/End scroll` : '';
      out.push(note ? fit(tone(st, 'warn', esc(note)), width) : `${hint(st, 'Enter or q', esc('the high scores'))}${tone(st, 'dim', esc(more))}`);
      return out.slice(0, height);
    },
    key(ui, k) {
      note = '';
      if (k.full === '?' || k.cmd === 'help') ui.push(helpPage(LEDGER_KEYS));
      else if (k.full === 'up' || k.full === 'k') top = Math.max(0, top - 1);
      else if (k.full === 'down' || k.full === 'j') top++;
      // A page on keeps one line of the last in view, as the other pages do.
      else if (k.full === 'pageup') top = Math.max(0, top - Math.max(1, rows - 1));
      else if (k.full === 'pagedown' || k.full === 'space') top += Math.max(1, rows - 1);
      else if (k.full === 'home' || k.full === 'g') top = 0;
      // Drawing brings it back to the last page.
      else if (k.full === 'end' || k.full === 'G') top = Number.MAX_SAFE_INTEGER;
      else if (k.full === 'q' || k.full === 'enter' || k.full === 'escape') next(ui);
      else if (k.full === 'C-c') ui.quit(0);
      else if (printable(k)) note = doesNothing(k, 'Enter or q goes on to the high scores; ? lists the keys');
    },
  };
}
