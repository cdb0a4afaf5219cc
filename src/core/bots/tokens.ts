/**
 * How the default bot plays its tokens, as a sensible player would: a
 * hero who bled in a fight buys Hit Dice back before going on rather than
 * carry the wound into the next zone; a hero about to fall in a fight
 * buys a break away from it; low food and light are bought back before
 * they fail. Tokens it can spare (beyond half what a hero starts with,
 * or half a refresh once refreshes are larger) would only sit in hand:
 * they re-roll a failed blow or Defend (a Stunt), heal any wound, mend
 * broken armour, at Home top up Sustenance and Illumination, and go
 * into its sealed bids. It keeps a few tokens back for a bid on an objection.
 * Prices rise with each heal on a trip, so the bot heals while a die is
 * cheap against what it holds, buys no more dice than a wound is worth,
 * and rests for the rest.
 */
import { CONSUMABLE_MAX, HOME_CONSUMABLE_RATE, healDiePrice, spendCost, standingObjectors } from '../engine/spends/index.js';
import { spare } from '../opposition/hand.js';
import type { GameState, Hero, Spend } from '../engine/types.js';
import { heroClass } from '../engine/hero.js';
import type { Candidate } from './candidate.js';

/** Tokens it keeps back for a bid when an objection meets a spend. */
export const TOKENS_KEPT = 2;
/** It heals with tokens while a die costs at most this share of what it holds. */
const HEAL_SHARE = 0.25;
/** Sustenance or Illumination this low is raised back, in the dungeon, to `SUPPLY_TO`. */
const SUPPLY_LOW = 2;
const SUPPLY_TO = 4;

/** Within its means, and not a spend an objection here already stood against: declaring it again would only meet it again. */
export const affordable = (s: GameState, spend: Spend) => spendCost(s, spend) + TOKENS_KEPT <= s.tokens.hero && standingObjectors(s, spend).length === 0;

/** A wound under this share of Max HP is a scratch: an hour's rest heals it for nothing. */
const SCRATCH = 0.25;

/**
 * Hit Dice a wound out of a fight is worth: none for a scratch; else as
 * many as it takes for their mean to heal no more than it, at least one,
 * at most the hero's Level. At the door of the Final Zone, with tokens to
 * spare, the bot bought its Level of dice at a trip's raised price (8
 * tokens a die after three heals) for a point or two, tokens a Stunt or a
 * heal in the finale's fights would have used.
 */
export function woundDice(hero: Hero): number {
  const missing = hero.maxHp - hero.hp;
  if (missing <= 0 || missing < hero.maxHp * SCRATCH) return 0;
  const sides = Number(/d(\d+)/.exec(heroClass(hero).hitDie)![1]);
  return Math.max(1, Math.min(hero.level, Math.floor(missing / ((sides + 1) / 2))));
}

/** Hit Dice for tokens: `most` of them (the hero's Level unless told), else one, while the price is a small share of its tokens. */
export function* tokenHeal(s: GameState, intent: string, most = s.hero.level): Generator<Candidate> {
  if (most < 1) return;
  for (const dice of new Set([most, 1])) {
    const spend: Spend = { what: 'heal', dice };
    if (affordable(s, spend) && healDiePrice(s) <= Math.max(1, s.tokens.hero * HEAL_SHARE)) yield { action: { type: 'spend', ...spend }, intent };
  }
}

/** Out of a fight about to drop the hero, for a token. */
export function* tokenEscape(s: GameState): Generator<Candidate> {
  const spend: Spend = { what: 'escape' };
  if (affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: 'spend:escape' };
}

/** Food and light bought back before they run out. */
export function* tokenSupplies(s: GameState): Generator<Candidate> {
  for (const what of ['sustenance', 'illumination'] as const) {
    const spend: Spend = { what, tokens: SUPPLY_TO - s.consumables[what] };
    if (s.consumables[what] <= SUPPLY_LOW && affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: `spend:${what}` };
  }
}

/**
 * A sealed bid: a fifth of what it holds, or all it can spare when that
 * is more. A bid lost is lost either way, and tokens beyond what heals
 * and breaks away need only sit in hand, while the spend they would win
 * (a heal, a break away, a way on) is what keeps the hero alive.
 */
export const bidTokens = (s: GameState): number => Math.min(s.tokens.hero, Math.max(1, Math.floor(s.tokens.hero / 5), spare(s)));

/** Out of what it can spare, with no foe about: a wound healed with the dice it is worth, broken armour mended. */
export function* tokenSurplus(s: GameState): Generator<Candidate> {
  const heal: Spend = { what: 'heal', dice: woundDice(s.hero) };
  if (heal.dice >= 1 && spendCost(s, heal) <= spare(s) && affordable(s, heal)) yield { action: { type: 'spend', ...heal }, intent: 'spend:surplus' };
  const mend: Spend = { what: 'mend', dice: 1 };
  if (s.hero.armourBroken > 0 && spendCost(s, mend) <= spare(s) && affordable(s, mend)) yield { action: { type: 'spend', ...mend }, intent: 'spend:surplus' };
}

/** At Home, where a token buys three points: Sustenance and Illumination topped up out of what it can spare. */
export function* tokenRestock(s: GameState): Generator<Candidate> {
  for (const what of ['sustenance', 'illumination'] as const) {
    const tokens = Math.min(spare(s), Math.ceil((CONSUMABLE_MAX - s.consumables[what]) / HOME_CONSUMABLE_RATE));
    const spend: Spend = { what, tokens };
    if (tokens >= 1 && affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: `restock:${what}` };
  }
}

/**
 * A failed blow, Defend or door re-rolled for a token, out of what it can
 * spare; in a bad fight (the hero at half HP or less)
 * out of what it holds back too: a missed Defend then may be the last.
 */
export function* tokenStunt(s: GameState): Generator<Candidate> {
  const t = s.lastTest;
  const spend: Spend = { what: 'stunt' };
  const badFight = s.hero.hp * 2 <= s.hero.maxHp;
  if (t && !t.success && t.redo && (spare(s) > 0 || badFight) && affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: 'spend:stunt' };
}
