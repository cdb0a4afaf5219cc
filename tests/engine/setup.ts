/** Real games for engine tests: a hero made through the reducer, standing in zone 1, and dice forced where a rule's edge is tested. */
import { expect } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import type { GameEvent, RollEvent, TestEvent } from '../../src/core/engine/events.js';
import type { ClassName, CreatureState, Dir, GameState } from '../../src/core/engine/types.js';
import { newGame } from '../../src/core/engine/creation.js';
import { act } from '../../src/core/opposition/settle.js';
import { Ctx } from '../../src/core/engine/context.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { DIRS, DIR_STEPS, distance, key } from '../../src/core/engine/geometry.js';
import { heroSees } from '../../src/core/engine/view.js';
import type { RandomSource } from '../../src/base/rng.js';
import type { Exit } from '../../src/procgen/types.js';
import { ENTRANCE } from '../../src/procgen/ids.js';

/** A hero made through the reducer, at Home before the first trip in. */
export function heroAtHome(className: ClassName = 'Warrior', seed = '7', kit: 'A' | 'B' = 'A'): GameState {
  const made = act(newGame(seed).state, { type: 'create', name: 'Test', className, kit, background: { text: 'a soldier', attrs: ['STR'] } });
  if (!made.ok) throw new Error(made.error);
  return made.state;
}

