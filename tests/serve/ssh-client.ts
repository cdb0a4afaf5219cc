/**
 * A server started in this process on a free port, in a temporary data
 * folder, and players who reach it through ssh2's own client: each has a
 * key of its own, a pseudo-terminal request and a headless xterm that
 * shows what they would see. Every byte a player receives is kept.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import type { ClientChannel, ParsedKey } from 'ssh2';
import { newHostKey } from '../../src/serve/host-key.js';
import { startServer, type RunningServer, type ServeOptions } from '../../src/serve/server.js';
import { terminalDriver, type TerminalDriver } from '../support/terminal-driver.js';
import { tempFolder } from '../support/temp.js';

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  log: string[];
  stop(): Promise<void>;
}

/** A server with its data in `data/` of `dataDir` (a fresh temporary folder unless given), seeded 7 unless told otherwise. */
export async function testServer(limits: Partial<Pick<ServeOptions, 'bind' | 'maxConnections' | 'maxPerAddress' | 'authSeconds' | 'silentSeconds' | 'keepaliveSeconds' | 'idleSeconds' | 'decideSeconds' | 'seed'>> = {}, dataDir = tempFolder('serve')): Promise<TestServer> {
  const log: string[] = [];
  const server = await startServer({ dataDir: join(dataDir, 'data'), bind: '127.0.0.1', port: 0, maxConnections: 20, maxPerAddress: 10, authSeconds: 10, silentSeconds: 10, idleSeconds: 600, keepaliveSeconds: 15, decideSeconds: 60, version: 'test', seed: '7', log: (l) => log.push(l), ...limits });
  return {
    server,
    dataDir: join(dataDir, 'data'),
    log,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh ed25519 key pair, parsed as ssh2's client takes it. */
export function newKey(): ParsedKey {
  return ssh2.utils.parseKey(newHostKey()) as ParsedKey;
}

/** The same public key with a signature that is not the key's: what a thief who knows only the public key sends. */
export function forged(key: ParsedKey): ParsedKey {
  return Object.assign(Object.create(Object.getPrototypeOf(key) as object) as ParsedKey, key, { sign: () => Buffer.alloc(64, 7) });
}

/** Logs in; resolves with the client, or rejects with ssh2's error (a refused login is "All configured authentication methods failed"). */
export function login(port: number, username: string, key: ParsedKey): Promise<ssh2.Client> {
  // The key goes in already parsed, so a test can hand over one whose signing is forged.
  return connect(port, username, [{ type: 'publickey', username, key } as unknown as ssh2.AuthenticationType]);
}

/** Logs in with a password, sent as one (`password`) or typed at the server's prompt (`keyboard-interactive`, as OpenSSH does first). */
export function passwordLogin(port: number, username: string, password: string, how: 'password' | 'keyboard-interactive' = 'password'): Promise<ssh2.Client> {
  const method = how === 'password' ? { type: how, username, password } : { type: how, username, prompt: (_n: string, _i: string, _l: string, prompts: unknown[], answer: (a: string[]) => void) => answer(prompts.map(() => password)) };
  // scrypt makes a password check slow on purpose, slower still on a busy machine.
  return connect(port, username, [method as unknown as ssh2.AuthenticationType], 20_000);
}

/** Logs in with `authHandler` as ssh2's client takes it. */
export function connect(port: number, username: string, authHandler: ssh2.AuthenticationType[] | ssh2.AuthHandlerMiddleware, readyTimeout = 5000, banner?: (text: string) => void): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    if (banner) client.on('banner', banner);
    client.on('ready', () => resolve(client));
    client.on('error', reject);
    client.on('close', () => reject(new Error('the server closed the connection')));
    client.connect({ host: '127.0.0.1', port, username, authHandler, readyTimeout });
  });
}

/** A login the server turns away: the banner it sent, and how the connection ended. */
export async function turnedAway(port: number, username: string): Promise<{ banner: string; error: string }> {
  let banner = '';
  const error = await connect(port, username, [{ type: 'publickey', username, key: newKey() } as unknown as ssh2.AuthenticationType], 5000, (text) => (banner += text)).then(
    (client) => {
      client.end();
      return 'logged in';
    },
    (e: Error) => e.message,
  );
  return { banner, error };
}

/** Tries `passwords` one after another on one connection; resolves with how the connection ended. */
export function guesses(port: number, username: string, passwords: string[]): Promise<{ tried: number; error: string }> {
  let tried = 0;
  return connect(port, username, (_methods, _partial, next) => {
    if (tried === passwords.length) return next(false as unknown as ssh2.AuthenticationType);
    next({ type: 'password', username, password: passwords[tried++]! });
    // Each wrong password costs the server a fifth of a second or more of scrypt: the login may take a while.
  }, 60_000).then(
    (client) => {
      client.end();
      return { tried, error: 'logged in' };
    },
    (error: Error) => ({ tried, error: error.message }),
  );
}

export interface Player extends TerminalDriver {
  client: ssh2.Client;
  channel: ClientChannel;
  /** Everything this connection received, as text. */
  received(): string;
  closed: Promise<void>;
  resize(cols: number, rows: number): Promise<void>;
}

/** A logged-in client's shell with a pseudo-terminal of `cols`×`rows`, drawn into a headless xterm; with `command`, that command with the terminal (`ssh -t host join 1`). */
export function shell(client: ssh2.Client, cols = 80, rows = 24, term = 'xterm-256color', command?: string): Promise<Player> {
  return new Promise((resolve, reject) => {
    const opened = (error: Error | undefined, channel: ClientChannel) => {
      if (error) return reject(error);
      const driver = terminalDriver({ cols, rows }, (bytes) => channel.write(bytes));
      channel.on('data', (d: Buffer) => driver.feed(d));
      channel.stderr.on('data', (d: Buffer) => driver.keep(d));
      const closed = new Promise<void>((done) => channel.on('close', () => done()));
      void closed.then(() => driver.end());
      resolve({
        ...driver,
        client,
        channel,
        closed,
        received: driver.raw,
        async resize(c, r) {
          driver.term.resize(c, r);
          channel.setWindow(r, c, 0, 0);
          await driver.quiet();
        },
      });
    };
    if (command === undefined) client.shell({ term, cols, rows }, opened);
    else client.exec(command, { pty: { term, cols, rows } }, opened);
  });
}
