/**
 * The hero's token spends, the Opposition's objections and the sealed bids
 * (RULES.md §5, §6; src/core/engine/spends): each spend's cost and effect,
 * refusals that leave the state alone, tokens that never go negative,
 * consumables at triple value at Home, objection → insist → bid with ties
 * to the hero and every bid token lost, and an AI bid fixed before (and
 * whatever) the hero bids.
 */
import { describe, expect, it } from 'vitest';
import { MAGIC_ITEMS } from '../../src/data/blackhack/magic-items.js';
import { chooseAction } from '../../src/core/bots/bot.js';
import { answerPending } from '../../src/core/bots/policy.js';
import type { Action, SpendAction } from '../../src/core/engine/actions.js';
import { creatureAttacks, heroAttacks } from '../../src/core/engine/combat.js';
import { newGame } from '../../src/core/engine/creation.js';
import { act, settle } from '../../src/core/opposition/settle.js';
import { ledgerText, MEND_COST, purchaseText, sealHash, spendAction, spendProblem } from '../../src/core/engine/spends/index.js';
import { aiBid, bidInput, BID_INPUT_FIELDS, type BidInput } from '../../src/core/opposition/bids.js';
import { RIDDLES } from '../../src/data/athack/riddles.js';
import { PASSAGE_NUMBER, passageSquares } from '../../src/core/engine/spends/exit.js';
import type { Contest, GameState, OppositionPlayer, RulesOptions, Spend } from '../../src/core/engine/types.js';
import { currentZone, setDoor } from '../../src/core/engine/zones.js';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { escapeWays } from '../../src/core/engine/spends/index.js';
import { Stream } from '../../src/base/rng.js';
import { foeBeside, forcedCtx, heroInDungeon, said, unobjecting, walkThrough } from './setup.js';

