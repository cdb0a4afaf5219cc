/**
 * A player whose client floods the server (a huge paste, garbage, a
 * thousand window changes a second) against `bin/athack serve` in a process
 * of its own, so that what it makes the others wait is the server's doing,
 * not this test's: every player's keys are handled on the server's one
 * thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../tui/pty.js';
import { startGame } from '../tui/flow.js';
import { serveProcess, type ServeProcess } from './openssh.js';
import { login, newKey, shell, type Player } from './ssh-client.js';

let dir: string;
let server: ServeProcess | undefined;
const clients: { end(): void }[] = [];

beforeAll(() => ensureBuilt());
afterEach(async () => {
  for (const c of clients.splice(0)) c.end();
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The server, Ada in the dungeon and Bea in the lobby. */
async function adaAndBea(): Promise<{ ada: Player; bea: Player }> {
  dir = mkdtempSync(join(tmpdir(), 'athack-floods-'));
  server = await serveProcess(join(dir, 'data'));
  const [ada, bea] = await Promise.all(['ada', 'bea'].map(async (name) => {
    const client = await login(server!.port, name, newKey());
    clients.push(client);
    return shell(client);
  }));
  await startGame(ada!, 'Ada');
  expect(await bea!.until(/New game/)).toBe(true);
  return { ada: ada!, bea: bea! };
}

describe('a client that floods the server', () => {
  it('has its keys taken no faster than anyone types: a huge paste is cut and its sender told, and the other players are not kept waiting', async () => {
    const { ada, bea } = await adaAndBea();
    // 200,000 keys at once: handled whole, they held every other connection's keys for half a minute. A key bound to
    // nothing, so that the keys kept pass no turn and no foe comes to open a box that would take her next key.
    ada.channel.write('Z'.repeat(200_000));
    await bea.press('n');
    expect(await bea.until(/New game: setup/)).toBe(true);
    expect(await ada.until(/Keys came faster than anyone types \(a paste\?\): the rest were dropped\./)).toBe(true);
    // The rest of the paste may still be on its way to a busy server, and a key sent behind it is part of the flood,
    // dropped with it. A window change is handled in the order it was sent (the paste fits the channel's 2 MB window, so
    // all of it went out first): once it is drawn the paste has all arrived.
    await ada.resize(60, 20);
    expect(await ada.until(/Terminal too small/), ada.screenText()).toBe(true);
    await ada.resize(80, 24);
    expect(await ada.until(/Zone 1 +depth 1/), ada.screenText()).toBe(true);
    // Her next key is taken as any: colour off, on whatever screen the keys kept left her.
    await ada.press('C-o');
    expect(await ada.until(/Colour off/), ada.screenText()).toBe(true);
  });

  it('has a burst of window changes drawn once, at the last size, and the other players are not kept waiting', async () => {
    const { ada, bea } = await adaAndBea();
    // 20,000 window changes at once, the last 60×20: each drawn in turn, they held every other connection for half a minute.
    for (let i = 0; i < 20_000; i++) ada.channel.setWindow(24 + (i % 2), 80 + (i % 3), 0, 0);
    ada.channel.setWindow(20, 60, 0, 0);
    await bea.press('n');
    expect(await bea.until(/New game: setup/)).toBe(true);
    ada.term.resize(60, 20);
    expect(await ada.until(/Terminal too small: need 80×24, have 60×20/)).toBe(true);
    await ada.resize(80, 24);
    expect(await ada.until(/Zone 1 +depth 1/)).toBe(true);
  });
});
