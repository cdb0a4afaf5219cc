/**
 * `athack replay --verify FILE`: plays a save or a morgue file's recording
 * back through the reducer and says whether it reaches the state it
 * recorded (with its hash), or on which turn it parts from it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { replay } from '../core/bots/index.js';
import { RECORDING_MARK } from '../persist/morgue.js';
import { parseSave, readSave, SaveError } from '../persist/saves.js';
import type { Recording } from '../persist/recording.js';
import { FailureExit, UsageError } from './errors.js';
import type { Io } from './io.js';
import { printJson } from './format.js';

/** A save file, or a morgue file whose recording follows its mark line. */
export function readRecording(file: string): Recording {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // readSave names the problem (a folder, no permission, no such file).
    return readSave(file);
  }
  const mark = text.indexOf(RECORDING_MARK);
  return mark < 0 ? parseSave(text, file) : parseSave(text.slice(mark + RECORDING_MARK.length).trim(), file);
}

export const stateHash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

export function register(program: Command, io: Io): Command {
  return program
    .command('replay')
    .description('replay a save or morgue recording: --verify checks it headless')
    .argument('<file>', 'a save (.json) or a morgue file (.txt)')
    .option('--verify', 'replay without the interface and check every turn')
    .option('--json', 'print JSON (with --verify)')
    .addHelpText('after', '\nExamples:\n  athack replay --verify saves/Ash.json\n  athack replay --verify saves/morgue/Ash-2026-11-21T10-00-00-000Z.txt')
    .action((file: string, opts: { verify?: boolean; json?: boolean }) => {
      if (!opts.verify) throw new UsageError('watching a replay in the interface is not available yet: use --verify to check a recording.');
      let rec: Recording;
      try {
        rec = readRecording(file);
      } catch (error) {
        if (error instanceof SaveError) throw new UsageError(error.message);
        throw error;
      }
      const r = replay(rec.seed, rec.options, rec.actions, rec.checks);
      const matches = r.divergedAt === null && stateHash(r.state) === stateHash(rec.snapshot);
      const result = matches
        ? { ok: true, turns: rec.actions.length, hash: stateHash(r.state) }
        : { ok: false, turns: rec.actions.length, divergedAt: r.divergedAt ?? rec.actions.length, reason: r.reason ?? 'the replay ends in a different state from the snapshot' };
      if (opts.json) printJson(io, result);
      else if (result.ok) io.out(`ok ${result.hash} (${result.turns} actions)`);
      else io.out(`diverged at turn ${result.divergedAt}: ${result.reason}`);
      if (!result.ok) throw new FailureExit();
    });
}
