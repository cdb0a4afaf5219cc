/**
 * The step's working copy: equal to the state it copies, and sharing with
 * it nothing that a step may change, so a step never reaches back into its
 * input. Only the parts documented as shared may be the same objects: the
 * zones the hero is not in, the ledger, the contest records and the standing
 * objections, the Opposition's lists of creatures that fled, the doors of
 * the zone the hero is in, the items, the options, the random streams'
 * states and the Quest (each replaced whole when it changes).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { workingCopy } from '../../src/core/engine/clone.js';
import { step } from '../../src/core/engine/step.js';
import type { ZoneContext } from '../../src/procgen/types.js';
import type { CreatureState, DoorState, FloorItem, GameState, Hero, HomeState, Item, OppositionPlayer, ZoneState } from '../../src/core/engine/types.js';

/** Every object and array reachable from `v`. */
function objects(v: unknown, into = new Set<object>()): Set<object> {
  if (typeof v !== 'object' || v === null || into.has(v)) return into;
  into.add(v);
  for (const x of Object.values(v)) objects(x, into);
  return into;
}

/** States met along whole bot games, with and without the AI Opposition (its ledger, its creatures that fled). */
function statesOfGames(): GameState[] {
  const states: GameState[] = [];
  for (const [seed, opposition] of [['clone-1', 'ai-hard'], ['clone-2', 'ai-fair'], ['clone-3', 'none'], ['clone-4', 'ai-easy'], ['clone-5', 'ai-hard']] as const) {
    playGame(seed, { opposition }, { maxSteps: 600, onAction: ({ state, actions }) => void (actions.length % 5 === 0 && states.push(state)) });
  }
  return states;
}

/** Every item in a state: carried, stashed, on the floor of any zone, held by a spell. */
const itemsOf = (s: GameState) => [...s.hero.items, ...s.home.stash, ...Object.values(s.zones).flatMap((z) => z.items.map((f) => f.item)), ...s.hero.effects.flatMap((e) => (e.held ? [e.held] : []))];

