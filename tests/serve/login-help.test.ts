/**
 * What a person reads who cannot log in yet, through the real OpenSSH
 * client: a name no account may have, and a newcomer with no key who is
 * asked for a password.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type PtyRun } from '../tui/pty.js';
import { opensshKey, opensshPerson, serveProcess, type ServeProcess } from './openssh.js';

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

/** The words of `text` on the screen, whatever lines they fall on. */
const words = (text: string) => new RegExp(text.split(' ').map((w) => w.replace(/[.()]/g, '\\$&')).join('\\s+'));

/** A fresh server; `ssh` connects to it as `name`, with `key` if given. */
async function started(): Promise<{ ssh: (name: string, key?: string) => PtyRun }> {
  dir = mkdtempSync(join(tmpdir(), 'athack-login-help-'));
  server = await serveProcess(join(dir, 'data'));
  return {
    ssh(name, key) {
      const run = opensshPerson(server!.port, join(dir, 'known_hosts'), name, key);
      runs.push(run);
      return run;
    },
  };
}

describe('a person who cannot log in, with the OpenSSH client', () => {
  it('is told a name with capitals or odd characters cannot be one, and the name they may have meant, and nothing is claimed', async () => {
    const { ssh } = await started();
    const keyed = ssh('Ada!', opensshKey(join(dir, 'id_ada')));
    await see(keyed, words('"Ada!" cannot be a name on this server: a name is lower-case letters, digits, - and _, starting with a letter, at most 24 characters. Connect again as one, such as ada.'));
    expect((await keyed.exited).code).toBe(255);
    expect(keyed.screenText()).not.toMatch(/Password:/);
    const accounts = join(dir, 'data', 'accounts.json');
    expect(existsSync(accounts) ? readFileSync(accounts, 'utf8') : '').not.toContain('ada');
  });

  it('with no key, reads above the password prompt why it is asked and how to make a key', async () => {
    const { ssh } = await started();
    const bo = ssh('bo');
    await see(bo, words('None of your SSH keys logs in as bo. The first key that logs in as a name nobody owns yet owns it: make one with ssh-keygen -t ed25519, and connect again. A password works only for an account the server\'s operator gave one.'));
    await see(bo, /\(bo@127\.0\.0\.1\) Password:/);
    // Said once, not at each prompt.
    await bo.press(...'wrong-one'.split(''), 'enter');
    await see(bo, /Password:[^]*Password:/);
    expect(bo.screenText().match(/None of your SSH keys/g)).toHaveLength(1);
  });
});
