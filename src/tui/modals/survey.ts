/**
 * The Survey's screen (search=survey): the Field as its triangle, the supply
 * dice, which Field dice the chosen supply die may explore, and the exact
 * chance best play finds every Prize from here, shown before the first die
 * is spent. A letter picks a supply die, a digit explores a Field die
 * (0 is the tenth), Esc gives up.
 */
import { exploreProblem } from '../../core/engine/survey.js';
import type { Survey } from '../../core/engine/types.js';
import { FIELD_ROWS, possiblePrizes, surveyChance } from '../../core/odds/survey.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { answerNote, isDecline } from './basic.js';
import { DIE_KEYS, diceRow, dieKeys } from './dice-row.js';
import { helpPage } from './help.js';

/** The Survey's keys in words, for `?`: its footer has room for their names only. */
const SURVEY_KEYS = 'In the Survey: find every Prize in the Field. A letter (a, b, …) picks a supply die, the highest until you pick another; a digit explores that Field die (1-9, and 0 for the tenth), where the supply die may reach it (those shown bright). The chance shown is best play\'s, exact. Esc gives up: before the first die it walks away with no encounter, after it the supply runs out (an encounter). Below, the keys of play.';

/** The key of Field die `i`: 1 to 9, then 0. */
export const fieldKey = (i: number): string => String((i + 1) % 10);
const CELL = 6;

const odds = (v: Survey): string => {
  const p = surveyChance({ ...v, found: v.found ? v.prize : null });
  return `${p.toString()} (${p.toPercent(1)})`;
};

/** The triangle, two lines a row: the dice, then their keys. `[3]` unexplored, `(3)` explored, `<3>` a Prize found; bright: the chosen die may explore it. */
function fieldLines(ui: Ui, v: Survey, chosen: number): string[] {
  const out: string[] = [];
  for (const [r, row] of FIELD_ROWS.entries()) {
    const indent = ' '.repeat(((FIELD_ROWS.length - 1 - r) * CELL) / 2 + 2);
    let dice = indent;
    let keys = indent;
    for (let i = row.start; i < row.start + row.length; i++) {
      const f = v.field[i]!;
      const shown = v.explored[i] ? (v.found && f === v.prize ? `<${f}>` : `(${f})`) : `[${f}]`;
      const may = exploreProblem(v, chosen, i) === undefined;
      dice += tone(ui.style, may ? 'key' : v.explored[i] ? 'dim' : 'floor', esc(shown)) + ' '.repeat(CELL - 3);
      keys += esc(v.explored[i] ? '   ' : ` ${fieldKey(i)} `) + ' '.repeat(CELL - 3);
    }
    out.push(dice, keys);
  }
  return out;
}

export function surveyPrompt(): Modal {
  // The supply die chosen: the highest left unless the player picks another.
  let chosen = -1;
  const note = answerNote((ui) => {
    const p = ui.game!.pending;
    return `${dieKeys(p?.kind === 'survey' ? p.survey.supply.length : 1, ' to ')} (a supply die), 1 to 0 (explore) or Esc`;
  });
  return {
    kind: 'survey',
    help: () => helpPage(SURVEY_KEYS),
    draw(ui, below, width, height) {
      const p = ui.game!.pending;
      if (p?.kind !== 'survey') return below;
      const v = p.survey;
      const order = v.supply.map((f, d) => ({ f, d })).sort((a, b) => b.f - a.f);
      if (chosen < 0 || chosen >= v.supply.length) chosen = order[0]?.d ?? 0;
      const supply = diceRow(ui, v.supply, chosen);
      const prize = v.found ? `The Prize is ${v.prize}: ${v.field.filter((f, i) => f === v.prize && v.explored[i]).length} of ${v.field.filter((f) => f === v.prize).length} found.` : `The Prize is not yet known: one of ${possiblePrizes({ ...v, found: null }).join(', ')}.`;
      const body = [
        ...fieldLines(ui, v, chosen),
        '',
        `Supply: ${supply}`,
        esc(prize),
        esc(`Chance to find every Prize (best play): ${odds(v)}`),
        esc(v.begun ? 'Esc gives up: that is running out of supply (an encounter).' : 'Nothing spent yet: Esc walks away with no encounter.'),
      ];
      return framed(ui.style, below, width, height, 'Survey', body, `${dieKeys(v.supply.length)}: supply die  1-0: explore  Esc: give up  ?: keys`, note.lines(ui));
    },
    key(ui, k) {
      const p = ui.game!.pending;
      if (p?.kind !== 'survey') return ui.pop();
      const d = DIE_KEYS.indexOf(k.full);
      if (k.full.length === 1 && d >= 0 && d < p.survey.supply.length) {
        chosen = d;
        return note.answered();
      }
      const at = k.full.length === 1 && /[0-9]/.test(k.full) ? (Number(k.full) + 9) % 10 : -1;
      if (at < 0 && !isDecline(k)) return note.stray(k);
      note.answered();
      ui.pop();
      ui.act(at >= 0 ? { type: 'explore', die: chosen, at } : { type: 'give-up' });
      ui.settle();
    },
  };
}
