/**
 * Seats (docs/architecture.md, "Seats, views and drivers"): the Adventurer
 * and Opposition 1 to 4, each played by a person (with a name) or by an AI
 * of a difficulty. The rules option `opposition` lists the Opposition's
 * seats in order, such as `fair,person:Bea,hard`; the older single values
 * (`ai-fair`, `humans`, `none`) with `opponents` still mean what they did.
 */
import type { GameState, OppositionPlayer, RulesOptions, Seat } from './types.js';
import { gameOver } from './game-over.js';
import { graphemeCount } from '../../base/text-width.js';
import { capitalised } from '../../base/words.js';

export type { Seat };

export const ADVENTURER: Seat = 'adventurer';
/** The Adventurer's bid is sealed as player 0, where every side bids: the Opposition's players count from 1. */
export const HERO_BIDDER = 0;

/** Who sits in an Opposition seat: a person's name is '' where none was given, and the seat's own name stands for it. */
export type SeatPlayer = { kind: 'ai'; difficulty: OppositionPlayer['difficulty'] } | { kind: 'person'; name: string };

export const MAX_OPPONENTS = 4;
/** A person's name as typed at setup or in `person:Name`, in characters as seen (graphemes): short enough for every box it appears in. */
export const NAME_CHARS = 16;
/** What a person's name is made of: letters (with any accents that combine with them), digits, spaces, ' and -. */
export const SEAT_NAME = /^[\p{L}\p{M}\p{N} '’-]*$/u;

export const oppositionSeat = (player: number): Seat => `opposition:${player}`;

/** The Opposition player of a seat, or null for the Adventurer (or a seat that is no seat). */
export function seatPlayer(seat: unknown): number | null {
  if (typeof seat !== 'string') return null;
  const m = /^opposition:([1-4])$/.exec(seat);
  return m ? Number(m[1]) : null;
}

export function isSeat(seat: unknown): seat is Seat {
  return seat === ADVENTURER || seatPlayer(seat) !== null;
}

const DIFFICULTIES: readonly string[] = ['easy', 'fair', 'hard'];
const SHORTHAND: Record<string, OppositionPlayer['difficulty']> = { 'ai-easy': 'easy', 'ai-fair': 'fair', 'ai-hard': 'hard' };

/** One seat, `k` of the list: `easy`, `fair`, `hard`, `ai-fair` …, `person`, or `person:Name`. */
function seatFrom(word: string, k: number): SeatPlayer | string {
  const w = word.trim();
  const lower = w.toLowerCase();
  if (DIFFICULTIES.includes(lower)) return { kind: 'ai', difficulty: lower as OppositionPlayer['difficulty'] };
  if (SHORTHAND[lower]) return { kind: 'ai', difficulty: SHORTHAND[lower] };
  if (lower === 'person' || lower === 'human') return { kind: 'person', name: '' };
  const person = /^(?:person|human):(.*)$/i.exec(w);
  if (person) {
    const name = person[1]!.trim();
    if (name === '') return `seat ${k + 1} is a person with no name: write person:Name`;
    if (graphemeCount(name) > NAME_CHARS || !SEAT_NAME.test(name)) return `"${name}" is not a name for seat ${k + 1}: up to ${NAME_CHARS} letters, digits, spaces, ' and -`;
    return { kind: 'person', name };
  }
  return `seat ${k + 1} is "${w}": each Opposition seat is easy, fair, hard or person:Name`;
}

/** The name of seat `k` (from 0) of `n` left unnamed: "the Opposition" where it is the only seat, else "Opposition 2". */
export const seatWord = (n: number, k: number): string => (n === 1 ? 'the Opposition' : `Opposition ${k + 1}`);

/**
 * Does person `p` go by its seat's own name ("the Opposition", "Opposition 2"), none typed or that one typed in any
 * capitals (`person:The Opposition`)? Then the seat is named once, not twice, and as the game writes it. A lone
 * person left unnamed on the setup screen of an older athack was stored as "Opposition 1": that is its seat's name too.
 */
export function bySeatWord(s: Pick<GameState, 'tokens'>, p: OppositionPlayer): boolean {
  if (p.person !== true) return false;
  const name = p.name.trim().toLowerCase();
  return name === seatWord(s.tokens.opposition.length, p.id - 1).toLowerCase() || name === `opposition ${p.id}`;
}

/**
 * What the game calls Opposition player `id` wherever it names one (its own lines, the bids revealed, the ledger, the
 * boxes): the name its person typed, else its seat's name, "the Opposition" or "Opposition 2"; `capital` to begin a
 * sentence. Read here, not stored: an older save's lone person stored as "Opposition 1" reads as a new game's does,
 * while its state, and so what its replay computes, stays as it was recorded.
 */
export function playerName(s: Pick<GameState, 'tokens'>, id: number, capital = true): string {
  const p = s.tokens.opposition.find((o) => o.id === id);
  const name = p?.person && !bySeatWord(s, p) ? p.name : seatWord(s.tokens.opposition.length, id - 1);
  return capital ? capitalised(name) : name;
}

/**
 * Opposition seat `id` as a label names it, the seat and then who plays it (a curtain, a box's title, the end, the
 * Opposition winner in the morgue file and the scores): "Opposition 2 (Ann)", "Opposition 3 (AI fair)", the only seat
 * "The Opposition (AI fair)"; a person who goes by the seat's own name, said once, "Opposition 2". `who`, when given,
 * is who plays it instead (a table served over SSH names the account there, or "open"): "Opposition 2 (bea)". A
 * sentence names the player alone, as `playerName` does ("Ann 20 tokens").
 */
export function seatLabel(s: Pick<GameState, 'tokens'>, id: number, who?: string): string {
  const p = s.tokens.opposition.find((o) => o.id === id);
  const word = capitalised(seatWord(s.tokens.opposition.length, id - 1));
  const by = who ?? (!p ? undefined : !p.person ? `AI ${p.difficulty}` : bySeatWord(s, p) ? undefined : playerName(s, id));
  return by === undefined ? word : `${word} (${by})`;
}

/**
 * The Opposition's seats that rules options choose, in seating order, or a
 * message saying what is wrong. `none` is no seat; a single value (`fair`,
 * `ai-hard`, `humans`) fills `opponents` seats alike; a list is the seats
 * themselves, and `opponents` is not read.
 */
export function parseSeats(options: Pick<Partial<RulesOptions>, 'opposition' | 'opponents'>): SeatPlayer[] | string {
  const value = String(options.opposition ?? 'ai-fair').trim();
  if (value.toLowerCase() === 'none') return [];
  const words = value.split(/[,+]/);
  if (words.some((w) => w.trim() === '')) return `the Opposition "${value}" has an empty seat: list easy, fair, hard or person:Name, one per seat`;
  if (words.length > MAX_OPPONENTS) return `the Opposition has at most ${MAX_OPPONENTS} seats, not ${words.length}`;
  if (words.length === 1) {
    const w = words[0]!.toLowerCase();
    const one = w === 'humans' ? { kind: 'person' as const, name: '' } : seatFrom(words[0]!, 0);
    if (typeof one === 'string') return one;
    const n = Math.min(MAX_OPPONENTS, Math.max(1, options.opponents ?? 1));
    return Array.from({ length: n }, () => ({ ...one }));
  }
  const seats: SeatPlayer[] = [];
  for (const [k, w] of words.entries()) {
    const one = seatFrom(w, k);
    if (typeof one === 'string') return one;
    seats.push(one);
  }
  return seats;
}

/**
 * Why people cannot be seated under these names, for a new game: two by one name, or one by another seat's
 * ("Opposition 2"), would read as one in every line that names them ("Bea objects", the bids revealed, the
 * ledger). Not a check of `parseSeats`, which also reads the options of saved games: a game saved so plays on.
 */
export function seatNamesProblem(seats: readonly SeatPlayer[]): string | undefined {
  const names = seats.map((p) => (p.kind === 'person' ? p.name.trim().toLowerCase() : ''));
  for (const [k, name] of names.entries()) {
    if (!name) continue;
    const twin = names.indexOf(name);
    if (twin < k) return `seats ${twin + 1} and ${k + 1} are both "${(seats[k] as { name: string }).name.trim()}": give each person a name of their own`;
    const other = seats.findIndex((_, j) => j !== k && seatWord(seats.length, j).toLowerCase() === name);
    if (other >= 0) return `"${(seats[k] as { name: string }).name.trim()}" on seat ${k + 1} is the name of seat ${other + 1}: give the person a name of their own`;
  }
  return undefined;
}

/** Every seat of a game: the Adventurer first, then the Opposition in seating order. */
export function seatsOf(s: GameState): Seat[] {
  return [ADVENTURER, ...s.tokens.opposition.map((p) => oppositionSeat(p.id))];
}

/** The Opposition player sitting in a seat. */
export function playerAt(s: GameState, seat: Seat): OppositionPlayer | undefined {
  const id = seatPlayer(seat);
  return id === null ? undefined : s.tokens.opposition.find((p) => p.id === id);
}

/** Is a seat played by the AI (an Opposition seat with no person in it)? */
export function aiSeat(s: GameState, seat: Seat): boolean {
  const p = playerAt(s, seat);
  return p !== undefined && !p.person;
}

/**
 * The seats asked to act now: the owners of the Opposition's decision while
 * one is open (it comes before the hero's prompt), else the Adventurer,
 * whose prompt or free action it is. A game over asks nobody.
 */
export function askedSeats(s: GameState): Seat[] {
  if (gameOver(s)) return [];
  if (s.decision) return s.decision.kind === 'bid' && !s.decision.heroBid && s.pending?.kind === 'bid' ? [...s.decision.owners, ADVENTURER] : [...s.decision.owners];
  return [ADVENTURER];
}
