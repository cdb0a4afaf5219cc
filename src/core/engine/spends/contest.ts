/**
 * Objections and sealed bids (RULES.md §5; the @HACK! seed's hidden bids).
 *
 * The hero declares a spend and sets its tokens aside. Each AI Opposition
 * player may object, paying 1 token (its policy, by difficulty, from the
 * AI's own stream). Unopposed, the spend happens. Objected to, the hero
 * insists (1 token) or withdraws (the spend's tokens come back). Insisting
 * opens the sealed bid: each objector's bid is rolled and sealed (a SHA-256
 * with a salt) in the prompt at once, before the hero is asked; then the
 * hero bids any number of tokens; the bids are revealed together; the
 * larger total wins, ties to the hero (at Home a bid to raise a Consumable
 * counts triple); every bid token is lost by its owner, and so are the
 * tokens the hero set aside if the Opposition wins. An exit's destination
 * is contested the same way, but straight to the bid, with nothing set
 * aside (the seed has both sides bid where a new exit opens).
 */
import { Stream } from '../../rng.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../movement.js';
import type { Contest, ContestRecord, GameState, SealedBid, Spend } from '../types.js';
import { aiBid, aiObjects, bidInput, sealBid } from './ai.js';
import { describeSpend, HOME_CONSUMABLE_RATE, spendCost } from './catalogue.js';
import { spendProblem } from './check.js';
import { openPassages } from './exit.js';
import { resolveSpend } from './resolve.js';
import { capitalised, counted } from '../words.js';

/** An Opposition player's name; `capital` for the start of a sentence. */
export function playerName(s: GameState, id: number, capital = true): string {
  const name = s.tokens.opposition.find((p) => p.id === id)?.name ?? `Opposition ${id}`;
  return capital ? `${capitalised(name)}` : name;
}

const names = (s: GameState, ids: number[]) => ids.map((id) => playerName(s, id)).join(' and ');

/** Each AI player decides, from the AI's stream, whether to object (paying 1 token) or contest a destination. */
function objections(ctx: Ctx, contest: Contest): number[] {
  const s = ctx.s;
  if (s.tokens.opposition.length === 0) return [];
  const rng = Stream.restore(s.rng.ai);
  const out: number[] = [];
  for (const p of s.tokens.opposition) {
    if (!aiObjects(bidInput(p, contest), rng)) continue;
    out.push(p.id);
    if (contest.stake === 'spend') {
      p.tokens -= 1;
      p.spent += 1;
    }
  }
  s.rng.ai = rng.state();
  return out;
}

/** The hero declares a spend: refused (state unchanged) if it cannot be made; otherwise its tokens are set aside. */
export function declareSpend(ctx: Ctx, spend: Spend): void {
  const s = ctx.s;
  const problem = spendProblem(s, spend);
  if (problem) throw new Refusal(problem);
  const cost = spendCost(spend);
  s.tokens.hero -= cost;
  ctx.say('score', `You spend ${counted(cost, 'token')} to ${describeSpend(s, spend)} (${s.tokens.hero} left).`, { spend: spend.what, cost });
  const contest: Contest = { stake: 'spend', spend, cost, objectors: [] };
  const stands = standingObjectors(s, spend);
  contest.objectors = stands.length > 0 ? stands : objections(ctx, contest);
  if (contest.objectors.length === 0) return resolveSpend(ctx, spend);
  s.pending = { kind: 'objection', contest };
  const n = contest.objectors.length;
  const they = names(s, contest.objectors);
  const why = stands.length > 0 ? `${they}'s objection${n === 1 ? '' : 's'} to that still stand${n === 1 ? 's' : ''} until you leave ${s.zone ? 'this zone' : 'Home'}.` : `${they} object${n === 1 ? 's' : ''} (1 token${n === 1 ? '' : ' each'}).`;
  ctx.say('prompt', `${why} Insist (1 token, then sealed bids) or withdraw?`, { objectors: contest.objectors });
}

/**
 * Withdrawing does not undo an objection: it stands against that kind of
 * spend until the hero leaves the zone (or Home), and declaring it again
 * meets it at once, at no new cost to its players. Otherwise withdrawing
 * and declaring again would cost the hero nothing and the Opposition a
 * token a try, until an objection failed to come. Players left without a
 * token to bid with drop out of it.
 */
export function standingObjectors(s: GameState, spend: Spend): number[] {
  const stands = s.standing?.find((o) => o.zone === s.zone && o.what === spend.what);
  return (stands?.objectors ?? []).filter((id) => (s.tokens.opposition.find((p) => p.id === id)?.tokens ?? 0) >= 1);
}

/** After a withdrawal the objection stands; once insisted on, the bid settles it. */
function setStanding(s: GameState, contest: Contest, stands: boolean): void {
  const others = (s.standing ?? []).filter((o) => !(o.zone === s.zone && o.what === contest.spend.what));
  s.standing = stands ? [...others, { zone: s.zone, what: contest.spend.what, objectors: [...contest.objectors] }] : others;
}

/** Where new exits lead, when the Opposition would have them lead elsewhere. */
export function contestDestination(ctx: Ctx, contest: Contest): boolean {
  contest.objectors = objections(ctx, contest);
  if (contest.objectors.length === 0) return false;
  const there = contest.oppositionTo === 'new' ? 'a new zone' : `zone ${contest.oppositionTo}`;
  ctx.say('prompt', `${names(ctx.s, contest.objectors)} would have ${contest.squares!.length === 1 ? 'it' : 'them'} lead to ${there}: sealed bids decide.`, { objectors: contest.objectors });
  openBid(ctx, contest);
  return true;
}

