/** The real `bin/athack serve` in a process of its own, and the real OpenSSH client in a pseudo-terminal, as a player runs it: for the end-to-end tests and the serve bench. */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { commandInPty, ROOT, type PtyRun } from '../tui/pty.js';

export interface ServeProcess {
  proc: ChildProcessWithoutNullStreams;
  port: number;
  /** What it printed on standard output so far. */
  out(): string;
  /**
   * Sends `signal` (SIGTERM unless told) unless it has ended already; resolves with how it ended. Its end is
   * listened for from its start: a server told to stop may be gone before the test has read its players' screens.
   */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Starts `bin/athack serve` (seed 7, and `flags`) on a free port with its data in `dataDir`; resolves once it listens. */
export function serveProcess(dataDir: string, ...flags: string[]): Promise<ServeProcess> {
  const proc = spawn(process.execPath, ['bin/athack', 'serve', '--port', '0', '--seed', '7', '--data-dir', dataDir, ...flags], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  let err = '';
  // 'close' rather than 'exit': by then all it printed has been read.
  const exited = new Promise<Exit>((resolve) => proc.once('close', (code, signal) => resolve({ code, signal })));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    proc.kill(signal);
    return exited;
  };
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out}${err}`)), 10_000);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`serve ended (${signal ?? code}) before it listened: ${out}${err}`));
    });
    proc.stdout.on('data', () => {
      const port = /port (\d+)/.exec(out);
      if (port && /players connect with/.test(out)) {
        clearTimeout(timer);
        resolve({ proc, port: Number(port[1]), out: () => out, stop });
      }
    });
  });
}

function sshPath(): string {
  const r = spawnSync('which', ['ssh'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('the OpenSSH client `ssh` is not installed: this plays through it (Debian: apt-get install openssh-client).');
  return r.stdout.trim();
}

/** A fresh ed25519 key with no passphrase, written to `file` (and `file.pub`). */
export function opensshKey(file: string): string {
  spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
  return file;
}

/** `ssh -tt` to the server on `port` as `name` with `key`, the host key kept in `knownHosts`, and `command` after the host (`join 1`) when given. */
export function opensshPlayer(port: number, key: string, knownHosts: string, name: string, ...command: string[]): PtyRun {
  return ssh(port, knownHosts, name, ['-i', key, '-o', 'BatchMode=yes'], command);
}

/** `opensshPlayer` with more of ssh's options (`SendEnv=LANG`) and its environment (`LANG=C`). */
export function opensshPlayerWith(port: number, key: string, knownHosts: string, name: string, options: string[], env: Record<string, string>): PtyRun {
  return ssh(port, knownHosts, name, ['-i', key, '-o', 'BatchMode=yes', ...options], [], env);
}

/** `ssh -tt` as a person types it, who may have no key (`key` left out): it asks for passwords, and prints what the server says above its prompts. */
export function opensshPerson(port: number, knownHosts: string, name: string, key?: string): PtyRun {
  return ssh(port, knownHosts, name, key ? ['-i', key] : ['-o', 'IdentityFile=none'], []);
}

function ssh(port: number, knownHosts: string, name: string, options: string[], command: string[], env: Record<string, string> = {}): PtyRun {
  return commandInPty(
    [sshPath(), '-tt', '-p', String(port), ...options, '-o', 'IdentitiesOnly=yes', '-o', 'StrictHostKeyChecking=accept-new', '-o', `UserKnownHostsFile=${knownHosts}`, '-F', '/dev/null', `${name}@127.0.0.1`, ...command],
    env,
  );
}