describe('workingCopy', () => {
  const states = statesOfGames();

  it('is equal to its original, field for field', () => {
    expect(states.length).toBeGreaterThan(100);
    for (const s of states) expect(workingCopy(s)).toStrictEqual(s);
  });

  it('shares with its original only the other zones, the ledger, the contest records, the standing objections, the purchase counts, the fled lists, the doors, the items, the options, the streams\' states and the Quest', () => {
    let fledSeen = 0;
    for (const s of states) {
      const shared = new Set<object>();
      for (const [id, z] of Object.entries(s.zones)) if (id !== s.zone) objects(z, shared);
      objects(s.ledger, shared);
      objects(s.contests, shared);
      objects(s.standing, shared);
      // Heals and exits bought on a trip, which the prices read: replaced whole when one is bought.
      objects(s.bought, shared);
      for (const p of s.tokens.opposition) if (p.fled) objects(p.fled, shared);
      if (s.zone) objects(s.zones[s.zone]!.doors, shared);
      for (const item of itemsOf(s)) objects(item, shared);
      objects(s.options, shared);
      for (const stream of Object.values(s.rng)) objects(stream, shared);
      objects(s.quest, shared);
      const original = objects(s);
      for (const o of shared) original.delete(o);
      const next = workingCopy(s);
      for (const o of objects(next)) expect(original.has(o), `an object shared with the input at turn ${s.turn}`).toBe(false);
      fledSeen += s.tokens.opposition.reduce((n, p) => n + (p.fled?.length ?? 0), 0);
    }
    // The games reach the parts with copiers of their own.
    expect(fledSeen).toBeGreaterThan(0);
    expect(states.some((s) => s.ledger.length > 0 && s.zone !== null && s.zones[s.zone]!.creatures.length > 0 && s.hero.items.length > 0)).toBe(true);
  });

  it('does not copy the ledger: a stocking makes a new one and leaves every earlier state\'s as it was', () => {
    for (const s of states) {
      const next = workingCopy(s);
      expect(next.ledger).toBe(s.ledger);
      expect(next.contests).toBe(s.contests);
    }
    const seen: { state: GameState; entries: number }[] = [];
    playGame('clone-6', { opposition: 'ai-hard' }, { maxSteps: 600, onAction: ({ state }) => void seen.push({ state, entries: state.ledger.length }) });
    for (const { state, entries } of seen) expect(state.ledger).toHaveLength(entries);
    expect(seen.at(-1)!.entries).toBeGreaterThan(seen[0]!.entries);
  });

  it('does not copy the doors: a door opened or closed makes new doors and leaves every earlier state\'s as they stood', () => {
    for (const s of states) if (s.zone) expect(workingCopy(s).zones[s.zone]!.doors).toBe(s.zones[s.zone]!.doors);
    const seen: { state: GameState; doors: string }[] = [];
    playGame('clone-7', {}, { maxSteps: 600, onAction: ({ state }) => void seen.push({ state, doors: state.zone ? JSON.stringify(state.zones[state.zone]!.doors) : '' }) });
    for (const { state, doors } of seen) expect(state.zone ? JSON.stringify(state.zones[state.zone]!.doors) : '').toBe(doors);
    // The game opened doors: some step changed the doors of the zone it stayed in.
    expect(seen.some(({ state, doors }, i) => i > 0 && state.zone === seen[i - 1]!.state.zone && doors !== seen[i - 1]!.doors)).toBe(true);
  });

  it('does not copy the items: a Usage die that drops makes a new item and leaves every earlier state\'s as it was', () => {
    for (const s of states) {
      const next = workingCopy(s);
      expect(itemsOf(next)).toHaveLength(itemsOf(s).length);
      itemsOf(next).forEach((item, k) => expect(item).toBe(itemsOf(s)[k]));
    }
    const seen: { state: GameState; items: string }[] = [];
    playGame('clone-12', {}, { maxSteps: 600, onAction: ({ state }) => void seen.push({ state, items: JSON.stringify(itemsOf(state)) }) });
    for (const { state, items } of seen) expect(JSON.stringify(itemsOf(state))).toBe(items);
    // The game used its light or its rations: some item's Usage die dropped.
    expect(seen.some(({ state }, i) => i > 0 && state.hero.items.some((item) => seen[i - 1]!.state.hero.items.some((o) => o.id === item.id && o.usageDie !== item.usageDie)))).toBe(true);
  });

  it('does not copy the options or the streams\' states: a setting changed makes new options and leaves the earlier state\'s as they were', () => {
    for (const s of states) {
      const next = workingCopy(s);
      expect(next.options).toBe(s.options);
      for (const k of ['gameplay', 'cosmetic', 'ai'] as const) expect(next.rng[k]).toBe(s.rng[k]);
    }
    const s = states.find((o) => o.phase === 'dungeon' && !o.pending && !o.decision && o.options.armourPrompt !== 'never')!;
    const r = step(s, { type: 'armour-setting', value: 'never' });
    expect(r.ok && r.state.options.armourPrompt).toBe('never');
    expect(s.options.armourPrompt).not.toBe('never');
  });

  it('does not copy the Quest: a leg\'s zone entered makes a new Quest and leaves every earlier state\'s as it was', () => {
    expect(states.some((s) => s.quest)).toBe(true);
    for (const s of states) expect(workingCopy(s).quest).toBe(s.quest);
    const seen: { state: GameState; quest: string }[] = [];
    playGame('clone-9', {}, { maxSteps: 1000, onAction: ({ state }) => void seen.push({ state, quest: JSON.stringify(state.quest) }) });
    for (const { state, quest } of seen) expect(JSON.stringify(state.quest)).toBe(quest);
    // The hero took a Quest and went into its zone: the step that entered it gave the leg its zone.
    expect(seen.some(({ state }, i) => i > 0 && state.quest?.legs.some((l, k) => l.zone !== undefined && seen[i - 1]!.state.quest?.legs[k]?.zone === undefined))).toBe(true);
  });

  it('lists every optional field of the types it copies field by field', () => {
    // Checked by the compiler: adding an optional field to one of these types makes this fail until clone.ts copies it.
    type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
    expectTypeOf<OptionalKeys<Item>>().toEqualTypeOf<'loot' | 'recovered'>();
    expectTypeOf<OptionalKeys<CreatureState>>().toEqualTypeOf<'owner' | 'armour' | 'groupSize' | 'unnoticed' | 'cornered'>();
    expectTypeOf<OptionalKeys<ZoneState>>().toEqualTypeOf<'passages' | 'left' | 'surveyed'>();
    expectTypeOf<OptionalKeys<GameState>>().toEqualTypeOf<'lastTest' | 'contests' | 'standing' | 'bought' | 'decision' | 'decisions' | 'resume' | 'killer' | 'quest' | 'quests'>();
    expectTypeOf<OptionalKeys<Hero>>().toEqualTypeOf<'lastMemorisedDay'>();
    expectTypeOf<OptionalKeys<OppositionPlayer>>().toEqualTypeOf<'fled' | 'person'>();
    expectTypeOf<OptionalKeys<ZoneContext>>().toEqualTypeOf<'final'>();
    expectTypeOf<OptionalKeys<HomeState | DoorState | FloorItem>>().toEqualTypeOf<never>();
  });
});
