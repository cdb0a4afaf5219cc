/**
 * `athack check --engine` runs the tests that prove the resolutions, through
 * the real test runner: here pointed (by ATHACK_CHECK_PROOFS) at a proof
 * that holds or fails as the test asks, and, for the shipped list, at tests
 * that exist.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PROOFS, type Problem, type Proof } from '../../src/core/audit/index.js';
import { ROOT } from '../support/project-copy.js';
import { athack, athackJson } from './run.js';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { ensureBuilt } from '../support/built.js';

const temp = mkdtempSync(join(tmpdir(), 'athack-proofs-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.ATHACK_CHECK_PROOFS;
  delete process.env.ATHACK_PROOF_FIXTURE;
});

const fixture = { file: 'tests/cli/fixtures/proof.test.ts', titles: ['a proof for check --engine', 'holds unless asked to fail'] };

/** `check --engine` with these proofs in place of the shipped ones. */
function proofs(list: unknown): void {
  const file = join(temp, `proofs-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(list));
  process.env.ATHACK_CHECK_PROOFS = file;
}

const refund = (tests: Proof['tests']): Proof[] => [{ table: 'athack.token-ratios', where: 'Quest refund', tests }];

describe('athack check --engine', () => {
  it('runs the proof of a resolution and exits 0 when it holds', async () => {
    proofs(refund([fixture]));
    const r = await athack('check', '--engine');
    // Wrapped to the output's width.
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(' proved by: tests/cli/fixtures/proof.test.ts › a proof for check --engine › holds unless asked to fail ');
    expect(r.stdout).toContain('proved  athack.token-ratios: Quest refund\n');
    expect(r.stdout).toContain('1 of 1 proved resolutions hold on the engine.');
    expect(r.code).toBe(0);
  });

  it('exits 1 and names the test when a proof fails', async () => {
    proofs(refund([fixture]));
    process.env.ATHACK_PROOF_FIXTURE = 'fail';
    const r = await athack('check', '--engine');
    // The test's name under its resolution; into a pipe, each on one line, as the rest of the report is.
    expect(r.stdout).toContain('FAILED  athack.token-ratios: Quest refund\n        failed: tests/cli/fixtures/proof.test.ts › a proof for check --engine › holds unless asked to fail\n');
    expect(r.stdout).toContain('0 of 1 proved resolutions hold on the engine.');
    expect(r.code).toBe(1);
  });

  it('in 40 columns its proofs\' lines fit, as the rest of the report does, a test\'s file name whole on a line of its own', async () => {
    proofs(refund([fixture]));
    process.env.ATHACK_PROOF_FIXTURE = 'fail';
    const io = await memoryIo(false, 40);
    expect(await run(['check', '--engine'], io)).toBe(1);
    const lines = io.stdout.join('').trimEnd().split('\n');
    for (const l of lines) expect(l.length <= 40 || /^ *\S+$/.test(l), l).toBe(true);
    expect(lines.slice(-8)).toEqual([
      'FAILED  athack.token-ratios: Quest',
      '        refund',
      '        failed:',
      '          tests/cli/fixtures/proof.test.ts',
      '          › a proof for check --engine ›',
      '          holds unless asked to fail',
      '0 of 1 proved resolutions hold on the',
      'engine.',
    ]);
  });

  it('with --json, gives the proofs\' outcomes inside its one JSON document, which a reader can parse; a failed proof still exits 1', async () => {
    proofs(refund([fixture]));
    const held = await athackJson('check', '--engine');
    expect(held.engine).toEqual([{ table: 'athack.token-ratios', problem: 'Quest refund', held: true, tests: [{ ...fixture, status: 'passed' }] }]);
    expect(held.consistent).toBe(true);
    process.env.ATHACK_PROOF_FIXTURE = 'fail';
    const failed = await athack('check', '--engine', '--json');
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout).engine[0]).toMatchObject({ held: false, tests: [{ status: 'failed' }] });
  });

  it('exits 1 when a proof names a test that is not there', async () => {
    proofs(refund([{ file: fixture.file, titles: ['a proof for check --engine', 'no such test'] }]));
    const r = await athack('check', '--engine');
    expect(r.stdout).toContain('        not found: tests/cli/fixtures/proof.test.ts › a proof for check --engine › no such test\n');
    expect(r.code).toBe(1);
  });

  it('stopped by Ctrl-C while the proofs run, it stops the runner, leaves no temporary files and exits 130', async () => {
    ensureBuilt();
    proofs(refund([fixture]));
    const tmp = join(temp, 'tmp');
    mkdirSync(tmp);
    // Its own process group, as a shell's job is: Ctrl-C is a SIGINT to the whole group, the runner too.
    const child = spawn(process.execPath, ['bin/athack', 'check', '--engine'], { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: tmp, ATHACK_PROOF_FIXTURE: 'wait' } });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const ended = new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (code, signal) => done([code, signal])));
    // The runner is under way once its own temporary files are there beside athack's folder for the run, or in it.
    const running = () => readdirSync(tmp, { recursive: true }).length > 1;
    while (!running()) await new Promise((wake) => setTimeout(wake, 50));
    process.kill(-child.pid!, 'SIGINT');
    expect(await ended).toEqual([130, null]);
    expect(stderr).toBe('athack: check --engine was stopped before its proofs had run: none is reported.\n');
    expect(readdirSync(tmp)).toEqual([]);
  }, 120_000);

  it('refuses a proofs file that is not a list of proofs, by name', async () => {
    proofs({ table: 'x' });
    const r = await athack('check', '--engine');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ATHACK_CHECK_PROOFS names .*proofs-.*\.json, which is not a JSON list of proofs\./);
  });

  it('lists per problem the tests that prove it, in the JSON too, and counts what is not proved yet', async () => {
    const r = await athack('check');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(' proved by: tests/engine/quests.test.ts › the quest board › pays 1 token per 2 spent, rounded up, and an Experience, on coming Home with it complete ');
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(new RegExp(`${PROOFS.length} resolutions are proved by a test of the engine \\(athack check --engine runs them\\); \\d+ change no play; 0 are not proved yet\\.`));
    const j = await athackJson('check');
    const quest = j.problems.find((p: { table: string; message: string }) => p.table === 'athack.token-ratios' && p.message.startsWith('Quest refund'));
    expect(quest.proof).toEqual([{ file: 'tests/engine/quests.test.ts', titles: ['the quest board', 'pays 1 token per 2 spent, rounded up, and an Experience, on coming Home with it complete'] }]);
  });

  it('says of a resolution that changes no play why, where a proof would be named', async () => {
    const r = await athack('check');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(" - Plate & Mail: the seed prints \"Plate & Mail | 4\": The price list calls the AV 4 armour \"plate armour\" and its repair \"one Broken plate Armour Die\". resolved: The price-list \"plate armour\" is this row (its armourType names it). no play change: a name: the price list's plate armour and this row are one armour, played as AV 4 under either name. ");
  });

  it('every resolution is proved by a test of the engine or says why it changes no play, never both', async () => {
    const j = await athackJson('check');
    const resolved = (j.problems as Problem[]).filter((p) => p.resolution !== null);
    expect(resolved.filter((p) => p.proof.length === 0 && p.noPlayChange === null).map((p) => `${p.table}: ${p.message}`)).toEqual([]);
    expect(resolved.filter((p) => p.proof.length > 0 && p.noPlayChange !== null).map((p) => `${p.table}: ${p.message}`)).toEqual([]);
  });

  it('every shipped proof names a problem check reports and a test the runner finds', async () => {
    const j = await athackJson('check');
    for (const p of PROOFS) expect(j.problems.some((q: { table: string; message: string }) => q.table === p.table && q.message.startsWith(`${p.where}:`)), `${p.table}: ${p.where}`).toBe(true);
    const files = [...new Set(PROOFS.flatMap((p) => p.tests.map((t) => t.file)))];
    const listed = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'list', ...files, '--json'], { cwd: ROOT, encoding: 'utf8' });
    const names = new Set((JSON.parse(listed.stdout) as { name: string; file: string }[]).map((t) => `${t.file.slice(ROOT.length)} › ${t.name.replaceAll(' > ', ' › ')}`));
    for (const p of PROOFS) for (const t of p.tests) expect(names.has([t.file, ...t.titles].join(' › ')), [t.file, ...t.titles].join(' › ')).toBe(true);
    // Listing the tests imports every file of the proofs: slow on a busy machine.
  }, 300_000);
});
