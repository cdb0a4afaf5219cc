/** `athack autoplay`: the bot plays a game headless and leaves a save, or a morgue file if the hero's game ended. */
import { InvalidArgumentError, type Command } from 'commander';
import { CLASS_NAMES, playTurns, type PlayResult } from '../core/bots/index.js';
import type { ClassName, RulesOptions } from '../core/engine/types.js';
import { aiRulesFrom, BOT_RULES_HELP, oppositionArg, opponentsArg, rulesArg, seedArg } from './options.js';
import { writeMorgue } from '../persist/morgue.js';
import { addScore, scoreEntry } from '../persist/scores.js';
import { readSave, removeSave, saveName } from '../persist/saves.js';
import { fsProblem } from '../persist/fs-problem.js';
import { SaveWriter } from '../persist/save-writer.js';
import { claimSave } from '../persist/lock.js';
import { basename } from 'node:path';
import type { Recording } from '../persist/recording.js';
import { FailureExit, Interrupted, UsageError } from './errors.js';
import { saveDir } from './dirs.js';
import type { Io } from './io.js';
import { integerArg } from './integer-arg.js';
import { version } from '../base/version.js';
import { fitLine, fitPath, outLines, printJson } from './format.js';
import { counted } from '../base/words.js';
import { plainText } from '../core/plain-text.js';
import { gameOver } from '../core/engine/game-over.js';

/** Signals that stop the bot's game between two of its turns: the game saved as it stands and its lock let go, not left for the next run to take over. */
const STOPPING = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;

/** Plays `turns` to the end, or until a signal comes: then it is that signal. */
async function playUntilStopped(turns: Generator<void, PlayResult, void>): Promise<PlayResult | NodeJS.Signals> {
  let stopped: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => (stopped ??= signal);
  for (const signal of STOPPING) process.on(signal, stop);
  try {
    for (;;) {
      const next = turns.next();
      if (next.done) return next.value;
      // A signal's handler runs only between turns of the event loop: one passes after each of the bot's turns.
      await new Promise((go) => setImmediate(go));
      if (stopped) return stopped;
    }
  } finally {
    for (const signal of STOPPING) process.off(signal, stop);
  }
}

/**
 * The disk refused the save mid-game: the bot stops rather than play on unsaved, and says how much of the game
 * the file keeps (its lines up to the torn one), which `continue` picks up once there is room.
 */
function saveRefused(error: unknown, file: string, actions: number): FailureExit {
  let held: string;
  try {
    held = `keeps its first ${counted(readSave(file).actions.length, 'action')}`;
  } catch {
    held = 'keeps none of it';
  }
  const hero = basename(file, '.json');
  // A write to the file's descriptor names no path; one to a temporary file beside it names its folder.
  const reason = (error as NodeJS.ErrnoException).path ? fsProblem(error, true) : `${fsProblem(error)} (writing ${file})`;
  return new FailureExit(`could not save after action ${actions}: ${reason}. The bot stopped there; ${file} ${held}, and athack continue --hero ${hero} plays on from there once the file can be written.`);
}

