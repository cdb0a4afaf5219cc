/**
 * `athack replay --verify FILE`: plays a save or a morgue file's recording
 * back through the reducer and says whether it reaches the state it
 * recorded (with its hash), or on which turn it parts from it.
 */
import { createHash } from 'node:crypto';
import type { Command } from 'commander';
import { replay } from '../core/bots/index.js';
import { morgueRecording, RECORDING_MARK } from '../persist/morgue.js';
import { parseSaveFile, readSaveText, SaveError } from '../persist/saves.js';
import { SEATS_RECORDED, type Recording, type SaveFile } from '../persist/recording.js';
import { FailureExit, UsageError } from './errors.js';
import { integerArg } from './integer-arg.js';
import { leaveCleanly, stopAsJob } from './leaving.js';
import { version } from '../base/version.js';
import { counted } from '../base/words.js';
import type { Io } from './io.js';
import { printJson } from './format.js';
import { ASCII_HELP, colourFlags, settingsFor, styleFor, SYMBOLS_HELP, symbolsFlag, type PlayOptions } from './play.js';

type ReplayOptions = Pick<PlayOptions, 'mono' | 'color' | 'ascii' | 'symbols' | 'options' | 'configDir'> & { verify?: boolean; json?: boolean; speed: number; toTurn?: number };

/** A save file, or a morgue file whose recording follows its mark line. */
export function readRecording(file: string): Recording {
  return readRecordingFile(file).recording;
}

/** The same, with the version of athack that wrote it. */
function readRecordingFile(file: string): SaveFile {
  // Read as saves are, so a FIFO or a link to a device named like a save is refused instead of read for ever.
  const text = readSaveText(file);
  // A .txt is read as a morgue file: without the mark, saying it is damaged JSON would point the wrong way.
  if (text.includes(RECORDING_MARK) || file.toLowerCase().endsWith('.txt')) return morgueRecording(text, file);
  return parseSaveFile(text, file);
}

/** Why a replay may part from a recording made by another version: its rules may have changed since. */
function versionNote(game: string): string {
  if (game === version()) return '';
  // Format-1 saves did not record the version; reading one fills in 'unknown'.
  const made = game === 'unknown' ? 'the save does not record which athack made it' : `recorded by athack ${game}`;
  return ` (${made}; this is ${version()}, and rules changed since can make a replay part from its recording)`;
}

/** JSON with every object's keys in sorted order: a state's fields may come in any order, and older saves wrote them in another. */
function canonical(v: unknown): string {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
}

/** The hash a replayed state is checked by: equal for equal states, whatever the order of their fields. */
export const stateHash = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex');

/**
 * The options that only change how a replay is watched, each with what it does: a check plays no frames, so one
 * given with --verify would be passed over in silence; it is refused instead, naming it.
 */
const WATCHING_ONLY = [
  ['speed', '--speed sets how fast a replay is watched'],
  ['mono', '--mono draws a watched replay without colour'],
  ['ascii', '--ascii draws a watched replay in ASCII'],
  ['symbols', '--symbols sets how the walls of a watched replay are drawn'],
  ['options', '--options names the options file a replay is watched with'],
  ['configDir', '--config-dir names where the options file a replay is watched with is read from'],
] as const;

/** The options that only change what a check prints: a watched replay prints nothing, so one given without --verify is refused in the same way. */
const CHECKING_ONLY = [['json', '--json prints what a check finds as JSON']] as const;

/** The refusal of an option the mode asked for has no use for, naming it and what it does. */
const refusal = (verify: boolean, what: string): string =>
  verify
    ? `${what}; --verify checks it at once, without the screen. Leave out one or the other (--to-turn T checks up to action T).`
    : `${what}, and only --verify checks; without it the replay is watched on the screen, where nothing is printed. Add --verify, or leave it out.`;

