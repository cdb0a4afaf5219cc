/**
 * What the real OpenSSH tools meet when they ask athack serve for what it
 * does not do: a file transfer (sftp, scp), a command without a terminal,
 * a forwarded port, a login that starts no game. Each is told so in words
 * (or in OpenSSH's own words for a server that forwards nothing), and none
 * keeps a player's place.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { opensshKey } from './openssh.js';
import { login, newKey, testServer, type TestServer } from './ssh-client.js';

let running: TestServer | undefined;
let dir = '';
afterEach(async () => {
  await running?.stop();
  running = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `tool` (ssh, sftp, scp) as ada with her key against the server, with `args`; resolves with its exit status and what it printed on standard error. */
function tool(t: TestServer, name: 'ssh' | 'sftp' | 'scp', args: string[]): Promise<{ code: number | null; err: string }> {
  const port = name === 'ssh' ? ['-p', String(t.server.port)] : ['-P', String(t.server.port)];
  const options = ['-F', '/dev/null', '-o', 'BatchMode=yes', '-o', 'IdentitiesOnly=yes', '-i', join(dir, 'id_ada'), '-o', 'StrictHostKeyChecking=accept-new', '-o', `UserKnownHostsFile=${join(dir, 'known_hosts')}`];
  // Asynchronous: the server runs in this process, and a tool waited for synchronously would wait on it for ever.
  const child = spawn(name, [...port, ...options, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, err })));
}

async function started(limits: Parameters<typeof testServer>[0] = {}): Promise<TestServer> {
  dir = mkdtempSync(join(tmpdir(), 'athack-peers-'));
  opensshKey(join(dir, 'id_ada'));
  running = await testServer(limits);
  return running;
}

describe('what athack serve does not do, asked by the OpenSSH tools', () => {
  it('tells sftp and scp that it sends and takes no files, and a command without a terminal that it runs none', async () => {
    const t = await started();
    const said = 'athack serve sends and takes no files (sftp): connect with ssh and no command for the lobby.';
    const sftp = await tool(t, 'sftp', ['ada@127.0.0.1']);
    expect(sftp.err).toContain(said);
    expect(sftp.err).not.toMatch(/subsystem request failed/);
    const scp = await tool(t, 'scp', ['ada@127.0.0.1:Ada.json', join(dir, 'copy')]);
    expect(scp.err).toContain(said);
    // Older scp runs a command, which is no game either: told so, not to add a terminal it would still refuse.
    const legacy = await tool(t, 'scp', ['-O', 'ada@127.0.0.1:Ada.json', join(dir, 'copy')]);
    expect(legacy.err).toContain('athack serve runs no commands ("scp -f Ada.json"): connect with none for the lobby, or with join ID or watch ID.');
    const command = await tool(t, 'ssh', ['ada@127.0.0.1', 'athack']);
    expect(command).toMatchObject({ code: 1 });
    expect(command.err).toContain('athack serve runs no commands ("athack")');
    expect(command.err).not.toMatch(/needs a terminal/);
    expect(t.log.join('\n')).toMatch(/ada: asked for the subsystem sftp, refused/);
  });

  it('refuses a forwarded port as a server that forwards nothing, not as a far end that is down', async () => {
    const t = await started();
    const forward = await tool(t, 'ssh', ['-W', '127.0.0.1:22', 'ada@127.0.0.1']);
    expect(forward.code).toBe(255);
    expect(forward.err).toMatch(/open failed: administratively prohibited/);
    expect(forward.err).not.toMatch(/connect failed/);
  });

  it('closes a login that starts no game (ssh -N) once the login deadline has passed, and its place is free again', async () => {
    const t = await started({ authSeconds: 2, maxConnections: 1 });
    const idle = await tool(t, 'ssh', ['-N', 'ada@127.0.0.1']);
    expect(idle.code).toBe(255);
    expect(t.log.join('\n')).toMatch(/ada: started no game within 2 seconds of logging in, closed/);
    // The one place is free: another player logs in (once the server has seen the socket close, a moment after ssh has).
    const start = Date.now();
    for (;;) {
      const bea = await login(t.server.port, 'bea', newKey()).catch((error: Error) => {
        if (Date.now() - start > 5000) throw error;
      });
      if (bea) return void bea.end();
    }
  });
});
