/**
 * The refusals of a hindered hero (The Black Hack's Stuck and Distracted).
 * A refusal costs no turn, so the same key again never frees the hero: each
 * says what holds the hero, for how long, and what is left to do meanwhile.
 */
import { counted } from '../../base/words.js';
import { sourceText } from './condition-source.js';
import { Refusal } from './refusal.js';
import type { Condition, Hero } from './types.js';

/** "the clinging mud, 2 more turns": the source, and the turns left when the hindrance counts them. */
const heldBy = (c: Condition & { turns: number | null }) => `${sourceText(c.source)}${c.turns === null ? '' : `, ${counted(c.turns, 'more turn')}`}`;

/** Stuck, the hero can act but not move. */
export function stuckRefusal(hero: Hero): Refusal | undefined {
  const c = hero.conditions.find((x) => x.kind === 'stuck');
  return c && new Refusal(`You are stuck fast (${heldBy(c)}): you cannot move, but can strike, pray or wait where you stand.`);
}

/** Distracted, the hero can move but not act. */
export function distractedRefusal(hero: Hero): Refusal | undefined {
  const c = hero.conditions.find((x) => x.kind === 'distracted');
  return c && new Refusal(`You are too distracted to act (${heldBy(c)}): you can move, or wait it out.`);
}
