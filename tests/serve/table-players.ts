/**
 * People at a table over SSH, in this process, each on a connection of
 * their own through ssh2's client: the servers and clients a test starts
 * are stopped after it; Ada makes table 1 and Bea takes a person's seat.
 */
import { afterEach, expect } from 'vitest';
import { login, newKey, shell, testServer, type Player, type TestServer } from './ssh-client.js';
import { finishCreation } from '../tui/flow.js';

export const servers: TestServer[] = [];
export const clients: { end(): void }[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.end();
  for (const t of servers.splice(0)) await t.stop();
});

export async function started(limits?: Parameters<typeof testServer>[0], dataDir?: string): Promise<TestServer> {
  const t = await testServer(limits, dataDir);
  servers.push(t);
  return t;
}

export async function player(t: TestServer, name: string, key = newKey()): Promise<Player> {
  const client = await login(t.server.port, name, key);
  clients.push(client);
  const p = await shell(client);
  expect(await p.until(/the tables \(you are/)).toBe(true);
  return p;
}

export const flat = (p: Player) => p.screenText().replace(/\s+/g, ' ');

export async function see(p: Player, pattern: RegExp, ms = 10_000): Promise<void> {
  if (!(await p.until(pattern, ms))) throw new Error(`expected ${pattern}, the screen shows:\n${p.screenText()}`);
}

/** Ada makes table 1 from the lobby: Opposition 1 a person's seat, Opposition 2 the AI at fair; she is at Home as the Adventurer. */
export async function adaMakesTable(ada: Player): Promise<void> {
  await ada.press('n');
  await see(ada, /New game: setup/);
  await ada.press('down', 'right', 'right', 'right', 'down', 'right');
  await see(ada, /Opposition 1 {3}\[person: Opposition 1\][\s\S]*Opposition 2 {3}\[AI fair\]/);
  await ada.press('enter');
  await finishCreation(ada, 'Ada');
}

/** Ada makes table 1 and Bea takes Opposition 1 (a person's seat), each with a key of her own to log in again with; the hero enters zone 1, and Bea is asked to stock it. */
export async function toZone1(t: TestServer) {
  const adaKey = newKey();
  const beaKey = newKey();
  const ada = await player(t, 'ada', adaKey);
  await adaMakesTable(ada);
  const bea = await player(t, 'bea', beaKey);
  await bea.press('j');
  await see(bea, /You\s+sit\s+at\s+table\s+1\s+as/);
  await ada.press('enter');
  await see(bea, /stocks zone 1/);
  return { ada, adaKey, bea, beaKey };
}

/** From Bea's stocking of zone 1: she makes it dark, Ada objects, and Bea is asked whether to insist. */
export async function darkObjected(ada: Player, bea: Player): Promise<void> {
  await bea.press('tab', 'tab', 'tab', 'enter', 'c', 'y');
  await see(ada, /Object to the dark\?/);
  await ada.press('y');
  await see(bea, /Insist\?/);
}

/** An account logs in again and Continue takes it back to its seat. */
export async function backAt(t: TestServer, name: string, key: ReturnType<typeof newKey>): Promise<Player> {
  const p = await player(t, name, key);
  await p.press('c');
  await see(p, /You\s+sit\s+at\s+table\s+\d+\s+as/);
  return p;
}

