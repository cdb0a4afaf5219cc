/**
 * Reading a save's text: the lines of format 3, or the single JSON object
 * of formats 1 and 2, migrated. Every line's checksum is checked and every
 * action's shape; a torn or unchecked last line is dropped (a process killed
 * while appending leaves one), damage anywhere else is refused with its line
 * or turn named. The state is the last snapshot with the actions after it
 * played on through the reducer, checked against their recorded checks.
 */
import type { z } from 'zod';
import { replayFrom } from '../core/bots/play.js';
import { newGame } from '../core/engine/creation.js';
import { optionsProblem } from '../core/engine/rules-options.js';
import type { Action } from '../core/engine/actions.js';
import { isSeat } from '../core/engine/seats.js';
import { version } from '../base/version.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';
import { actionSchema } from './action-schema.js';
import { JSON_DEPTH_LIMIT, nestedTooDeep } from './json-depth.js';
import { checksum, lineSum, SAVE_FORMAT, savedMessages, type Recording, type SaveFile } from './recording.js';
import { SaveError } from './save-error.js';
import { snapshotProblem } from './snapshot.js';
import { zod } from './zod.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The lines' schemas, built once when the first save is read. */
function buildLines() {
  const z = zod();
  const sum = z.string();
  return {
    headerLine: z.strictObject({ t: z.literal('header'), format: z.number().int(), game: z.string(), seed: z.string(), options: z.record(z.string(), z.unknown()), sum }),
    actionLine: z.strictObject({ t: z.literal('action'), turn: z.number().int(), action: z.unknown(), check: z.number(), sum }),
    snapshotLine: z.strictObject({ t: z.literal('snapshot'), turn: z.number().int(), state: z.record(z.string(), z.unknown()), keyboard: z.string().refine(isSeat, 'not a seat').optional(), sum, messages: z.unknown().optional() }),
    checks: z.array(z.number()),
  };
}
let built: ReturnType<typeof buildLines> | undefined;
const schemas = (): ReturnType<typeof buildLines> => (built ??= buildLines());

/** The first problem zod found in `input`, as `where: what`. */
function firstIssue(error: z.ZodError, root: string, input: unknown): string {
  const issue = error.issues[0]!;
  const where = [root, ...issue.path.map(String)].join('.');
  // The list of every kind of action is long and says nothing the player needs; zod names a field left out
  // as a value of the wrong kind ("received undefined"), or lists what it could have been.
  const what = issue.path.at(-1) === 'type' ? 'not a kind of action this athack knows' : absent(input, issue.path) ? 'missing' : issue.message;
  return `${where}: ${what}`;
}

/** Whether the field at `path` is left out of `input` (its parent there, the field not). */
function absent(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let parent = input;
  for (const k of path.slice(0, -1)) parent = isObj(parent) ? parent[String(k)] : undefined;
  return isObj(parent) && !(String(path.at(-1)) in parent);
}

/** A recorded action whose shape the rules can take, or a SaveError naming its turn and field. */
function checkedAction(raw: unknown, turn: number, file: string): Action {
  const r = actionSchema().safeParse(raw);
  if (!r.success) throw new SaveError(file, `is malformed at turn ${turn}: ${firstIssue(r.error, 'action', raw)}`);
  return r.data;
}

function refuseOptions(options: unknown, snapshot: unknown, file: string): void {
  // A snapshot with no options at all is a damaged state, which the state check names.
  const rules = optionsProblem(options ?? {}) ?? optionsProblem((snapshot as { options?: unknown } | undefined)?.options ?? {});
  if (rules) throw new SaveError(file, `holds rules options this athack cannot play: ${rules}`);
}

/** A format this athack cannot read is refused; a newer one names the version that wrote it (`game`, when the file says), which can read it. */
function refuseFormat(format: number, file: string, game: string | undefined): void {
  const formats = `save format ${format}; this one reads formats 1 to ${SAVE_FORMAT}`;
  if (format > SAVE_FORMAT) {
    throw new SaveError(file, game ? `was written by athack ${game}, newer than this athack (${formats}): update athack to ${game} or later to play it on` : `was written by a newer athack, which did not record its version (${formats}): update athack to play it on`);
  }
  if (format < 1 || !Number.isInteger(format)) throw new SaveError(file, `has an unknown save format (${format})`);
}