/** Entered a zone, the hero lets the Opposition's Illumination requirement be, if it asks: play goes on as it did before objections. */
export function unobjecting(s: GameState): GameState {
  if (s.decision?.kind !== 'challenge' || s.decision.stage !== 'object') return s;
  const r = act(s, { type: 'object', yes: false });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

export function heroInDungeon(className: ClassName = 'Warrior', seed = '7', kit: 'A' | 'B' = 'A'): GameState {
  const entered = act(heroAtHome(className, seed, kit), { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(entered.error);
  return unobjecting(entered.state);
}

/** Zone 1 without the environ the Opposition bought for it, and the hero without what it did on the way in: for tests of something else. */
export function withoutEnviron(s: GameState): GameState {
  const z = currentZone(s).z;
  // What a failed test laid on the hero names the environ: "the deafening noise".
  const laid = z.environ ? `the ${z.environ.name.toLowerCase()}` : null;
  z.environ = null;
  s.hero.conditions = s.hero.conditions.filter((c) => c.source !== 'environ' && c.source !== laid && c.kind !== 'stuck');
  return s;
}

/** A hero alive in zone 1 with nothing to answer: the first seed from `from` whose entry (the Opposition's environ, a foe quicker off the mark) the hero survives. */
export function aliveInDungeon(className: ClassName = 'Warrior', from = 1): GameState {
  for (let seed = from; seed < from + 100; seed++) {
    const s = heroInDungeon(className, String(seed));
    if (s.phase === 'dungeon' && !s.pending) return s;
  }
  throw new Error(`no ${className} of seeds ${from}-${from + 99} survives entering zone 1`);
}

/** Dice that come up as listed: each pair is the die's size and the face wanted. */
export function faces(...rolls: [sides: number, face: number][]): RandomSource {
  let k = 0;
  return {
    next() {
      const r = rolls[k++];
      if (!r) throw new Error(`only ${rolls.length} forced rolls were given`);
      return (r[1] - 0.5) / r[0];
    },
  };
}

/** Dice that come up as listed (each pair a die's size and its face), then in the middle of their range. */
export function facesThen(...rolls: [sides: number, face: number][]): RandomSource {
  let k = 0;
  return { next: () => (k < rolls.length ? (rolls[k]![1] - 0.5) / rolls[k++]![0] : 0.5) };
}

export function forcedCtx(s: GameState, ...rolls: [number, number][]): Ctx {
  return new Ctx(structuredClone(s), faces(...rolls));
}

/** A hostile creature standing next to the hero (replacing the zone's own, and ending any fight with them: the fight with this one is still to begin). */
export function foeBeside(s: GameState, fields: Partial<CreatureState> = {}): CreatureState {
  const { zone, z } = currentZone(s);
  const dir = DIRS.find((d) => walkable(zone, z, s.hero.x + DIR_STEPS[d].x, s.hero.y + DIR_STEPS[d].y) && !zone.exits.some((e) => e.stub.some((p) => p.x === s.hero.x + DIR_STEPS[d].x && p.y === s.hero.y + DIR_STEPS[d].y)))!;
  const c: CreatureState = {
    id: 999, name: 'Orc', category: 'Humanoids', glyph: 'h', hd: 1, maxHp: 10, hp: 10, damage: '1d6', riders: [], speed: 4, loot: 'No',
    x: s.hero.x + DIR_STEPS[dir].x, y: s.hero.y + DIR_STEPS[dir].y, group: 1, attitude: 'hostile', aware: true, inCoffin: false,
    conditions: [], tokens: 0, spellUsed: false, delay: 0.25, ...fields,
  };
  z.creatures = [c];
  s.time.fight = null;
  return c;
}

/** The direction from the hero to a square next to it. */
export function toward(s: GameState, c: { x: number; y: number }): Dir {
  const dx = Math.sign(c.x - s.hero.x);
  const dy = Math.sign(c.y - s.hero.y);
  return ((dy < 0 ? 'n' : dy > 0 ? 's' : '') + (dx < 0 ? 'w' : dx > 0 ? 'e' : '')) as Dir;
}

/** A step that must be taken: a refusal fails the test, naming the action and why. */
export function ok(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = act(state, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error}`);
  return r;
}

/** Asserts a refusal that leaves the state exactly as it was. */
export function refused(state: GameState, action: Action, error: RegExp): void {
  const before = structuredClone(state);
  const r = act(state, action);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error).toMatch(error);
  expect(r.state).toBe(state);
  expect(state).toEqual(before);
}

export const tests = (events: GameEvent[], label?: string): TestEvent[] => events.filter((e): e is TestEvent => e.kind === 'test' && (label === undefined || e.label === label));
export const rolls = (events: GameEvent[], label: string | RegExp): RollEvent[] =>
  events.filter((e): e is RollEvent => e.kind === 'roll' && (typeof label === 'string' ? e.label === label : label.test(e.label)));
export const said = (events: GameEvent[], text: RegExp) => events.some((e) => e.kind !== 'roll' && e.kind !== 'test' && text.test(e.text));

/** Open floor squares the hero can see, nearest first. */
export function openSquares(s: GameState): { x: number; y: number }[] {
  const { zone, z } = currentZone(s);
  const sees = heroSees(new Ctx(s));
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < zone.height; y++)
    for (let x = 0; x < zone.width; x++) {
      if (zone.tiles[y]![x] !== '.' || !sees.has(key(x, y)) || (x === s.hero.x && y === s.hero.y)) continue;
      if (z.creatures.some((c) => c.x === x && c.y === y) || z.items.some((i) => i.x === x && i.y === y)) continue;
      out.push({ x, y });
    }
  return out.sort((a, b) => distance(a, s.hero) - distance(b, s.hero) || a.y - b.y || a.x - b.x);
}

/** Out of the zone by `exit`, through the reducer: its creatures gone, the hero in its doorway (door open, no puzzle lock) or on its stairs, then one step on. */
export function walkThrough(s: GameState, exit: Exit): { state: GameState; events: GameEvent[] } {
  const t = structuredClone(s);
  const { z } = currentZone(t);
  z.creatures = [];
  const door = z.doors[key(exit.x, exit.y)];
  if (door) Object.assign(door, { open: true, locked: false });
  delete z.puzzles[key(exit.x, exit.y)];
  t.hero.x = exit.x;
  t.hero.y = exit.y;
  if (exit.kind !== 'door') return ok(t, { type: 'stairs' });
  const out = exit.stub[0]!;
  const dir = DIRS.find((d) => DIR_STEPS[d].x === out.x - exit.x && DIR_STEPS[d].y === out.y - exit.y)!;
  return ok(t, { type: 'move', dir });
}

/** Out of zone 1 by the way to the entrance (its creatures gone, as `walkThrough` leaves it): Home. */
export function homeByEntrance(s: GameState): { state: GameState; events: GameEvent[] } {
  return walkThrough(s, currentZone(s).zone.exits.find((e) => e.to === ENTRANCE)!);
}
