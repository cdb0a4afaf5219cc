/**
 * A player's locale, as the real OpenSSH client sends it (`SendEnv LANG
 * LC_*`, as Debian's ssh_config has it): one that is not UTF-8 gets
 * nothing but ASCII, as the game at one keyboard does under it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { opensshKey, opensshPlayerWith } from './openssh.js';
import { testServer, type TestServer } from './ssh-client.js';
import type { PtyRun } from '../tui/pty.js';
import { finishCreation } from '../tui/flow.js';

let server: TestServer | undefined;
let dir = '';
const runs: PtyRun[] = [];
afterEach(async () => {
  for (const r of runs.splice(0)) r.kill();
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A player at the help of a new game's setup screen (framed, its lines drawn with line characters where UTF-8 is), their ssh sending LANG as `lang` says. */
async function atSetup(name: string, lang: string): Promise<PtyRun> {
  const run = opensshPlayerWith(server!.server.port, opensshKey(join(dir, `id_${name}`)), join(dir, 'known_hosts'), name, ['-o', 'SendEnv=LANG'], { LANG: lang });
  runs.push(run);
  if (!(await run.until(/the tables \(you are/))) throw new Error(`no lobby:\n${run.screenText()}`);
  await run.press('n');
  if (!(await run.until(/New game: setup/))) throw new Error(`no setup:\n${run.screenText()}`);
  await run.press('?');
  if (!(await run.until(/Esc back to the/))) throw new Error(`no help:\n${run.screenText()}`);
  return run;
}

/** Whatever the server sent past ASCII. */
const pastAscii = (run: PtyRun) => [...new Set(run.raw().match(/[^\x00-\x7f]/g) ?? [])];

describe("a player's locale over SSH", () => {
  it('draws nothing but ASCII for a client whose LANG is C, and UTF-8 for one whose LANG says so', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-locale-'));
    server = await testServer({}, dir);
    const utf8 = await atSetup('ada', 'C.UTF-8');
    expect(pastAscii(utf8)).not.toEqual([]);
    const ascii = await atSetup('bea', 'C');
    expect(pastAscii(ascii)).toEqual([]);
  });

  it("says, as Ctrl-W keeps the walls #, what the player can change: the locale their ssh sends, not a flag of the server's command line", async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-locale-'));
    server = await testServer({}, dir);
    const run = opensshPlayerWith(server.server.port, opensshKey(join(dir, 'id_bea')), join(dir, 'known_hosts'), 'bea', ['-o', 'SendEnv=LANG'], { LANG: 'C' });
    runs.push(run);
    if (!(await run.until(/the tables \(you are/))) throw new Error(`no lobby:\n${run.screenText()}`);
    await run.press('n');
    if (!(await run.until(/New game: setup/))) throw new Error(`no setup:\n${run.screenText()}`);
    await run.press('enter');
    await finishCreation(run, 'Bea');
    await run.press('C-w');
    const said = /Walls stay # while only ASCII is drawn \(the locale your ssh sent is not UTF-8; start ssh with LC_ALL=C\.UTF-8 for one that is\)\./;
    if (!(await run.until(new RegExp(said.source.replaceAll(' ', '\\s+'))))) throw new Error(`no note on the walls:\n${run.screenText()}`);
    expect(run.screenText()).not.toMatch(/--ascii/);
  });
});
