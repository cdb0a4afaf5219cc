/**
 * The Workshop's screen (disarm=workshop): the Craft's three piles with
 * their totals, the supply left, the dice just rolled, and the exact chance
 * best play finishes from here, shown before the first roll. Between rounds
 * a digit rolls that many supply dice; after a roll a letter picks a rolled
 * die and a digit puts it in place of that Craft die, x keeps none. Esc
 * gives up.
 */
import { taskName } from '../../core/engine/workshop.js';
import type { Workshop } from '../../core/engine/types.js';
import { bestPlacement, pileSlices, pileTotals, workshopChance } from '../../core/odds/workshop.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { answerNote, isDecline } from './basic.js';
import { DIE_KEYS, diceRow, dieKeys, keyRange } from './dice-row.js';
import { helpPage } from './help.js';

/** The Workshop's keys in words, for `?`: its footer has room for their names only. */
const WORKSHOP_KEYS = "In the Workshop: make the three piles' totals equal. Before a roll, a digit rolls that many of the supply's dice. After it, a letter (a, b, …) picks one of the dice rolled, a digit 1-9 puts it in place of that Craft die, and x keeps none of them. The chance shown is best play's, exact. Esc gives up the work. Below, the keys of play.";

/** Best play's chance from here: between rounds, or with the best use of the dice just rolled. */
function chance(w: Workshop): string {
  const best = w.rolled && bestPlacement(w.craft, w.rolled, w.supply);
  const craft = best ? w.craft.map((f, k) => (k === best.slot ? best.face : f)) : w.craft;
  const p = workshopChance(craft, w.supply);
  return `${p.toString()} (${p.toPercent(1)})`;
}

function craftLines(ui: Ui, w: Workshop): string[] {
  const totals = pileTotals(w.craft);
  return pileSlices(w.craft).map((pile, p) => {
    const dice = pile.map((f, k) => `${tone(ui.style, 'key', String(p * 3 + k + 1))}:${f}`).join('  ');
    return `  pile ${p + 1}   ${dice}   = ${totals[p]}`;
  });
}

export function workshopPrompt(): Modal {
  let chosen = 0;
  const note = answerNote((ui) => {
    const p = ui.game!.pending;
    const w = p?.kind === 'workshop' ? p.workshop : undefined;
    return w?.rolled ? `${dieKeys(w.rolled.length, ' to ')} (a rolled die), 1 to 9 (replace that Craft die), x or Esc` : `${keyRange('1', String(w?.supply ?? 1), ' to ')} (roll that many) or Esc`;
  });
  return {
    kind: 'workshop',
    help: () => helpPage(WORKSHOP_KEYS),
    draw(ui, below, width, height) {
      const s = ui.game!;
      const p = s.pending;
      if (p?.kind !== 'workshop') return below;
      const w = p.workshop;
      if (w.rolled && chosen >= w.rolled.length) chosen = 0;
      const rolled = w.rolled ? diceRow(ui, w.rolled, chosen) : esc('none yet');
      const body = [
        esc(`Working on ${taskName(s, w.task)}: make the three piles' totals equal.`),
        '',
        ...craftLines(ui, w),
        '',
        esc(`Supply left: ${w.supply} ${w.supply === 1 ? 'die' : 'dice'}.`),
        `Rolled: ${rolled}`,
        esc(`Chance to finish (best play, exact): ${chance(w)}`),
      ];
      const footer = w.rolled ? `${dieKeys(w.rolled.length)}: rolled die  1-9: replace that Craft die  x: none  Esc: give up  ?: keys` : `${keyRange('1', String(w.supply))}: roll that many  Esc: give up  ?: keys`;
      return framed(ui.style, below, width, height, 'Workshop', body, footer, note.lines(ui));
    },
    key(ui, k) {
      const p = ui.game!.pending;
      if (p?.kind !== 'workshop') return ui.pop();
      const w = p.workshop;
      const digit = k.full.length === 1 && /[1-9]/.test(k.full) ? Number(k.full) : 0;
      const letter = k.full.length === 1 ? DIE_KEYS.indexOf(k.full) : -1;
      if (w.rolled && letter >= 0 && letter < w.rolled.length) {
        chosen = letter;
        return note.answered();
      }
      let action: Parameters<Ui['act']>[0] | undefined;
      if (isDecline(k)) action = { type: 'give-up' };
      else if (!w.rolled && digit > 0) action = { type: 'work', dice: digit };
      else if (w.rolled && digit > 0) action = { type: 'place', die: chosen, at: digit - 1 };
      else if (w.rolled && k.full === 'x') action = { type: 'place', die: null };
      if (!action) return note.stray(k);
      note.answered();
      ui.pop();
      ui.act(action);
      ui.settle();
    },
  };
}
