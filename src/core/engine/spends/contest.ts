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
import { Stream } from '../../../base/rng.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import type { Contest, ContestRecord, GameState, SealedBid, Spend } from '../types.js';
import { answered, openDecision, seatedPlayer } from '../decisions.js';
import { oppositionSeat, playerName, type Seat } from '../seats.js';
import { checkedBid } from './bidders.js';
import { sealBid, shownHash } from './seal.js';
import { describeSpend, HOME_CONSUMABLE_RATE, spendCost } from './catalogue.js';
import { spendProblem } from './check.js';
import { findDevice } from './device.js';
import { escape } from './escape.js';
import { opposingDestination, openPassages, passageSquares, rollExits } from './exit.js';
import { noteBought } from './prices.js';
import { heal, mend } from './restore.js';
import { stunt } from './stunt.js';
import { raise } from './supplies.js';
import { andList, counted } from '../../../base/words.js';


/** The players named, one and the next; `capital` to begin a sentence. */
const names = (s: GameState, ids: number[], capital = true) => andList(ids.map((id) => playerName(s, id, capital)));

/** Tokens an Opposition player needs to object: one to object with and one to bid, or one to bid on where exits lead. */
const objectionNeeds = (contest: Contest) => (contest.stake === 'spend' ? 2 : 1);

/**
 * Every Opposition seat that could object is asked at once; a seat short
 * of the tokens is not asked, and with none to ask the spend stands.
 */
function askObjections(ctx: Ctx, contest: Contest): boolean {
  const s = ctx.s;
  const able = s.tokens.opposition.filter((p) => p.tokens >= objectionNeeds(contest));
  if (able.length === 0) return false;
  openDecision(ctx, { kind: 'object', owners: able.map((p) => oppositionSeat(p.id)), contest });
  return true;
}

/** The hero declares a spend: refused (state unchanged) if it cannot be made; otherwise its tokens are set aside and the Opposition is asked. */
export function declareSpend(ctx: Ctx, spend: Spend): void {
  const s = ctx.s;
  const problem = spendProblem(s, spend);
  if (problem) throw new Refusal(problem);
  const cost = spendCost(s, spend);
  s.tokens.hero -= cost;
  ctx.say('score', `You spend ${counted(cost, 'token')} to ${describeSpend(s, spend)} (${s.tokens.hero} left).`, { spend: spend.what, cost });
  const contest: Contest = { stake: 'spend', spend, cost, objectors: [] };
  const stands = standingObjectors(s, spend);
  if (stands.length > 0) {
    contest.objectors = stands;
    return heroAnswers(ctx, contest, true);
  }
  if (!askObjections(ctx, contest)) resolveSpend(ctx, spend);
}

/**
 * An Opposition seat objects (paying 1 token; it needs one more to bid
 * with) or contests where new exits lead, or lets it be. The answers stay
 * in the decision, unseen by the other seats, until the last is in; then
 * the hero hears who objected.
 */
export function answerObjection(ctx: Ctx, seat: Seat, yes: boolean): void {
  const s = ctx.s;
  const d = s.decision;
  if (d?.kind !== 'object') throw new Refusal('Nothing like that is being asked.');
  const p = seatedPlayer(s, seat);
  const contest = d.contest;
  if (yes) {
    const needs = objectionNeeds(contest);
    if (p.tokens < needs) throw new Refusal(`${playerName(s, p.id)} has ${counted(p.tokens, 'token')}: ${needs === 2 ? 'objecting takes one and the bid at least one more' : 'a bid takes at least one'}.`);
    contest.objectors.push(p.id);
    if (contest.stake === 'spend') {
      p.tokens -= 1;
      p.spent += 1;
    }
  }
  if (!answered(s, seat)) return;
  s.decision = null;
  contest.objectors.sort((a, b) => a - b);
  if (contest.stake === 'destination') {
    if (contest.objectors.length === 0) return openPassages(ctx, contest.heroTo!, contest.squares!);
    const there = contest.oppositionTo === 'new' ? 'a new zone' : `zone ${contest.oppositionTo}`;
    ctx.say('prompt', `${names(s, contest.objectors)} would have ${contest.squares!.length === 1 ? 'it' : 'them'} lead to ${there}: sealed bids decide.`, { objectors: contest.objectors });
    return openBid(ctx, contest);
  }
  if (contest.objectors.length === 0) return resolveSpend(ctx, contest.spend);
  heroAnswers(ctx, contest, false);
}

