/**
 * Tables over SSH, in process, each person on a connection of their own
 * through ssh2's client: the Adventurer makes a table, Bea takes an
 * Opposition seat and stocks and objects on her own screen, Cy watches.
 * Every byte each connection receives is kept, and nothing secret to
 * another seat is among them before its time.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, newKey, shell, type Player, type TestServer } from './ssh-client.js';
import { finishCreation, waitTurns } from '../tui/flow.js';
import { adaMakesTable, backAt, clients, darkObjected, flat, player, see, servers, started, toZone1 } from './table-players.js';
import { viewFor } from '../../src/core/engine/seat-view.js';
import { ADVENTURER } from '../../src/core/engine/seats.js';
import type { GameState } from '../../src/core/engine/types.js';
import { zoneLayout } from '../../src/tui/layout.js';

/** What the boxes on the screen say, their lines joined as one text. */
const boxed = (p: Player) => p.screenText().split('\n').map((l) => /│(.*)│/.exec(l)?.[1]?.trim() ?? '').join(' ').replace(/\s+/g, ' ');

/** The names of the creatures and traps in the hero's zone that the hero's view leaves out, and no creature in sight shares. */
function hiddenNames(s: GameState): string[] {
  const real = s.zones[s.zone!]!;
  const seen = viewFor(s, ADVENTURER).zones[s.zone!]!;
  const shown = new Set([...seen.creatures.map((c) => c.name), ...seen.traps.map((x) => x.name)]);
  return [...new Set([...real.creatures.map((c) => c.name), ...real.traps.map((x) => x.name)])].filter((n) => !shown.has(n));
}

const table = (t: TestServer) => t.server.tables.get('1')!;
const state = (t: TestServer): GameState => table(t).state;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A pattern that matches `text` as it is. */
const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A pattern that matches a screen where `text` is not. */
const without = (text: string): RegExp => new RegExp(`^(?![^]*${literally(text).source})`);

/** The whole seconds of a "(1:05)" clock in `text`. */
const seconds = (text: string): number => {
  const [, m, s] = /\((\d+):(\d\d)\)/.exec(text) ?? [];
  if (m === undefined) throw new Error(`no clock in: ${text}`);
  return Number(m) * 60 + Number(s);
};

/** The seconds Bea's question has run, as `p`'s screen shows them, once it shows them. */
async function stockingClock(p: Player): Promise<number> {
  await see(p, /Opposition 1 \(bea\) is stocking \(\d+:\d\d\)/);
  return seconds(/Opposition 1 \(bea\) is stocking \(\d+:\d\d\)/.exec(p.screenText())![0]);
}

