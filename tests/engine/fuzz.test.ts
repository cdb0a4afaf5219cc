/**
 * Random action sequences, legal and illegal, from many starting points:
 * the reducer never throws, never changes its input, and keeps the state
 * sane (HP in range, no negative or NaN counts, no item duplicated or
 * lost, creatures only on open squares).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import { DIRS } from '../../src/core/engine/geometry.js';
import { step } from '../../src/core/engine/step.js';
import type { GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { Stream, randomInt } from '../../src/core/rng.js';

const CLASSES = ['Warrior', 'Thief', 'Cleric', 'Wizard'] as const;
const SEQUENCES = 10_000;
const LENGTH = 8;

function start(seed: string): GameState {
  const { state } = newGame(seed);
  const made = step(state, { type: 'create', name: 'Fuzz', className: CLASSES[Number(seed) % 4]!, kit: Number(seed) % 2 ? 'A' : 'B', background: { text: 'a wanderer', attrs: ['DEX'] } });
  if (!made.ok) throw new Error(made.error);
  const entered = step(made.state, { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(entered.error);
  return entered.state;
}

function randomAction(s: GameState, rng: Stream): Action {
  // A question blocks everything else: mostly answer it, as a player would.
  if (s.pending && randomInt(rng, 0, 3) > 0) {
    if (s.pending.kind === 'escalate') return { type: 'escalate', yes: randomInt(rng, 0, 1) === 1 };
    if (s.pending.kind === 'hunger') return { type: 'hunger', attr: 'STR' };
    if (s.pending.kind === 'objection') return { type: 'insist', yes: randomInt(rng, 0, 1) === 1 };
    if (s.pending.kind === 'bid') return { type: 'bid', tokens: randomInt(rng, -1, 6) };
    return { type: 'answer', breakArmour: randomInt(rng, 0, 1) === 1 };
  }
  const pick = <T,>(xs: readonly T[]) => xs[randomInt(rng, 0, xs.length - 1)]!;
  const dir = pick(DIRS);
  const creatures = s.zone ? currentZone(s).z.creatures : [];
  const someCreature = creatures.length > 0 && randomInt(rng, 0, 3) > 0 ? pick(creatures).id : randomInt(rng, -5, 9999);
  const someItem = s.hero.items.length > 0 && randomInt(rng, 0, 3) > 0 ? pick(s.hero.items).id : randomInt(rng, -5, 9999);
  const actions: Action[] = [
    { type: 'move', dir },
    { type: 'move', dir },
    { type: 'move', dir },
    { type: 'wait' },
    { type: 'open', dir },
    { type: 'close', dir },
    { type: 'force', dir },
    { type: 'fire', target: someCreature },
    { type: 'throw', target: someCreature },
    { type: 'throw', target: someCreature, item: someItem },
    { type: 'deal-death' },
    { type: 'stairs' },
    { type: 'pickup' },
    { type: 'drop', item: someItem },
    { type: 'equip', item: someItem },
    { type: 'unequip', slot: pick(['weapon', 'armour', 'shield', 'helmet', 'light'] as const) },
    { type: 'search' },
    { type: 'disarm', dir },
    { type: 'rest' },
    { type: 'invoke-background', attr: pick(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const) },
    { type: 'answer', breakArmour: randomInt(rng, 0, 1) === 1 },
    { type: 'escalate', yes: randomInt(rng, 0, 1) === 1 },
    { type: 'hunger', attr: pick(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const) },
    { type: 'enter-dungeon' },
    // Token spends, sometimes malformed or unaffordable.
    pick<Action>([
      { type: 'spend', what: 'device', device: pick(['recall', 'magic'] as const) },
      { type: 'spend', what: pick(['sustenance', 'illumination'] as const), tokens: randomInt(rng, -1, 4) },
      { type: 'spend', what: 'exit', item: randomInt(rng, 0, 1) ? null : someItem, to: pick(['new', '1', '1.1', 'nowhere']) },
      { type: 'spend', what: 'escape' },
      { type: 'spend', what: 'stunt' },
      { type: 'spend', what: 'heal', dice: randomInt(rng, 0, 2) },
      { type: 'spend', what: 'mend', dice: randomInt(rng, 0, 2) },
      { type: 'insist', yes: true },
      { type: 'bid', tokens: 1 },
    ]),
  ];
  return pick(actions);
}

function itemIds(s: GameState): number[] {
  return [...s.hero.items, ...s.home.stash, ...Object.values(s.zones).flatMap((z) => z.items.map((f) => f.item))].map((i) => i.id);
}

function problems(before: GameState, after: GameState, usedUp: number[]): string[] {
  const out: string[] = [];
  const h = after.hero;
  if (!(h.hp >= 0 && h.hp <= h.maxHp)) out.push(`hero HP ${h.hp} of ${h.maxHp}`);
  const tokens: Record<string, number> = Object.fromEntries([['tokens', after.tokens.hero], ...after.tokens.opposition.map((p) => [`opposition ${p.id} tokens`, p.tokens])]);
  for (const [name, v] of Object.entries({ coins: h.coins, score: after.score, experiences: h.experiences, broken: h.armourBroken, permanent: h.armourPermanent, turn: after.turn, ...tokens })) {
    if (!Number.isFinite(v) || v < 0) out.push(`${name} is ${v}`);
  }
  const ids = itemIds(after);
  if (new Set(ids).size !== ids.length) out.push('an item is in two places');
  const lost = itemIds(before).filter((id) => !ids.includes(id) && !usedUp.includes(id));
  if (lost.length > 0) out.push(`items lost: ${lost.join(', ')}`);
  if (after.zone && after.phase === 'dungeon') {
    const { zone, z } = currentZone(after);
    for (const c of z.creatures) {
      if (!walkable(zone, z, c.x, c.y) && !zone.tiles[c.y]?.[c.x]?.match(/[+'=]/)) out.push(`${c.name} stands in rock at ${c.x},${c.y}`);
      if (!(c.hp > 0 && c.hp <= c.maxHp)) out.push(`${c.name} has ${c.hp} HP`);
    }
  }
  return out;
}

describe('the reducer under random actions', () => {
  it(`${SEQUENCES.toLocaleString('en-US')} random sequences never throw and keep the state sane`, () => {
    const starts = Array.from({ length: 40 }, (_, k) => start(String(k + 1)));
    const rng = Stream.derive('fuzz', 'actions');
    const found: string[] = [];
    let accepted = 0;
    for (let n = 0; n < SEQUENCES && found.length < 5; n++) {
      let s = starts[n % starts.length]!;
      for (let k = 0; k < LENGTH && s.phase !== 'dead' && s.phase !== 'won'; k++) {
        const action = randomAction(s, rng);
        const frozen = JSON.stringify(s);
        const r = step(s, action);
        if (JSON.stringify(s) !== frozen) found.push(`sequence ${n}: ${action.type} changed its input state`);
        if (!r.ok) {
          expect(r.state).toBe(s);
          continue;
        }
        accepted++;
        const usedUp = r.events.flatMap((e) => ('data' in e && e.data && typeof e.data.usedUp === 'number' ? [e.data.usedUp] : []));
        for (const p of problems(s, r.state, usedUp)) found.push(`sequence ${n}, ${action.type}: ${p}`);
        s = r.state;
      }
    }
    expect(found).toEqual([]);
    // The sequences must actually play, not just bounce off refusals.
    expect(accepted).toBeGreaterThan(SEQUENCES * 1.5);
  });
});
