/**
 * Accounts with passwords: made, listed and removed with the real
 * `bin/athack serve accounts`, and logged into through ssh2's own client on
 * a server in this process, which reads the accounts afresh at each login.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guesses, login, newKey, passwordLogin, shell, testServer, type TestServer } from './ssh-client.js';
import { ensureBuilt } from '../support/built.js';
import { newHostKey } from '../../src/serve/host-key.js';
import { commandInPty } from '../tui/pty.js';

const PASSWORD = 'correct horse battery';

let running: TestServer | undefined;
const clients: { end(): void }[] = [];
const scratch: string[] = [];
beforeAll(() => ensureBuilt());
afterEach(async () => {
  for (const c of clients.splice(0)) c.end();
  await running?.stop();
  running = undefined;
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `bin/athack serve accounts …` on the data folder `dataDir`, with `input` on its standard input (a pipe). */
function accounts(dataDir: string, args: string[], input = '') {
  const r = spawnSync(process.execPath, ['bin/athack', 'serve', 'accounts', ...args, '--data-dir', dataDir], { input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'athack-accounts-'));
  scratch.push(dir);
  return dir;
}

const accountsFile = (t: TestServer) => readFileSync(join(t.dataDir, 'accounts.json'), 'utf8');

describe('passwords', () => {
  it('lets an account with a password in by it, as a password or at the prompt, and keeps everyone else out', async () => {
    const t = (running = await testServer());
    const made = accounts(t.dataDir, ['add', 'ada', '--password'], `${PASSWORD}\n`);
    expect(made).toMatchObject({ code: 0, stdout: 'ada: account made, password set.\n' });
    // Only a hash is kept, in a file of the owner's alone.
    expect(accountsFile(t)).not.toContain(PASSWORD);
    expect(statSync(join(t.dataDir, 'accounts.json')).mode & 0o777).toBe(0o600);

    const client = await passwordLogin(t.server.port, 'ada', PASSWORD);
    clients.push(client);
    expect(await (await shell(client)).until(/New game/)).toBe(true);
    clients.push(await passwordLogin(t.server.port, 'ada', PASSWORD, 'keyboard-interactive'));
    expect(t.log.join('\n')).toMatch(/ada logged in from 127\.0\.0\.1 by password/);

    await expect(passwordLogin(t.server.port, 'ada', 'correct horse battery!')).rejects.toThrow(/authentication methods failed/);
    await expect(passwordLogin(t.server.port, 'ada', 'wrong', 'keyboard-interactive')).rejects.toThrow(/authentication methods failed/);
    // A key cannot claim a name a password already owns, nor a password a name nobody has.
    await expect(login(t.server.port, 'ada', newKey())).rejects.toThrow(/authentication methods failed/);
    await expect(passwordLogin(t.server.port, 'bea', PASSWORD)).rejects.toThrow(/authentication methods failed/);
  });

  it('keeps an account\'s keys working beside its password', async () => {
    const t = (running = await testServer());
    const key = newKey();
    const dir = tempDir();
    writeFileSync(join(dir, 'ada.pub'), `# Ada's laptop\nssh-ed25519 ${key.getPublicSSH().toString('base64')} ada@laptop\n`);
    expect(accounts(t.dataDir, ['add', 'ada', '--key', join(dir, 'ada.pub'), '--password'], `${PASSWORD}\n`)).toMatchObject({ code: 0, stdout: 'ada: account made, 1 key added, password set.\n' });
    clients.push(await login(t.server.port, 'ada', key));
    clients.push(await passwordLogin(t.server.port, 'ada', PASSWORD));
    expect(t.log.join('\n')).toMatch(/ada logged in from \S+ by key[\s\S]*ada logged in from \S+ by password/);
  });

  it('closes a connection that guesses wrong six times', async () => {
    const t = (running = await testServer());
    accounts(t.dataDir, ['add', 'ada', '--password'], `${PASSWORD}\n`);
    const ended = await guesses(t.server.port, 'ada', ['one', 'two', 'three', 'four', 'five', 'six', PASSWORD]);
    expect(ended.tried).toBe(6);
    expect(ended.error).not.toBe('logged in');
    expect(t.log.join('\n')).toMatch(/127\.0\.0\.1: 6 wrong passwords, closed/);
  });

  it('asks at a terminal twice, echoing nothing, and refuses two that differ', async () => {
    const dir = tempDir();
    const typed = commandInPty([process.execPath, 'bin/athack', 'serve', 'accounts', 'add', 'ada', '--password', '--data-dir', join(dir, 'data')], {});
    expect(await typed.until(/Password:/)).toBe(true);
    await typed.typeUnseen(`${PASSWORD}\r`);
    expect(await typed.until(/The same again:/)).toBe(true);
    await typed.typeUnseen(`${PASSWORD}\r`);
    expect(await typed.until(/ada: account made, password set\./)).toBe(true);
    expect(typed.screenText()).not.toContain('horse');

    const slip = commandInPty([process.execPath, 'bin/athack', 'serve', 'accounts', 'add', 'ada', '--password', '--data-dir', join(dir, 'data')], {});
    expect(await slip.until(/Password:/)).toBe(true);
    await slip.typeUnseen('a new password\r');
    expect(await slip.until(/The same again:/)).toBe(true);
    await slip.typeUnseen('a new passwort\r');
    expect(await slip.until(/the two passwords differ; nothing was changed/)).toBe(true);

    // An arrow key or a Tab typed into it is refused by name, never left out unsaid (nor its "[A" kept).
    const arrow = commandInPty([process.execPath, 'bin/athack', 'serve', 'accounts', 'add', 'ada', '--password', '--data-dir', join(dir, 'data')], {});
    expect(await arrow.until(/Password:/)).toBe(true);
    await arrow.typeUnseen('a new pass\x1b[Aword\r');
    expect(await arrow.until(/The same again:/)).toBe(true);
    await arrow.typeUnseen('a new pass\x1b[Aword\r');
    expect(await arrow.until(/a password holds no control characters \(such as Tab or Escape\);\s+nothing\s+was\s+changed/)).toBe(true);
    expect(accounts(join(dir, 'data'), ['list']).stdout).toBe('ada  0 keys, a password\n');
  });
});