/** Whether athack `game`, as a save's header names it, is a later version than this one. */
function laterThanThis(game: string): boolean {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [theirs, ours] = [parts(game), parts(version())];
  for (let i = 0; i < 3; i++) if ((theirs[i] ?? 0) !== (ours[i] ?? 0)) return (theirs[i] ?? 0) > (ours[i] ?? 0);
  return false;
}

/** A save's line this athack has no schema for, from a later athack: the update is the answer, not the file. */
function newerWriter(error: unknown, game: string, file: string): unknown {
  if (!(error instanceof SaveError) || !laterThanThis(game) || !/^(is malformed|holds a damaged game state)/.test(error.problem)) return error;
  const what = error.problem.replace(/^is malformed at |^holds a damaged game state: /, '');
  return new SaveError(file, `was written by athack ${game}, newer than this athack (${version()}), and holds what this one does not know (${what}): update athack to ${game} or later to play it on`);
}

/** Checks a save's text; `file` names it in the messages. */
export function parseSaveFile(text: string, file: string): SaveFile {
  // No save is ever written empty (a new one is written whole, its header first): called damaged JSON, it would send the player looking for a fault in what is not there.
  if (text === '') throw new SaveError(file, 'is empty (0 bytes): it holds no game, and nothing of one can be recovered from it; delete it');
  if (nestedTooDeep(text)) throw new SaveError(file, `is malformed: its JSON nests deeper than ${JSON_DEPTH_LIMIT} levels, which no save does`);
  const lines = text.split('\n');
  let head: unknown;
  try {
    head = JSON.parse(lines[0]!);
  } catch {
    head = undefined;
  }
  return isObj(head) && head.t === 'header' ? parseLines(lines, file) : parseWhole(text, file);
}

/** Formats 1 and 2: one JSON object, the recording whole, rewritten as lines before the game goes on. */
function parseWhole(text: string, file: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new SaveError(file, 'is cut short or damaged: it is not complete JSON');
  }
  if (!isObj(raw) || typeof raw.format !== 'number') throw new SaveError(file, 'is not an athack save');
  const format = raw.format;
  refuseFormat(format, file, typeof raw.game === 'string' ? raw.game : undefined);
  if (format === SAVE_FORMAT) throw new SaveError(file, `is damaged: a format ${SAVE_FORMAT} save begins with its header line`);
  // Format 1 held the recording's fields at the top level, with no checksum.
  const rec = (format === 1 ? raw : raw.recording) as Obj | undefined;
  if (!isObj(rec) || !isObj(rec.snapshot) || !Array.isArray(rec.actions) || !Array.isArray(rec.checks) || rec.checks.length !== rec.actions.length || typeof rec.seed !== 'string') throw new SaveError(file, 'is missing parts of a save');
  const recording = format === 1 ? ({ seed: rec.seed, options: rec.options, actions: rec.actions, checks: rec.checks, snapshot: rec.snapshot } as unknown as Recording) : (rec as unknown as Recording);
  if (format >= 2 && checksum(recording) !== raw.checksum) throw new SaveError(file, 'does not match its checksum: it has been edited or damaged');
  refuseOptions(rec.options, rec.snapshot, file);
  const actions = rec.actions.map((a, turn) => checkedAction(a, turn, file));
  const checks = schemas().checks.safeParse(rec.checks);
  if (!checks.success) throw new SaveError(file, `is malformed: check ${checks.error.issues[0]!.path.join('.')} is not a number`);
  // The messages are outside the checksum: damaged ones cost only the old log, never the game.
  const messages = format >= 2 ? savedMessages(raw.messages) : undefined;
  return {
    format,
    game: typeof raw.game === 'string' ? raw.game : 'unknown',
    recording: { seed: rec.seed, options: (rec.options ?? {}) as Partial<RulesOptions>, actions, checks: checks.data, snapshot: rec.snapshot as unknown as GameState },
    ...(messages ? { messages } : {}),
    stale: `it is in save format ${format}`,
  };
}

type Decoded = { ok: true; line: Obj } | { ok: false; problem: string };

/** A line's JSON with its checksum checked: anything else may be a write cut short, and is never trusted. */
function decode(text: string): Decoded {
  let line: unknown;
  try {
    line = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'it is cut short or damaged (not complete JSON)' };
  }
  if (!isObj(line) || typeof line.sum !== 'string' || lineSum(line) !== line.sum) return { ok: false, problem: 'it does not match its checksum: it has been edited or damaged' };
  return { ok: true, line };
}