function classArg(value: string): ClassName {
  const found = CLASS_NAMES.find((c) => c.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new InvalidArgumentError(`the class is one of ${CLASS_NAMES.join(', ')}, not "${value}".`);
  return found;
}

interface AutoplayOptions {
  opposition?: RulesOptions['opposition'];
  opponents?: number;
  rules?: Partial<RulesOptions>;
  seed: string;
  turns: number;
  saveDir?: string;
  class?: ClassName;
  name?: string;
  json?: boolean;
}

export function register(program: Command, io: Io): Command {
  return program
    .command('autoplay')
    .description('let the bot play a game with no interface; it leaves a save, or a morgue file if the game ended')
    .requiredOption('--seed <seed>', 'the game seed', seedArg)
    .option('--turns <n>', 'actions to play at most', integerArg('--turns', 1, 10_000_000), 2000)
    .option('--class <class>', 'the hero class (random from the seed when left out)', classArg)
    .option('--name <name>', 'the hero name (its save is named after it)')
    .option('--opposition <ai>', 'the AI Opposition: easy, fair (default), hard, none, or AI seats listed as easy,hard', oppositionArg)
    .option('--opponents <n>', 'how many AI Opposition players, 1 to 4', opponentsArg)
    .option('--rules <list>', BOT_RULES_HELP, rulesArg)
    .option('--save-dir <dir>', 'where the save or morgue file goes (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack autoplay --seed 7\n  athack autoplay --seed 7 --turns 300 --class thief --save-dir /tmp/saves')
    .action(async (opts: AutoplayOptions) => {
      const dir = saveDir(opts.saveDir, io);
      const rules = aiRulesFrom(opts, 'autoplay');
      // The name as the game keeps it (no control characters), so its save is named for what is shown.
      const name = plainText(opts.name ?? `Bot-${opts.seed}`.slice(0, 32)).trim();
      if (!name) throw new UsageError('--name: a hero needs a name of visible characters.');
      // As a new game in the interface does: another hero's save is never written over, nor one a game has open.
      const { file: saveFile, release } = claimSave(dir, name);
      try {
        // Every action goes into the save as it is taken, as in the interface, so a killed process loses at most one.
        const writer = new SaveWriter(dir, saveFile, version());
        /** The game as far as it has been played and saved, and how many of the bot's turns that took. */
        let sofar: Recording | undefined;
        let taken = 0;
        const g = await playUntilStopped(
          playTurns(opts.seed, rules, {
            maxSteps: opts.turns,
            ...(opts.class ? { className: opts.class } : {}),
            name,
            onAction: ({ state, actions, checks }) => {
              sofar = { seed: opts.seed, options: rules, actions: actions as Recording['actions'], checks: checks as number[], snapshot: state };
              taken++;
              try {
                writer.took(sofar);
              } catch (error) {
                throw saveRefused(error, saveFile, sofar.actions.length);
              }
            },
          }),
        );
        if (typeof g === 'string') {
          // Every action is in the save already: a snapshot makes it load at once, and the lock goes as the command ends.
          writer.snapshot(sofar!);
          throw new Interrupted(g, `autoplay was stopped by ${g} after ${counted(taken, 'action')}: ${sofar!.snapshot.hero.name}'s game is saved in ${saveFile}, and athack continue --hero ${basename(saveFile, '.json')} picks it up.`);
        }
        const rec: Recording = { seed: opts.seed, options: rules, actions: g.actions, checks: g.checks, snapshot: g.state };
        const s = g.state;
        const ended = gameOver(s);
        let file: string;
        if (ended) {
          // The morgue file first, then the save goes: a kill between the two leaves both, never neither.
          file = writeMorgue(dir, s, g.messages, rec, version());
          removeSave(saveFile);
          const added = addScore(dir, scoreEntry(s));
          if (added.problem) io.err(`athack: ${added.problem}`);
          if (added.writeError) io.err(`athack: ${added.writeError}`);
        } else {
          writer.snapshot(rec);
          file = saveFile;
        }
        const summary = { hero: s.hero.name, className: s.hero.className, level: s.hero.level, phase: s.phase, turns: g.steps, score: s.score, zones: Object.keys(s.zones).length, deepest: s.deepest, cause: s.causeOfDeath, file };
        if (opts.json) return printJson(io, summary);
        const asked = saveName(name);
        outLines(io, [
          ...fitLine(io, `${s.hero.name} the ${s.hero.className} (level ${s.hero.level}) played ${g.steps} actions: ${ended ? (s.phase === 'won' ? 'won' : `died, ${s.causeOfDeath}`) : 'still alive'}; score ${s.score}, ${counted(summary.zones, 'zone')}, deepest ${s.deepest}.`),
          ...(!ended && basename(file) !== asked ? fitLine(io, `${asked} is taken: saved as ${basename(file)}`) : []),
          ...fitPath(io, `${ended ? 'Morgue file' : 'Saved'}:`, file),
        ]);
      } finally {
        release();
      }
    });
}
