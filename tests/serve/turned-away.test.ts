/**
 * What a person reads who cannot get in, through the real OpenSSH client:
 * turned away by the server's caps, a name no account may have, and a
 * newcomer with no key who is asked for a password. Each reads why and
 * what to do, where ssh used to say only that the connection closed, or
 * asked for a password that could never work.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type PtyRun } from '../tui/pty.js';
import { opensshKey, opensshPerson, opensshPlayer, opensshPlayerWith, serveProcess, type ServeProcess } from './openssh.js';
import { login, newKey, shell, testServer, type TestServer } from './ssh-client.js';
import { Accounts } from '../../src/serve/accounts.js';
import { hashPassword } from '../../src/serve/password.js';

let dir: string;
let server: ServeProcess | undefined;
let inProcess: TestServer | undefined;
const runs: PtyRun[] = [];

beforeAll(() => ensureBuilt());
afterEach(async () => {
  for (const r of runs.splice(0)) r.kill();
  await server?.stop();
  server = undefined;
  await inProcess?.stop();
  inProcess = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function see(run: PtyRun, pattern: RegExp): Promise<void> {
  if (!(await run.until(pattern, 10_000))) throw new Error(`expected ${pattern}, the screen shows:\n${run.screenText()}`);
}

/** The words of `text` on the screen, whatever lines they fall on. */
const words = (text: string) => new RegExp(text.split(' ').map((w) => w.replace(/[.()]/g, '\\$&')).join('\\s+'));

/** The server with `flags`; `ssh` connects as a player with a key of their own, `person` as one typing, with `key` or none. */
async function started(...flags: string[]) {
  dir = mkdtempSync(join(tmpdir(), 'athack-turned-away-'));
  server = await serveProcess(join(dir, 'data'), ...flags);
  const kept = (run: PtyRun) => {
    runs.push(run);
    return run;
  };
  const knownHosts = join(dir, 'known_hosts');
  return {
    ssh: (name: string) => kept(opensshPlayer(server!.port, opensshKey(join(dir, `id_${name}_${runs.length}`)), knownHosts, name)),
    person: (name: string, key?: string) => kept(opensshPerson(server!.port, knownHosts, name, key)),
  };
}

