/**
 * `athack check --engine`: runs the tests that prove the printed
 * resolutions, through the project's own test runner (vitest), and says of
 * each proof whether it held. The proofs are the project's tests, so they
 * run only where those are: a clone of the project with its development
 * dependencies. An installed athack has neither, and says so.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Problem } from '../core/audit/index.js';
import type { Io } from './io.js';
import { projectRoot } from '../base/root.js';
import { Interrupted } from './errors.js';

/** What the test runner's JSON report says of each test. */
interface Report {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signals that stop the run: Ctrl-C, a hang-up, a stop from outside. */
const STOPPING = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The test runner run to its end, or stopped with this process: a signal is passed on to the runner (Ctrl-C
 * reaches it anyway, a `kill` of this process alone would not) and waited for, so nothing is left running
 * and the caller can still tidy up. Resolves to the runner's stderr and exit status, and the signal that
 * stopped the run, if one did.
 */
function runRunner(args: string[], cwd: string, temp: string): Promise<{ stderr: string; status: number | null; stopped?: NodeJS.Signals }> {
  return new Promise((done, fail) => {
    // The runner's own temporary files go in `temp` too: stopped, it leaves them behind, and `temp` goes.
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let stopped: NodeJS.Signals | undefined;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const stop = (signal: NodeJS.Signals) => {
      stopped ??= signal;
      child.kill(signal);
    };
    for (const signal of STOPPING) process.on(signal, stop);
    const settle = () => {
      for (const signal of STOPPING) process.off(signal, stop);
    };
    child.once('error', (error) => {
      settle();
      fail(error);
    });
    child.once('close', (status) => {
      settle();
      done({ stderr, status, ...(stopped ? { stopped } : {}) });
    });
  });
}

/** What the runner made of one resolution's proofs: held when every one of its tests passed. */
export interface ProofOutcome {
  table: string;
  /** The problem, as check names it before the seed's words. */
  problem: string;
  held: boolean;
  tests: (Problem['proof'][number] & { status: string })[];
}

/**
 * Runs every proof of `problems` and gives each resolution's outcome, or nothing where the proofs could not
 * be run at all (why is said on stderr).
 */
export async function runProofs(io: Io, problems: Problem[]): Promise<ProofOutcome[] | undefined> {
  const proved = problems.filter((p) => p.proof.length > 0);
  const tests = proved.flatMap((p) => p.proof);
  if (tests.length === 0) return [];
  const root = projectRoot();
  const runner = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const missing = [...new Set(tests.map((t) => t.file))].filter((f) => !existsSync(join(root, f)));
  if (!existsSync(runner) || missing.length > 0) {
    io.err(`athack check --engine: the proofs are the project's tests, run by vitest, and this athack has ${existsSync(runner) ? `no ${missing.join(', ')}` : 'no tests or vitest installed'}. Run it in a clone of the project after npm ci.`);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'athack-proofs-'));
  try {
    const out = join(dir, 'report.json');
    const files = [...new Set(tests.map((t) => t.file))];
    // The runner matches a test's titles joined by spaces: only the proofs run, not the rest of their files.
    const only = `^(${tests.map((t) => escapeRegex(t.titles.join(' '))).join('|')})$`;
    const run = await runRunner([runner, 'run', ...files, '-t', only, '--reporter=json', `--outputFile=${out}`], root, dir);
    if (run.stopped) throw new Interrupted(run.stopped, 'check --engine was stopped before its proofs had run: none is reported.');
    if (!existsSync(out)) {
      io.err(`athack check --engine: the test runner did not report (exit ${String(run.status)}):\n${run.stderr.trimEnd()}`);
      return undefined;
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    const status = (t: Problem['proof'][number]) => {
      const file = report.testResults.find((r) => relative(root, r.name) === t.file);
      const found = file?.assertionResults.find((a) => [...a.ancestorTitles, a.title].join('\u0000') === t.titles.join('\u0000'));
      return found?.status ?? 'not found';
    };
    return proved.map((p) => {
      const results = p.proof.map((t) => ({ ...t, status: status(t) }));
      return { table: p.table, problem: p.message.split(': the seed prints')[0]!, held: results.every((r) => r.status === 'passed'), tests: results };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
