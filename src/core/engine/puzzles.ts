/**
 * Puzzles on a zone's exits (RULES.md §5), set by the Opposition and kept
 * in `ZoneState.puzzles` by the door's square:
 *
 * - A simple puzzle is a toll: stepping through that door costs the hero
 *   its N tokens, paid as the hero steps onto the passage behind it; with
 *   fewer tokens the step is refused and nothing changes. Once paid, the
 *   way stays open.
 * - A logic puzzle is a riddle (the bank in src/data/athack/riddles.ts).
 *   Answering it (`{ type: 'riddle', dir, answer }`, at the door in that
 *   direction, the one the hero stands in, or any next to the hero) takes a turn: the right
 *   answer pays the hero 1 to 3 tokens by the riddle's difficulty and the
 *   riddle is spent; a wrong one costs nothing. A riddle never bars the
 *   door: ignoring it costs nothing. Stepping into its doorway reads it
 *   out again, there where it can be answered.
 *
 * Answers are matched leniently: case, punctuation, the articles a, an
 * and the, and simple plurals (a final s or es) do not count.
 */
import { RIDDLES } from '../../data/athack/riddles.js';
import type { Riddle } from '../../data/athack/schema.js';
import type { Exit, Zone } from '../../procgen/types.js';
import type { Ctx } from './context.js';
import { DIRS, DIR_STEPS, key } from './geometry.js';
import { Refusal } from './refusal.js';
import { plainText } from '../plain-text.js';
import type { Dir, GameState, ZoneState } from './types.js';
import { currentZone, stubExit } from './zones.js';
import { counted } from '../../base/words.js';

export function riddleRow(name: string): Riddle | undefined {
  return RIDDLES.rows.find((r) => r.name === name);
}

const ARTICLES = new Set(['a', 'an', 'the']);

/** A word's possible singulars: itself, less a final s, less a final es (`candles` → `candle`, `echoes` → `echo`, `boxes` → `box`). */
function forms(word: string): string[] {
  const out = [word];
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) out.push(word.slice(0, -2));
  return out;
}

/** An answer's words: lower case, letters and digits only, the articles dropped. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0 && !ARTICLES.has(w));
}

/** The likelier singular of a word: less `es` after ch, sh, ss, x, z or o; less `s` otherwise. */
function singular(word: string): string {
  if (word.length > 4 && /(ches|shes|sses|xes|zes|oes)$/.test(word)) return word.slice(0, -2);
  return forms(word)[1] ?? word;
}

/** An answer as it is shown once normalised: its words, each made singular. */
export function normaliseAnswer(text: string): string {
  return words(text).map(singular).join(' ');
}

/** Is `answer` one of the riddle's accepted answers? Word by word, a plural matches its singular. */
export function answers(r: Riddle, answer: string): boolean {
  const given = words(answer);
  if (given.length === 0) return false;
  return r.answers.some((a) => {
    const want = words(a);
    return want.length === given.length && want.every((w, k) => forms(w).some((f) => forms(given[k]!).includes(f)));
  });
}

