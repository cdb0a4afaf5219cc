/**
 * End to end: the real `bin/athack serve` and the real OpenSSH client in a
 * pseudo-terminal, as a player would use them. A dropped link (the client
 * killed) saves the game; the next login picks it up where it stood.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type PtyRun } from '../tui/pty.js';
import { opensshKey, opensshPlayer, serveProcess, type ServeProcess } from './openssh.js';
import { continueGame, finishCreation, startGame, waitTurns } from '../tui/flow.js';

async function see(run: PtyRun, pattern: RegExp, ms = 10_000): Promise<void> {
  if (!(await run.until(pattern, ms))) throw new Error(`expected ${pattern}, the screen shows:\n${run.screenText()}`);
}

let dir: string;
let server: ServeProcess | undefined;
const runs: PtyRun[] = [];

beforeAll(() => ensureBuilt());
afterEach(async () => {
  for (const r of runs.splice(0)) r.kill();
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on a free port and resolves with what it printed once it listens. */
async function startServe(dataDir: string): Promise<ServeProcess> {
  server = await serveProcess(dataDir);
  return server;
}

/** The real client in a pseudo-terminal, as `name`, with `command` after the host (`join 1`) when given. */
function ssh(port: number, key: string, name: string, ...command: string[]): PtyRun {
  const run = opensshPlayer(port, key, join(dir, 'known_hosts'), name, ...command);
  runs.push(run);
  return run;
}

/** Ada makes a table with the Opposition open for a person, and Bea takes that seat with `join 1`. */
async function tableOfTwo(port: number, adaKey: string, beaKey: string): Promise<{ ada: PtyRun; bea: PtyRun }> {
  const ada = ssh(port, adaKey, 'ada');
  await see(ada, /the tables \(you are ada\)/);
  await ada.press('n');
  await see(ada, /New game: setup/);
  await ada.press('down', 'right', 'right', 'right');
  await ada.press('enter');
  await finishCreation(ada, 'Ada');
  const bea = ssh(port, beaKey, 'bea', 'join', '1');
  await see(bea, /You\s+sit\s+at\s+table\s+1\s+as\s+the\s+Opposition\./);
  return { ada, bea };
}

/** Bea, asked to stock, buys nothing; Ada is in zone 1. */
async function stockNothing(ada: PtyRun, bea: PtyRun): Promise<void> {
  await bea.press('c');
  await see(bea, /Are you sure\?/);
  await bea.press('y');
  await see(ada, /Zone 1 +depth 1/);
}

/**
 * A fresh server and the table of Ada and Bea, in zone 1 with nothing bought: the keys and the data folder
 * are in `dir`, so the server can be stopped and started again on them.
 */
async function inZoneOne(): Promise<{ ada: PtyRun; bea: PtyRun; adaKey: string; beaKey: string; out: () => string }> {
  dir = mkdtempSync(join(tmpdir(), 'athack-openssh-'));
  const [adaKey, beaKey] = ['ada', 'bea'].map((name) => opensshKey(join(dir, `id_${name}`))) as [string, string];
  const first = await startServe(join(dir, 'data'));
  const { ada, bea } = await tableOfTwo(first.port, adaKey, beaKey);
  await ada.press('enter');
  await see(bea, /stocks zone 1/);
  await stockNothing(ada, bea);
  return { ada, bea, adaKey, beaKey, out: first.out };
}

/** Ada declares a find, Bea objects, Ada insists, and Bea seals a bid of 3: Ada is asked for hers. */
async function beaBidsThree(ada: PtyRun, bea: PtyRun): Promise<void> {
  await ada.press('T', 'a', 'b');
  await see(bea, /Object\?/);
  await bea.press('y');
  await see(ada, /Objection!/);
  await ada.press('y');
  await see(bea, /sealed bid/);
  await bea.press('3', 'enter');
  await see(ada, /Sealed bid/);
}

/**
 * The server killed outright (SIGKILL) with Bea's bid sealed and Ada's not, and started again on the same data:
 * both come back to their seats, Ada asked for her bid again and Bea told one of two is sealed.
 */
