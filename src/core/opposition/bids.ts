/**
 * The AI Opposition's side of objections and sealed bids (RULES.md §5). Its
 * choices come from the stream its driver derives for the decision, so they
 * never move the game's dice.
 *
 * The AI never sees another side's bid before it fixes its own, and that is
 * structural twice over: its driver reads only its seat's view, which holds
 * no sealed bid but its own, and an AI player decides from a `BidInput`,
 * built from that player and the contest alone (no bid is one of its fields).
 */
import { randomInt, type RandomSource } from '../../base/rng.js';
import type { Contest, OppositionPlayer, Spend } from '../engine/types.js';

/** Everything an AI player knows when it objects or bids. */
export interface BidInput {
  player: number;
  difficulty: OppositionPlayer['difficulty'];
  /** Its own tokens. */
  tokens: number;
  what: Spend['what'];
  stake: Contest['stake'];
  /** Tokens the hero put on the spend. */
  cost: number;
  /** Is the hero in the Final Zone? */
  finale: boolean;
}

/** The fields of a `BidInput`, and nothing else (a test holds this to the type). */
export const BID_INPUT_FIELDS = ['player', 'difficulty', 'tokens', 'what', 'stake', 'cost', 'finale'] as const;

export function bidInput(p: OppositionPlayer, contest: Contest, finale: boolean): BidInput {
  return { player: p.id, difficulty: p.difficulty, tokens: p.tokens, what: contest.spend.what, stake: contest.stake, cost: contest.cost, finale };
}

/** Chance in 100 that a player of each difficulty objects, before the spend's own weight. */
const OBJECT_BASE: Record<OppositionPlayer['difficulty'], number> = { easy: 5, fair: 15, hard: 30 };
/** How much the Opposition minds each spend: more for what undoes its work. */
const WEIGHT: Record<Spend['what'], number> = { device: 10, sustenance: 5, illumination: 10, exit: 10, escape: 25, stunt: 15, heal: 10, mend: 5 };
/**
 * Per cent of its tokens an AI player bids, before the weight and a random
 * factor of ½ to 1½. Easy bids the most: its caps keep it from spending on
 * its zones, and at a tenth it reached the Final Zone holding more than a
 * quarter of all it was given; a bid costs the hero tokens, not life.
 */
const BID_SHARE: Record<OppositionPlayer['difficulty'], number> = { easy: 25, fair: 20, hard: 30 };

export function objectionChance(i: BidInput): number {
  return Math.min(90, OBJECT_BASE[i.difficulty] + WEIGHT[i.what] + (i.stake === 'spend' ? Math.min(20, 2 * i.cost) : 0));
}

/**
 * Does this player object (or contest a destination)? It needs a token to
 * object with and one to bid. Easy and fair never object in the Final
 * Zone: they stocked it up to their cap of death as measured against a
 * hero who heals and re-rolls with tokens, and what they kept back would
 * outbid every such spend, making the kill the cap forbade (bot heroes who
 * died there had met two to four objections).
 */
export function aiObjects(i: BidInput, rng: RandomSource): boolean {
  const needs = i.stake === 'spend' ? 2 : 1;
  if (i.tokens < needs || (i.finale && i.difficulty !== 'hard')) return false;
  return randomInt(rng, 1, 100) <= objectionChance(i);
}

/** What a bid rests on, for `athack odds bid` as for the game. */
export type BidBasis = Pick<BidInput, 'difficulty' | 'tokens' | 'what'>;

/** The lowest and highest random factor of a bid, in hundredths: each whole hundredth between is as likely. */
export const BID_FACTOR = { low: 50, high: 150 } as const;

/** The bid for a random factor of `hundredths`/100: at least 1 and at most what the player holds. */
export function bidFor(i: BidBasis, hundredths: number): number {
  if (i.tokens <= 0) return 0;
  const want = Math.round(((i.tokens * BID_SHARE[i.difficulty]) / 100) * (1 + WEIGHT[i.what] / 50) * (hundredths / 100));
  return Math.max(1, Math.min(i.tokens, want));
}

/** The player's bid. Its inputs are `BidInput` and its stream: never the hero's bid. */
export function aiBid(i: BidInput, rng: RandomSource): number {
  if (i.tokens <= 0) return 0;
  return bidFor(i, randomInt(rng, BID_FACTOR.low, BID_FACTOR.high));
}

/**
 * The Adventurer objects to an AI seat's Illumination requirement: it
 * insists when a token is left over to bid with (it paid for the dark
 * because the dark was worth it).
 */
export const aiInsists = (p: OppositionPlayer): boolean => p.tokens >= 2;

/** Every AI seat bids for the Opposition's requirement, as it would against the hero's own Illumination spend. */
export function aiRequirementBid(p: OppositionPlayer, rng: RandomSource): number {
  return aiBid({ player: p.id, difficulty: p.difficulty, tokens: p.tokens, what: 'illumination', stake: 'spend', cost: 1, finale: false }, rng);
}