describe('a table shared over SSH', () => {
  it("names the lobby as where the setup's Esc goes, and a person's seat as another login's, not a turn at this keyboard", async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    await ada.press('n');
    await see(ada, /Esc lobby/);
    await ada.press('down');
    await see(ada, /anyone\s+logged\s+in\s+takes\s+an\s+open\s+seat\s+from\s+the\s+lobby/);
    expect(flat(ada)).not.toMatch(/curtain|at this keyboard|title/);
    await ada.press('?');
    await see(ada, /Esc back to the[│\s]+lobby\./);
    await ada.press('escape', 'escape');
    await see(ada, /the tables \(you are ada\)/);
  });

  it('Bea stocks and objects on her own connection, the bids stay sealed until all are in, and neither the Adventurer nor a watcher is sent a secret', async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    const bea = await player(t, 'bea');
    await see(bea, /Table 1/);
    expect(flat(bea)).toMatch(/The Adventurer \(ada\), Opposition 1 \(open\), Opposition 2 \(AI fair\)/);
    expect(flat(bea)).toContain('seed hidden');
    await bea.press('j');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as\s+Opposition\s+1\./);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    await see(ada, /cy watches/);

    // Into the dungeon: Bea stocks zone 1 on her screen while the others see who the table waits for.
    await ada.press('enter');
    await see(bea, /stocks zone 1/);
    await see(ada, /Opposition 1 \(bea\) is stocking \(0:\d\d\)/);
    await see(cy, /Opposition 1 \(bea\) is stocking/);
    // Three Bears and a Pit Trap, anywhere they fit: 16 of her 20 tokens.
    await bea.press(...Array<string>(6).fill('down'), '+', '+', 'enter', '*');
    await see(bea, /Your order \(12\): 3 Bear HD 4 anywhere/);
    await bea.press('tab', 'enter', '*');
    await see(bea, /Your order \(16\): 3 Bear HD 4 anywhere {2}12; Pit Trap - 10'x10' anywhere {2}4\./);
    await bea.press('c');
    await see(bea, /Are you sure\?/);
    await bea.press('y');
    await see(ada, /Zone 1 +depth 1/);
    await see(bea, /Opposition: .*playing/);

    // What stands in the zone out of the hero's sight (Bea's Bears among them, where unseen) reached no connection but Bea's.
    expect(state(t).zones[state(t).zone!]!.creatures.filter((c) => c.name === 'Bear')).toHaveLength(3);
    const unmet = hiddenNames(state(t));
    expect(unmet).toContain("Pit Trap - 10'x10'");
    for (const q of [ada, cy]) for (const name of unmet) {
      expect(q.received()).not.toContain(name);
      expect(q.screenText()).not.toContain(name);
    }
    expect(ada.received()).not.toContain('Pit Trap');

    // A word to the table while it may talk.
    await ada.press('C-t');
    await ada.type('good luck');
    await ada.press('enter');
    await see(bea, /ada: good luck/);

    // The hero finds a magic Device: Bea objects on her own screen.
    await ada.press('T', 'a', 'b');
    await see(bea, /Object\?/);
    // Ada's own frame for her key come first: what it does not show is read from it.
    await see(ada, /Waiting for objections: [01] of [12] answered/);
    expect(ada.screenText()).not.toContain('Object?');
    // From an objection to its reveal the table is silent.
    await bea.press('C-t');
    await bea.type('psst');
    await bea.press('enter');
    await see(bea, /silent from an objection to its reveal/);
    await bea.press('escape');
    await bea.press('y');
    await see(ada, /Objection!/);
    await ada.press('y');
    await see(bea, /sealed bid/);
    await see(ada, /Sealed bid/);

    // Bea seals 2 first: the others learn that a bid is sealed, never its amount or salt.
    await bea.press('2', 'enter');
    await see(cy, /\d of \d bids sealed/);
    await see(ada, /bea|Opposition 1/);
    const p = state(t).pending;
    if (p?.kind !== 'bid') throw new Error('no bid open');
    const beas = p.sealed.find((b) => b.player === 1)!;
    expect(beas.tokens).toBe(2);
    for (const q of [ada, cy]) {
      expect(q.received()).not.toContain(beas.salt);
      expect(flat(q)).not.toMatch(/Opposition 1[^.]*: 2 /);
    }
    expect(ada.received()).not.toContain('psst');

    // The hero bids: every connection sees every bid at once.
    await ada.press('1', 'enter');
    for (const q of [ada, bea, cy]) await see(q, /The bids revealed/);
    expect(flat(ada)).toMatch(/Your bid: 1/);
    expect(flat(bea)).toMatch(/The Adventurer: 1/);
    expect(flat(cy)).toMatch(/The Adventurer: 1/);
    for (const q of [ada, bea, cy]) expect(flat(q)).toMatch(new RegExp(`: 2 \\(salt ${beas.salt.slice(0, 6)}`));
  });

  it("Ada objects to Bea's spend on the dark, Bea insists and bids in secret on her own screen, and Bea reads the game's lines as told to Ada, never as her own", async () => {
    const t = await started();
    const { ada, bea } = await toZone1(t);
    // Her one spend: the zone needs Illumination (the Darkness shelf).
    await bea.press('tab', 'tab', 'tab');
    await see(bea, /Darkness \(4\/6\)/);
    await bea.press('enter', 'c');
    await see(bea, /Are you sure\?/);
    await bea.press('y');
    await see(ada, /Object to the dark\?/);
    // Her own frame for y: the zone's new need, as told to the hero, and no question of Ada's.
    await see(bea, /To Ada: Opposition 1 makes this zone need Illumination/);
    expect(bea.screenText()).not.toContain('Object to the dark?');
    await ada.press('y');
    await see(bea, /Opposition 1: Insist\?/);
    // The game tells the hero "You object": Bea reads it as told to Ada.
    await see(bea, /To Ada: You object \(1 token, 19 left\)/);
    await see(ada, /Opposition 1 \(bea\) decides whether to insist/);
    await bea.press('y');
    await see(bea, /Opposition 1: sealed bid/);
    await see(ada, /Sealed bid against the dark/);
    await bea.press('4', 'enter');
    await see(ada, /Opposition 1's bid is sealed/);
    const p = state(t).decision;
    if (p?.kind !== 'challenge') throw new Error('no challenge open');
    const beas = p.bids.find((b) => b.player === 1)!;
    expect(ada.received()).not.toContain(beas.salt);
    expect(flat(ada)).not.toMatch(/Opposition 1: 4/);

    // Ada bids: both see both bids. On Bea's screen the hero's lines say whom they were told to.
    await ada.press('2', 'enter');
    for (const q of [ada, bea]) await see(q, /The bids revealed/);
    expect(flat(ada)).toMatch(/Your bid: 2 against/);
    expect(flat(bea)).toMatch(/The Adventurer: 2 against/);
    for (const q of [ada, bea]) expect(flat(q)).toMatch(/Opposition 1: 4 for/);
    await see(bea, /To Ada: The dark here eats at your Illumination\./);
    expect(bea.screenText().split('\n').filter((l) => /^(You|Your) /.test(l))).toEqual([]);
    expect(ada.screenText()).not.toContain('To Ada');
  });

  it('answers for a seat nobody takes, or a person who does not answer, once --decide runs out: the fair AI stocks, and no objection', async () => {
    const t = await started({ decideSeconds: 1, seed: '9' });
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    await ada.press('enter');
    await see(ada, /Opposition 1 \(open\) did not answer in 1 s: the default answers/);
    await see(ada, /Zone 1 +depth 1/);
    // The default stocked as the fair AI would: the seat's purchases are in the ledger.
    expect(state(t).ledger.some((e) => e.player === 1)).toBe(true);

    // Bea takes the seat but does not answer: asked to object, she is taken to let it be.
    const bea = await player(t, 'bea');
    await bea.press('j');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as/);
    await ada.press('T', 'a', 'b');
    await see(ada, /Opposition 1 \(bea\) did not answer in 1 s: the default answers/);
    await see(bea, /Opposition: /);
    // She was asked (her connection was sent the box), and the box is gone.
    expect(bea.received()).toContain('Object?');
    expect(bea.screenText()).not.toContain('Object?');
    expect(state(t).decision?.kind).not.toBe('object');
  });

  it('keeps a line being typed to the table when the seat\'s turn opens under it: the keys typed after go into the line, not the stocking screen', async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    const bea = await player(t, 'bea');
    await bea.press('j');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as/);
    await bea.press('C-t');
    await bea.type('bring');
    await see(bea, /bring_/);
    // The hero goes in: Bea's stocking screen opens under the line she is typing.
    await ada.press('enter');
    await see(bea, /stocks zone 1/);
    await see(bea, /Say to the table/);
    expect(bea.screenText()).toContain('bring_');
    // "b" would have made the next creature the boss, "y" answered a question: they go on into the line.
    await bea.type(' a boy');
    await bea.press('enter');
    await see(ada, /bea: bring a boy/);
    // Her own frame for Enter: the box closed, her stocking screen as she left it.
    await see(bea, without('Say to the table'));
    expect(bea.screenText()).toContain('Your order: nothing yet.');
    expect(bea.screenText()).toContain('Buying 1, +0 ranks');
  });

  it("keeps a seat's stocking order not yet confirmed through a dropped link: the person who comes back finds it as they left it, and it is theirs alone", async () => {
    const t = await started();
    const { ada, bea, beaKey } = await toZone1(t);
    // Bea buys darkness for the zone and has not confirmed when her link drops.
    await bea.press('tab', 'tab', 'tab', 'enter');
    await see(bea, /Your order \(\d+\): /);
    const order = /Your order \(\d+\): [^.]*\./.exec(bea.screenText().replace(/\s*│\s*/g, ' ').replace(/\s+/g, ' '))![0];
    (bea.client as unknown as { _sock: { destroy(): void } })._sock.destroy();
    await see(ada, /bea is away/);
    // Continue takes her straight back to her stocking screen.
    const bea2 = await player(t, 'bea', beaKey);
    await bea2.press('c');
    await see(bea2, /stocks zone 1/);
    expect(bea2.screenText().replace(/\s*│\s*/g, ' ').replace(/\s+/g, ' ')).toContain(order);
    // Nothing was spent, and nobody else was sent the order.
    expect(ada.received()).not.toContain('Your order');
    // Taken back and confirmed from where she left it: the zone gets what the order held when confirmed.
    await bea2.press('u');
    await see(bea2, /Your order: nothing yet\./);
    await bea2.press('c');
    await see(bea2, /Buy nothing for zone 1\?/);
    await bea2.press('y');
    await see(ada, /Opposition 1 spent nothing here/);
  });

  it('keeps an away seat for its account, stops the clock while the Adventurer is away, and seats everyone again after a restart', async () => {
    // The whole --decide (60 s) is far more than any machine takes to come this far: what is read is Bea's clock, not a default answering.
    const t = await started();
    const { ada, adaKey, bea, beaKey } = await toZone1(t);
    // The Adventurer's link drops: the table waits, its clock standing where it was when the drop was seen, or before.
    const beforeDrop = seconds(table(t).status());
    const dropped = Date.now();
    (ada.client as unknown as { _sock: { destroy(): void } })._sock.destroy();
    while (!/is away/.test(table(t).status()) && Date.now() - dropped < 10_000) await sleep(20);
    expect(table(t).status()).toBe('The Adventurer (ada) is away: the table waits.');
    const away = Date.now();
    // The table waits a while for its Adventurer.
    await sleep(4000);
    expect(state(t).decision?.kind).toBe('stock');
    expect(bea.screenText()).toContain('stocks zone 1');
    // She comes back: the clock goes on from where it stood, the seconds she was away not counted.
    const back = Date.now();
    const ada1 = await backAt(t, 'ada', adaKey);
    const shown = await stockingClock(ada1);
    expect(shown).toBeLessThanOrEqual(beforeDrop + 1 + Math.ceil((away - dropped + Date.now() - back) / 1000));

    // The server stops and starts again on the same data folder.
    await t.server.close();
    servers.splice(servers.indexOf(t), 1);
    const again = await started({ decideSeconds: 60 }, dirname(t.dataDir));
    const bea2 = await player(again, 'bea', beaKey);
    await see(bea2, /Table 1 \(your seat\)/);
    expect(flat(bea2)).toMatch(/The Adventurer \(ada\) away, Opposition 1 \(bea\) away/);
    await bea2.press('c');
    await see(bea2, /stocks zone 1/);
    await bea2.press('c');
    await see(bea2, /Are you sure\?/);
    await bea2.press('y');
    const ada2 = await player(again, 'ada', adaKey);
    await ada2.press('c');
    await see(ada2, /Zone 1 +depth 1/);
  });

  it('shows every seat at 80×24, long account names and all, the keys it acts and leaves with; ? explains them', async () => {
    const t = await started();
    const ada = await player(t, 'adalovelace_countess_of');
    await adaMakesTable(ada);
    const bea = await player(t, 'beatrice_the_opposition');
    await bea.press('j');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as\s+Opposition\s+1\./);
    // Between her turns Bea reads whom the table waits for, and every key of hers, whole, at the foot.
    const foot = () => bea.screenText().split('\n').slice(-3).join('\n');
    expect(foot()).toContain('The Adventurer (adalovelace_countess_of) is playing.');
    expect(foot()).toContain('? keys  C-t chat  S leave');
    // The hero's Home is on her screen, but not the hero's keys: Enter there is not hers to press.
    expect(bea.screenText()).toContain('Choose a service');
    expect(bea.screenText()).not.toContain('go into the dungeon');
    // The hero's sheet beside it says whose the Escalation die is as each reads it: the hero's, not Bea's.
    expect(bea.screenText()).toContain('Escalation d10: 1 (hero)');
    expect(ada.screenText()).toContain('Escalation d10: 1 (yours)');
    // Ada's Home says what S does at a table, and her help says how to leave and to talk.
    expect(ada.screenText()).toContain('S: leave the table   ?: help');
    await ada.press('?', 'enter');
    await see(ada, /Help: keys/);
    expect(flat(ada)).toMatch(/At this table S leaves it for the lobby, and the seat stays yours/);
    expect(flat(ada)).toMatch(/Ctrl-T says a line to the table/);
    await ada.press('escape');
    await bea.press('?');
    await see(bea, /Help: keys/);
    expect(boxed(bea)).toMatch(/Ctrl-T says a line to the table .*; Ctrl-P shows the message history; S leaves the table for the lobby/);
    await bea.press('escape');
    await see(bea, /C-t chat {2}S leave/);

    // Her stocking screen names its keys, ? among them, and ? lists them in full.
    await ada.press('enter');
    await see(bea, /stocks zone 1/);
    // The foot is the frame's last line: waited for, as the frame may reach the test in more than one read.
    await see(bea, /c confirm {2}\? keys/);
    expect(bea.screenText().split('\n').at(-1)).toMatch(/c confirm {2}\? keys/);
    await bea.press('?');
    await see(bea, /Help: stocking keys/);
    expect(flat(bea)).toMatch(/u \(or Backspace\) takes back the last line bought/);
    await bea.press('escape');
    // The Adventurer, waiting meanwhile, reads how to leave and to talk.
    await see(ada, /Opposition 1 \(beatrice_the_opposition\) is stocking/);
    expect(flat(ada)).toMatch(/S: leave the table C-t: chat/);
    await bea.press('c', 'y');
    await see(bea, /Opposition: .*playing/);
    // Her key to leave does what it says.
    await bea.press('S');
    await see(bea, /the tables \(you are/);
  });

  it("offers a watcher at the hero's Home the keys a watcher has, not the hero's: Enter there would take no one into the dungeon", async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    await see(cy, /Choose a service/);
    expect(cy.screenText()).not.toContain('go into the dungeon');
    expect(cy.screenText()).not.toContain('S: leave the table');
    // The hero's sheet on a watcher's screen tells whose die it is without calling it the watcher's.
    expect(cy.screenText()).toContain('Escalation d10: 1 (hero)');
    // What a watcher can do is at the foot, and ? says it in words.
    expect(cy.screenText().split('\n').slice(-3).join('\n')).toMatch(/Watching: .*\? keys {2}C-t chat {2}S leave/);
    await cy.press('?');
    await see(cy, /Help: keys/);
    expect(flat(cy)).toMatch(/You watch this table: you see what the Adventurer sees, and act on/);
    expect(boxed(cy)).toMatch(/Ctrl-P shows the message history; S leaves the table for the lobby/);
    // The Adventurer's own Home still offers her the way down.
    expect(ada.screenText()).toContain('Enter: go into the dungeon');
  });

  it('answers every key of a screen that only watches: the watcher, a seat between its turns and the hero while the table waits are told why nothing plays', async () => {
    const t = await started();
    const { ada, bea } = await toZone1(t);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    // Bea stocks: Ada waits, and her keys say so; Ctrl-P reads the table's lines meanwhile.
    await see(ada, /Opposition 1 \(bea\) is stocking/);
    await ada.press('h');
    await see(ada, /h does nothing here/);
    expect(flat(ada)).toContain('h does nothing here: the table waits for another seat; S leaves it, Ctrl-T talks to it; ? lists the keys.');
    await ada.press('C-p');
    await see(ada, /Message history/);
    await ada.press('escape');
    await cy.press('i');
    await see(cy, /i does nothing here/);
    expect(flat(cy)).toContain('i does nothing here: you watch this table, and act on nothing; ? lists the keys.');
    // A run of them keeps one line, the last key's.
    await cy.press('j');
    await see(cy, /j does nothing here/);
    expect(flat(cy)).not.toContain('i does nothing here');
    await bea.press('c', 'y');
    await see(bea, /Opposition: .*playing/);
    await bea.press('x');
    await see(bea, /x does nothing here/);
    expect(flat(bea)).toContain('x does nothing here: your seat acts when the table asks it; the line at the foot says whom it waits for; ? lists the keys.');
  });

  it('says what Ctrl-C does at a table: a seat leaves for the lobby and stays its own, a watcher stops watching; nobody is told it quits', async () => {
    const t = await started();
    const { bea } = await toZone1(t);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    // A key Bea's stocking screen has no use for names the way out as it is at a table.
    await bea.press('x');
    await see(bea, /x does nothing here/);
    expect(flat(bea)).toContain("x does nothing here: ? lists this screen's keys, and Ctrl-C leaves the table.");
    await bea.press('C-c');
    await see(bea, /Leave the table for the lobby\? The seat stays yours\./);
    expect(flat(bea)).not.toMatch(/quit/i);
    await bea.press('n');
    await see(bea, /Your order: nothing yet/);
    // The watcher saves nothing and quits nothing: it goes back to the lobby, and the table plays on.
    await cy.press('C-c');
    await see(cy, /Stop watching and go back to the lobby\?/);
    expect(flat(cy)).not.toMatch(/Save the game/);
    await cy.press('y');
    await see(cy, /Table 1 .*0 watching/);
    await bea.press('c', 'y');
    await see(bea, /Opposition: .*playing/);
  });

  it('after a restart, gives a person asked the whole --decide once the Adventurer is back, however long the table waited for the hero', async () => {
    // The whole --decide (60 s) is far more than any machine takes to come this far: what is read is Bea's clock.
    const t = await started();
    const { adaKey, beaKey } = await toZone1(t);
    await t.server.close();
    servers.splice(servers.indexOf(t), 1);
    const again = await started({}, dirname(t.dataDir));
    // Nobody comes back for a while: the table waits for its Adventurer, and so does Bea's question.
    await sleep(4000);
    const bea = await player(again, 'bea', beaKey);
    await bea.press('c');
    await see(bea, /stocks zone 1/);
    const back = Date.now();
    const ada = await backAt(again, 'ada', adaKey);
    // Her clock runs from the hero's return, not from the restart.
    expect(await stockingClock(ada)).toBeLessThanOrEqual(Math.ceil((Date.now() - back) / 1000));
    expect(flat(ada)).not.toMatch(/did not answer/);
    expect(state(again).decision?.kind).toBe('stock');
    expect(bea.screenText()).toContain('stocks zone 1');
  });

  it('gives a seat that comes back, after a dropped link or a restart, its log as it stood, each seat reading its own lines', async () => {
    const t = await started();
    const { ada, adaKey, bea, beaKey } = await toZone1(t);
    await darkObjected(ada, bea);
    // Her box takes her keys: the foot says how she may leave meanwhile.
    expect(bea.screenText().split('\n').at(-1)).toContain('C-t chat  C-c leave');
    // Ctrl-C does as the foot says: it asks, and n comes back to her box.
    await bea.press('C-c');
    await see(bea, /Leave the table for the lobby\? The seat stays yours\./);
    await bea.press('n');
    await see(bea, /Insist\?/);
    await bea.press('n');
    await see(bea, /Opposition: .*playing/);

    /** The message history, opened with Ctrl-P, as one line of text. */
    const history = async (p: Player): Promise<string> => {
      await p.press('C-p');
      await see(p, /Message history/);
      const text = boxed(p);
      await p.press('escape');
      return text;
    };
    /** The last whole line of the game's on the screen's log, below the rule across it. */
    const lastLine = (p: Player, told: boolean): string => {
      const rows = p.screenText().split('\n');
      const below = rows.slice(rows.findIndex((l) => l.startsWith('─'.repeat(20))) + 1);
      return below.filter((l) => (told ? l.startsWith('To Ada: ') : /^[A-Z]/.test(l) && !/^(Opposition|Table) /.test(l))).at(-1)!.trim();
    };
    const beaSaw = lastLine(bea, true);
    const adaSaw = lastLine(ada, false);

    // Bea's link drops; she logs in again and takes her seat back: her log is as it stood.
    (bea.client as unknown as { _sock: { destroy(): void } })._sock.destroy();
    await see(ada, /bea is away/);
    const bea2 = await backAt(t, 'bea', beaKey);
    await see(bea2, literally(beaSaw));
    const beaAgain = await history(bea2);
    expect(beaAgain).toContain('To Ada: You object (1 token, 19 left)');
    expect(beaAgain).toContain('To Ada: Opposition 1 makes this zone need Illumination');
    // A second login of Ada's takes over her seat, her own lines with it, none of them told to her as another's.
    const ada2 = await backAt(t, 'ada', adaKey);
    await see(ada2, literally(adaSaw));
    const adaAgain = await history(ada2);
    expect(adaAgain).toContain('You object (1 token, 19 left)');
    expect(adaAgain).not.toContain('To Ada');
    // Nothing of the AI seat's own reasons and purchases, which no screen shows, is among them, nor what stands unmet in the zone.
    for (const text of [beaAgain, adaAgain]) {
      expect(text).not.toMatch(/\((easy|fair|hard)\) (stocks|passes)|Estimated chance of death/);
      for (const name of hiddenNames(state(t))) expect(text).not.toContain(name);
    }

    // The server stops and starts again: the lines are in the table's save.
    await t.server.close();
    servers.splice(servers.indexOf(t), 1);
    const again = await started({}, dirname(t.dataDir));
    const bea3 = await backAt(again, 'bea', beaKey);
    expect(await history(bea3)).toContain('To Ada: You object (1 token, 19 left)');
  });

  it("plays to the end: Bea's Bears kill the hero, every connection shows the end screen, each told of high scores only what they can do, and the lobby shows the seed", async () => {
    // A seed where what the AI seat buys does not kill the hero before Bea's Bears can.
    const t = await started({ seed: '8' });
    // Ada's high scores are in a folder its group may write, which athack refuses for scores: only the operator can mend it.
    mkdirSync(join(t.dataDir, 'saves', 'ada'), { recursive: true });
    chmodSync(join(t.dataDir, 'saves', 'ada'), 0o770);
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    const bea = await player(t, 'bea');
    await bea.press('j');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as/);
    const cy = await player(t, 'cy');
    await cy.press('w');
    await see(cy, /You\s+watch\s+table\s+1\./);
    await ada.press('enter');
    await see(bea, /stocks zone 1/);
    await bea.press(...Array<string>(6).fill('down'), '+', '+', '+', 'enter', '*');
    await bea.press('c');
    await see(bea, /Are you sure\?/);
    await bea.press('y');
    await see(ada, /Zone 1 +depth 1/);
    // The hero stands and waits for the Bears, taking every blow.
    for (let k = 0; k < 400 && state(t).phase === 'dungeon'; k++) {
      if (/Break one of your/.test(ada.screenText())) await ada.press('n');
      else await ada.press('.');
    }
    expect(state(t).phase).toBe('dead');
    for (const q of [ada, bea, cy]) await see(q, /Ada is dead: .*Bear/);
    // No line speaks of a save folder or a setting: over SSH nobody can set one, and the server's folder is its operator's.
    await see(ada, /The\s+server\s+could\s+not\s+keep\s+this\s+score\s+in\s+your\s+high\s+scores;\s+its\s+log\s+tells\s+its\s+operator\s+why\./);
    expect(t.log.join('\n')).toMatch(/ada: could not write the high scores: .*can be written by its group/);
    for (const q of [bea, cy]) await see(q, /Only\s+the\s+Adventurer's\s+high\s+scores\s+keep\s+this\s+game;\s+yours\s+follow\./);
    for (const q of [ada, bea, cy]) expect(flat(q)).not.toMatch(/save folder|--save-dir|chmod/);
    // Bea's own high scores follow the ledger, the game not in them (her Adventurers' games only).
    await bea.press('enter');
    await see(bea, /The Opposition's ledger/);
    await bea.press('enter');
    await see(bea, /High scores/);
    expect(flat(bea)).toMatch(/No games have ended yet/);
    expect(flat(bea)).not.toMatch(/save folder/);
    await bea.press('enter');
    await see(bea, /the tables \(you are bea\)/);
    // In the lobby, the table's seed is no secret any more.
    const other = await player(t, 'dee');
    const seed = state(t).seed;
    await see(other, new RegExp(`ended; seed ${seed}`));
    // Once everyone at it has gone, the ended table leaves the lobby, and a restart does not bring it back; its save stays.
    const ended = table(t);
    for (const q of [ada, bea, cy]) q.client.end();
    const start = Date.now();
    while (!ended.empty && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    await other.press('down');
    await see(other, /No tables yet/);
    const saves = readdirSync(join(t.dataDir, 'tables', '1')).filter((f) => f.endsWith('.json') && f !== 'table.json');
    expect(saves).toHaveLength(1);
    await t.server.close();
    servers.splice(servers.indexOf(t), 1);
    const again = await started({}, dirname(t.dataDir));
    const eve = await player(again, 'eve');
    await see(eve, /No tables yet/);
    await eve.press('n');
    await see(eve, /New game: setup/);
  }, 180_000);

  it('makes a game saved before there were tables (in saves/NAME/) a table of its own, which Continue picks up where it stood', async () => {
    const t = await started();
    const key = newKey();
    const ada = await player(t, 'ada', key);
    await ada.press('n');
    await see(ada, /New game: setup/);
    await ada.press('enter');
    await finishCreation(ada, 'Ada');
    await ada.press('enter');
    await see(ada, /Zone 1 +depth 1/);
    // Each wait seen on the screen before the turn is read: the server has taken both.
    const turn = await waitTurns(ada, 2);
    await t.server.close();
    servers.splice(servers.indexOf(t), 1);
    // The game as an older server kept it: the account's own save, and no table.
    mkdirSync(join(t.dataDir, 'saves', 'ada'), { recursive: true });
    renameSync(join(t.dataDir, 'tables', '1', 'Ada.json'), join(t.dataDir, 'saves', 'ada', 'Ada.json'));
    rmSync(join(t.dataDir, 'tables'), { recursive: true });
    const again = await started({}, dirname(t.dataDir));
    const back = await player(again, 'ada', key);
    await see(back, /Your saved game of Ada plays on at table 1: c continues it\./);
    expect(existsSync(join(t.dataDir, 'saves', 'ada', 'Ada.json'))).toBe(false);
    await back.press('c');
    await see(back, new RegExp(`Turn ${turn}\\b`));
  });

  it('takes ssh -t … join ID and watch ID straight to the table, says why not for a table that is not there, and runs no other command', async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    await adaMakesTable(ada);
    const direct = async (name: string, command: string): Promise<Player> => {
      const client = await login(t.server.port, name, newKey());
      clients.push(client);
      return shell(client, 80, 24, 'xterm-256color', command);
    };
    const bea = await direct('bea', 'join 1');
    await see(bea, /You\s+sit\s+at\s+table\s+1\s+as\s+Opposition\s+1\./);
    const cy = await direct('cy', 'watch 1');
    await see(cy, /You\s+watch\s+table\s+1\./);
    // S leaves the table for the lobby.
    await cy.press('S');
    await see(cy, /the tables \(you are cy\)/);
    await see(ada, /cy stops watching/);
    const dee = await direct('dee', 'join 1');
    await see(dee, /Table 1 has no free seat: w watches it\./);
    const eve = await direct('eve', 'watch 9');
    await see(eve, /There is no table 9\./);
    const fay = await direct('fay', 'rm -rf /');
    await fay.closed;
    expect(fay.received()).toContain('athack serve runs no commands ("rm -rf /"): connect with none for the lobby, or with join ID or watch ID.');
  });

  it('plays two tables at once, each on its own game: keys at one move only its hero, and each saves in its own folder', async () => {
    const t = await started();
    const ada = await player(t, 'ada');
    const bo = await player(t, 'bo');
    for (const [p, hero] of [[ada, 'Ada'], [bo, 'Bo']] as const) {
      await p.press('n');
      await see(p, /New game: setup/);
      await p.press('enter');
      await finishCreation(p, hero);
    }
    const tables = t.server.tables;
    expect(tables.list().map((x) => x.id).sort()).toEqual(['1', '2']);
    const of = (hero: string) => tables.list().find((x) => x.state.hero.name === hero)!;
    await ada.press('enter');
    await see(ada, /Turn \d+/);
    const boBefore = of('Bo').state.turn;
    const adaBefore = of('Ada').state.turn;
    for (let k = 0; k < 3; k++) await ada.press('.');
    await see(ada, new RegExp(`Turn ${adaBefore + 3}\\b`));
    expect(of('Bo').state.turn).toBe(boBefore);
    expect(of('Bo').state.phase).toBe('home');
    expect(flat(bo)).toContain('Bo');
    expect(flat(bo)).not.toContain('Ada');
    for (const hero of ['Ada', 'Bo']) expect(existsSync(join(t.dataDir, 'tables', of(hero).id, `${hero}.json`))).toBe(true);
    // Over SSH there is no options file of the player's: C-w picks the walls' symbols for this connection alone.
    const { mapWidth, mapHeight } = zoneLayout(80, 24);
    const map = (p: Player) => p.screenText().split('\n').slice(0, mapHeight).map((l) => l.slice(0, mapWidth)).join('\n');
    const LINES = /[│─┌┐└┘├┤┬┴┼]/;
    expect(map(ada)).toMatch(/#/);
    expect(map(ada)).not.toMatch(LINES);
    await ada.press('C-w');
    await see(ada, /Walls drawn as lines/);
    expect(map(ada)).toMatch(LINES);
    expect(bo.screenText()).not.toMatch(/Walls drawn/);
  });
});