async function killedAndBack(dataDir: string, adaKey: string, beaKey: string): Promise<{ ada: PtyRun; bea: PtyRun }> {
  await server!.stop('SIGKILL');
  const again = await startServe(dataDir);
  const ada = ssh(again.port, adaKey, 'ada');
  await see(ada, /Table 1 \(your seat\)/);
  await ada.press('c');
  await see(ada, /Sealed bid/);
  const bea = ssh(again.port, beaKey, 'bea');
  await see(bea, /Table 1 \(your seat\)/);
  await bea.press('c');
  await see(bea, /1 of 2 bids sealed/);
  return { ada, bea };
}

describe('athack serve with the OpenSSH client', () => {
  it('prints its host key, plays a game over ssh, and keeps it through a dropped link', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-openssh-'));
    const key = opensshKey(join(dir, 'id_ed25519'));
    const { port, out } = await startServe(join(dir, 'data'));
    const printed = /host key (SHA256:\S+)/.exec(out())?.[1];
    const known = spawnSync('ssh-keygen', ['-l', '-f', join(dir, 'data', 'host_ed25519')], { encoding: 'utf8' }).stdout;
    expect(known).toContain(printed);

    const ada = ssh(port, key, 'ada');
    await startGame(ada, 'Ada');
    const turn = await waitTurns(ada, 2);
    // The link drops: the client is killed with no goodbye.
    ada.proc.kill('SIGKILL');
    await ada.exited;
    const saves = join(dir, 'data', 'tables', '1');
    const start = Date.now();
    const saved = () => {
      try {
        return readdirSync(saves).includes('Ada.json');
      } catch {
        return false;
      }
    };
    while (!saved() && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(saved()).toBe(true);

    const back = ssh(port, key, 'ada');
    await continueGame(back);
    expect(back.screenText()).toContain(`Turn ${turn}`);
  });

  it('ends ssh as a player quits from the lobby (q or Ctrl-C): exit status 0 and the terminal given back as it was, never "Disconnected"', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-openssh-'));
    const key = opensshKey(join(dir, 'id_ed25519'));
    const { port } = await startServe(join(dir, 'data'));
    // Three times each: the server used to end the connection as the session ended, and OpenSSH, taking that first
    // most times, never printed the screen's last bytes and exited 255.
    for (const quit of ['q', 'C-c', 'q', 'C-c', 'q', 'C-c']) {
      const ada = ssh(port, key, 'ada');
      await see(ada, /the tables \(you are ada\)/);
      await ada.press(quit);
      expect((await ada.exited).code).toBe(0);
      await see(ada, /Connection to 127\.0\.0\.1 closed\./);
      expect(ada.screenText()).not.toMatch(/the tables|Disconnected|Received disconnect/);
    }
  });

  it('two people at one table: a second client joins as the Opposition, objects and bids in secret, a third watches, and a dropped link comes back to its seat', async () => {
    dir = mkdtempSync(join(tmpdir(), 'athack-openssh-'));
    const keys = ['ada', 'bea', 'cy'].map((name) => opensshKey(join(dir, `id_${name}`)));
    const [adaKey, beaKey, cyKey] = keys as [string, string, string];
    const { port } = await startServe(join(dir, 'data'));

    // Bea goes straight to the seat with `join 1`; Cy watches with `watch 1`.
    const { ada, bea } = await tableOfTwo(port, adaKey, beaKey);
    const cy = ssh(port, cyKey, 'cy', 'watch', '1');
    await see(cy, /You\s+watch\s+table\s+1\./);

    // Into the dungeon: Bea stocks on her screen (nothing bought), the others wait for her.
    await ada.press('enter');
    await see(bea, /stocks zone 1/);
    await see(cy, /The Opposition \(bea\) is stocking/);
    await stockNothing(ada, bea);

    // An objection with sealed bids: Bea's box on her connection only, then every bid revealed at once.
    await beaBidsThree(ada, bea);
    await see(cy, /1 of 2 bids sealed/);
    expect(ada.screenText()).not.toMatch(/: 3 +\(salt/);
    await see(ada, /Sealed bid/);
    await ada.press('1', 'enter');
    for (const p of [ada, bea, cy]) await see(p, /The bids revealed/);
    // The reveal's lines, each waited for: its frame may reach the test in more than one read.
    await see(bea, /The Adventurer: 1/);
    await see(ada, /: 3 +\(salt/);
    // The box takes the keys until Enter, so the foot offers no S or ? meanwhile: only what works over it.
    const foot = (p: PtyRun) => p.screenText().trimEnd().split('\n').at(-1)!;
    for (const p of [bea, cy]) expect(foot(p)).toMatch(/C-t chat {2}C-c leave$/);
    await bea.press('enter');
    await see(bea, /\? keys {2}C-t chat {2}S leave\s*$/);

    // Bea's link drops: her seat is away; her next login takes it back from the lobby.
    bea.proc.kill('SIGKILL');
    await bea.exited;
    await ada.press('enter');
    await see(cy, /bea is away/);
    const back = ssh(port, beaKey, 'bea');
    await see(back, /Table 1 \(your seat\)/);
    await back.press('c');
    await see(back, /You\s+sit\s+at\s+table\s+1\s+as\s+the\s+Opposition\./);
    await see(back, /Opposition: The Adventurer \(ada\) is playing/);
    // Her seat all along: the table says she is back, not that someone takes it.
    await see(cy, /bea is back in the seat of the Opposition\./);
  });

  it('stopped with SIGTERM, or killed, in the middle of a table: its players are told of a stop, and after a restart the host key is the same and each seat finds the game where it stood', async () => {
    const { ada, bea, adaKey, beaKey, out } = await inZoneOne();
    const turn = await waitTurns(ada, 2);

    // systemctl stop: both screens say why they stop, and that the game is kept.
    const stopped = server!.stop('SIGTERM');
    for (const p of [ada, bea]) await see(p, /athack serve is stopping: your game is saved where it stood/);
    expect(await stopped).toEqual({ code: 0, signal: null });

    // The same host key: ssh, which keeps the first one in known_hosts, logs in without a word of warning.
    const again = await startServe(join(dir, 'data'));
    expect(again.out()).toContain(/host key (SHA256:\S+)/.exec(out())![1]);
    expect(again.out()).toMatch(/\(kept in /);
    const ada2 = ssh(again.port, adaKey, 'ada');
    await see(ada2, /Table 1 \(your seat\)/);
    await ada2.press('c');
    await see(ada2, new RegExp(`Turn ${turn}\\b`));
    const bea2 = ssh(again.port, beaKey, 'bea');
    await see(bea2, /Table 1 \(your seat\)/);
    await bea2.press('c');
    await see(bea2, /You\s+sit\s+at\s+table\s+1\s+as\s+the\s+Opposition\./);

    // Killed outright with Bea's bid sealed and Ada's not: the bid was kept, and Ada is asked for hers again.
    await beaBidsThree(ada2, bea2);
    const { ada: ada3, bea: bea3 } = await killedAndBack(join(dir, 'data'), adaKey, beaKey);
    await ada3.press('1', 'enter');
    for (const p of [ada3, bea3]) await see(p, /The bids revealed/);
    await see(ada3, /The Opposition: 3 +\(salt/);
    for (const p of [ada, bea, ada2, bea2, ada3, bea3]) expect(p.screenText()).not.toMatch(/HOST IDENTIFICATION HAS CHANGED/);
  });

  it('killed outright (SIGKILL) between snapshots: after a restart each seat\'s log holds the lines that led to where the table stands, the chat with them', async () => {
    const { ada, bea, adaKey, beaKey } = await inZoneOne();
    await ada.press('C-t');
    await ada.type('good luck');
    await ada.press('enter');
    await see(bea, /ada: good luck/);
    await beaBidsThree(ada, bea);
    await see(bea, /1 of 2 bids sealed/);

    const { bea: bea2 } = await killedAndBack(join(dir, 'data'), adaKey, beaKey);
    // Her message history: every line up to the bid the status counts, where the save's last snapshot was from before the game began.
    await bea2.press('C-p');
    await see(bea2, /Message history/);
    const history = bea2.screenText().replace(/[│\s]+/g, ' ');
    for (const line of ['The Opposition spent nothing here.', 'ada: good luck', 'To Ada: The Opposition objects (1 token).', 'To Ada: You insist (1 token, 18 left).', "To Ada: The Opposition's bid is sealed"]) expect(history).toContain(line);
  });
});