export function register(program: Command, io: Io): Command {
  return program
    .command('replay')
    .description('watch a save or morgue recording played back, or check it headless with --verify')
    .argument('<file>', 'a save (.json) or a morgue file (.txt)')
    .option('--verify', 'replay without the interface and check every turn')
    .option('--speed <n>', 'actions per second when watching (not with --verify, which checks at once)', integerArg('--speed', 1, 128), 8)
    .option('--to-turn <t>', 'when watching, play straight to this action, then pause; with --verify, check the actions before it only', integerArg('--to-turn', 0, Number.MAX_SAFE_INTEGER))
    .option('--mono', 'no colour when watching (not with --verify, which draws nothing)')
    .option('--ascii', ASCII_HELP)
    .option('--symbols <set>', SYMBOLS_HELP, symbolsFlag)
    .option('--config-dir <dir>', 'where the options file is read from (ATHACK_CONFIG_DIR; default ~/.config/athack); not with --verify')
    .option('--options <file>', 'the options file, whose colour and symbols a replay is watched with; not with --verify')
    .option('--json', 'print JSON (with --verify only)')
    .addHelpText('after', '\nExamples:\n  athack replay --verify saves/Ash.json\n  athack replay --verify saves/morgue/Ash-2026-11-21T10-00-00-000Z.txt')
    .action(async (file: string, opts: ReplayOptions, command: Command) => {
      const given = (opts.verify ? WATCHING_ONLY : CHECKING_ONLY).find(([name]) => command.getOptionValueSource(name) === 'cli');
      if (given) throw new UsageError(refusal(opts.verify === true, given[1]));
      let saved: SaveFile;
      try {
        saved = readRecordingFile(file);
      } catch (error) {
        if (error instanceof SaveError) throw new UsageError(error.message);
        throw error;
      }
      const rec = saved.recording;
      if (!opts.verify) return watch(saved, { ...opts, ...colourFlags(opts.mono, program) }, io);
      // Checked up to --to-turn: its actions and their checks, and the hash of the state they reach, which no snapshot holds.
      const upTo = opts.toTurn !== undefined && opts.toTurn < rec.actions.length ? opts.toTurn : undefined;
      const actions = upTo === undefined ? rec.actions : rec.actions.slice(0, upTo);
      const r = replay(rec.seed, rec.options, actions, rec.checks);
      const matches = r.divergedAt === null && (upTo !== undefined || stateHash(r.state) === stateHash(rec.snapshot));
      // A last line cut short (a process killed as it wrote) is left out of what is checked: said, never passed over in silence.
      const cut = saved.format >= SEATS_RECORDED ? saved.stale : undefined;
      const result = {
        ...(matches
          ? { ok: true as const, turns: actions.length, hash: stateHash(r.state) }
          : { ok: false as const, turns: actions.length, divergedAt: r.divergedAt ?? rec.actions.length, reason: `${r.reason ?? 'the replay ends in a different state from the snapshot'}${versionNote(saved.game)}` }),
        ...(upTo !== undefined ? { recorded: rec.actions.length } : {}),
        ...(cut ? { leftOut: cut } : {}),
      };
      const checked = upTo === undefined ? counted(result.turns, 'action') : `${result.turns} of ${counted(rec.actions.length, 'action')}, to --to-turn ${upTo}`;
      if (opts.json) printJson(io, result);
      else if (result.ok) io.out(`ok ${result.hash} (${checked}${cut ? `; ${cut}, and what it held is not checked` : ''})`);
      // Counted in actions, as the watched replay's status line and --to-turn count: the game's own Turn (its panel's) is given beside it, as it is another count.
      else io.out(`diverged at action ${result.divergedAt} (game turn ${r.state.turn}): ${result.reason}`);
      if (!result.ok) throw new FailureExit();
    });
}

/** Plays the recording back in the terminal. */
async function watch(saved: SaveFile, opts: ReplayOptions, io: Io): Promise<void> {
  if (!process.stdout.isTTY || !process.stdin.isTTY) throw new UsageError('watching a replay needs a terminal; use --verify to check it without one.');
  const [{ startReplay }, { keyMap }] = await Promise.all([import('../tui/replay.js'), import('../tui/keys.js')]);
  const settings = settingsFor(opts, io);
  const app = startReplay({
    input: process.stdin,
    output: process.stdout,
    style: styleFor(opts, settings),
    keys: keyMap(),
    terminal: settings.terminal.value,
    recording: saved.recording,
    seatsRecorded: saved.format >= SEATS_RECORDED,
    speed: opts.speed,
    ...(opts.toTurn !== undefined ? { toTurn: opts.toTurn } : {}),
    onStop: stopAsJob,
  });
  // Ended as a game is (leaving.ts): a signal with its status, Ctrl-Z and SIGTSTP as a stop, the terminal given back.
  const leave = leaveCleanly(app, io);
  leave(await app.done, false);
}
