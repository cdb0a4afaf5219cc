/**
 * The Adventurer objects to an Opposition seat's spend (RULES.md §5; the
 * @HACK! seed: any player may object to anything declared, paying a token).
 * The one Opposition spend the hero knows of as it is made is the
 * Illumination requirement of the zone being entered: every other
 * obstacle stays unseen until met (docs/rules.md, "The Adventurer
 * objects"). Once every seat has stocked, the hero may object (1 token);
 * the seat that paid may insist (1 token) or let the requirement fall;
 * then every side bids in secret, each Opposition seat for the
 * requirement or against it, the hero against; the bids are revealed at
 * once, the larger total wins, a tie goes to the Adventurer, and every bid
 * token is lost. The seat's token for the requirement is lost whatever
 * comes of it, as the seed has every paid token lost.
 */
import { Stream } from '../../../base/rng.js';
import { counted } from '../../../base/words.js';
import type { Action } from '../actions.js';
import { requireIllumination } from '../consumables.js';
import type { Ctx } from '../context.js';
import { answered, openDecision, seatedPlayer } from '../decisions.js';
import { Refusal } from '../refusal.js';
import { ADVENTURER, HERO_BIDDER, oppositionSeat, playerName, type Seat } from '../seats.js';
import { checkedBid } from '../spends/bidders.js';
import { sealBid, shownHash } from '../spends/seal.js';
import type { ContestRecord, Decision, GameState, SealedBid } from '../types.js';

/** What objecting costs the Adventurer, and insisting the Opposition seat. */
export const CHALLENGE_COST = 1;

type Challenge = Extract<Decision, { kind: 'challenge' }>;

/**
 * Every seat has stocked the zone and `spender` bought its Illumination
 * requirement: the Adventurer is asked whether to object. False when the
 * hero has no token to object with: the requirement then takes its point
 * at once.
 */
export function askChallenge(ctx: Ctx, spender: number, first: boolean): boolean {
  const s = ctx.s;
  if (s.tokens.hero < CHALLENGE_COST) {
    requireIllumination(ctx);
    return false;
  }
  openDecision(ctx, { kind: 'challenge', owners: [ADVENTURER], stage: 'object', spender, first, bids: [] });
  ctx.say('prompt', `${playerName(s, spender)} makes this zone need Illumination (it would cost you a point). Object (${counted(CHALLENGE_COST, 'token')}, then ${playerName(s, spender, false)} may insist and every side bids in secret; a tie goes to you)?`, { challenge: spender });
  return true;
}

/** The requirement stands: the zone takes its point of Illumination. */
function stands(ctx: Ctx): void {
  requireIllumination(ctx);
}

/** The requirement falls: the zone needs no Illumination (the seat's token stays spent). */
function falls(ctx: Ctx, why: string): void {
  const s = ctx.s;
  s.zones[s.zone!]!.needsLight = false;
  ctx.say('zone', `${why} This zone asks nothing of your Illumination.`);
}

function record(s: GameState, d: Challenge, bids: SealedBid[], hero: number | null, outcome: ContestRecord['outcome'], totals: Pick<ContestRecord, 'counts' | 'against'> = {}): ContestRecord {
  const done: ContestRecord = { turn: s.turn, zone: s.zone, what: 'the need for Illumination', stake: 'requirement', objectors: [d.spender], bids, hero, outcome, ...totals };
  s.contests = [...(s.contests ?? []), done];
  return done;
}

/**
 * A seat's answer to the challenge: the hero objects or not, the seat that
 * paid insists or not, each side seals its bid. True when it is settled
 * and the entry goes on.
 */
export function answerChallenge(ctx: Ctx, seat: Seat, action: Action): boolean {
  const s = ctx.s;
  const d = s.decision;
  if (d?.kind !== 'challenge') throw new Refusal('Nothing like that is being asked.');
  switch (d.stage) {
    case 'object':
      return heroObjects(ctx, d, action);
    case 'insist':
      return seatInsists(ctx, d, seat, action);
    case 'bid':
      return sealOne(ctx, d, seat, action);
  }
}

function yesOrNo(action: Action): boolean {
  const yes = (action as { yes?: unknown }).yes;
  if (typeof yes !== 'boolean') throw new Refusal('Answer yes or no.');
  return yes;
}

