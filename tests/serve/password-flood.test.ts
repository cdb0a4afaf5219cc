/**
 * A peer that opens many connections, each sending passwords: every check
 * costs the server a fifth of a second of a core and 32 MiB, a stranger's
 * as much as a player's. Few run at once and few wait; a password over
 * those is refused unchecked, with words that say why, and the players
 * already in play on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type ssh2 from 'ssh2';
import { connect, passwordLogin, testServer, type TestServer } from './ssh-client.js';
import { opensshKey, opensshPlayer } from './openssh.js';
import type { PtyRun } from '../tui/pty.js';
import { Accounts } from '../../src/serve/accounts.js';
import { hashPassword } from '../../src/serve/password.js';

let t: TestServer | undefined;
let dir: string | undefined;
const runs: PtyRun[] = [];
afterEach(async () => {
  for (const r of runs.splice(0)) r.kill();
  await t?.stop();
  t = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One connection of the flood: wrong passwords for `name`, one after another, until the server ends it; what it was told. */
function flood(port: number, name: string): Promise<string> {
  let banner = '';
  let tried = 0;
  const guessing = (_m: unknown, _p: unknown, next: (a: ssh2.AuthenticationType | false) => void) => {
    if (tried === 6) return next(false);
    next({ type: 'password', username: name, password: `guess number ${tried++}` } as unknown as ssh2.AuthenticationType);
  };
  return connect(port, name, guessing as unknown as ssh2.AuthHandlerMiddleware, 60_000, (text) => (banner += text)).then(
    (client) => {
      client.end();
      return 'logged in';
    },
    () => banner.replace(/\s+/g, ' '),
  );
}

describe('many connections sending passwords at once', () => {
  it('are checked a few at a time, those over it refused unchecked and told why, while a player already in plays on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-password-flood-'));
    // Two checks under way from one address, at most (half of --max-per-address).
    t = await testServer({ maxConnections: 20, maxPerAddress: 4 });
    const port = t.server.port;
    new Accounts(t.dataDir).add('bo', [], await hashPassword('correct horse battery'));
    const ada = opensshPlayer(port, opensshKey(join(dir, 'id_ada')), join(dir, 'known_hosts'), 'ada');
    runs.push(ada);
    expect(await ada.until(/the tables \(you are ada\)/, 10_000)).toBe(true);
    const told = Promise.all(['zed', 'bo', 'yan', 'xu', 'wim', 'vi'].map((name) => flood(port, name)));
    // Ada's keys are answered while the flood goes on.
    await ada.press('?');
    expect(await ada.until(/n\s+New game/, 10_000)).toBe(true);
    const words = await told;
    expect(words.filter((w) => w.includes('The server is checking as many passwords as it takes at once just now: this one was not checked. Try again in a minute; a key logs in without the wait (see ssh-keygen).')).length).toBeGreaterThan(0);
    expect(t.log.join('\n')).toMatch(/turned away as \w+ \(2 passwords being checked from this address\)/);
    // Every turn is given back: a right password gets in once the flood is over.
    const bo = await passwordLogin(port, 'bo', 'correct horse battery');
    bo.end();
  });
});
