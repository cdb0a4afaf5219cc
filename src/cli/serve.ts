/**
 * `athack serve`: the game over SSH. Players connect with their own `ssh`;
 * each login plays its own game on its own screen, saved under its name in
 * the data folder. Loopback only unless --bind says otherwise.
 */
import type { Command } from 'commander';
import { join, resolve } from 'node:path';
import { homeFolder } from '../persist/data-dir.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { integerArg } from './integer-arg.js';
import { version } from '../base/version.js';
import { registerAccounts } from './serve-accounts.js';

export interface ServeCliOptions {
  bind: string;
  port: number;
  dataDir?: string;
  maxConnections: number;
  maxPerAddress: number;
  idle: number;
  seed?: string;
  decide: number;
}

/** --data-dir, ATHACK_SERVE_DIR, or athack/serve under the user's data folder (XDG_DATA_HOME or ~/.local/share). */
export function serveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  if (flag !== undefined && flag.trim() === '') throw new UsageError('--data-dir needs a folder.');
  return resolve(flag ?? (env.ATHACK_SERVE_DIR || join(env.XDG_DATA_HOME || join(homeFolder(env), '.local', 'share'), 'athack', 'serve')));
}

export async function serve(opts: ServeCliOptions, io: Io): Promise<void> {
  const dataDir = serveDataDir(opts.dataDir, process.env);
  // blessed reads the server's own terminal from the environment (and may run tmux): each player has a terminal of their own.
  for (const name of ['TMUX', 'TERM_PROGRAM', 'COLORTERM']) delete process.env[name];
  const { startServer } = await import('../serve/server.js');
  const log = (line: string) => io.err(`${new Date().toISOString()} ${line}`);
  let server;
  try {
    server = await startServer({ dataDir, bind: opts.bind, port: opts.port, maxConnections: opts.maxConnections, maxPerAddress: opts.maxPerAddress, decideSeconds: opts.decide, authSeconds: 30, silentSeconds: 5, idleSeconds: opts.idle * 60, keepaliveSeconds: 15, version: version(), log, ...(opts.seed !== undefined ? { seed: opts.seed } : {}) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`port ${opts.port} on ${opts.bind} is in use: choose another with --port.`);
    if (code === 'EADDRNOTAVAIL') throw new UsageError(`${opts.bind} is not an address of this machine: check --bind.`);
    throw error;
  }
  io.out(`athack serve: listening on ${opts.bind} port ${server.port}`);
  io.out(`host key ${server.hostKey.fingerprint} (${server.hostKey.made ? 'made now' : 'kept'} in ${server.hostKey.file})`);
  io.out(`data: ${dataDir} (accounts.json, tables/ID/, saves/NAME/)`);
  io.out(`players connect with: ssh -p ${server.port} NAME@${opts.bind === '0.0.0.0' || opts.bind === '::' ? 'THIS-HOST' : opts.bind}`);
  // Every game in play is saved before the server stops; these replace blessed's handlers, which exit without saving.
  const code = await new Promise<number>((resolveStop) => {
    const stop = (code: number) => void server.close().then(() => resolveStop(code));
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(0));
    // A fault outside any one player's keys (a player's own are caught on their connection) stops the server with every game saved.
    process.on('uncaughtException', (error) => {
      log(`athack serve crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      stop(70);
    });
  });
  io.out(`athack serve: stopped; every game in play was saved.`);
  setImmediate(() => process.exit(code));
}

export function register(program: Command, io: Io): Command {
  const command = program
    .command('serve')
    .description('serve the game over SSH: each player connects with their own ssh client')
    .option('--bind <address>', 'the address to listen on (127.0.0.1 is this machine only)', '127.0.0.1')
    .option('--port <n>', 'the port to listen on', integerArg('--port', 0, 65535), 2222)
    .option('--data-dir <dir>', 'host key, accounts and saves (ATHACK_SERVE_DIR; default ~/.local/share/athack/serve)')
    .option('--seed <seed>', 'every new game starts from this seed, so all play the same dungeon (random when left out)')
    .option('--max-connections <n>', 'players logged in at once, in all (twice as many may be logging in)', integerArg('--max-connections', 1), 100)
    .option('--max-per-address <n>', 'players logged in at once from one address (twice as many may be logging in)', integerArg('--max-per-address', 1), 8)
    .option('--idle <minutes>', 'a player who presses no key for this long is saved and logged out', integerArg('--idle', 1), 60)
    .option('--decide <seconds>', "seconds a person has to answer the Opposition's question (stock, object, bid, escalate) before the default answers", integerArg('--decide', 1, 86400), 60)
    .action((opts: ServeCliOptions) => serve(opts, io));
  registerAccounts(command, io, serveDataDir);
  return command;
}