/** The server with `flags`, and Ada in its lobby. */
async function adaIn(...flags: string[]) {
  const s = await started(...flags);
  const ada = s.ssh('ada');
  await see(ada, /the tables \(you are ada\)/);
  return { ada, ssh: s.ssh, person: s.person };
}

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

  it('on a full server, meets the same password prompt and the same words under every name, so nobody learns who is on; the player on gets their place back by password', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-full-'));
    inProcess = await testServer({ maxConnections: 1 });
    const port = inProcess.server.port;
    // Ada is on, at the lobby (a link that dropped unnoticed, say), and her account has a password.
    const ada = await login(port, 'ada', newKey());
    await shell(ada);
    new Accounts(inProcess.dataDir).add('ada', [], await hashPassword('correct horse battery'));
    const knownHosts = join(dir, 'known_hosts');
    const full = words('The server is full: 1 player is on, the most it takes. Try again in a few minutes.');
    const screens: string[] = [];
    // A stranger tries the name of the account on, then a name nobody has: neither tells them apart.
    for (const name of ['ada', 'zed']) {
      const stranger = opensshPerson(port, knownHosts, name);
      runs.push(stranger);
      await see(stranger, new RegExp(`\\(${name}@127\\.0\\.0\\.1\\) Password:`));
      await stranger.typeUnseen('a guess at it\r');
      await see(stranger, full);
      expect((await stranger.exited).code).toBe(255);
      // From the server's first words: ssh's note that it learnt the host key comes the first time only.
      const text = stranger.screenText().replace(/\s+/g, ' ').replaceAll(name, 'NAME');
      screens.push(text.slice(text.indexOf('None of your SSH keys')));
    }
    expect(screens[1]).toBe(screens[0]);
    expect(inProcess.log.join('\n')).toMatch(/turned away as zed \(a wrong password; The server is full/);
    // Ada herself, with her password: the connection still counted gives her its place.
    const back = opensshPerson(port, knownHosts, 'ada');
    runs.push(back);
    await see(back, /Password:/);
    await back.typeUnseen('correct horse battery\r');
    await see(back, /the tables \(you are ada\)/);
    expect(inProcess.log.join('\n')).toMatch(/ada: a new login from 127\.0\.0\.1 takes the place of the one from 127\.0\.0\.1, closed/);
    ada.end();
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

describe('a person who cannot log in, with the OpenSSH client', () => {
  it('is told a name with capitals or odd characters cannot be one, and the name they may have meant, and nothing is claimed', async () => {
    const { person } = await started();
    const keyed = person('Ada!', opensshKey(join(dir, 'id_ada')));
    await see(keyed, words('"Ada!" cannot be a name on this server: a name is lower-case letters, digits, - and _, starting with a letter, at most 24 characters. Connect again as one, such as ada.'));
    expect((await keyed.exited).code).toBe(255);
    expect(keyed.screenText()).not.toMatch(/Password:/);
    const accounts = join(dir, 'data', 'accounts.json');
    expect(existsSync(accounts) ? readFileSync(accounts, 'utf8') : '').not.toContain('ada');
  });

  it('is told the same with a client that tries keys only (BatchMode), not only "Permission denied"', async () => {
    const { ssh } = await started();
    const keyed = ssh('Ada');
    await see(keyed, words('"Ada" cannot be a name on this server: a name is lower-case letters, digits, - and _, starting with a letter, at most 24 characters. Connect again as one, such as ada.'));
    expect((await keyed.exited).code).toBe(255);
    expect(keyed.screenText()).not.toMatch(/Permission denied/);
  });

  it("with a key that is not the account's and a client that tries keys only (BatchMode), reads how to get in, not only \"Permission denied\"", async () => {
    const { ada, ssh } = await adaIn();
    await ada.press('q');
    await ada.exited;
    // Another key, as a newcomer who took a name already owned has.
    const other = ssh('ada');
    const told = words("The key offered is not one of ada's: ada logs in with its own keys, or a password its operator gave it. A name nobody owns yet is yours with your key (lower-case letters, digits, - and _).");
    await see(other, told);
    expect((await other.exited).code).toBe(255);
    expect(other.screenText()).toMatch(/Permission denied/);
    // Said before ssh gives up, once, above its own line.
    expect(other.screenText().replace(/\s+/g, ' ').indexOf('The key offered')).toBeLessThan(other.screenText().replace(/\s+/g, ' ').indexOf('Permission denied'));
  });

  it('with a key that is not the account\'s, typing at OpenSSH, reads why once, above the password prompt', async () => {
    const { ada, person } = await adaIn();
    await ada.press('q');
    await ada.exited;
    const bo = person('ada', opensshKey(join(dir, 'id_other')));
    await see(bo, /\(ada@127\.0\.0\.1\) Password:/);
    expect(bo.screenText().match(/The key offered is not one of ada's/g)).toHaveLength(1);
    expect(bo.screenText()).not.toMatch(/None of your SSH keys/);
  });

  it('offering more keys than a connection may try (an agent full of them), reads why it closes and how to offer the one that fits', async () => {
    const { ada } = await adaIn();
    await ada.press('q');
    await ada.exited;
    const keys = Array.from({ length: 32 }, (_, n) => opensshKey(join(dir, `id_many_${n}`)));
    const many = opensshPlayerWith(server!.port, keys[0]!, join(dir, 'known_hosts'), 'ada', keys.slice(1).flatMap((k) => ['-i', k]), {});
    runs.push(many);
    await see(many, words('Too many login attempts on one connection (30): it closes. If your ssh-agent holds many keys, offer the one that logs in as ada: ssh -i FILE -o IdentitiesOnly=yes.'));
    expect((await many.exited).code).toBe(255);
  });

  it('with no key, reads above the password prompt why it is asked and how to make a key', async () => {
    const { person } = await started();
    const bo = person('bo');
    await see(bo, words("None of your SSH keys logs in as bo. The first key that logs in as a name nobody owns yet owns it: make one with ssh-keygen -t ed25519, and connect again. A password works only for an account the server's operator gave one."));
    await see(bo, /\(bo@127\.0\.0\.1\) Password:/);
    // Said once, not at each prompt.
    await bo.press(...'wrong-one'.split(''), 'enter');
    await see(bo, /Password:[^]*Password:/);
    expect(bo.screenText().match(/None of your SSH keys/g)).toHaveLength(1);
  });
});

describe('a person whose login the server ends, with the OpenSSH client', () => {
  /** The server in this process, with `limits`, and a person typing at OpenSSH with no key. */
  async function personAt(limits: Parameters<typeof testServer>[0], name: string) {
    dir = mkdtempSync(join(tmpdir(), 'athack-ended-'));
    inProcess = await testServer(limits);
    const run = opensshPerson(inProcess.server.port, join(dir, 'known_hosts'), name);
    runs.push(run);
    return { run, log: inProcess.log };
  }

  it('after six wrong passwords reads why the connection closed and what to do, not only "Connection closed"', async () => {
    const { run } = await personAt({}, 'ada');
    // OpenSSH asks three times at the keyboard-interactive prompt, then three times by the password method.
    for (let asked = 1; asked <= 6; asked++) {
      const start = Date.now();
      // Counted in all the client printed: the first prompts scroll off the screen.
      while ((run.raw().match(/password: */gi) ?? []).length < asked) {
        if (Date.now() - start > 20_000) throw new Error(`expected password prompt ${asked}, the client printed:\n${run.raw()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      await run.typeUnseen('not-the-one\r');
    }
    await see(run, words("Too many wrong passwords for ada; try again, or ask the server's operator for a new one (only they set passwords). A key logs in without one: see ssh-keygen."));
    expect((await run.exited).code).toBe(255);
    expect(run.screenText()).not.toMatch(/Received disconnect/);
  });

  it('at a password prompt past the login deadline reads, once they answer, that the login took too long', async () => {
    const { run, log } = await personAt({ authSeconds: 4 }, 'bo');
    await see(run, /Password:/);
    const start = Date.now();
    while (!log.some((l) => /not logged in within 4 s, closed/.test(l))) {
      if (Date.now() - start > 20_000) throw new Error(`the server did not close the login: ${log.join('\n')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await run.typeUnseen('late-one\r');
    await see(run, words('Login took longer than 4 seconds: this connection is closed. Connect again, and answer within 4 seconds.'));
    expect((await run.exited).code).toBe(255);
    // The late password was never checked.
    expect(log.join('\n')).not.toMatch(/wrong password|logged in from/);
  });

  it('while the accounts file cannot be read, reads that logins cannot be checked just now, not only "Connection closed"', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-ended-'));
    inProcess = await testServer({});
    writeFileSync(join(inProcess.dataDir, 'accounts.json'), 'not what the server wrote');
    const run = opensshPerson(inProcess.server.port, join(dir, 'known_hosts'), 'ada', opensshKey(join(dir, 'id_ada')));
    runs.push(run);
    await see(run, words("The server cannot check logins just now: its accounts file needs its operator's care. Try again later."));
    expect((await run.exited).code).toBe(255);
    expect(inProcess.log.join('\n')).toMatch(/login not checked: .*accounts\.json/);
  });
});
