/** The real OpenSSH client in a pseudo-terminal, as a player runs it: for the end-to-end tests and the serve bench. */
import { spawnSync } from 'node:child_process';
import { commandInPty, type PtyRun } from '../tui/pty.js';

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
  return commandInPty(
    [sshPath(), '-tt', '-p', String(port), '-i', key, '-o', 'IdentitiesOnly=yes', '-o', 'BatchMode=yes', '-o', 'StrictHostKeyChecking=accept-new', '-o', `UserKnownHostsFile=${knownHosts}`, '-F', '/dev/null', `${name}@127.0.0.1`, ...command],
    {},
  );
}