describe('athack serve accounts', () => {
  it('lists the accounts, and a removed one logs in no more', async () => {
    const t = (running = await testServer());
    expect(accounts(t.dataDir, ['list']).stdout).toMatch(/^no accounts yet in \S+accounts\.json\n$/);
    clients.push(await login(t.server.port, 'bea', newKey()));
    accounts(t.dataDir, ['add', 'ada', '--password'], `${PASSWORD}\n`);
    expect(accounts(t.dataDir, ['list'])).toMatchObject({ code: 0, stdout: 'ada  0 keys, a password\nbea  1 key\n' });

    const removed = accounts(t.dataDir, ['remove', 'ada']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/^ada: account removed\. Its saves stay in \S+saves\/ada/);
    await expect(passwordLogin(t.server.port, 'ada', PASSWORD)).rejects.toThrow(/authentication methods failed/);
    expect(accounts(t.dataDir, ['list']).stdout).toBe('bea  1 key\n');
  });

  it('refuses bad input with a message that says what is wrong, and changes nothing', async () => {
    const dir = tempDir();
    const data = join(dir, 'data');
    accounts(data, ['add', 'ada', '--password'], `${PASSWORD}\n`);
    const before = readFileSync(join(data, 'accounts.json'), 'utf8');
    writeFileSync(join(dir, 'bad.pub'), `ssh-ed25519 ${newKey().getPublicSSH().toString('base64')}\nssh-ed25519 AAAAnotakey\n`);
    writeFileSync(join(dir, 'private'), newHostKey());
    const refusals: [string[], string, RegExp][] = [
      [['remove', 'zed'], '', /^athack: there is no account "zed" in \S+accounts\.json; nothing was changed\.$/],
      [['add', 'Ada', '--password'], `${PASSWORD}\n`, /^athack: "Ada" cannot be an account: a name is lower-case letters, digits, - and _, starting with a letter, at most 24 characters\.$/],
      [['add', 'bea', '--key', join(dir, 'bad.pub')], '', /^athack: \S+bad\.pub line 2 is not an OpenSSH public key \("ssh-ed25519 AAAA… comment"\); nothing was changed\.$/],
      [['add', 'bea', '--key', join(dir, 'private')], '', /^athack: \S+private is a private key: give the public one \(the \.pub file\); nothing was changed\.$/],
      [['add', 'bea', '--key', join(dir, 'none.pub')], '', /^athack: it does not exist \(\S+none\.pub\)$/],
      [['add', 'bea'], '', /^athack: give --key FILE, --password or both: an account with neither could never log in\.$/],
      [['add', 'bea', '--password'], 'short\n', /^athack: a password needs at least 8 characters; nothing was changed\.$/],
      [['add', 'bea', '--password'], 'tab\tthen more\n', /^athack: a password holds no control characters \(such as Tab or Escape\); nothing was changed\.$/],
      [['add', 'bea', '--password'], '', /^athack: --password reads the password from the first line of standard input, and there was none; nothing was changed$/],
    ];
    for (const [args, input, message] of refusals) {
      const r = accounts(data, args, input);
      expect(r.stderr.trim(), args.join(' ')).toMatch(message);
      expect(r.code).not.toBe(0);
    }
    expect(readFileSync(join(data, 'accounts.json'), 'utf8')).toBe(before);
  });
});
