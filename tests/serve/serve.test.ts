/**
 * athack serve in this process, reached by ssh2's own client: logins by
 * key, refusals, the terminal each player gets, and games that survive a
 * dropped link.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ssh2 from 'ssh2';
import { connect, forged, login, newKey, shell, testServer, turnedAway, type TestServer } from './ssh-client.js';
import { continueGame, startGame, toCreation, turnShown, waitTurns } from '../tui/flow.js';
import { athack } from '../cli/run.js';
import { readSave } from '../../src/persist/saves.js';
import { Accounts } from '../../src/serve/accounts.js';
import { hashPassword } from '../../src/serve/password.js';

let running: TestServer | undefined;
const clients: { end(): void }[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.end();
  await running?.stop();
  running = undefined;
});

async function started(limits?: Parameters<typeof testServer>[0]): Promise<TestServer> {
  running = await testServer(limits);
  return running;
}

async function player(port: number, name: string, key = newKey(), cols = 80, rows = 24) {
  const client = await login(port, name, key);
  clients.push(client);
  return shell(client, cols, rows);
}

/** `attempt`'s result once it succeeds: the server frees a place when it has seen the socket close, a moment after the client has. */
async function eventually<T>(attempt: () => Promise<T>, ms = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() - start > ms) throw error;
    }
  }
}

/** The names in the accounts file. */
const accountNames = (t: TestServer) => Object.keys((JSON.parse(readFileSync(join(t.dataDir, 'accounts.json'), 'utf8')) as { accounts: object }).accounts);

/** The saves in a table's folder. */
const saves = (t: TestServer, table: string) => {
  const dir = join(t.dataDir, 'tables', table);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'table.json') : [];
};