/** A hero made and (unless `home`) standing in zone 1. */
function game(options: Partial<RulesOptions> = {}, home = false): GameState {
  const made = act(newGame('7', options).state, { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } });
  if (!made.ok) throw new Error(made.error);
  if (home) return made.state;
  const entered = act(made.state, { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(entered.error);
  return entered.state;
}

/** No Opposition player can object: a spend goes straight through. */
function unopposed(s: GameState): GameState {
  const t = structuredClone(s);
  for (const p of t.tokens.opposition) p.tokens = 0;
  return t;
}

const ok = (s: GameState, a: Action) => {
  const r = act(s, a);
  if (!r.ok) throw new Error(r.error);
  return r;
};

const spend = (s: GameState, x: Spend) => act(s, { type: 'spend', ...x } as Action);

function tokensSane(s: GameState): void {
  expect(s.tokens.hero).toBeGreaterThanOrEqual(0);
  for (const p of s.tokens.opposition) expect(p.tokens).toBeGreaterThanOrEqual(0);
}

/** The first count of decisions (of a fixed list) under which the AI objects to `x`: its stream for a decision is derived from the decision's number. */
function objected(s: GameState, x: Spend): GameState {
  for (let k = 0; k < 500; k++) {
    const t = structuredClone(s);
    t.decisions = 1000 + k;
    const r = spend(t, x);
    if (r.ok && r.state.pending?.kind === 'objection') return r.state;
  }
  throw new Error('the Opposition never objected');
}

describe('each spend: its cost and its effect', () => {
  it('finds a Device for 1 token: a Scroll of Recall that takes the hero Home, or a 2d12 magic item', () => {
    const s = unopposed(game());
    const recall = ok(s, { type: 'spend', what: 'device', device: 'recall' }).state;
    expect(recall.tokens.hero).toBe(s.tokens.hero - 1);
    const scroll = recall.hero.items.find((i) => i.magic === 'Scroll of Recall')!;
    expect(scroll).toBeDefined();
    const home = ok(recall, { type: 'read', item: scroll.id }).state;
    expect(home.phase).toBe('home');
    expect(home.hero.items.some((i) => i.id === scroll.id)).toBe(false);

    const magic = ok(s, { type: 'spend', what: 'device', device: 'magic' });
    expect(magic.state.tokens.hero).toBe(s.tokens.hero - 1);
    const found = magic.state.hero.items.find((i) => !s.hero.items.some((o) => o.id === i.id))!;
    expect(MAGIC_ITEMS.rows.map((r) => r.name)).toContain(found.magic);
    expect(magic.events.some((e) => e.kind === 'roll' && e.dice === '2d12')).toBe(true);
  });

  it('raises Sustenance or Illumination by a point a token in the dungeon, never past 20', () => {
    const s = unopposed(game());
    s.consumables.sustenance = 10;
    s.consumables.illumination = 18;
    const fed = ok(s, { type: 'spend', what: 'sustenance', tokens: 3 }).state;
    expect(fed.consumables.sustenance).toBe(13);
    expect(fed.tokens.hero).toBe(s.tokens.hero - 3);
    const lit = ok(s, { type: 'spend', what: 'illumination', tokens: 2 }).state;
    expect(lit.consumables.illumination).toBe(20);
    // A token that would only be wasted is refused.
    const over = spend(s, { what: 'illumination', tokens: 3 });
    expect(over.ok).toBe(false);
    expect(over.state).toBe(s);
  });

  it('at Home each token counts triple for consumables (the restock)', () => {
    const s = unopposed(game({}, true));
    expect(s.phase).toBe('home');
    s.consumables.sustenance = 5;
    s.consumables.illumination = 12;
    const r = ok(s, { type: 'spend', what: 'sustenance', tokens: 2 }).state;
    expect(r.consumables.sustenance).toBe(11);
    expect(r.tokens.hero).toBe(s.tokens.hero - 2);
    // 8 points to fill: 3 tokens (9 points, capped at 20) is the most it takes.
    expect(ok(s, { type: 'spend', what: 'illumination', tokens: 3 }).state.consumables.illumination).toBe(20);
    expect(spend(s, { what: 'illumination', tokens: 4 }).ok).toBe(false);
    // Devices, exits, Escapes and Stunts are for the dungeon.
    expect(spend(s, { what: 'device', device: 'recall' }).ok).toBe(false);
  });

  it('restores HP at 1 token per Hit Die, up to the hero’s Level of them', () => {
    const s = unopposed(game());
    s.hero.hp = 1;
    const r = ok(s, { type: 'spend', what: 'heal', dice: 1 });
    expect(r.state.tokens.hero).toBe(s.tokens.hero - 1);
    const roll = r.events.find((e) => e.kind === 'roll')!;
    expect(roll.kind === 'roll' && roll.dice).toMatch(/^1d\d+$/);
    expect(r.state.hero.hp).toBe(Math.min(s.hero.maxHp, 1 + (roll.kind === 'roll' ? roll.total : 0)));
    expect(spend(s, { what: 'heal', dice: s.hero.level + 1 }).ok).toBe(false);
    const whole = structuredClone(s);
    whole.hero.hp = whole.hero.maxHp;
    expect(spend(whole, { what: 'heal', dice: 1 }).ok).toBe(false);
  });

  it('doubles the price of a Hit Die with each heal bought on one trip into the dungeon; Home starts again at 1', () => {
    let s = unopposed(game());
    const heal = (from: GameState) => {
      const t = structuredClone(from);
      t.hero.hp = 1;
      const r = ok(t, { type: 'spend', what: 'heal', dice: 1 });
      return { state: r.state, paid: t.tokens.hero - r.state.tokens.hero };
    };
    const paid: number[] = [];
    for (let k = 0; k < 2; k++) {
      const r = heal(s);
      paid.push(r.paid);
      s = r.state;
    }
    // Into the next zone: the trip goes on, and so does the price.
    s = unopposed(walkThrough(s, currentZone(s).zone.exits.find((e) => !e.entry && e.to !== 'entrance')!).state);
    const third = heal(s);
    paid.push(third.paid);
    s = third.state;
    expect(paid).toEqual([1, 2, 4]);
    // Too few tokens for the next at 8 a die: refused with its price, and nothing changes.
    const poor = structuredClone(s);
    poor.hero.hp = 1;
    poor.tokens.hero = 7;
    const refused = spend(poor, { what: 'heal', dice: 1 });
    expect(refused.ok ? 'accepted' : refused.error).toBe('That costs 8 tokens; you have 7.');
    expect(refused.state).toEqual(poor);
    // Home: 1 token again, then 2.
    const home = ok(s, { type: 'spend', what: 'device', device: 'recall' }).state;
    const back = ok(home, { type: 'read', item: home.hero.items.find((i) => i.magic === 'Scroll of Recall')!.id }).state;
    expect(back.phase).toBe('home');
    const once = heal(back);
    expect([once.paid, heal(once.state).paid]).toEqual([1, 2]);
  });

  it('prices an exit at 1 token and 2 a level it skips, doubled for each exit paid for on one trip; a new trip starts again', () => {
    const s = unopposed(game());
    // Two ways opened and taken, each to a new zone one level down: 1 token, then 2.
    const first = forcedCtx(s, [20, 1]);
    spendAction(first, { type: 'spend', what: 'exit', item: null, to: 'new' });
    expect(first.s.tokens.hero).toBe(s.tokens.hero - 1);
    const through = (from: GameState) => {
      const t = structuredClone(from);
      const p = currentZone(t).z.passages!.at(-1)!;
      t.hero.x = p.x;
      t.hero.y = p.y;
      return unopposed(unobjecting(ok(t, { type: 'stairs' }).state));
    };
    const two = through(first.s);
    const second = forcedCtx(two, [20, 1]);
    spendAction(second, { type: 'spend', what: 'exit', item: null, to: 'new' });
    expect(second.s.tokens.hero).toBe(two.tokens.hero - 2);
    const three = through(second.s);
    expect(three.zones[three.zone!]!.context.depth).toBe(3);
    // Home, and in again: from zone 1 (depth 1) straight to depth 3 skips one level: 1 + 2 tokens, the first exit of the trip.
    const home = ok(three, { type: 'spend', what: 'device', device: 'recall' }).state;
    const read = ok(home, { type: 'read', item: home.hero.items.find((i) => i.magic === 'Scroll of Recall')!.id }).state;
    const again = unopposed(unobjecting(ok(read, { type: 'enter-dungeon' }).state));
    expect(again.zone).toBe('1');
    const deep = forcedCtx(again, [20, 1]);
    spendAction(deep, { type: 'spend', what: 'exit', item: null, to: three.zone! });
    expect(deep.s.tokens.hero).toBe(again.tokens.hero - 3);
    // To a new zone now, the second exit of the trip: 1 token, doubled.
    const poor = structuredClone(deep.s);
    poor.tokens.hero = 1;
    // The ways opened here are taken away, so the square has room for another.
    currentZone(poor).z.passages = [];
    const refused = spend(poor, { what: 'exit', item: null, to: 'new' });
    expect(refused.ok ? 'accepted' : refused.error).toBe('That costs 2 tokens; you have 1.');
  });

  it('mends a Broken armour die for its Gear cost (a d6: 2 tokens), permanent ones first', () => {
    const s = unopposed(game());
    s.hero.armourBroken = 1;
    s.hero.armourPermanent = 1;
    const one = ok(s, { type: 'spend', what: 'mend', dice: 1 }).state;
    expect(MEND_COST).toBe(2);
    expect(one.tokens.hero).toBe(s.tokens.hero - 2);
    expect([one.hero.armourPermanent, one.hero.armourBroken]).toEqual([0, 1]);
    const both = ok(s, { type: 'spend', what: 'mend', dice: 2 }).state;
    expect(both.tokens.hero).toBe(s.tokens.hero - 4);
    expect(both.hero.armourBroken + both.hero.armourPermanent).toBe(0);
    expect(spend(s, { what: 'mend', dice: 3 }).ok).toBe(false);
  });

  it('refuses to create an exit, and takes no token, where no way could open: every square around the hero already holds one', () => {
    const s = unopposed(game());
    const { z } = currentZone(s);
    const open = passageSquares(s, 9);
    expect(open.length).toBeGreaterThan(0);
    z.passages = open.map((p) => ({ ...p, to: '1.1' }));
    const r = spend(s, { what: 'exit', item: null, to: 'new' });
    expect(r.ok ? 'accepted' : r.error).toMatch(/^There is no room here for a new way/);
    expect(r.state.tokens.hero).toBe(s.tokens.hero);
    // One square freed: the spend is taken again.
    z.passages.pop();
    expect(spend(s, { what: 'exit', item: null, to: 'new' }).ok).toBe(true);
  });

  it('creates exits: a passed search opens one, a weapon’s die of 4+ another; a new zone lies behind, and the way back comes out of the passage', () => {
    const s = unopposed(game());
    // Searching (WIS): the test passes on a 1, so one way opens where the hero stands.
    const ctx = forcedCtx(s, [20, 1]);
    spendAction(ctx, { type: 'spend', what: 'exit', item: null, to: 'new' });
    const made = ctx.s;
    expect(made.tokens.hero).toBe(s.tokens.hero - 1);
    const first = currentZone(made).z.passages!;
    expect(first).toHaveLength(1);
    expect(first[0]!.to).toBe(`1.${PASSAGE_NUMBER + 1}`);
    expect(Math.max(Math.abs(first[0]!.x - s.hero.x), Math.abs(first[0]!.y - s.hero.y))).toBeLessThanOrEqual(1);
    // A weapon: the STR test fails (20) but its d4 shows 4: one more way, on another square.
    const weapon = made.hero.items.find((i) => i.kind === 'weapon')!;
    const again = forcedCtx(made, [20, 20], [4, 4]);
    spendAction(again, { type: 'spend', what: 'exit', item: weapon.id, to: 'new' });
    const two = currentZone(again.s).z.passages!;
    expect(two).toHaveLength(2);
    expect(two[1]!.to).toBe(`1.${PASSAGE_NUMBER + 2}`);
    expect(`${two[1]!.x},${two[1]!.y}`).not.toBe(`${two[0]!.x},${two[0]!.y}`);
    // Both fail: no way, and the token is spent all the same (on a square with room for one: the two made are taken away).
    const roomy = structuredClone(again.s);
    currentZone(roomy).z.passages = [];
    const none = forcedCtx(roomy, [20, 20], [4, 3]);
    spendAction(none, { type: 'spend', what: 'exit', item: weapon.id, to: 'new' });
    expect(currentZone(none.s).z.passages).toHaveLength(0);
    // Each exit paid for on this trip doubles the next: 1, 2, then 4 tokens.
    expect(none.s.tokens.hero).toBe(s.tokens.hero - 7);
    // Onto the passage and through it (like stairs) into the new zone, one level deeper.
    const on = structuredClone(made);
    on.hero.x = first[0]!.x;
    on.hero.y = first[0]!.y;
    const through = ok(on, { type: 'stairs' }).state;
    expect(through.zone).toBe(`1.${PASSAGE_NUMBER + 1}`);
    expect(through.zones[through.zone!]!.context).toMatchObject({ depth: 2, from: '1' });
    // Back by the new zone's way in: out of the passage.
    const { zone } = currentZone(through);
    const back = zone.exits.find((e) => e.to === '1')!;
    const t = structuredClone(through);
    t.hero.x = back.x;
    t.hero.y = back.y;
    let returned: GameState;
    if (back.kind === 'door') {
      const next = back.stub[0]!;
      const dir = DIRS.find((d) => back.x + DIR_STEPS[d].x === next.x && back.y + DIR_STEPS[d].y === next.y)!;
      const door = t.zones[t.zone!]!.doors[`${back.x},${back.y}`];
      if (door) setDoor(t.zones[t.zone!]!, back.x, back.y, { open: true });
      returned = ok(t, { type: 'move', dir }).state;
    } else returned = ok(t, { type: 'stairs' }).state;
    expect(returned.zone).toBe('1');
    expect([returned.hero.x, returned.hero.y]).toEqual([first[0]!.x, first[0]!.y]);
  });

  it('refuses an exit in the Final Zone, to the zone itself, or with an item that cannot dig', () => {
    const s = unopposed(game());
    expect(spendProblem(s, { what: 'exit', item: null, to: '1' })).toMatch(/nowhere/);
    const trinket = s.hero.items.find((i) => i.kind === 'misc' || i.kind === 'ration')!;
    expect(spendProblem(s, { what: 'exit', item: trinket.id, to: 'new' })).toMatch(/cannot open a way/);
    const final = structuredClone(s);
    final.finalZone = '1';
    expect(spendProblem(final, { what: 'exit', item: null, to: 'new' })).toMatch(/Final Zone/);
  });

  it('escapes a fight for 1 token into the zone behind the nearest exit; no fight, no escape', () => {
    const s = unopposed(game());
    currentZone(s).z.creatures = [];
    expect(spend(s, { what: 'escape' }).ok).toBe(false);
    foeBeside(s);
    const r = ok(s, { type: 'spend', what: 'escape' });
    expect(r.state.zone).not.toBe('1');
    expect(r.state.tokens.hero).toBe(s.tokens.hero - 1 + s.tokens.heroRefresh);
    expect(r.events.some((e) => /break away/.test(e.text))).toBe(true);
  });

  it('a Stunt re-rolls the last failed attack for 1 token: now it hits', () => {
    const s = unopposed(game());
    const foe = foeBeside(s, { hp: 30, maxHp: 30 });
    const miss = forcedCtx(s, [20, 20]);
    heroAttacks(miss, currentZone(miss.s).z.creatures.find((c) => c.id === foe.id)!);
    expect(miss.s.lastTest).toMatchObject({ success: false, redo: { kind: 'attack', creature: foe.id } });
    const stunt = forcedCtx(miss.s, [20, 2], [6, 5]);
    spendAction(stunt, { type: 'spend', what: 'stunt' });
    expect(stunt.s.tokens.hero).toBe(s.tokens.hero - 1);
    expect(currentZone(stunt.s).z.creatures.find((c) => c.id === foe.id)!.hp).toBe(25);
    expect(stunt.s.lastTest).toMatchObject({ success: true, redo: null });
    // A test that passed is not re-rolled.
    expect(spendProblem(stunt.s, { what: 'stunt' })).toMatch(/passed/);
  });

  it('a missed blow stays the test to re-roll when the foe answers with a Defend that passes', () => {
    const s = unopposed(game());
    const foe = foeBeside(s, { hp: 30, maxHp: 30 });
    const ctx = forcedCtx(s, [20, 20], [20, 2]);
    const c = currentZone(ctx.s).z.creatures.find((o) => o.id === foe.id)!;
    heroAttacks(ctx, c);
    creatureAttacks(ctx, c);
    expect(ctx.events.filter((e) => e.kind === 'test').map((e) => e.kind === 'test' && e.success)).toEqual([false, true]);
    expect(ctx.s.lastTest).toMatchObject({ label: 'attack the Orc', success: false, redo: { kind: 'attack', creature: foe.id } });
    expect(spendProblem(ctx.s, { what: 'stunt' })).toBeNull();
  });

  it('a Stunt on a failed Defend gives the blow back', () => {
    const s = unopposed(game());
    s.options = { ...s.options, armourPrompt: 'never' };
    const foe = foeBeside(s);
    const hit = forcedCtx(s, [20, 19], [6, 4]);
    creatureAttacks(hit, currentZone(hit.s).z.creatures.find((c) => c.id === foe.id)!);
    expect(hit.s.hero.hp).toBe(s.hero.hp - 4);
    const stunt = forcedCtx(hit.s, [20, 2]);
    spendAction(stunt, { type: 'spend', what: 'stunt' });
    expect(stunt.s.hero.hp).toBe(s.hero.hp);
  });

  it('the last test is the hero’s last action’s: acting again leaves it behind', () => {
    const s = unopposed(game());
    foeBeside(s);
    const ctx = forcedCtx(s, [20, 20]);
    heroAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(spendProblem(ctx.s, { what: 'stunt' })).toBeNull();
    const waited = ok(ctx.s, { type: 'wait' }).state;
    expect(waited.lastTest ?? null).toBeNull();
    expect(spend(waited, { what: 'stunt' }).ok).toBe(false);
  });
});

describe('refusals', () => {
  const kinds: Spend[] = [
    { what: 'device', device: 'recall' },
    { what: 'sustenance', tokens: 1 },
    { what: 'illumination', tokens: 1 },
    { what: 'exit', item: null, to: 'new' },
    { what: 'escape' },
    { what: 'heal', dice: 1 },
    { what: 'mend', dice: 1 },
  ];

  it('short of tokens, every spend is refused and the state is left as it was', () => {
    const s = unopposed(game());
    s.tokens.hero = 0;
    s.consumables.sustenance = 10;
    s.consumables.illumination = 10;
    s.hero.hp = 1;
    s.hero.armourBroken = 1;
    foeBeside(s);
    for (const k of kinds) {
      const frozen = JSON.stringify(s);
      const r = spend(s, k);
      expect(r.ok, k.what).toBe(false);
      expect(r.state).toBe(s);
      expect(JSON.stringify(s)).toBe(frozen);
      if (!r.ok) expect(r.error).toMatch(/costs \d+ tokens?; you have 0/);
    }
    // One token is not enough to mend a die (2).
    s.tokens.hero = 1;
    expect(spend(s, { what: 'mend', dice: 1 }).ok).toBe(false);
  });

  it('nothing can be spent while a question is open, and a malformed spend is refused', () => {
    const s = unopposed(game());
    s.pending = { kind: 'hunger' };
    expect(spend(s, { what: 'heal', dice: 1 }).ok).toBe(false);
    const t = unopposed(game());
    expect(spend(t, { what: 'sustenance', tokens: -2 }).ok).toBe(false);
    expect(spend(t, { what: 'sustenance', tokens: 1.5 }).ok).toBe(false);
    expect(act(t, { type: 'spend', what: 'nonsense' } as unknown as Action).ok).toBe(false);
    expect(act(t, { type: 'bid', tokens: 1 }).ok).toBe(false);
    expect(act(t, { type: 'insist', yes: true }).ok).toBe(false);
  });
});

describe('objections and sealed bids', () => {
  const device: Spend = { what: 'device', device: 'magic' };

  it('an objection costs its player a token; withdrawing gives the hero the spend’s tokens back', () => {
    const s = game();
    const before = s.tokens.opposition[0]!.tokens;
    const o = objected(s, device);
    expect(o.tokens.hero).toBe(s.tokens.hero - 1);
    expect(o.tokens.opposition[0]!.tokens).toBe(before - 1);
    expect(o.pending).toMatchObject({ kind: 'objection', contest: { stake: 'spend', cost: 1, objectors: [1] } });
    // Nothing else may be done while it is asked.
    expect(act(o, { type: 'wait' }).ok).toBe(false);
    const w = ok(o, { type: 'insist', yes: false }).state;
    expect(w.pending).toBeNull();
    expect(w.tokens.hero).toBe(s.tokens.hero);
    expect(w.hero.items).toHaveLength(s.hero.items.length);
    expect(w.contests!.at(-1)).toMatchObject({ outcome: 'withdrawn', hero: null });
  });

  it('an objection withdrawn from stands against that spend until the hero leaves the zone: declaring it again meets it at once, and the Opposition pays nothing more', () => {
    const s = game();
    const o = objected(s, device);
    const w = ok(o, { type: 'insist', yes: false });
    expect(said(w.events, /objection stands until you leave this zone/)).toBe(true);
    // Again and again: every try is objected to, and the Opposition's tokens stay where they were.
    let t = w.state;
    for (let k = 0; k < 5; k++) {
      const again = ok(t, { type: 'spend', ...device } as Action);
      expect(again.state.pending).toMatchObject({ kind: 'objection', contest: { objectors: [1] } });
      expect(said(again.events, /objection to that still stands until you leave this zone/)).toBe(true);
      expect(again.state.tokens.opposition[0]!.tokens).toBe(o.tokens.opposition[0]!.tokens);
      t = ok(again.state, { type: 'insist', yes: false }).state;
    }
    expect(t.hero.items).toHaveLength(s.hero.items.length);
    expect(t.tokens.hero).toBe(s.tokens.hero);
    // Another kind of spend meets no standing objection.
    const other = spend(t, { what: 'heal', dice: 1 });
    expect(other.ok && other.events.some((e) => e.kind === 'prompt' && /still stands/.test(e.text))).toBe(false);
    // Out of the zone and back in, the objection has lapsed: the Opposition decides afresh.
    const { zone } = currentZone(t);
    const out = walkThrough(t, zone.exits.find((e) => e.kind === 'door' && !e.entry)!).state;
    const back = walkThrough(out, currentZone(out).zone.exits.find((e) => e.to === zone.id)!).state;
    expect(back.zone).toBe(zone.id);
    const fresh = ok(back, { type: 'spend', ...device } as Action);
    expect(fresh.events.some((e) => e.kind === 'prompt' && /still stands/.test(e.text))).toBe(false);
  });

  it('at Home a withdrawn objection stands until the hero sets out: mending declared again meets it', () => {
    const home = game({}, true);
    home.hero.armourBroken = 1;
    home.tokens.hero = 10;
    const o = objected(home, { what: 'mend', dice: 1 });
    const w = ok(o, { type: 'insist', yes: false });
    expect(said(w.events, /objection stands until you leave Home/)).toBe(true);
    const again = ok(w.state, { type: 'spend', what: 'mend', dice: 1 } as Action);
    expect(again.state.pending?.kind).toBe('objection');
    expect(again.state.hero.armourBroken).toBe(1);
    expect(again.state.tokens.opposition[0]!.tokens).toBe(o.tokens.opposition[0]!.tokens);
  });

  it('insisting costs a token and opens the sealed bid, the Opposition’s bid already fixed and sealed, its tokens kept until the reveal', () => {
    const o = objected(game(), device);
    const i = ok(o, { type: 'insist', yes: true }).state;
    expect(i.tokens.hero).toBe(o.tokens.hero - 1);
    expect(i.pending?.kind).toBe('bid');
    if (i.pending?.kind !== 'bid') return;
    const [sealed] = i.pending.sealed;
    expect(sealed!.tokens).toBeGreaterThanOrEqual(1);
    expect(i.tokens.opposition[0]!.tokens).toBe(o.tokens.opposition[0]!.tokens);
    expect(sealed!.hash).toBe(sealHash(sealed!.player, sealed!.tokens, sealed!.salt));
    // Insisting with no token left is refused; the hero must withdraw.
    const broke = structuredClone(o);
    broke.tokens.hero = 0;
    const r = act(broke, { type: 'insist', yes: true });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(broke);
  });

  function bidding(): { s: GameState; against: number } {
    const o = objected(game(), device);
    const s = ok(o, { type: 'insist', yes: true }).state;
    if (s.pending?.kind !== 'bid') throw new Error('no bid');
    return { s, against: s.pending.sealed.reduce((n, b) => n + b.tokens, 0) };
  }

  it('the larger bid wins, a tie goes to the hero, and every bid token is lost', () => {
    const { s, against } = bidding();
    const opp = s.tokens.opposition[0]!.tokens;
    const items = s.hero.items.length;
    for (const [bid, heroWins] of [
      [against + 1, true],
      [against, true],
      [against - 1, false],
    ] as const) {
      const r = ok(s, { type: 'bid', tokens: bid });
      tokensSane(r.state);
      expect(r.state.pending).toBeNull();
      expect(r.state.tokens.hero, `bid ${bid}`).toBe(s.tokens.hero - bid);
      // The Opposition's bid leaves its tokens at the reveal, whoever wins.
      expect(r.state.tokens.opposition[0]!.tokens).toBe(opp - against);
      expect(r.state.hero.items.length, `bid ${bid}`).toBe(items + (heroWins ? 1 : 0));
      expect(r.state.contests!.at(-1)).toMatchObject({ outcome: heroWins ? 'hero' : 'opposition', hero: bid });
    }
    // More than the hero holds is refused; so is a negative bid.
    expect(act(s, { type: 'bid', tokens: s.tokens.hero + 1 }).ok).toBe(false);
    expect(act(s, { type: 'bid', tokens: -1 }).ok).toBe(false);
  });

  it('the AI bid is fixed before the hero bids, and is the same whatever the hero bids', () => {
    const { s } = bidding();
    if (s.pending?.kind !== 'bid') throw new Error('no bid');
    const fixed = structuredClone(s.pending.sealed);
    const revealed = new Set<string>();
    for (let bid = 0; bid <= s.tokens.hero; bid++) {
      const r = ok(s, { type: 'bid', tokens: bid });
      const reveal = r.events.find((e) => e.kind === 'score' && e.data && 'reveal' in e.data);
      const bids = (reveal as unknown as { data: { reveal: { bids: unknown } } }).data.reveal.bids;
      revealed.add(JSON.stringify(bids));
      expect(bids).toEqual(fixed);
      // The AI's stream is not touched by the hero's bid either.
      expect(r.state.rng.ai).toEqual(s.rng.ai);
    }
    expect(revealed.size).toBe(1);
  });

  it('the AI bid function is never handed the hero’s bid: its inputs are the player and the contest alone', () => {
    const player: OppositionPlayer = { id: 1, name: 'the Opposition', difficulty: 'hard', tokens: 17, refresh: 15, spent: 0, lost: 0 };
    const contest: Contest = { stake: 'spend', spend: { what: 'escape' }, cost: 1, objectors: [1] };
    const input = bidInput(player, contest, false);
    expect(Object.keys(input).sort()).toEqual([...BID_INPUT_FIELDS].sort());
    expect(Object.keys(input).some((k) => /hero|bid/i.test(k))).toBe(false);
    // aiBid takes the input and its stream, and reads nothing but the input's own fields.
    expect(aiBid.length).toBe(2);
    const read = new Set<string>();
    const spy = new Proxy(input, { get: (t, k) => (read.add(String(k)), t[k as keyof BidInput]) });
    const bid = aiBid(spy, Stream.derive('x', 'y'));
    expect([...read].every((k) => (BID_INPUT_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(bid).toBeGreaterThanOrEqual(1);
    expect(bid).toBeLessThanOrEqual(17);
    // The same input and stream give the same bid.
    expect(aiBid(input, Stream.derive('x', 'y'))).toBe(bid);
  });

  it('a lost bid costs the hero the spend’s tokens as well; no Opposition, no objection', () => {
    const { s, against } = bidding();
    const r = ok(s, { type: 'bid', tokens: 0 });
    expect(against).toBeGreaterThan(0);
    expect(r.state.tokens.hero).toBe(s.tokens.hero);
    expect(r.events.some((e) => /Opposition has its way/.test(e.text))).toBe(true);
    const none = game({ opposition: 'none' });
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(none);
      t.decisions = 1000 + k;
      expect(ok(t, { type: 'spend', what: 'device', device: 'magic' }).state.pending).toBeNull();
    }
  });

  it("the ledger names a person who goes by the seat's own name once: \"The Opposition (a person)\", \"Opposition 2 (a person)\", where a named one keeps the seat's, \"the Opposition\" where it is the only one", () => {
    const [lone] = ledgerText(newGame('7', { opposition: 'humans', opponents: 1 }).state);
    expect(lone).toBe('The Opposition (a person): spent 0, 0 came back to the hero, 20 left.');
    const seats = ledgerText(newGame('7', { opposition: 'humans', opponents: 2 }).state);
    expect(seats).toContain('Opposition 2 (a person): spent 0, 0 came back to the hero, 20 left.');
    // A named person keeps the seat's name as the end and the curtains say it: the whole Opposition alone, a number among several.
    expect(ledgerText(newGame('7', { opposition: 'person:Ann' }).state)[0]).toBe('Ann (a person, the Opposition): spent 0, 0 came back to the hero, 20 left.');
    expect(ledgerText(newGame('7', { opposition: 'person:Ann,fair' }).state)[0]).toBe('Ann (a person, Opposition 1): spent 0, 0 came back to the hero, 20 left.');
  });

  it('the ledger says a riddle cost nothing and what it pays the hero who answers it', () => {
    for (const r of RIDDLES.rows) {
      const worth = `${r.difficulty} token${r.difficulty === 1 ? '' : 's'}`;
      expect(purchaseText({ kind: 'riddle', exit: '7,2', riddle: r.name, cost: 0 })).toBe(`riddle on the exit at 7,2, worth ${worth} to the hero who answers it: 0 tokens`);
    }
  });

  it('the ledger names the door a puzzle or a riddle was put on as the log does, not by squares no screen showed', () => {
    // Seed 11's zone 1: the way in at 5,11 and another door at 14,11, both in the south wall.
    const s = heroInDungeon('Warrior', '11');
    const bought = { zone: '1', player: 1, tokens: 1, hash: 'h', purchases: [{ kind: 'puzzle' as const, exit: '5,11', tokens: 1, cost: 1 }, { kind: 'riddle' as const, exit: '14,11', riddle: RIDDLES.rows[0]!.name, cost: 0 }] };
    const text = ledgerText({ ...s, ledger: [...s.ledger, bought] }).join('\n');
    expect(text).toContain('puzzle on the south door farther west, 1 to pass: 1 token');
    expect(text).toMatch(/riddle on the south door farther east, worth \d+ tokens? to the hero who answers it: 0 tokens/);
    expect(text).not.toMatch(/exit at \d/);
  });

  it('the bot answers both questions, and the ledger shows the bid with its seal', () => {
    const o = objected(game(), device);
    expect(answerPending(o)).toEqual({ type: 'insist', yes: true });
    expect(chooseAction(o)).toEqual({ type: 'insist', yes: true });
    const b = ok(o, answerPending(o)).state;
    const a = answerPending(b);
    // A fifth of its tokens, or all it can spare (beyond the 10 it keeps) when that is more.
    expect(a).toEqual({ type: 'bid', tokens: Math.max(1, Math.floor(b.tokens.hero / 5), b.tokens.hero - 10) });
    const done = ok(b, a).state;
    expect(done.pending).toBeNull();
    const text = ledgerText(done).join('\n');
    if (b.pending?.kind !== 'bid') throw new Error('no bid');
    expect(text).toContain(b.pending.sealed[0]!.hash);
    expect(text).toMatch(/find a magic Device\. Objected by the Opposition; you bid \d+/);
    // A broke hero withdraws.
    const broke = structuredClone(o);
    broke.tokens.hero = 1;
    expect(answerPending(broke)).toEqual({ type: 'insist', yes: false });
  });

  it('where new exits lead can be contested: the bid decides between the hero’s zone and the Opposition’s', () => {
    // A second zone visited, so the Opposition has an old zone to send a new exit to.
    let s = game();
    const escape = structuredClone(unopposed(s));
    foeBeside(escape);
    const deeper = escapeWays(escape).find((w) => w.to !== 'entrance')!;
    s = ok(escape, { type: 'spend', what: 'escape', to: deeper.to }).state;
    expect(s.zone).toBe(deeper.to);
    for (const p of s.tokens.opposition) p.tokens = 20;
    let contested: GameState | undefined;
    for (let k = 0; k < 500 && !contested; k++) {
      const t = structuredClone(s);
      t.decisions = 2000 + k;
      // Forced dice for the hero's rolls; the AI seats answer what each asks of them.
      const forced = (s0: GameState, a: SpendAction) => {
        const ctx = forcedCtx(s0, [20, 1]);
        spendAction(ctx, a);
        return settle(ctx.s).state;
      };
      const declared = forced(t, { type: 'spend', what: 'exit', item: null, to: 'new' });
      if (declared.pending?.kind === 'bid') contested = declared;
      else if (declared.pending?.kind === 'objection') {
        const insisted = forced(declared, { type: 'insist', yes: true });
        const sealed = insisted.pending?.kind === 'bid' ? insisted.pending.sealed : [];
        const won = forced(insisted, { type: 'bid', tokens: sealed.reduce((n, b) => n + b.tokens, 0) });
        if (won.pending?.kind === 'bid') contested = won;
      }
    }
    expect(contested).toBeDefined();
    const p = contested!.pending!;
    expect(p).toMatchObject({ kind: 'bid', contest: { stake: 'destination', heroTo: 'new', oppositionTo: '1', cost: 0 } });
    const lost = ok(contested!, { type: 'bid', tokens: 0 }).state;
    expect(currentZone(lost).z.passages!.at(-1)!.to).toBe('1');
    const against = p.kind === 'bid' ? p.sealed.reduce((n, b) => n + b.tokens, 0) : 0;
    const won = ok(contested!, { type: 'bid', tokens: against }).state;
    expect(currentZone(won).z.passages!.at(-1)!.to).toMatch(new RegExp(`\\.${PASSAGE_NUMBER + 1}$`));
    tokensSane(won);
  });
});
