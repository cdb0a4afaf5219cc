/** `athack check`: audit the rules tables and report what is wrong in the seeds and how the game resolves it. */
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { audit, PROOFS, testName, type Problem, type Proof } from '../core/audit/index.js';
import { runProofs, type ProofOutcome } from './check-engine.js';
import { depthLines, depthRows } from './check-depth.js';
import { FailureExit, UsageError } from './errors.js';
import type { Io } from './io.js';
import { bookSource, hanging, printJson } from './format.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('check')
    .description('audit the rules tables: every die result covered once, every cross-reference resolved, costs on the ladders, and every known problem of the seeds with its resolution')
    .option('--json', 'print JSON')
    .option('--unresolved', 'list only the problems nothing resolves')
    .option('--engine', 'also run the tests that prove the resolutions on the real engine (needs the project\'s tests and vitest: a clone of the project)')
    .addHelpText('after', '\nExit status: 0 when the shipped data is consistent (every problem resolved) and, with --engine, every proof holds; 1 otherwise.')
    .action(async (opts: { json?: boolean; unresolved?: boolean; engine?: boolean }) => {
      const result = audit(proofsToRun());
      const shown = opts.unresolved ? result.problems.filter((p) => p.resolution === null) : result.problems;
      let outcomes: ProofOutcome[] | undefined;
      if (opts.json) {
        // One JSON document: the proofs' outcomes go in it (null where they could not be run), not after it.
        if (opts.engine) outcomes = await runProofs(io, result.problems);
        printJson(io, { tables: result.tables, references: result.references, consistent: result.consistent, problems: shown, depth: depthRows(), ...(opts.engine ? { engine: outcomes ?? null } : {}) });
      } else {
        printProblems(io, shown);
        const depth = depthLines(depthRows());
        for (const l of checkLines(io, '', 0, depth.title)) io.out(io.paint.bold(l));
        for (const line of depth.lines) for (const l of checkLines(io, '  ', 4, line)) io.out(l);
        io.out('');
        const unresolved = result.problems.filter((p) => p.resolution === null).length;
        const summary = `Audited ${result.tables} tables and ${result.references} cross-references: ${result.problems.length} problems, ${unresolved} unresolved.`;
        for (const l of checkLines(io, '', 0, unresolved === 0 ? `${summary} The shipped data is consistent.` : summary)) io.out(unresolved === 0 ? io.paint.green(l) : io.paint.red(l));
        const resolved = result.problems.filter((p) => p.resolution !== null);
        const proved = resolved.filter((p) => p.proof.length > 0).length;
        const noPlayChange = resolved.filter((p) => p.proof.length === 0 && p.noPlayChange !== null).length;
        for (const l of checkLines(io, '', 0, `${proved} resolutions are proved by a test of the engine (athack check --engine runs them); ${noPlayChange} change no play; ${resolved.length - proved - noPlayChange} are not proved yet.`)) io.out(l);
      }
      if (opts.engine && !opts.json) {
        // Run after the report is printed, so it is read while the proofs run.
        outcomes = await runProofs(io, result.problems);
        if (outcomes) printProofs(io, outcomes);
      }
      const held = !opts.engine || (outcomes !== undefined && outcomes.every((o) => o.held));
      if (!result.consistent || !held) throw new FailureExit();
    });
}

/** The proofs' outcomes, wrapped as the rest of the report: each resolution proved or FAILED, the tests that did not pass, and a count. */
function printProofs(io: Io, outcomes: ProofOutcome[]): void {
  if (outcomes.length === 0) {
    io.out('No resolution has a proof to run.');
    return;
  }
  for (const o of outcomes) {
    const word = o.held ? 'proved' : 'FAILED';
    for (const l of checkLines(io, `${word}  `, 8, `${o.table}: ${o.problem}`, `${o.held ? io.paint.green(word) : io.paint.red(word)}  `)) io.out(l);
    for (const t of o.tests.filter((x) => x.status !== 'passed')) for (const l of checkLines(io, `        ${t.status}: `, 10, testName(t))) io.out(l);
  }
  const failed = outcomes.filter((o) => !o.held).length;
  for (const l of checkLines(io, '', 0, `${outcomes.length - failed} of ${outcomes.length} proved resolutions hold on the engine.`)) io.out(failed === 0 ? io.paint.green(l) : io.paint.red(l));
}

/**
 * The fewest columns the report is wrapped to: its leads ("    no play change: ") take up to 20, and in fewer
 * than 40 the words beside them would stack a word or two a line, which reads worse than the terminal folding
 * lines of 40.
 */
const CHECK_FLOOR = 40;

/**
 * `lead` then `text`, wrapped to the output's width (CHECK_FLOOR at the least) where it has one, the lines after
 * the first indented by `indent`, no word cut (a test's file name is copied from here); into a pipe or a file
 * without COLUMNS, one line, as every command prints there.
 */
const checkLines = (io: Io, lead: string, indent: number, text: string, shown = lead): string[] =>
  io.fitted ? hanging(Math.max(CHECK_FLOOR, io.columns), lead, indent, text, shown, true) : [`${shown}${text}`];

function printProblems(io: Io, problems: Problem[]): void {
  const byTable = new Map<string, Problem[]>();
  for (const p of problems) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p]);
  for (const [table, list] of byTable) {
    for (const l of checkLines(io, `${table}  `, 2, bookSource(list[0]!.source), `${io.paint.bold(table)}  `)) io.out(l);
    for (const p of list) {
      for (const l of checkLines(io, '  - ', 4, p.message)) io.out(l);
      if (p.resolution === null) io.out(`    ${io.paint.red('UNRESOLVED')}`);
      else for (const l of checkLines(io, '    resolved: ', 4, p.resolution, `    ${io.paint.green('resolved:')} `)) io.out(l);
      for (const t of p.proof) for (const l of checkLines(io, '    proved by: ', 6, testName(t))) io.out(l);
      if (p.noPlayChange !== null) for (const l of checkLines(io, '    no play change: ', 6, p.noPlayChange)) io.out(l);
    }
    io.out('');
  }
}

/**
 * The proofs `check` names and runs: the shipped list, or the JSON list of
 * proofs in the file named by ATHACK_CHECK_PROOFS, so a test can point
 * `check --engine` at a proof that fails.
 */
function proofsToRun(): readonly Proof[] {
  const file = process.env.ATHACK_CHECK_PROOFS;
  if (!file) return PROOFS;
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(list) && list.every(isProof)) return list;
  } catch {
    // Said below, as for a file that is not a list.
  }
  throw new UsageError(`ATHACK_CHECK_PROOFS names ${file}, which is not a JSON list of proofs.`);
}

const isProof = (p: unknown): p is Proof => {
  const q = p as Partial<Proof> | null;
  return typeof q?.table === 'string' && typeof q.where === 'string' && Array.isArray(q.tests) && q.tests.every((t) => typeof t?.file === 'string' && Array.isArray(t.titles) && t.titles.every((x) => typeof x === 'string'));
};
