/**
 * A player the server's caps turn away, through the real OpenSSH client: they
 * read why and what to do, where ssh used to say only that the connection
 * closed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type PtyRun } from '../tui/pty.js';
import { opensshKey, opensshPlayer, serveProcess, type ServeProcess } from './openssh.js';

let dir: string;
let server: ServeProcess | undefined;
const runs: PtyRun[] = [];

beforeAll(() => ensureBuilt());
afterEach(async () => {
  for (const r of runs.splice(0)) r.kill();
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await new Promise((r) => server!.proc.once('exit', r));
  }
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function see(run: PtyRun, pattern: RegExp): Promise<void> {
  if (!(await run.until(pattern, 10_000))) throw new Error(`expected ${pattern}, the screen shows:\n${run.screenText()}`);
}

/** The server with `flags`, and Ada in its lobby. */
async function adaIn(...flags: string[]): Promise<{ ada: PtyRun; ssh: (name: string) => PtyRun }> {
  dir = mkdtempSync(join(tmpdir(), 'athack-turned-away-'));
  server = await serveProcess(join(dir, 'data'), ...flags);
  const ssh = (name: string) => {
    const run = opensshPlayer(server!.port, opensshKey(join(dir, `id_${name}_${runs.length}`)), join(dir, 'known_hosts'), name);
    runs.push(run);
    return run;
  };
  const ada = ssh('ada');
  await see(ada, /the tables \(you are ada\)/);
  return { ada, ssh };
}

/** The words of `text` on the screen, whatever lines they fall on. */
const words = (text: string) => new RegExp(text.split(' ').map((w) => w.replace(/[.()]/g, '\\$&')).join('\\s+'));

describe('a player over the caps, with the OpenSSH client', () => {
  it('reads that the server is full and when to try again, and gets in once a place is free', async () => {
    const { ada, ssh } = await adaIn('--max-connections', '1');
    const bea = ssh('bea');
    await see(bea, words('The server is full: 1 player is on, the most it takes. Try again in a few minutes.'));
    expect((await bea.exited).code).toBe(255);
    await ada.press('q');
    await ada.exited;
    const again = ssh('bea');
    await see(again, /the tables \(you are bea\)/);
  });

  it('reads that too many players are on from their address', async () => {
    const { ssh } = await adaIn('--max-per-address', '1');
    const bea = ssh('bea');
    await see(bea, words('1 player is on from your address (127.0.0.1), the most this server takes from one. Try again once one has left.'));
    // Cut at a space, where the terminal would have cut a word in two at its edge.
    expect(bea.screenText()).toMatch(/^from one\. Try again once one has left\.\s*$/m);
    expect((await bea.exited).code).toBe(255);
  });
});
