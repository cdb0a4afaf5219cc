/**
 * Searching as Adventure Algorithms' Survey (search=survey, RULES.md §10;
 * the rules of the Field are in src/core/odds/survey.ts, with its odds).
 * The search rolls the supply, (1 + ⌊WIS/6⌋, +1 for a Thief) d6, and the
 * Field, 10 d6; the Prize is drawn evenly among the numbers the Field shows
 * at least twice (but no more often than there are supply dice, if any
 * number is), and stays unknown until a die showing it is explored.
 * Each explore spends one supply die. Every Prize explored: the nearby
 * traps are found, as a plain search finds them, and a d6 says what else
 * (1–3 a hidden way out, 4–6 a cache). Out of moves with supply spent: a
 * random encounter comes in by a doorway. Giving up before the first die is
 * spent brings no encounter (the zone is surveyed all the same, or the dice
 * could be rolled again until they suit); after, it is running out of supply.
 */
import { randomInt } from '../../base/rng.js';
import { FIELD_SIZE, prizeCandidates, reachable } from '../odds/survey.js';
import { rollLoot } from '../../procgen/loot.js';
import { Roller } from '../../procgen/roller.js';
import type { Ctx } from './context.js';
import { reportRolls, wanderers } from './encounters.js';
import { lootToItem } from './loot.js';
import { Refusal } from './refusal.js';
import { openPassages, passageSquares } from './spends/exit.js';
import { findTrapsNearby } from './traps.js';
import type { Hero, Survey } from './types.js';
import { currentZone } from './zones.js';

/** Supply dice: 1 + ⌊WIS/6⌋, and one more for a Thief (Roguish Talents: finding secret things). */
export const surveySupply = (hero: Hero): number => 1 + Math.floor(hero.attributes.WIS / 6) + (hero.className === 'Thief' ? 1 : 0);

/** The search action under search=survey: the dice are rolled and the Survey waits for the hero's first move. */
export function startSurvey(ctx: Ctx): void {
  const { z } = currentZone(ctx.s);
  if (z.surveyed) throw new Refusal('You have surveyed this zone already: there is nothing more to find by searching.');
  z.surveyed = true;
  const supply = ctx.rollFaces('Survey supply', `${surveySupply(ctx.s.hero)}d6`);
  const field = ctx.rollFaces('the Field', `${FIELD_SIZE}d6`);
  // Ten dice of six faces always show some number twice; the draw is silent, as the Prize is the hero's to discover.
  const candidates = prizeCandidates(field, supply.length);
  const prize = candidates[randomInt(ctx.rng, 0, candidates.length - 1)]!;
  const survey: Survey = { field, supply, explored: field.map(() => false), candidates, prize, found: false, begun: false };
  ctx.s.pending = { kind: 'survey', survey };
  ctx.say('prompt', `You survey the zone: ${supply.length} supply ${supply.length === 1 ? 'die' : 'dice'} against a Field of ${FIELD_SIZE}.`);
}

/** Whether supply die `die` may explore Field die `at` now, or why not. */
export function exploreProblem(v: Survey, die: number, at: number): string | undefined {
  const face = v.supply[die];
  if (face === undefined) return 'There is no such supply die.';
  if (!Number.isInteger(at) || at < 0 || at >= FIELD_SIZE) return `The Field's dice are numbered 1 to ${FIELD_SIZE}.`;
  if (v.explored[at]) return 'That die is explored already.';
  if (!reachable(v.explored, at)) return 'Explore a corner die, or one next to a die already explored.';
  if (v.field[at]! > face) return `A ${face} cannot explore a ${v.field[at]}: spend a supply die of equal or higher value.`;
  return undefined;
}

/** Whether any supply die left can explore any die of the Field. */
export function canExplore(v: Survey): boolean {
  return v.supply.some((_, d) => v.field.some((_, at) => exploreProblem(v, d, at) === undefined));
}

const survey = (ctx: Ctx): Survey => {
  const p = ctx.s.pending;
  if (p?.kind !== 'survey') throw new Refusal('You are not surveying.');
  return p.survey;
};

export function explore(ctx: Ctx, die: number, at: number): void {
  const v = survey(ctx);
  const problem = exploreProblem(v, die, at);
  if (problem) throw new Refusal(problem);
  const face = v.supply[die]!;
  v.supply.splice(die, 1);
  v.explored[at] = true;
  v.begun = true;
  const shows = v.field[at]!;
  if (shows === v.prize && !v.found) {
    v.found = true;
    ctx.say('message', `Your ${face} explores the ${shows}: you pick up a trail. The Prize is ${shows}.`);
  } else ctx.say('message', `Your ${face} explores the ${shows}${shows === v.prize ? ': the trail goes on' : ': nothing here'}.`);
  if (v.field.every((f, i) => f !== v.prize || v.explored[i])) return surveyWon(ctx);
  if (!canExplore(v)) return surveyLost(ctx, v.supply.length === 0 ? 'Your supply is spent' : 'No supply die left can explore further');
}

/** Giving up: free before the first supply die is spent, running out of supply after. */
export function giveUpSurvey(ctx: Ctx): void {
  const v = survey(ctx);
  if (!v.begun) {
    ctx.s.pending = null;
    return ctx.say('message', 'You leave the search before you begin it.');
  }
  surveyLost(ctx, 'You give up the search');
}

function surveyWon(ctx: Ctx): void {
  ctx.s.pending = null;
  const hero = ctx.s.hero;
  ctx.say('message', 'Every Prize is found: the Survey succeeds.');
  findTrapsNearby(ctx);
  const squares = passageSquares(ctx.s, 1);
  const way = ctx.roll('what the Survey finds (1–3 a hidden way, 4–6 a cache)', '1d6') <= 3;
  // With no floor free for a passage, the way out shows as a cache instead.
  if (way && squares.length > 0) return openPassages(ctx, 'new', squares);
  const roller = new Roller(ctx.rng);
  const item = lootToItem(ctx, rollLoot(roller, true));
  reportRolls(ctx, roller);
  currentZone(ctx.s).z.items.push({ x: hero.x, y: hero.y, item, chest: true });
  ctx.say('item', `A hidden cache, where you stand: ${item.name}.`);
}

function surveyLost(ctx: Ctx, why: string): void {
  const v = survey(ctx);
  ctx.s.pending = null;
  ctx.say('message', `${why} before every Prize is found (it was ${v.prize}): the Survey fails, and something finds you instead.`);
  wanderers(ctx);
}
