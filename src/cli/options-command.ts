/** `athack options`: the settings in effect and where each came from; `--init` writes a commented options file. */
import type { Command } from 'commander';
import { existsSync, lstatSync } from 'node:fs';
import { basename } from 'node:path';
import { createOptionsFile } from '../persist/options-file.js';
import { FailureExit, UsageError } from './errors.js';
import { fsProblem } from '../persist/fs-problem.js';
import { kind } from '../persist/safe-read.js';
import { printJson } from './format.js';
import type { Io } from './io.js';
import { ruleWord, flagName } from './options.js';
import { RULES_ROWS } from '../core/engine/rules-options.js';
import { dataDir } from '../persist/data-dir.js';
import { loadSettings, optionsTemplate, type Settings, type Sourced } from './settings.js';
import { optionsFile } from './options-lines.js';
import { shareWritten } from '../tui/hp-share.js';

/** Every setting as a name, its value as the file would write it, and where it came from. */
function rows(s: Settings): { name: string; value: string; from: string }[] {
  const row = (name: string, v: Sourced<unknown>, shown: string) => ({ name, value: shown, from: v.from });
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return [
    row('color', s.color, yes(s.color.value)),
    row('ascii', s.ascii, yes(s.ascii.value)),
    row('symbols', s.symbols, s.symbols.value),
    row('plain', s.plain, yes(s.plain.value)),
    row('terminal', s.terminal, s.terminal.value),
    row('msg_height', s.msgHeight, String(s.msgHeight.value)),
    row('autopickup', s.autopickup, s.autopickup.value),
    row('hp_warning', s.hpWarning, shareWritten(s.hpWarning.value)),
    row('save_dir', s.saveDir, s.saveDir.value ?? dataDir()),
    ...RULES_ROWS.map((r) => row(flagName(r), s.rules[r.key], ruleWord(r.key, s.rules[r.key].value))),
  ];
}

/**
 * `--init` writes a new file only: one already there holds a player's choices, so it is refused as every refusal
 * is (exit status 2), saying where it is, that it is left as it is, and how to start afresh. The write itself
 * refuses a file made in between, so none is ever written over.
 */
function initFile(file: string): void {
  try {
    createOptionsFile(file, optionsTemplate());
  } catch (error) {
    // Any other failure (a read-only folder, a full disk, a plain file where its folder would be made, which mkdir
    // also calls EEXIST) names the file it was writing.
    const e = error as NodeJS.ErrnoException;
    if (e.code !== 'EEXIST' || e.path !== file) throw new FailureExit(`cannot write the options file ${file}: ${fsProblem(error, e.path !== file)}`);
    // A device or a FIFO under the name holds no one's choices: renaming it, as a file there is renamed, is no advice.
    const there = lstatSync(file);
    if (!there.isFile() && !there.isSymbolicLink()) throw new UsageError(`the options file ${file} is ${kind(there)}, not a file: give --options a file's name.`);
    throw new UsageError(
      `the options file ${file} already exists, and is left as it is (athack options shows what it sets). To start afresh, rename it (as ${basename(file)}.old, say) and run this again; or give --options a new file's name.`,
    );
  }
}

export function register(program: Command, io: Io): Command {
  return program
    .command('options')
    .description('the settings in effect and where each came from (the options file, the environment, the defaults)')
    .option('--options <file>', 'the options file (default ~/.config/athack/options)')
    .option('--config-dir <dir>', 'the folder of the options file (ATHACK_CONFIG_DIR; default ~/.config/athack)')
    .option('--init', 'write a new options file, every setting commented at its default')
    .option('--json', 'print JSON')
    .action((opts: { options?: string; configDir?: string; init?: boolean; json?: boolean }) => {
      const file = optionsFile(opts.options, opts.configDir, process.env);
      if (opts.init) {
        initFile(file);
        if (opts.json) return printJson(io, { file, written: true });
        return io.out(`Wrote ${file}: every setting is there, commented out at its default; remove a # to use one.`);
      }
      const settings = loadSettings(file, process.env, io);
      const list = rows(settings);
      if (opts.json) return printJson(io, { file, exists: existsSync(file), settings: list });
      io.out(`Options file: ${file}${existsSync(file) ? '' : ' (none yet: athack options --init writes one)'}`);
      const width = Math.max(...list.map((r) => r.name.length));
      const valueWidth = Math.max(...list.map((r) => r.value.length));
      for (const r of list) io.out(`  ${r.name.padEnd(width)}  ${r.value.padEnd(valueWidth)}  ${r.from === 'default' ? 'default' : `from ${r.from}`}`);
    });
}
