/**
 * How the bot plays the mini-games, as best play would (src/core/odds).
 * The Survey: walk away free unless best play finds every Prize at least
 * half the time (a failure brings a wandering group, which costs the bot
 * more than a cache or a hidden way gains it); otherwise make best play's
 * move. The Workshop: roll as many dice as best play would, and put the
 * rolled die best play would put.
 */
import type { Action } from '../engine/actions.js';
import type { Survey, Workshop } from '../engine/types.js';
import { bestExplore, surveyChance } from '../odds/survey.js';
import { bestPlacement, bestRoll } from '../odds/workshop.js';
import { Fraction } from '../../base/fraction.js';

const PLAY_ON = new Fraction(1, 2);

export function surveyMove(v: Survey): Action {
  const view = { ...v, found: v.found ? v.prize : null };
  if (!v.begun && surveyChance(view).compare(PLAY_ON) < 0) return { type: 'give-up' };
  const move = bestExplore(view);
  return move ? { type: 'explore', ...move } : { type: 'give-up' };
}

export function workshopMove(w: Workshop): Action {
  if (!w.rolled) return { type: 'work', dice: bestRoll(w.craft, w.supply) };
  const best = bestPlacement(w.craft, w.rolled, w.supply);
  return best ? { type: 'place', die: w.rolled.indexOf(best.face), at: best.slot } : { type: 'place', die: null };
}