/** Objected to, the hero insists or withdraws; `stands`: an objection withdrawn from earlier meets the spend again. */
function heroAnswers(ctx: Ctx, contest: Contest, stands: boolean): void {
  const s = ctx.s;
  s.pending = { kind: 'objection', contest };
  const n = contest.objectors.length;
  const they = names(s, contest.objectors);
  const why = stands ? `${they}'s objection${n === 1 ? '' : 's'} to that still stand${n === 1 ? 's' : ''} until you leave ${s.zone ? 'this zone' : 'Home'}.` : `${they} object${n === 1 ? 's' : ''} (1 token${n === 1 ? '' : ' each'}).`;
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

/** Where new exits lead, when the Opposition would have them lead elsewhere: its seats are asked whether to contest it. */
export function contestDestination(ctx: Ctx, contest: Contest): boolean {
  return askObjections(ctx, contest);
}

/**
 * The sealed bid opens: the objectors and the hero are asked at once
 * (the bid prompt and the Opposition's decision side by side). Each bid is
 * sealed as it comes and kept from the other seats; an objector's tokens
 * stay with it until the reveal, since every side sees every token count
 * and taking them would show the bid.
 */
export function openBid(ctx: Ctx, contest: Contest): void {
  const s = ctx.s;
  s.pending = { kind: 'bid', contest, sealed: [] };
  openDecision(ctx, { kind: 'bid', owners: contest.objectors.map(oppositionSeat) });
  const rate = heroBidRate(s, contest);
  const triple = rate === 1 ? '' : ` At Home each token you bid counts ${rate}.`;
  ctx.say('prompt', `Sealed bids: ${names(s, contest.objectors, false)} bid${contest.objectors.length === 1 ? 's' : ''} in secret. Your bid? You have ${counted(s.tokens.hero, 'token')}; a tie goes to you.${triple}`, { bidders: contest.objectors });
}


/** An objector's sealed bid: sealed with a salt from the Opposition's stream, so its hash cannot be guessed from the number alone. */
export function sealOppositionBid(ctx: Ctx, seat: Seat, tokens: unknown): void {
  const s = ctx.s;
  const p = s.pending;
  const d = s.decision;
  if (p?.kind !== 'bid' || d?.kind !== 'bid') throw new Refusal('Nothing like that is being asked.');
  const player = seatedPlayer(s, seat);
  const bid = checkedBid(tokens, player.tokens, `${playerName(s, player.id)} has`);
  const rng = Stream.restore(s.rng.ai);
  const sealed = sealBid(player.id, bid, rng);
  s.rng.ai = rng.state();
  p.sealed.push(sealed);
  ctx.say('prompt', `${playerName(s, player.id)}'s bid is sealed (${shownHash(sealed.hash)}).`, { sealed: { player: player.id, hash: sealed.hash } });
  if (!answered(s, seat)) return;
  s.decision = null;
  if (d.heroBid !== undefined) reveal(ctx, d.heroBid);
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

function record(ctx: Ctx, contest: Contest, bids: SealedBid[], hero: number | null, outcome: ContestRecord['outcome'], totals: Pick<ContestRecord, 'counts' | 'against'> = {}): ContestRecord {
  const s = ctx.s;
  const what = contest.stake === 'destination' ? `where the exit${contest.squares!.length === 1 ? '' : 's'} lead${contest.squares!.length === 1 ? 's' : ''} (you: ${contest.heroTo}, they: ${contest.oppositionTo})` : describeSpend(s, contest.spend);
  const done: ContestRecord = { turn: s.turn, zone: s.zone, what, stake: contest.stake, objectors: contest.objectors, bids, hero, outcome, ...totals };
  s.contests = [...(s.contests ?? []), done];
  return done;
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

/** The hero's bid: revealed with the others' at once, or kept sealed until the last objector has bid. */
export function placeBid(ctx: Ctx, tokens: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind !== 'bid') throw new Refusal('Nothing like that is being asked.');
  const bid = checkedBid(tokens, s.tokens.hero, 'You have');
  const d = s.decision;
  if (d?.kind === 'bid') {
    d.heroBid = bid;
    ctx.say('prompt', 'Your bid is sealed: the bids are revealed when the Opposition has bid.');
    return;
  }
  reveal(ctx, bid);
}

/** Every bid is revealed at once: the larger total wins, ties to the hero, and every bid token is lost. */
function reveal(ctx: Ctx, tokens: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind !== 'bid') throw new Error('a reveal with no bid open');
  const { contest } = p;
  // In seating order, whatever order they came in.
  const sealed = [...p.sealed].sort((a, b) => a.player - b.player);
  s.tokens.hero -= tokens;
  paySealed(s, sealed);
  s.pending = null;
  const against = sealed.reduce((sum, b) => sum + b.tokens, 0);
  const rate = heroBidRate(s, contest);
  const counts = tokens * rate;
  const heroWins = counts >= against;
  const mine = rate === 1 ? `${tokens}` : `${tokens} (${counts} at Home, each token counting ${rate})`;
  const theirs = sealed.map((b) => `${playerName(s, b.player, false)} ${b.tokens} (sealed ${shownHash(b.hash)}, salt ${b.salt})`).join('; ');
  const outcome = heroWins ? (counts === against ? 'You win: a tie goes to you.' : 'You win.') : 'The Opposition wins.';
  const done = record(ctx, contest, sealed, tokens, heroWins ? 'hero' : 'opposition', { counts, against });
  ctx.say('score', `Bids revealed: you ${mine}; ${theirs}. ${outcome} Every bid token is lost.`, { reveal: done });
  if (contest.stake === 'destination') return openPassages(ctx, heroWins ? contest.heroTo! : contest.oppositionTo!, contest.squares!);
  if (heroWins) return resolveSpend(ctx, contest.spend);
  ctx.say('message', `The Opposition has its way: you do not ${describeSpend(s, contest.spend)}, and ${contest.cost === 1 ? 'the token you put on it is' : `the ${contest.cost} tokens you put on it are`} lost.`);
}

/**
 * A spend that stands (unopposed, or the hero won the bid) takes effect.
 * It lives beside the contest because each leads to the other: a contest
 * the hero wins resolves the spend, and a new exit's destination is
 * contested in turn.
 */
function resolveSpend(ctx: Ctx, spend: Spend): void {
  switch (spend.what) {
    case 'device':
      return findDevice(ctx, spend.device);
    case 'sustenance':
    case 'illumination':
      return raise(ctx, spend.what, spend.tokens);
    case 'exit':
      noteBought(ctx.s, 'exit');
      return createExits(ctx, spend);
    case 'escape':
      return escape(ctx, spend.to);
    case 'stunt':
      return stunt(ctx);
    case 'heal':
      noteBought(ctx.s, 'heal');
      return heal(ctx, spend.dice);
    case 'mend':
      return mend(ctx, spend.dice);
  }
}

/** The Elements are rolled; the ways that open go where the hero says, unless the Opposition contests it. */
function createExits(ctx: Ctx, spend: Extract<Spend, { what: 'exit' }>): void {
  const opened = rollExits(ctx, spend);
  if (opened === 0) return ctx.say('message', 'No way opens.');
  // The spend was refused where no way could open (check.ts), so there is a square for at least one.
  const squares = passageSquares(ctx.s, opened);
  const oppositionTo = opposingDestination(ctx.s, spend.to);
  const contest: Contest = { stake: 'destination', spend, cost: 0, objectors: [], heroTo: spend.to, squares, ...(oppositionTo ? { oppositionTo } : {}) };
  if (oppositionTo && contestDestination(ctx, contest)) return;
  openPassages(ctx, spend.to, squares);
}