/**
 * The bid prompt opens: every objector's bid is fixed now, from the
 * contest and its own tokens (`BidInput`), and sealed into the prompt. Its
 * tokens stay with the player until the reveal: the hero sees every
 * player's tokens, so taking them now would show the bid. The hero's bid
 * comes in a later action.
 */
export function openBid(ctx: Ctx, contest: Contest): void {
  const s = ctx.s;
  const rng = Stream.restore(s.rng.ai);
  const sealed: SealedBid[] = contest.objectors.map((id) => {
    const p = s.tokens.opposition.find((o) => o.id === id)!;
    return sealBid(id, aiBid(bidInput(p, contest), rng), rng);
  });
  s.rng.ai = rng.state();
  s.pending = { kind: 'bid', contest, sealed };
  const rate = heroBidRate(s, contest);
  const triple = rate === 1 ? '' : ` At Home each token you bid counts ${rate}.`;
  ctx.say('prompt', `The Opposition's bid is sealed (${sealed.map((b) => b.hash.slice(0, 12)).join(', ')}). Your bid? You have ${counted(s.tokens.hero, 'token')}; a tie goes to you.${triple}`, { sealed: sealed.map((b) => ({ player: b.player, hash: b.hash })) });
}

/**
 * What each token of the hero's bid counts against the Opposition's: at
 * Home, toward a Consumable, triple (the seed's Returning Home; erratum
 * athack.token-ratios, "paid or bid, counts three").
 */
export function heroBidRate(s: GameState, contest: Contest): number {
  const consumable = contest.stake === 'spend' && (contest.spend.what === 'sustenance' || contest.spend.what === 'illumination');
  return consumable && s.phase === 'home' ? HOME_CONSUMABLE_RATE : 1;
}

/** The sealed bids are revealed: only now do their tokens leave the players. */
function paySealed(s: GameState, sealed: SealedBid[]): void {
  for (const b of sealed) {
    const p = s.tokens.opposition.find((o) => o.id === b.player)!;
    p.tokens -= b.tokens;
    p.spent += b.tokens;
  }
}

function record(ctx: Ctx, contest: Contest, bids: SealedBid[], hero: number | null, outcome: ContestRecord['outcome']): void {
  const s = ctx.s;
  const what = contest.stake === 'destination' ? `where the exit${contest.squares!.length === 1 ? '' : 's'} lead${contest.squares!.length === 1 ? 's' : ''} (you: ${contest.heroTo}, they: ${contest.oppositionTo})` : describeSpend(s, contest.spend);
  (s.contests ??= []).push({ turn: s.turn, zone: s.zone, what, stake: contest.stake, objectors: contest.objectors, bids, hero, outcome });
}

export function insist(ctx: Ctx, yes: boolean): void {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind !== 'objection') throw new Refusal('Nothing like that is being asked.');
  const contest = p.contest;
  if (!yes) {
    s.pending = null;
    s.tokens.hero += contest.cost;
    record(ctx, contest, [], null, 'withdrawn');
    setStanding(s, contest, true);
    ctx.say('score', `You withdraw: you do not ${describeSpend(s, contest.spend)}, and your ${contest.cost === 1 ? 'token comes' : `${contest.cost} tokens come`} back (${s.tokens.hero}). The objection stands until you leave ${s.zone ? 'this zone' : 'Home'}.`);
    return;
  }
  if (s.tokens.hero < 1) throw new Refusal('You have no token left to insist with: withdraw.');
  setStanding(s, contest, false);
  s.tokens.hero -= 1;
  ctx.say('score', `You insist (1 token, ${s.tokens.hero} left).`);
  openBid(ctx, contest);
}

export function placeBid(ctx: Ctx, tokens: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind !== 'bid') throw new Refusal('Nothing like that is being asked.');
  if (typeof tokens !== 'number' || !Number.isInteger(tokens) || tokens < 0) throw new Refusal('A bid is a whole number of tokens, 0 or more.');
  if (tokens > s.tokens.hero) throw new Refusal(`You have only ${counted(s.tokens.hero, 'token')} to bid.`);
  const { contest, sealed } = p;
  s.tokens.hero -= tokens;
  paySealed(s, sealed);
  s.pending = null;
  const against = sealed.reduce((sum, b) => sum + b.tokens, 0);
  const rate = heroBidRate(s, contest);
  const counts = tokens * rate;
  const heroWins = counts >= against;
  const mine = rate === 1 ? `${tokens}` : `${tokens} (${counts} at Home, each token counting ${rate})`;
  const theirs = sealed.map((b) => `${playerName(s, b.player, false)} ${b.tokens} (sealed ${b.hash.slice(0, 12)}, salt ${b.salt})`).join('; ');
  const outcome = heroWins ? (counts === against ? 'You win: a tie goes to you.' : 'You win.') : 'The Opposition wins.';
  ctx.say('score', `Bids revealed: you ${mine}; ${theirs}. ${outcome} Every bid token is lost.`, { reveal: { hero: tokens, counts, bids: sealed, against, winner: heroWins ? 'hero' : 'opposition', stake: contest.stake } });
  record(ctx, contest, sealed, tokens, heroWins ? 'hero' : 'opposition');
  if (contest.stake === 'destination') return openPassages(ctx, heroWins ? contest.heroTo! : contest.oppositionTo!, contest.squares!);
  if (heroWins) return resolveSpend(ctx, contest.spend);
  ctx.say('message', `The Opposition has its way: you do not ${describeSpend(s, contest.spend)}, and ${contest.cost === 1 ? 'the token you put on it is' : `the ${contest.cost} tokens you put on it are`} lost.`);
}