/** Format 3: the header, then the actions and snapshots in the order they were taken. */
function parseLines(lines: string[], file: string): SaveFile {
  // The text after the last newline was never finished: a write cut short.
  const torn = lines.pop()!;
  let stale = torn === '' ? undefined : `its line ${lines.length + 1} was cut short`;
  const decoded = lines.map(decode);
  const lastBad = decoded.at(-1);
  if (stale === undefined && decoded.length > 1 && lastBad && !lastBad.ok) {
    // The last line alone may be one a killed process was writing: it is dropped, and the file written again without it.
    stale = `its line ${decoded.length} was dropped: ${lastBad.problem}`;
    decoded.pop();
  }
  const bad = decoded.findIndex((d) => !d.ok);
  if (bad >= 0) throw new SaveError(file, `is damaged at line ${bad + 1}: ${(decoded[bad] as { problem: string }).problem}`);
  const [first, ...rest] = (decoded as { ok: true; line: Obj }[]).map((d) => d.line);
  const h = schemas().headerLine.safeParse(first);
  if (!h.success) throw new SaveError(file, `is damaged at line 1: ${firstIssue(h.error, 'header', first)}`);
  const header = h.data;
  refuseFormat(header.format, file, header.game);
  const actions: Action[] = [];
  const checks: number[] = [];
  let snapshot: { turn: number; state: Obj; messages?: unknown; keyboard?: string } | undefined;
  let snapshots = 0;
  // A save from a later athack may hold what this one has no schema for: said as newer, not as damaged.
  try {
    for (const [k, raw] of rest.entries()) {
      const at = `line ${k + 2}`;
      if (raw.t === 'action') {
        const a = schemas().actionLine.safeParse(raw);
        if (!a.success) throw new SaveError(file, `is malformed at ${at}: ${firstIssue(a.error, 'line', raw)}`);
        if (a.data.turn !== actions.length) throw new SaveError(file, `is damaged at ${at}: it holds turn ${a.data.turn} where turn ${actions.length} was due`);
        actions.push(checkedAction(a.data.action, a.data.turn, file));
        checks.push(a.data.check);
      } else if (raw.t === 'snapshot') {
        const s = schemas().snapshotLine.safeParse(raw);
        if (!s.success) throw new SaveError(file, `is malformed at ${at}: ${firstIssue(s.error, 'line', raw)}`);
        if (s.data.turn !== actions.length) throw new SaveError(file, `is damaged at ${at}: its snapshot is of turn ${s.data.turn}, after ${actions.length} actions`);
        snapshot = s.data;
        snapshots++;
      } else throw new SaveError(file, `is damaged at ${at}: it is neither an action nor a snapshot`);
    }
  } catch (error) {
    throw newerWriter(error, header.game, file);
  }
  if (actions.length === 0) throw new SaveError(file, 'is cut short: it ends before its hero was made');
  refuseOptions(header.options, snapshot?.state, file);
  const options = header.options as Partial<RulesOptions>;
  const from = snapshot?.turn ?? 0;
  if (snapshot) {
    const problem = snapshotProblem(snapshot.state);
    if (problem) throw newerWriter(new SaveError(file, `holds a damaged game state: ${problem}`), header.game, file);
  }
  const start = snapshot ? (snapshot.state as unknown as GameState) : newGame(header.seed, options).state;
  // The actions after the last snapshot are played on from it: a save needs no snapshot after every action.
  let r: ReturnType<typeof replayFrom>;
  try {
    r = replayFrom(start, from, actions.slice(from), checks.slice(from));
  } catch (error) {
    // A state that passed the check may still hold something the rules cannot take: it is the file's fault, said as such.
    throw new SaveError(file, `cannot be played on from its snapshot: ${(error as Error).message}`);
  }
  if (r.divergedAt !== null) throw new SaveError(file, `cannot be played on from its snapshot: at turn ${r.divergedAt}, ${r.reason}`);
  const messages = savedMessages(snapshot?.messages);
  // Who had the keyboard holds only where the game stood then: actions played on after it (a game killed between snapshots) moved it on.
  const keyboard = snapshot?.turn === actions.length && isSeat(snapshot.keyboard) ? snapshot.keyboard : undefined;
  return {
    format: header.format,
    game: header.game,
    recording: { seed: header.seed, options, actions, checks, snapshot: r.state },
    ...(messages ? { messages } : {}),
    ...(keyboard ? { keyboard } : {}),
    ...(stale ? { stale } : {}),
    snapshots,
  };
}