describe('logging in', () => {
  it('binds a free name to the first key that signs for it, in a private data folder', async () => {
    const t = await started();
    const key = newKey();
    const ada = await player(t.server.port, 'ada', key);
    expect(await ada.until(/New game/)).toBe(true);
    const accounts = JSON.parse(readFileSync(join(t.dataDir, 'accounts.json'), 'utf8')) as { accounts: Record<string, { keys: string[] }> };
    expect(accounts.accounts.ada!.keys).toEqual([`ssh-ed25519 ${key.getPublicSSH().toString('base64')}`]);
    expect(statSync(t.dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(t.dataDir, 'accounts.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(t.dataDir, 'host_ed25519')).mode & 0o777).toBe(0o600);
  });

  it('refuses another key for a name already owned', async () => {
    const t = await started();
    await player(t.server.port, 'ada');
    await expect(login(t.server.port, 'ada', newKey())).rejects.toThrow(/authentication methods failed/);
  });

  it('refuses a signature the key did not make, even with the owner\'s public key', async () => {
    const t = await started();
    const key = newKey();
    await player(t.server.port, 'ada', key);
    await expect(login(t.server.port, 'ada', forged(key))).rejects.toThrow(/authentication methods failed/);
    // Nor can a forged signature claim a free name.
    await expect(login(t.server.port, 'bea', forged(newKey()))).rejects.toThrow(/authentication methods failed/);
    expect(Object.keys((JSON.parse(readFileSync(join(t.dataDir, 'accounts.json'), 'utf8')) as { accounts: object }).accounts)).toEqual(['ada']);
  });

  it('tells a command without a terminal to use ssh -t, and runs nothing', async () => {
    const t = await started();
    const client = await login(t.server.port, 'ada', newKey());
    clients.push(client);
    const { code, err } = await new Promise<{ code: number; err: string }>((resolve, reject) => {
      client.exec('join 1', (error, channel) => {
        if (error) return reject(error);
        let err = '';
        channel.stderr.on('data', (d: Buffer) => (err += d.toString()));
        channel.on('data', () => {});
        channel.on('exit', (c: number) => channel.on('close', () => resolve({ code: c, err })));
      });
    });
    expect(code).toBe(1);
    expect(err).toMatch(/needs a terminal: connect with ssh -t/);
  });
});

describe('the data folder', () => {
  it('refuses to start on an accounts file it cannot read, names it, and leaves it as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-serve-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data', 'accounts.json'), '{"accounts": {"ada": "ssh-ed25519 AAAA"}}');
    const r = await athack('serve', '--port', '0', '--data-dir', join(dir, 'data'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^athack: \S+accounts\.json does not list accounts as .*; it is left as it is$/m);
    expect(readFileSync(join(dir, 'data', 'accounts.json'), 'utf8')).toBe('{"accounts": {"ada": "ssh-ed25519 AAAA"}}');
    rmSync(dir, { recursive: true, force: true });
  });

  it('will not read its host key through a symbolic link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-serve-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'elsewhere'), 'not a key');
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'data', 'host_ed25519'));
    await expect(testServer({}, dir)).rejects.toThrow(/host_ed25519 is a symbolic link/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('limits', () => {
  it('turns away a player over the cap from one address with a banner saying why, and lets one in once a place is free', async () => {
    const t = await started({ maxPerAddress: 1 });
    const key = newKey();
    const first = await login(t.server.port, 'ada', key);
    const { banner, error } = await turnedAway(t.server.port, 'bea');
    expect(banner).toBe('1 player is on from your address (127.0.0.1), the most this server takes\r\nfrom one. Try again once one has left.\r\n');
    expect(error).toMatch(/closed/);
    expect(t.log.join('\n')).toMatch(/127\.0\.0\.1: turned away as bea \(1 player is on from your address/);
    first.end();
    clients.push(await eventually(() => login(t.server.port, 'ada', key)));
  });

  it('names an IPv4 address as its owner knows it, on a server that listens on IPv6 and IPv4 alike', async () => {
    const t = await started({ maxPerAddress: 1, bind: '::' });
    clients.push(await login(t.server.port, 'ada', newKey()));
    const { banner } = await turnedAway(t.server.port, 'bea');
    expect(banner).toMatch(/^1 player is on from your address \(127\.0\.0\.1\),/);
  });

  it('turns away a player once the server is full, and claims no name for them', async () => {
    const t = await started({ maxConnections: 1 });
    clients.push(await login(t.server.port, 'ada', newKey()));
    const { banner } = await turnedAway(t.server.port, 'bea');
    expect(banner).toBe('The server is full: 1 player is on, the most it takes. Try again in a\r\nfew minutes.\r\n');
    expect(accountNames(t)).toEqual(['ada']);
  });

  it('gives a player back from a link that dropped unnoticed their own place on a full server at once, and closes the old connection', async () => {
    const t = await started({ maxConnections: 1 });
    const key = newKey();
    const first = await player(t.server.port, 'ada', key);
    await startGame(first, 'Ada');
    // The link goes dead without a word: the server still counts it, and keepalive would take 45 s to find it gone.
    (first.client as unknown as { _sock: { pause(): void } })._sock.pause();
    const back = await player(t.server.port, 'ada', key);
    await continueGame(back);
    expect(t.log.join('\n')).toMatch(/ada: a new login from 127\.0\.0\.1 takes the place of the one from 127\.0\.0\.1, closed/);
    // The place is the account's own: anyone else still finds the server full.
    expect((await turnedAway(t.server.port, 'bea')).banner).toMatch(/^The server is full: 1 player is on/);
  });

  it('lets a login whose connection closes while its password is checked take no place, nor the account\'s own connection still playing', async () => {
    const t = await started({ maxConnections: 1 });
    const ada = await player(t.server.port, 'ada');
    await ada.until(/the tables \(you are ada\)/);
    new Accounts(t.dataDir).add('ada', [], await hashPassword('correct horse battery'));
    // The right password, and the link gone before the server has checked it (a check takes a fifth of a second).
    const client = new ssh2.Client();
    client.on('error', () => {});
    client.connect({
      host: '127.0.0.1',
      port: t.server.port,
      username: 'ada',
      authHandler: (_methods, _partial, next) => {
        next({ type: 'password', username: 'ada', password: 'correct horse battery' } as unknown as ssh2.AuthenticationType);
        setTimeout(() => (client as unknown as { _sock: { destroy(): void } })._sock.destroy(), 20);
      },
    });
    const start = Date.now();
    while (!/closed while its password was checked|takes the place of/.test(t.log.join('\n'))) {
      if (Date.now() - start > 10_000) throw new Error(`the password was never checked: ${t.log.join('\n')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(t.log.join('\n')).not.toMatch(/takes the place of|ada logged in from 127\.0\.0\.1 by password/);
    // Ada plays on, and once she leaves, her place is free: the closed login holds none.
    await ada.press('n');
    expect(await ada.until(/New game: setup/)).toBe(true);
    ada.client.end();
    clients.push(await eventually(() => login(t.server.port, 'bea', newKey())));
  });

  it('turns away a login that finds the last place taken while it was logging in, and claims no name for it', async () => {
    const t = await started({ maxConnections: 1 });
    // Bea's connection starts while the server is empty, and proves her key only once Ada has taken the one place.
    let adaIn: () => void = () => {};
    const adaLoggedIn = new Promise<void>((resolve) => (adaIn = resolve));
    const key = newKey();
    const bea = connect(t.server.port, 'bea', (_methods, _partial, next) => void adaLoggedIn.then(() => next({ type: 'publickey', username: 'bea', key } as unknown as ssh2.AuthenticationType)));
    await new Promise((r) => setTimeout(r, 0));
    clients.push(await login(t.server.port, 'ada', newKey()));
    adaIn();
    await expect(bea).rejects.toThrow();
    expect(t.log.join('\n')).toMatch(/turned away as bea \(The server is full: 1 player is on/);
    expect(accountNames(t)).toEqual(['ada']);
  });

  it('keeps no player out with connections that log in slowly or say nothing: they are counted apart, with caps of their own', async () => {
    const t = await started({ maxConnections: 3, maxPerAddress: 2 });
    const { connect: tcp } = await import('node:net');
    // Twice the players' cap may be logging in from one address: four held open, silent or past SSH's greeting only.
    const held = [0, 1, 2, 3].map((i) => {
      const socket = tcp(t.server.port, '127.0.0.1');
      socket.on('data', () => {});
      socket.on('error', () => {});
      if (i % 2) socket.write('SSH-2.0-OpenSSH_9.2\r\n');
      return socket;
    });
    await Promise.all(held.map((s) => new Promise((r) => s.once('connect', r))));
    // A fifth is a flood: closed before any SSH.
    const fifth = tcp(t.server.port, '127.0.0.1');
    fifth.on('error', () => {});
    let said = '';
    fifth.on('data', (d: Buffer) => (said += d.toString()));
    await new Promise((r) => fifth.once('close', r));
    expect(said).toBe('athack: too many connections are logging in, try again in a minute\r\n');
    expect(t.log.join('\n')).toMatch(/refused, 4 connections logging in from this address/);
    // Once one of them goes, both players log in, though the three others still hold their places.
    held[0]!.destroy();
    for (const name of ['ada', 'bea']) clients.push(await eventually(() => login(t.server.port, name, newKey())));
    for (const s of held) s.destroy();
  });

  it('gives a connection one session: a second is refused, and the first plays on', async () => {
    const t = await started();
    const ada = await player(t.server.port, 'ada');
    await expect(shell(ada.client)).rejects.toThrow(/open failure/i);
    await toCreation(ada);
  });

  it('refuses a second shell or command on a session that has one, and the player plays on', async () => {
    const t = await started();
    const ada = await player(t.server.port, 'ada');
    await startGame(ada, 'Ada');
    const turn = turnShown(ada);
    // No client of ours asks this: a peer gone wrong does, on the channel it plays on.
    const wire = (ada.client as unknown as { _protocol: { shell(channel: number, reply: boolean): void; exec(channel: number, command: string, reply: boolean): void } })._protocol;
    const channel = (ada.channel as unknown as { outgoing: { id: number } }).outgoing.id;
    wire.shell(channel, true);
    wire.exec(channel, 'join 1', true);
    await ada.press('.');
    expect(await ada.until(new RegExp(`Turn ${turn + 1}\\b`))).toBe(true);
    expect(t.log.join('\n')).toMatch(/ada: asked for a shell on a session that has one, refused/);
    expect(t.log.join('\n')).toMatch(/ada: asked for a command on a session that has one, refused/);
  });

  it('closes a connection that says nothing at all sooner, freeing its place, while one that speaks SSH has until the login deadline', async () => {
    // One player from an address, so two may be logging in from it: the silent one and the speaking one.
    const t = await started({ silentSeconds: 0.3, authSeconds: 30, maxPerAddress: 1 });
    const { connect } = await import('node:net');
    const open = () => {
      const socket = connect(t.server.port, '127.0.0.1');
      socket.on('data', () => {});
      socket.on('error', () => {});
      return { socket, closed: new Promise<void>((resolve) => socket.on('close', () => resolve())) };
    };
    const silent = open();
    const speaking = open();
    speaking.socket.write('SSH-2.0-OpenSSH_9.2\r\n');
    await silent.closed;
    expect(t.log.join('\n')).toMatch(/said nothing within 0.3 s, closed/);
    expect(speaking.socket.destroyed).toBe(false);
    // The silent one's place is free again: a player from the same address logs in beside the one still speaking.
    clients.push(await login(t.server.port, 'ada', newKey()));
    speaking.socket.destroy();
  });

  it('closes a connection that has not logged in by the deadline', async () => {
    const t = await started({ authSeconds: 0.3 });
    const { connect } = await import('node:net');
    const socket = connect(t.server.port, '127.0.0.1');
    socket.on('data', () => {});
    const closedAfter = await new Promise<number>((resolve) => {
      const start = Date.now();
      socket.on('close', () => resolve(Date.now() - start));
    });
    expect(closedAfter).toBeGreaterThan(0);
    expect(t.log.join('\n')).toMatch(/not logged in within 0.3 s, closed/);
  });
});

describe('the terminal', () => {
  it("the lobby's ? names its keys, and its high scores say Enter goes back to the lobby, where it goes", async () => {
    const t = await started();
    const ada = await player(t.server.port, 'ada');
    expect(await ada.until(/New game/)).toBe(true);
    await ada.press('?');
    // The sentence runs over the box's lines, and its frame may come in more than one read: waited for whole.
    await vi.waitFor(() => expect(ada.screenText().replace(/[│\s]+/g, ' ')).toContain('In the lobby: up and down choose a table; n makes a new table'), { timeout: 10_000 });
    await ada.press('escape', 'h');
    expect(await ada.until(/High scores/)).toBe(true);
    expect(await ada.until(/Enter back to the lobby/), ada.screenText()).toBe(true);
    await ada.press('enter');
    expect(await ada.until(/over SSH: the tables/)).toBe(true);
  });

  it('is the size the client asked for, and follows its window', async () => {
    const t = await started();
    const ada = await player(t.server.port, 'ada', newKey(), 60, 20);
    expect(await ada.until(/Terminal too small: need 80×24, have 60×20/)).toBe(true);
    await ada.resize(80, 24);
    expect(await ada.until(/New game/)).toBe(true);
  });

  it('at a table too small for the game, asks on Ctrl-C as at any size: n keeps the seat, y leaves it for the lobby', async () => {
    const t = await started();
    const ada = await player(t.server.port, 'ada');
    await startGame(ada, 'Ada');
    await ada.resize(60, 20);
    await ada.press('C-c');
    // The notice is wrapped to the terminal's width: its words, whatever lines they fall on.
    const words = (text: string) => new RegExp(text.split(' ').map((w) => w.replace(/[.?()]/g, '\\$&')).join('\\s+'));
    expect(await ada.until(words('Leave the table for the lobby? The seat stays yours. y: yes, n or Esc: no.')), ada.screenText()).toBe(true);
    await ada.press('n');
    expect(await ada.until(words('Make it larger to play on; Ctrl-C leaves the table.'))).toBe(true);
    await ada.resize(80, 24);
    expect(await ada.until(/Turn \d+/)).toBe(true);
    expect(ada.screenText()).not.toContain('the tables');
    await ada.resize(60, 20);
    await ada.press('C-c');
    expect(await ada.until(words('Leave the table for the lobby?'))).toBe(true);
    await ada.press('y');
    await ada.resize(80, 24);
    expect(await ada.until(/the tables \(you are ada\)/)).toBe(true);
    expect(ada.screenText()).toMatch(/Table 1 \(your seat\)/);
  });

  it('has no colour when the client says it is a vt100', async () => {
    const t = await started();
    const client = await login(t.server.port, 'ada', newKey());
    clients.push(client);
    const ada = await shell(client, 80, 24, 'vt100');
    await startGame(ada);
    // SGR colour codes (30–37, 38;5, 90–97) never come; mono draws with plain text and reverse video only.
    expect(ada.received()).not.toMatch(/\x1b\[[0-9;]*(3[0-8]|9[0-7])(;|m)/);
  });
});

describe('a dropped link', () => {
  it('saves the game the moment the socket goes, and the same name picks it up again where it stood', async () => {
    const t = await started();
    const key = newKey();
    const ada = await player(t.server.port, 'ada', key);
    await startGame(ada, 'Ada');
    // Turns waited past the zone's own save, which a dropped link must not lose.
    const before = turnShown(ada);
    const turn = await waitTurns(ada, 3);
    expect(turn).toBeGreaterThan(before);
    (ada.client as unknown as { _sock: { destroy(): void } })._sock.destroy();
    const start = Date.now();
    while (saves(t, '1').length === 0 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    expect(saves(t, '1')).toEqual(['Ada.json']);
    const back = await player(t.server.port, 'ada', key);
    await continueGame(back);
    expect(back.screenText()).toContain(`Turn ${turn}`);
  });

  it('takes a client that stops answering keepalives for gone: its connection is closed and its game saved', async () => {
    const t = await started({ keepaliveSeconds: 0.2 });
    const key = newKey();
    const ada = await player(t.server.port, 'ada', key);
    await startGame(ada, 'Ada');
    const turn = String(await waitTurns(ada, 2));
    // The client freezes: it reads nothing more, so it answers nothing.
    (ada.client as unknown as { _sock: { pause(): void } })._sock.pause();
    const start = Date.now();
    while (!/Keepalive timeout/.test(t.log.join('\n')) && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(t.log.join('\n')).toMatch(/ada: Keepalive timeout/);
    // Saved by the server on its own, before any new login could take the game over.
    const savedTurn = () => (saves(t, '1').length ? String(readSave(join(t.dataDir, 'tables', '1', 'Ada.json')).snapshot.turn) : undefined);
    while (savedTurn() !== turn && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(savedTurn()).toBe(turn);
    const back = await player(t.server.port, 'ada', key);
    await continueGame(back);
    expect(back.screenText()).toContain(`Turn ${turn}`);
  });

  it('logs out a player who presses no key for the idle limit, with the game saved: keys hold the place, answered keepalives do not', async () => {
    // A seed whose zone 1 starts no fight: hundreds of waits pass with no box over the turn.
    const t = await started({ idleSeconds: 3, keepaliveSeconds: 0.2, seed: '9' });
    const key = newKey();
    const ada = await player(t.server.port, 'ada', key);
    await startGame(ada, 'Ada');
    // Keys for longer than the limit: each one starts it again.
    const start = Date.now();
    while (Date.now() - start < 4500) await waitTurns(ada, 1);
    expect(t.log.join('\n')).not.toMatch(/no key for/);
    const turn = String(turnShown(ada));
    // Then none: the client still answers every keepalive, which is no key.
    await ada.closed;
    expect(ada.received()).toContain('No key was pressed for 3 seconds: this game was saved. Log in again to go on.');
    expect(t.log.join('\n')).toMatch(/ada: no key for 3 seconds, closed/);
    expect(String(readSave(join(t.dataDir, 'tables', '1', 'Ada.json')).snapshot.turn)).toBe(turn);
  });

  it('lets a second login of the same name take the game over: the first is told and closed', async () => {
    const t = await started();
    const key = newKey();
    const first = await player(t.server.port, 'ada', key);
    await startGame(first, 'Ada');
    const turn = await waitTurns(first, 2);
    const second = await player(t.server.port, 'ada', key);
    await first.closed;
    expect(first.received()).toContain('Your seat goes on at another login of yours: this one closes.');
    await continueGame(second);
    expect(second.screenText()).toContain(`Turn ${turn}`);
  });

  it('tells a connection at the lobby that another login of the same name takes over, not that a seat it never had goes on', async () => {
    const t = await started();
    const key = newKey();
    // Two clients of the same account at once, neither at a table.
    const [first, second] = await Promise.all([player(t.server.port, 'ada', key), player(t.server.port, 'ada', key)]);
    const told = await Promise.race([first.closed.then(() => first), second.closed.then(() => second)]);
    expect(told.received()).toContain('Another login of yours takes over: this one closes.');
    expect(told.received()).not.toMatch(/seat goes on/);
    const other = told === first ? second : first;
    expect(await other.until(/the tables \(you are ada\)/)).toBe(true);
  });
});
