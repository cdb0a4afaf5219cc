/**
 * How the bot plays the mini-games. The Survey: walk away free unless best
 * play finds every Prize at least half the time (a failure brings a
 * wandering group, which the bot survives less often than it gains from a
 * cache or a hidden way); otherwise spend the cheapest supply die that explores
 * something, on a die showing the Prize (once known) or a number that could
 * still be it, else on the lowest die that opens the way. The Workshop:
 * roll as many dice as best play would (src/core/odds/workshop.ts), and put
 * the rolled die best play would put.
 */
import { exploreProblem } from '../engine/survey.js';
import type { Action } from '../engine/actions.js';
import type { Survey, Workshop } from '../engine/types.js';
import { possiblePrizes, surveyChance } from '../odds/survey.js';
import { bestPlacement, bestRoll } from '../odds/workshop.js';
import { Fraction } from '../../base/fraction.js';

const PLAY_ON = new Fraction(1, 2);

export function surveyMove(v: Survey): Action {
  const view = { ...v, found: v.found ? v.prize : null };
  if (!v.begun && surveyChance(view).compare(PLAY_ON) < 0) return { type: 'give-up' };
  const sought = new Set(possiblePrizes(view));
  let best: { die: number; at: number; score: number } | undefined;
  for (let die = 0; die < v.supply.length; die++)
    for (let at = 0; at < v.field.length; at++) {
      if (exploreProblem(v, die, at) !== undefined) continue;
      // A sought number first; then the cheaper die, then the lower Field die (it leaves the high supply for what matters).
      const score = (sought.has(v.field[at]!) ? 100 : 0) - v.supply[die]! * 6 - v.field[at]!;
      if (!best || score > best.score) best = { die, at, score };
    }
  return best ? { type: 'explore', die: best.die, at: best.at } : { type: 'give-up' };
}

export function workshopMove(w: Workshop): Action {
  if (!w.rolled) return { type: 'work', dice: bestRoll(w.craft, w.supply) };
  const best = bestPlacement(w.craft, w.rolled, w.supply);
  return best ? { type: 'place', die: w.rolled.indexOf(best.face), at: best.slot } : { type: 'place', die: null };
}