const SIDE_NAMES: Record<string, string> = { north: 'north', east: 'east', south: 'south', west: 'west' };
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * A door as the log names it: by its wall, and where a wall has more than
 * one, by which of them it is ("the south door farther east", "the second
 * north door from the west"). "The south door" of a room with two, one of
 * them the way in, left the player to guess which held the puzzle lock.
 */
export function doorName(zone: Zone, e: Exit): string {
  if (!e.side) return 'the door';
  const across = e.side === 'north' || e.side === 'south';
  const along = (o: Exit) => (across ? o.x : o.y);
  const row = zone.exits.filter((o) => o.side === e.side).sort((a, b) => along(a) - along(b));
  const name = `the ${SIDE_NAMES[e.side]} door`;
  if (row.length < 2) return name;
  const k = row.findIndex((o) => o.x === e.x && o.y === e.y);
  const [low, high] = across ? ['west', 'east'] : ['north', 'south'];
  if (row.length === 2) return `${name} farther ${k === 0 ? low : high}`;
  return `the ${ORDINALS[k] ?? `${k + 1}th`} ${SIDE_NAMES[e.side]} door from the ${low}`;
}

/** What a puzzle on door `x,y` says, for the log and an interface. */
export function puzzleText(z: ZoneState, x: number, y: number): string | undefined {
  const p = z.puzzles[key(x, y)];
  if (!p) return undefined;
  if (p.kind === 'simple') return `A puzzle lock: ${counted(p.tokens, 'token')} to pass.`;
  const r = riddleRow(p.riddle);
  return r ? `A riddle (worth ${counted(r.difficulty, 'token')}): “${r.text}”` : undefined;
}

/** On entering a zone: the hero is told of every puzzle on its exits. */
export function announcePuzzles(ctx: Ctx): void {
  if (!ctx.s.zone || ctx.s.phase !== 'dungeon') return;
  const { zone, z } = currentZone(ctx.s);
  for (const e of zone.exits) {
    const text = puzzleText(z, e.x, e.y);
    if (text) ctx.say('door', `On ${doorName(zone, e)}: ${text}`, { x: e.x, y: e.y, puzzle: z.puzzles[key(e.x, e.y)]!.kind });
  }
}

/** The toll a step onto square `x,y` would pay (the passage behind a door with a puzzle lock), if any: for an interface to ask first. */
export function tollAt(s: GameState, x: number, y: number): { tokens: number; door: string } | undefined {
  if (!s.zone) return undefined;
  const { zone, z } = currentZone(s);
  const exit = stubExit(zone, x, y);
  const p = exit && z.puzzles[key(exit.x, exit.y)];
  return exit && p?.kind === 'simple' ? { tokens: p.tokens, door: doorName(zone, exit) } : undefined;
}

/** Stepping onto the passage behind a door: a toll there is paid now, or the step is refused. */
export function payToll(ctx: Ctx, exit: Exit): void {
  const s = ctx.s;
  const { zone, z } = currentZone(s);
  const k = key(exit.x, exit.y);
  const p = z.puzzles[k];
  if (!p || p.kind !== 'simple') return;
  if (s.tokens.hero < p.tokens) {
    throw new Refusal(`A puzzle lock bars ${doorName(zone, exit)}: it takes ${counted(p.tokens, 'token')} to pass, and you have ${s.tokens.hero}.`);
  }
  s.tokens.hero -= p.tokens;
  delete z.puzzles[k];
  ctx.say('door', `You pay the puzzle lock ${counted(p.tokens, 'token')} (${s.tokens.hero} left): the way through ${doorName(zone, exit)} opens.`, { tokens: p.tokens });
}

/**
 * The door (`x,y`) whose riddle `{ type: 'riddle', dir }` answers: the one
 * in direction `dir`, else the one the hero stands in, else any riddle's
 * door next to the hero. Doorways may stand side by side, and the hero
 * next to one should not have to know which of them holds the riddle.
 */
export function riddleDoor(s: GameState, dir: Dir): string | undefined {
  const { z } = currentZone(s);
  const { x, y } = s.hero;
  const near = [DIR_STEPS[dir], { x: 0, y: 0 }, ...DIRS.map((d) => DIR_STEPS[d])];
  return near.map((p) => key(x + p.x, y + p.y)).find((c) => z.puzzles[c]?.kind === 'riddle');
}

/** Stepping into a doorway with a riddle on its door: the hero reads it there, where it can be answered. */
export function readRiddleHere(ctx: Ctx): void {
  const { zone, z } = currentZone(ctx.s);
  const { x, y } = ctx.s.hero;
  const p = z.puzzles[key(x, y)];
  if (p?.kind !== 'riddle') return;
  const exit = zone.exits.find((e) => e.x === x && e.y === y);
  ctx.say('door', `You stand in ${exit ? doorName(zone, exit) : 'the door'}. ${puzzleText(z, x, y)} Answer it here, or go on: it never bars the way.`, { x, y, puzzle: 'riddle' });
}

/** The riddle action: answer the riddle on the door that `riddleDoor` finds. */
export function answerRiddle(ctx: Ctx, dir: Dir, answer: string): void {
  const s = ctx.s;
  const { zone, z } = currentZone(s);
  const k = riddleDoor(s, dir);
  const p = k === undefined ? undefined : z.puzzles[k];
  if (k === undefined || !p || p.kind !== 'riddle') throw new Refusal('There is no riddle on a door next to you.');
  const r = riddleRow(p.riddle);
  if (!r) throw new Refusal('The riddle has worn away.');
  // What was said is kept in the log, and so in saves and morgue files: as text only.
  const said = plainText(answer).trim();
  if (said.length === 0) throw new Refusal('Say an answer.');
  const exit = zone.exits.find((e) => key(e.x, e.y) === k);
  if (!answers(r, said)) {
    ctx.say('door', `“${said}” is not the answer. The riddle waits; a wrong answer costs nothing.`, { riddle: r.name, right: false });
    return;
  }
  s.tokens.hero += r.difficulty;
  delete z.puzzles[k];
  ctx.say('score', `“${said}”: the answer! The riddle on ${exit ? doorName(zone, exit) : 'the door'} pays you ${counted(r.difficulty, 'token')} (${s.tokens.hero} now).`, { riddle: r.name, right: true, tokens: r.difficulty });
}
