/** `athack autoplay`: the bot plays a game headless and leaves a save, or a morgue file if the hero's game ended. */
import { InvalidArgumentError, type Command } from 'commander';
import { CLASS_NAMES, playGame } from '../core/bots/index.js';
import type { ClassName, RulesOptions } from '../core/engine/types.js';
import { aiRulesFrom, oppositionArg, opponentsArg, rulesArg, RULES_HELP } from './options.js';
import { writeMorgue } from '../persist/morgue.js';
import { addScore, scoreEntry } from '../persist/scores.js';
import { removeSave, saveName, writeSave } from '../persist/saves.js';
import { claimSave } from '../persist/lock.js';
import { basename } from 'node:path';
import type { Recording } from '../persist/recording.js';
import { saveDir } from './dirs.js';
import type { Io } from './io.js';
import { integerArg, version } from './program.js';
import { printJson } from './format.js';
import { counted } from '../core/engine/words.js';

/** Actions between saves. */
export const SAVE_EVERY = 50;

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
    .requiredOption('--seed <seed>', 'the game seed')
    .option('--turns <n>', 'actions to play at most', integerArg('--turns', 1, 10_000_000), 2000)
    .option('--class <class>', 'the hero class (random from the seed when left out)', classArg)
    .option('--name <name>', 'the hero name (its save is named after it)')
    .option('--opposition <ai>', 'the AI Opposition: easy, fair (default), hard, none, or AI seats listed as easy,hard', oppositionArg)
    .option('--opponents <n>', 'how many AI Opposition players, 1 to 4', opponentsArg)
    .option('--rules <list>', RULES_HELP, rulesArg)
    .option('--save-dir <dir>', 'where the save or morgue file goes (ATHACK_SAVE_DIR; default saves/)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack autoplay --seed 7\n  athack autoplay --seed 7 --turns 300 --class thief --save-dir /tmp/saves')
    .action((opts: AutoplayOptions) => {
      const dir = saveDir(opts.saveDir);
      const rules = aiRulesFrom(opts, 'autoplay');
      const name = opts.name ?? `Bot-${opts.seed}`.slice(0, 32);
      // As a new game in the interface does: another hero's save is never written over, nor one a game has open.
      const { file: saveFile, release } = claimSave(dir, name);
      try {
        // Saved every 50 actions as it plays, as the interface does, so a killed process loses little.
        const save = (state: Recording['snapshot'], actions: readonly Recording['actions'][number][], checks: readonly number[]) =>
          writeSave(dir, { seed: opts.seed, options: rules, actions: [...actions], checks: [...checks], snapshot: state }, version(), saveFile);
        const g = playGame(opts.seed, rules, {
          maxSteps: opts.turns,
          ...(opts.class ? { className: opts.class } : {}),
          name,
          onAction: ({ state, actions, checks }) => {
            if (actions.length % SAVE_EVERY === 0 && state.phase !== 'dead' && state.phase !== 'won') save(state, actions, checks);
          },
        });
        const rec: Recording = { seed: opts.seed, options: rules, actions: g.actions, checks: g.checks, snapshot: g.state };
        const s = g.state;
        const ended = s.phase === 'dead' || s.phase === 'won';
        let file: string;
        if (ended) {
          // The morgue file first, then the save goes: a kill between the two leaves both, never neither.
          file = writeMorgue(dir, s, g.messages, rec, version());
          removeSave(saveFile);
          const added = addScore(dir, scoreEntry(s));
          if (added.problem) io.err(`athack: ${added.problem}`);
          if (added.writeError) io.err(`athack: ${added.writeError}`);
        } else file = save(s, g.actions, g.checks);
        const summary = { hero: s.hero.name, className: s.hero.className, level: s.hero.level, phase: s.phase, turns: g.steps, score: s.score, zones: Object.keys(s.zones).length, deepest: s.deepest, cause: s.causeOfDeath, file };
        if (opts.json) return printJson(io, summary);
        io.out(`${s.hero.name} the ${s.hero.className} (level ${s.hero.level}) played ${g.steps} actions: ${ended ? (s.phase === 'won' ? 'won' : `died, ${s.causeOfDeath}`) : 'still alive'}; score ${s.score}, ${counted(summary.zones, 'zone')}, deepest ${s.deepest}.`);
        const asked = saveName(name);
        if (!ended && basename(file) !== asked) io.out(`${asked} is taken: saved as ${basename(file)}`);
        io.out(`${ended ? 'Morgue file' : 'Saved'}: ${file}`);
      } finally {
        release();
      }
    });
}