function heroObjects(ctx: Ctx, d: Challenge, action: Action): boolean {
  const s = ctx.s;
  if (!yesOrNo(action)) {
    s.decision = null;
    stands(ctx);
    return true;
  }
  s.tokens.hero -= CHALLENGE_COST;
  const spender = seatedPlayer(s, oppositionSeat(d.spender));
  ctx.say('score', `You object (${counted(CHALLENGE_COST, 'token')}, ${s.tokens.hero} left).`);
  if (spender.tokens < CHALLENGE_COST) {
    s.decision = null;
    record(s, d, [], null, 'withdrawn');
    falls(ctx, `${playerName(s, d.spender)} has no token to insist with: your objection carries.`);
    return true;
  }
  d.stage = 'insist';
  d.owners = [oppositionSeat(d.spender)];
  ctx.say('prompt', `${playerName(s, d.spender)} may insist (${counted(CHALLENGE_COST, 'token')}) or let it fall.`);
  return false;
}

function seatInsists(ctx: Ctx, d: Challenge, seat: Seat, action: Action): boolean {
  const s = ctx.s;
  const spender = seatedPlayer(s, seat);
  if (!yesOrNo(action)) {
    s.decision = null;
    record(s, d, [], null, 'withdrawn');
    falls(ctx, `${playerName(s, d.spender)} lets the requirement fall.`);
    return true;
  }
  spender.tokens -= CHALLENGE_COST;
  spender.spent += CHALLENGE_COST;
  ctx.say('score', `${playerName(s, d.spender)} insists (${counted(CHALLENGE_COST, 'token')}).`);
  // Every side with a token to bid is asked at once; a side with none bids nothing.
  const owners: Seat[] = [...(s.tokens.hero > 0 ? [ADVENTURER] : []), ...s.tokens.opposition.filter((p) => p.tokens > 0).map((p) => oppositionSeat(p.id))];
  d.stage = 'bid';
  d.owners = owners;
  if (owners.length === 0) return reveal(ctx, d);
  ctx.say('prompt', `Sealed bids: every side bids in secret, each Opposition player for the requirement or against it, you against. You have ${counted(s.tokens.hero, 'token')}; a tie goes to you.`, { bidders: owners });
  return false;
}

function sealOne(ctx: Ctx, d: Challenge, seat: Seat, action: Action): boolean {
  const s = ctx.s;
  const tokens = (action as { tokens?: unknown }).tokens;
  const hero = seat === ADVENTURER;
  const player = hero ? HERO_BIDDER : seatedPlayer(s, seat).id;
  const has = hero ? s.tokens.hero : seatedPlayer(s, seat).tokens;
  const bid = checkedBid(tokens, has, hero ? 'You have' : `${playerName(s, player)} has`);
  const against = hero || (action as { against?: unknown }).against === true;
  const rng = Stream.restore(s.rng.ai);
  const sealed = sealBid(player, bid, rng, against);
  s.rng.ai = rng.state();
  d.bids.push(sealed);
  ctx.say('prompt', `${hero ? 'Your' : `${playerName(s, player)}'s`} bid is sealed (${shownHash(sealed.hash)}).`, { sealed: { player, hash: sealed.hash } });
  if (!answered(s, seat)) return false;
  return reveal(ctx, d);
}

/** Every bid at once: the larger total wins, a tie to the Adventurer; every bid token is lost. */
function reveal(ctx: Ctx, d: Challenge): boolean {
  const s = ctx.s;
  s.decision = null;
  const bids = [...d.bids].sort((a, b) => a.player - b.player);
  const heroBid = bids.find((b) => b.player === HERO_BIDDER)?.tokens ?? 0;
  const theirs = bids.filter((b) => b.player !== HERO_BIDDER);
  s.tokens.hero -= heroBid;
  for (const b of theirs) {
    const p = s.tokens.opposition.find((o) => o.id === b.player)!;
    p.tokens -= b.tokens;
    p.spent += b.tokens;
  }
  const forIt = theirs.filter((b) => !b.against).reduce((sum, b) => sum + b.tokens, 0);
  const againstIt = heroBid + theirs.filter((b) => b.against).reduce((sum, b) => sum + b.tokens, 0);
  const heroWins = againstIt >= forIt;
  const listed = theirs.map((b) => `${playerName(s, b.player, false)} ${b.tokens} ${b.against ? 'against' : 'for'} (sealed ${shownHash(b.hash)}, salt ${b.salt})`).join('; ');
  const outcome = heroWins ? (againstIt === forIt ? 'You win: a tie goes to you.' : 'You win.') : 'The Opposition wins.';
  const done = record(s, d, theirs, heroBid, heroWins ? 'hero' : 'opposition', { counts: againstIt, against: forIt });
  ctx.say('score', `Bids revealed: you ${heroBid}${listed ? `; ${listed}` : ''}. Against ${againstIt}, for ${forIt}. ${outcome} Every bid token is lost.`, { reveal: done });
  if (heroWins) falls(ctx, 'Your objection carries.');
  else stands(ctx);
  return true;
}
