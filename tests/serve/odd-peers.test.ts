/**
 * Peers at odd moments, or with odd requests: windows of 0×0 (a size the
 * client does not know) or 10000×10000, at login and as a change; a TERM
 * nobody knows and a flood of environment variables; a watcher who joins
 * while the bids are sealed; a paste into the chat line. Each plays on at
 * what it asked, or is told why not, and the others play on.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClientChannel } from 'ssh2';
import { startGame } from '../tui/flow.js';
import { login, newKey, shell } from './ssh-client.js';
import { opensshKey } from './openssh.js';
import { clients, darkObjected, player, see, started, toZone1 } from './table-players.js';

describe('a client with odd requests', () => {
  it('asking for a window of 0×0 or 10000×10000, at login or as a change, keeps the size it had for 0 (a size the client does not know) and is clamped for 10000, and plays at the size it has', async () => {
    const t = await started();
    const bea = await player(t, 'bea');
    for (const [cols, rows] of [[0, 0], [10_000, 10_000]] as const) {
      const client = await login(t.server.port, `p${cols}`, newKey());
      clients.push(client);
      // No terminal of this size is drawn here: what the server sends is only read, as text.
      const channel = await new Promise<ClientChannel>((resolve, reject) => client.shell({ term: 'xterm', cols, rows }, (e, c) => (e ? reject(e) : resolve(c))));
      let text = '';
      channel.on('data', (d: Buffer) => (text += d.toString().replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ' ')));
      const shows = async (pattern: RegExp) => {
        const start = Date.now();
        while (!pattern.test(text.replace(/\s+/g, ' ')) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
        expect(text.replace(/\s+/g, ' ')).toMatch(pattern);
      };
      await shows(new RegExp(`the tables \\(you are p${cols}\\)`));
      text = '';
      channel.setWindow(24, 80, 0, 0);
      await shows(/the tables \(you are p/);
    }
    const client = await login(t.server.port, 'ada', newKey());
    clients.push(client);
    const ada = await shell(client);
    await startGame(ada, 'Ada');
    // 0 says the client does not know its size: the one it had stands, where 1×1 left room for one letter.
    ada.channel.setWindow(0, 0, 0, 0);
    await ada.press('C-o');
    await see(ada, /Colour off/);
    await see(ada, /Warrior, level 1/);
    ada.channel.setWindow(10_000, 10_000, 0, 0);
    await ada.resize(80, 24);
    await see(ada, /Zone 1 +depth 1/);
    await bea.press('n');
    await see(bea, /New game: setup/);
  });
});

describe('OpenSSH with no terminal of its own', () => {
  it('ssh -tt from a pipe, which sends a window of 0×0, is drawn the lobby at 80×24', async () => {
    const t = await started();
    const dir = mkdtempSync(join(tmpdir(), 'athack-pipe-'));
    try {
      const key = opensshKey(join(dir, 'id'));
      const ssh = spawn('ssh', ['-tt', '-p', String(t.server.port), '-i', key, '-o', 'BatchMode=yes', '-o', 'IdentitiesOnly=yes', '-o', 'StrictHostKeyChecking=accept-new', '-o', `UserKnownHostsFile=${join(dir, 'known_hosts')}`, '-F', '/dev/null', 'ada@127.0.0.1'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let text = '';
      ssh.stdout.on('data', (d: Buffer) => (text += d.toString()));
      const start = Date.now();
      while (!/No tables yet: n makes one, with you as the Adventurer\./.test(text) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
      expect(text).toMatch(/No tables yet: n makes one, with you as the Adventurer\./);
      ssh.stdin.write('q');
      await new Promise((r) => ssh.once('close', r));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a client with an odd terminal or environment', () => {
  it('naming a TERM nobody knows, or a long one with escapes, and sending a thousand environment variables, plays as any', async () => {
    const t = await started();
    const key = newKey();
    for (const term of ['no-such-terminal', `\x1b[2J${'x'.repeat(2000)}`, '']) {
      const client = await login(t.server.port, 'ada', key);
      clients.push(client);
      const env: Record<string, string> = {};
      for (let i = 0; i < 1000; i++) env[`ODD_${i}`] = 'y'.repeat(100);
      env.LANG = `en_GB.UTF-8${'z'.repeat(5000)}`;
      const channel = await new Promise<ClientChannel>((resolve, reject) => client.shell({ term, cols: 80, rows: 24 }, { env }, (e, c) => (e ? reject(e) : resolve(c))));
      let text = '';
      channel.on('data', (d: Buffer) => (text += d.toString()));
      const start = Date.now();
      while (!/the tables \(you are ada\)/.test(text) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
      expect(text).toMatch(/the tables \(you are ada\)/);
      client.end();
    }
  });
});

describe('a watcher who joins mid-game', () => {
  it('joining while the bids are sealed, reads how many are in, none of what they are, and the reveal when it comes', async () => {
    const t = await started();
    const { ada, bea } = await toZone1(t);
    await darkObjected(ada, bea);
    await bea.press('y');
    await see(ada, /Sealed bid against the dark/);
    await bea.press('1', '6', 'enter');
    await see(ada, /Opposition 1's bid is sealed/);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    // The table's log as it stands: the bids sealed, not what they are.
    await see(cy, /Opposition 1's bid is sealed/);
    // The hero's bid is the one the table waits for: the foot counts it with the others, not "playing".
    await see(cy, /Watching: 2 of 3 bids sealed \(\d:\d\d\)\./);
    expect(cy.received().replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ' ')).not.toMatch(/\b16\b/);
    await ada.press('4', 'enter');
    await see(cy, /The bids revealed/);
    await see(cy, /Opposition 1[^\n]*: 16/);
  });
});

describe('a paste at a table', () => {
  it('of 10 KB into the chat line, where the terminal does not mark it as one, says its line to the table and plays none of the keys after its Enter', async () => {
    const t = await started();
    const { ada, bea } = await toZone1(t);
    await ada.press('C-t');
    await see(ada, /Say to the table/i);
    // A line, Enter, then what would leave the table and play keys, as a paste brings them all at once.
    ada.channel.write(`${'hello there '.repeat(20)}\r${'S'.repeat(20)}${'x'.repeat(10_000)}`);
    await see(ada, /ada: hello there hello there/);
    await see(ada, /Keys typed ahead were dropped: look first\./);
    // Still at the table, as the Adventurer waiting on Bea, and Bea stocks on.
    await see(ada, /Opposition 1 \(bea\) is\s+stocking/);
    expect(t.server.tables.get('1')!.away('adventurer')).toBe(false);
    await bea.press('c');
    await see(bea, /Are you sure\?/);
  });
});
