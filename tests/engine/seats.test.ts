/**
 * Seats (docs/architecture.md, "Seats, views and drivers"): the Opposition's
 * seats, people and AI mixed; decisions owned by seats, answered through
 * `step` and refused from any other seat; the AI as a driver above the
 * engine, reading only its seat's view; and what each view holds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Bot, botTurn, playGame, replay } from '../../src/core/bots/index.js';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import { viewFor } from '../../src/core/engine/seat-view.js';
import { killerOf } from '../../src/core/engine/winner.js';
import { aiSeat, askedSeats, parseSeats, seatsOf, type Seat } from '../../src/core/engine/seats.js';
import { step } from '../../src/core/engine/step.js';
import type { GameState } from '../../src/core/engine/types.js';
import { sightOf } from '../../src/core/engine/view.js';
import { aiAction } from '../../src/core/opposition/driver.js';
import { act, settle } from '../../src/core/opposition/settle.js';
import { rulesArg } from '../../src/cli/options.js';
import { morgueText } from '../../src/persist/morgue.js';
import { scoreEntry } from '../../src/persist/scores.js';
import { foeBeside } from './setup.js';

const CREATE: Action = { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } };

/** A hero made and sent into the dungeon against `opposition`, the AI seats settled: the game waits for whoever is asked. */
function entered(seed: string, opposition: string): GameState {
  const made = act(newGame(seed, { opposition }).state, CREATE);
  if (!made.ok) throw new Error(made.error);
  const r = act(made.state, { type: 'enter-dungeon' });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('the seats of a game', () => {
  it('opposition=fair,person:Bea,hard seats an AI, a person and an AI, in that order; the old single values still fill opponents seats', () => {
    expect(rulesArg('power=high,opposition=fair,person:Bea,hard')).toEqual({ power: 'high', opposition: 'fair,person:Bea,hard' });
    const s = newGame('1', { opposition: 'fair,person:Bea,hard' }).state;
    expect(seatsOf(s)).toEqual(['adventurer', 'opposition:1', 'opposition:2', 'opposition:3']);
    expect(s.tokens.opposition.map((p) => [p.name, p.person === true, p.difficulty])).toEqual([
      ['Opposition 1', false, 'fair'],
      ['Bea', true, 'fair'],
      ['Opposition 3', false, 'hard'],
    ]);
    expect(newGame('1', { opposition: 'ai-hard', opponents: 2 }).state.tokens.opposition.map((p) => p.difficulty)).toEqual(['hard', 'hard']);
    expect(newGame('1', { opposition: 'humans', opponents: 2 }).state.tokens.opposition.every((p) => p.person)).toBe(true);
    expect(parseSeats({ opposition: 'fair,robot' })).toBe('seat 2 is "robot": each Opposition seat is easy, fair, hard or person:Name');
    expect(parseSeats({ opposition: 'fair,person:' })).toMatch(/a person with no name/);
    expect(parseSeats({ opposition: 'easy,easy,easy,easy,easy' })).toMatch(/at most 4 seats/);
  });

  it("a person's seat is asked to stock: the hero and the other seats are refused with an error value, the AI waits, and the seat's orders are priced, placed and sealed", () => {
    const s = entered('4', 'person:Bea,fair');
    // Zone 1 is the first zone: its order starts at the second seat, the AI, which has stocked; now Bea is asked.
    expect(askedSeats(s)).toEqual(['opposition:1']);
    expect(s.decision).toMatchObject({ kind: 'stock', owners: ['opposition:1'] });
    const frozen = JSON.stringify(s);
    const hero = step(s, { type: 'wait' });
    expect(hero).toMatchObject({ ok: false, error: 'The Opposition is deciding: wait for it.' });
    const other = step(s, { type: 'stock', seat: 'opposition:2', orders: [] });
    expect(other).toMatchObject({ ok: false, error: 'Opposition 2 is not asked to act now.' });
    expect(step(s, { type: 'object', seat: 'opposition:1', yes: true })).toMatchObject({ ok: false, error: 'Bea is asked to stock, not to object.' });
    expect(step(s, { type: 'wait', seat: 'judge' as Seat }).ok).toBe(false);
    // More than Bea holds, or a creature not on sale: refused, the state as it was.
    const dear = step(s, { type: 'stock', seat: 'opposition:1', orders: [{ kind: 'creature', category: 'Humanoids', name: 'Orc', count: 40, hd: 3 }] });
    expect(dear).toMatchObject({ ok: false, error: expect.stringMatching(/^That costs \d+ tokens; Bea has 20\.$/) });
    expect(step(s, { type: 'stock', seat: 'opposition:1', orders: [{ kind: 'creature', category: 'Humanoids', name: 'Gold Dragon', count: 1, hd: 3 }] }).ok).toBe(false);
    expect(settle(s).state).toBe(s);
    expect(JSON.stringify(s)).toBe(frozen);
    // Two orcs at their own 3 HD, and a toll of 2 tokens on an exit.
    const exit = Object.keys(s.zones['1']!.doors)[0] ?? null;
    const orders = [{ kind: 'creature' as const, category: 'Humanoids', name: 'Orc', count: 2, hd: 3 }, ...(exit ? [{ kind: 'puzzle' as const, exit, tokens: 2 }] : [])];
    const r = act(s, { type: 'stock', seat: 'opposition:1', orders });
    if (!r.ok) throw new Error(r.error);
    const bea = r.state.tokens.opposition[0]!;
    const entry = r.state.ledger.find((e) => e.player === 1 && e.zone === '1')!;
    expect(entry.purchases.map((p) => p.kind)).toEqual(['creature', ...(exit ? ['puzzle'] : [])]);
    expect(bea.tokens).toBe(20 - entry.tokens);
    expect(r.state.zones['1']!.creatures.filter((c) => c.owner === 1)).toHaveLength(2);
    // The entry goes on: the hero is asked again, and the turn of entering is counted once.
    expect(askedSeats(r.state)).toEqual(['adventurer']);
    expect(r.state.turn).toBe(s.turn + 1);
  });
});

describe('the AI as a driver above the engine', () => {
  it('no file of the engine imports the AI', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const importers = files('src/core/engine').filter((f) => /from '[./]*\/?(core\/)?opposition\//.test(readFileSync(f, 'utf8')));
    expect(importers).toEqual([]);
  });

  it('decides a sealed bid the same from a view with another bid’s amount taken out', () => {
    // Two AI seats object; the first has bid; the second is asked, with the first's bid in the state.
    for (let k = 0; k < 400; k++) {
      let s = entered('5', 'hard,hard');
      s = { ...s, decisions: 3000 + k };
      const spent = act(s, { type: 'spend', what: 'device', device: 'magic' });
      if (!spent.ok || spent.state.pending?.kind !== 'objection' || spent.state.pending.contest.objectors.length < 2) continue;
      const insist = step(spent.state, { type: 'insist', yes: true });
      if (!insist.ok) throw new Error(insist.error);
      const first = aiAction(viewFor(insist.state, 'opposition:1'), 'opposition:1');
      const one = step(insist.state, first.action);
      if (!one.ok) throw new Error(one.error);
      const asked = one.state;
      expect(askedSeats(asked)).toEqual(['opposition:2', 'adventurer']);
      const view = viewFor(asked, 'opposition:2');
      // The view already hides the first bid; a view with any other amount there decides the same.
      if (view.pending?.kind !== 'bid') throw new Error('no bid');
      expect(view.pending.sealed[0]).toMatchObject({ player: 1, tokens: 0, salt: '' });
      const full = { ...asked, pending: { ...view.pending, sealed: asked.pending?.kind === 'bid' ? asked.pending.sealed : [] } };
      const altered = { ...view, pending: { ...view.pending, sealed: [{ ...view.pending.sealed[0]!, tokens: 17 }] } };
      expect(aiAction(view, 'opposition:2').action).toEqual(aiAction(altered, 'opposition:2').action);
      expect(aiAction(full, 'opposition:2').action).toEqual(aiAction(view, 'opposition:2').action);
      return;
    }
    throw new Error('no decision count made both seats object');
  });
});

/** What a view must not hold: another seat's sealed bid before the reveal; for the Adventurer, a creature out of sight or a trap not found. */
function leaks(s: GameState, seat: Seat): string[] {
  // The game over, every secret is out (the revealed zone, the ledger): there is nothing left to keep.
  if (s.phase === 'dead' || s.phase === 'won') return viewFor(s, seat) === s ? [] : [`${seat}'s view at the end is not the whole game`];
  const v = viewFor(s, seat);
  const out: string[] = [];
  const me = seat === 'adventurer' ? null : Number(seat.split(':')[1]);
  if (v.pending?.kind === 'bid') for (const b of v.pending.sealed) if (b.player !== me && (b.tokens !== 0 || b.salt !== '')) out.push(`${seat} sees the sealed bid of ${b.player}`);
  if (v.decision?.kind === 'bid' && v.decision.heroBid !== undefined && me !== null) out.push(`${seat} sees the hero's sealed bid`);
  if (v.decision?.kind === 'object') for (const id of v.decision.contest.objectors) if (id !== me) out.push(`${seat} sees the objection of ${id}`);
  // Where every side bids on the Adventurer's objection, the hero's own bid is player 0's.
  if (v.decision?.kind === 'challenge') for (const b of v.decision.bids) if (b.player !== (me ?? 0) && (b.tokens !== 0 || b.salt !== '' || b.against !== undefined)) out.push(`${seat} sees the sealed bid of ${b.player} on the requirement`);
  for (const e of v.ledger) if (e.player !== me && e.purchases.length > 0) out.push(`${seat} sees what ${e.player} bought for ${e.zone}`);
  if (me === null) {
    const sight = s.zone && s.phase === 'dungeon' ? sightOf(s).keys : new Set<string>();
    for (const [id, z] of Object.entries(v.zones)) {
      for (const c of z.creatures) if (id !== s.zone || !sight.has(`${c.x},${c.y}`)) out.push(`the Adventurer sees the ${c.name} out of sight in ${id}`);
      for (const t of z.traps) if (!t.found && !t.disarmed) out.push(`the Adventurer sees the ${t.name} not found in ${id}`);
    }
  }
  return out;
}

/** Bea, a person in seat 1, at the keyboard: she makes every zone need Illumination, insists on it, bids 1 for it, and lets all else be. */
function beaAnswers(s: GameState): Action {
  const d = s.decision!;
  const seat = 'opposition:1' as const;
  if (d.kind === 'stock') return { type: 'stock', seat, orders: [{ kind: 'illumination' }] };
  if (d.kind === 'challenge') return d.stage === 'insist' ? { type: 'insist', seat, yes: true } : { type: 'bid', seat, tokens: Math.min(1, s.tokens.opposition[0]!.tokens) };
  if (d.kind === 'bid') return { type: 'bid', seat, tokens: 0 };
  return { type: d.kind, seat, yes: false };
}

describe('what each seat sees', () => {
  it('over many seeds, no view holds another seat’s sealed bid before the reveal, nor, for the Adventurer, an obstacle not met', () => {
    const found: string[] = [];
    let bids = 0;
    let challenged = 0;
    let same = 0;
    for (let g = 0; g < 12 && found.length === 0; g++) {
      const seed = `views-${g}`;
      const bot = new Bot(seed);
      const start = newGame(seed, { opposition: g % 2 === 0 ? 'easy,hard' : 'person:Bea,hard,fair' }).state;
      // Every other game, Bea makes each zone need Illumination of a hero low on it: the bot objects, and every side bids.
      let s = g % 2 === 0 ? start : { ...start, consumables: { ...start.consumables, illumination: 3 } };
      for (let k = 0; k < 250 && s.phase !== 'dead' && s.phase !== 'won' && found.length === 0; k++) {
        // The bot seldom spends: every so often the hero asks to heal, so objections and sealed bids come up.
        const asked = k % 20 === 10 && !s.pending && !s.decision && s.hero.hp < s.hero.maxHp ? act(s, { type: 'spend', what: 'heal', dice: 1 }) : null;
        const bea = askedSeats(s).includes('opposition:1') ? act(s, beaAnswers(s)) : null;
        if (bea && !bea.ok) throw new Error(bea.error);
        const turn = bea?.ok ? { taken: bea.steps, result: { state: bea.state } } : asked?.ok ? { taken: asked.steps, result: { state: asked.state } } : botTurn(bot, s);
        for (const t of turn.taken) {
          if (t.state.pending?.kind === 'bid') bids++;
          for (const seat of seatsOf(t.state)) found.push(...leaks(t.state, seat));
          const d = t.state.decision;
          if (d?.kind !== 'challenge' || d.stage !== 'bid') continue;
          challenged++;
          // An AI seat asked to bid while others' bids are sealed decides the same from its view as from the whole state.
          for (const seat of d.owners.filter((o) => aiSeat(t.state, o))) {
            if (d.bids.length === 0) continue;
            expect(aiAction(viewFor(t.state, seat), seat).action).toEqual(aiAction(t.state, seat).action);
            same++;
          }
        }
        s = turn.result.state;
      }
    }
    expect(found.slice(0, 5)).toEqual([]);
    // The games went through sealed bids, the hero's objections among them, so the check saw them.
    expect(bids).toBeGreaterThan(0);
    expect(challenged).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(0);
  });
});

describe('a view made again and again', () => {
  it('holds, state after state of a game through several zones, each zone and ledger entry as its seat may know it now, whatever views came before', () => {
    const bot = new Bot('views-again');
    let s = newGame('views-again', { opposition: 'easy,hard' }).state;
    const zones = new Set<string>();
    let entries = 0;
    for (let k = 0; k < 600 && s.phase !== 'dead' && s.phase !== 'won'; k++) {
      const turn = botTurn(bot, s);
      for (const t of turn.taken) {
        const now = t.state;
        if (now.phase === 'dead' || now.phase === 'won') continue;
        if (now.zone) zones.add(now.zone);
        entries = Math.max(entries, now.ledger.length);
        for (const seat of seatsOf(now)) {
          const v = viewFor(now, seat);
          const me = seat === 'adventurer' ? null : Number(seat.split(':')[1]);
          expect(v.ledger, `${seat}'s ledger`).toEqual(now.ledger.map((e) => (e.player === me ? e : { ...e, purchases: [] })));
          if (me !== null) continue;
          const sight = now.zone && now.phase === 'dungeon' ? sightOf(now).keys : new Set<string>();
          const known = Object.fromEntries(
            Object.entries(now.zones).map(([id, z]) => [id, { ...z, creatures: id === now.zone ? z.creatures.filter((c) => sight.has(`${c.x},${c.y}`)) : [], traps: z.traps.filter((t) => t.found || t.disarmed) }]),
          );
          expect(v.zones, `the hero's zones at step ${k}`).toEqual(known);
        }
      }
      s = turn.result.state;
    }
    // The game went through several zones, and the Opposition bought for them.
    expect(zones.size).toBeGreaterThan(2);
    expect(entries).toBeGreaterThan(1);
  });
});

describe('the Opposition winner', () => {
  it('is the seat whose creature kills the hero: named in the state, the morgue file and the score table; a zone’s own creature names none', () => {
    for (const owner of [2, undefined]) {
      let s = structuredClone(entered('4', 'easy,hard'));
      s.options = { ...s.options, armourPrompt: 'never' };
      s.hero.hp = 1;
      s.hero.equipped.armour = null;
      foeBeside(s, { name: 'Ogre', damage: '3d6', hd: 4, ...(owner ? { owner, tokens: 4 } : {}) });
      for (let k = 0; k < 40 && s.phase === 'dungeon'; k++) {
        const r = act(s, s.pending?.kind === 'armour-die' ? { type: 'answer', breakArmour: false } : { type: 'wait' });
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      expect(s.causeOfDeath).toBe('killed by the Ogre');
      const rec = { seed: s.seed, options: s.options, actions: [], checks: [], snapshot: s };
      const morgue = morgueText(s, [], rec, '9.9.9', new Date(0));
      if (owner) {
        expect(s.killer).toBe(2);
        expect(morgue).toContain('The Opposition winner: Opposition 2 (AI hard), whose obstacle made the kill');
        expect(scoreEntry(s).winner).toBe('Opposition 2 (AI hard)');
      } else {
        expect(s.killer ?? null).toBeNull();
        expect(morgue).not.toContain('Opposition winner');
        expect(scoreEntry(s).winner).toBeUndefined();
      }
    }
  });
});

describe('the Opposition winner by what an obstacle laid on the hero', () => {
  type Ongoing = Extract<GameState['hero']['conditions'][number], { kind: 'ongoing' }>;
  /** The hero with no foe near. */
  function quiet(): GameState {
    const s = structuredClone(entered('4', 'easy,hard'));
    for (const z of Object.values(s.zones)) z.creatures = [];
    return s;
  }
  /** Waits at 1 HP with `condition` on, laid again whenever a CON test shakes it off, until the Out of Action table says dead. */
  function untilDead(s: GameState, condition: Ongoing): GameState {
    for (let k = 0; k < 200 && s.phase === 'dungeon'; k++) {
      s = structuredClone(s);
      s.hero.hp = 1;
      if (!s.hero.conditions.some((c) => c.kind === 'ongoing')) s.hero.conditions.push({ ...condition });
      const r = act(s, { type: 'wait' });
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    return s;
  }

  it("names the seat whose creature's poison kills the hero after the creature is gone, and none for a zone's own creature's", () => {
    const spider: Ongoing = { kind: 'ongoing', damage: 40, source: 'Giant Spider poison' };
    const bought = untilDead(quiet(), { ...spider, owner: 2 });
    expect(bought.phase).toBe('dead');
    expect(bought.killer).toBe(2);
    expect(scoreEntry(bought).winner).toBe('Opposition 2 (AI hard)');
    const own = untilDead(quiet(), spider);
    expect(own.phase).toBe('dead');
    expect(own.killer ?? null).toBeNull();
  });

  it("names the seat whose creature's spell is the last blow", () => {
    const s = quiet();
    foeBeside(s, { name: 'Ogre', damage: '3d6', hd: 4, owner: 2, tokens: 4 });
    expect(killerOf(s, "the Ogre's spell")).toBe(2);
    expect(killerOf(s, "the Goblin's spell")).toBeNull();
  });

  it("names the seat that bought the zone's environ when the environ kills", () => {
    const fumes: Ongoing = { kind: 'ongoing', damage: 40, source: 'the choking fumes' };
    const s = quiet();
    s.zones[s.zone!]!.environ = { name: 'Choking fumes', die: 6, owner: 1 };
    const dead = untilDead(s, fumes);
    expect(dead.phase).toBe('dead');
    expect(dead.killer).toBe(1);
  });
});

describe('recordings of every seat', () => {
  it('bot games against mixed AI seats replay to the same checks and state, reading the AI’s recorded choices', () => {
    for (let g = 0; g < 6; g++) {
      const options = { opposition: ['easy,hard', 'fair,fair,hard', 'hard', 'easy,fair,hard,easy'][g % 4]! };
      const game = playGame(`seats-replay-${g}`, options, { maxSteps: 300 });
      expect(game.actions.some((a) => a.seat !== undefined)).toBe(true);
      const r = replay(`seats-replay-${g}`, options, game.actions, game.checks);
      expect(r.reason).toBeNull();
      expect(r.state).toEqual(game.state);
    }
  });
});
