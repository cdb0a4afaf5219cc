/**
 * Random action sequences, legal and illegal, from many starting points
 * (and, apart, casters of every level with every spell, prayer and magic
 * item, heroes at Home with every service to use, and states from the
 * middle of bot games):
 * the reducer never throws, never changes its input, and keeps the state
 * sane (HP in range, no negative or NaN counts, no item duplicated or
 * lost, creatures only on open squares).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import { DIRS } from '../../src/core/engine/geometry.js';
import { type StepResult } from '../../src/core/engine/step.js';
import { act } from '../../src/core/opposition/settle.js';
import { playGame } from '../../src/core/bots/play.js';
import type { Destination, Target } from '../../src/core/engine/actions.js';
import type { Attr, GameState, Item, RulesOptions } from '../../src/core/engine/types.js';
import { answerPending } from '../../src/core/bots/policy.js';
import { SCROLL } from '../../src/core/engine/magic/items.js';
import { HOME_ACTIONS, shopStock } from '../../src/core/engine/home/index.js';
import { MAGIC_ITEMS } from '../../src/data/blackhack/magic-items.js';
import { PRAYERS } from '../../src/data/blackhack/prayers.js';
import { SPELLS } from '../../src/data/blackhack/spells.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { Stream, randomInt } from '../../src/base/rng.js';
import { snapshotProblem } from '../../src/persist/snapshot.js';

const CLASSES = ['Warrior', 'Thief', 'Cleric', 'Wizard'] as const;
const SEQUENCES = 10_000;
const MAGIC_SEQUENCES = 3_000;
const HOME_SEQUENCES = 3_000;
const MID_SEQUENCES = 1_000;
const LENGTH = 8;

/** Every rules option that changes how the hero plays, at its other choice: half the starting points play by these. */
const VARIANTS: Partial<RulesOptions> = { search: 'survey', disarm: 'workshop', load: 'hackssential', reactions: 'hackssential', movement: 'hackssential' };

/** A hero made through the reducer, at Home; `inside` takes them on into zone 1. Even seeds play the default rules, odd ones the variants. */
function made(seed: string, className: (typeof CLASSES)[number], kit: 'A' | 'B', attr: Attr, inside: boolean): GameState {
  const options = Number(seed) % 2 ? VARIANTS : {};
  const created = act(newGame(seed, options).state, { type: 'create', name: 'Fuzz', className, kit, background: { text: 'a wanderer', attrs: [attr] } });
  if (!created.ok) throw new Error(created.error);
  if (!inside) return created.state;
  const entered = act(created.state, { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(entered.error);
  return entered.state;
}

const start = (seed: string) => made(seed, CLASSES[Number(seed) % 4]!, Number(seed) % 2 ? 'A' : 'B', 'DEX', true);

function randomAction(s: GameState, rng: Stream): Action {
  // A question blocks everything else: mostly answer it, as a player would.
  const d = s.decision;
  if (d?.kind === 'challenge' && d.owners.includes('adventurer') && randomInt(rng, 0, 3) > 0) {
    return d.stage === 'object' ? { type: 'object', yes: randomInt(rng, 0, 1) === 1 } : { type: 'bid', tokens: randomInt(rng, -1, 6) };
  }
  if (s.pending && randomInt(rng, 0, 3) > 0) {
    if (s.pending.kind === 'escalate') return { type: 'escalate', yes: randomInt(rng, 0, 1) === 1 };
    if (s.pending.kind === 'hunger') return { type: 'hunger', attr: 'STR' };
    if (s.pending.kind === 'objection') return { type: 'insist', yes: randomInt(rng, 0, 1) === 1 };
    if (s.pending.kind === 'bid') return { type: 'bid', tokens: randomInt(rng, -1, 6) };
    // A mini-game's moves as the bot makes them: the rest of the time, whatever else is drawn tries to break in.
    if (s.pending.kind === 'survey' || s.pending.kind === 'workshop') return answerPending(s);
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
    // Drinking with no wish (older recordings), each wish, and one no fountain grants.
    pick<Action>([{ type: 'drink' }, { type: 'drink', for: 'healing' }, { type: 'drink', for: 'Bless' }, { type: 'drink', for: 'Protection from Evil' }, { type: 'drink', for: 'Haste' } as unknown as Action]),
    { type: 'riddle', dir, answer: pick(['', 'time', 'a shadow', 'x'.repeat(500)]) },
    // One value no interface offers, as a hand-edited save could hold.
    { type: 'armour-setting', value: pick(['always', 'ask', 'never', 'sometimes']) } as Action,
    ...(randomInt(rng, 0, 49) === 0 ? [{ type: 'suicide' } as const] : []),
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

function problems(before: GameState, after: GameState, gone: number[]): string[] {
  const out: string[] = [];
  const h = after.hero;
  if (!(h.hp >= 0 && h.hp <= h.maxHp)) out.push(`hero HP ${h.hp} of ${h.maxHp}`);
  const tokens: Record<string, number> = Object.fromEntries([['tokens', after.tokens.hero], ...after.tokens.opposition.map((p) => [`opposition ${p.id} tokens`, p.tokens])]);
  for (const [name, v] of Object.entries({ coins: h.coins, score: after.score, experiences: h.experiences, broken: h.armourBroken, permanent: h.armourPermanent, turn: after.turn, ...tokens })) {
    if (!Number.isFinite(v) || v < 0) out.push(`${name} is ${v}`);
  }
  const ids = itemIds(after);
  if (new Set(ids).size !== ids.length) out.push('an item is in two places');
  const lost = itemIds(before).filter((id) => !ids.includes(id) && !gone.includes(id));
  if (lost.length > 0) out.push(`items lost: ${lost.join(', ')}`);
  // Every state the reducer makes can be saved and picked up again.
  const shape = snapshotProblem(after);
  if (shape) out.push(`a save of it would be refused: ${shape}`);
  if (after.zone && after.phase === 'dungeon') {
    const { zone, z } = currentZone(after);
    for (const c of z.creatures) {
      if (!walkable(zone, z, c.x, c.y) && !zone.tiles[c.y]?.[c.x]?.match(/[+'=]/)) out.push(`${c.name} stands in rock at ${c.x},${c.y}`);
      if (!(c.hp > 0 && c.hp <= c.maxHp)) out.push(`${c.name} has ${c.hp} HP`);
    }
  }
  return out;
}

/** A caster of `level` who knows and has memorised every spell or prayer of the class, carrying every magic item and a few scrolls. */
function magicStart(seed: string, className: 'Wizard' | 'Cleric', level: number): GameState {
  const s = structuredClone(made(seed, className, 'A', 'INT', true));
  const hero = s.hero;
  hero.level = level;
  const list = className === 'Cleric' ? PRAYERS.rows : SPELLS.rows;
  hero.known = list.map((r) => r.name);
  hero.memorised = list.map((r) => r.name);
  const item = (name: string, magic: string, usageDie: number | null): Item => ({ id: s.nextId++, name, kind: 'magic', quantity: 1, usageDie, av: null, weaponKind: null, large: false, ranged: false, gear: true, value: 0, magic });
  for (const row of MAGIC_ITEMS.rows) hero.items.push(item(row.name, row.name, row.name.length % 2 ? 6 : null));
  for (const row of list.filter((_, k) => k % 3 === Number(seed) % 3)) hero.items.push(item(`scroll of ${row.name}`, `${SCROLL}${row.name}`, null));
  return s;
}

const SPELL_NAMES = [...SPELLS.rows, ...PRAYERS.rows].map((r) => r.name);

function randomMagic(s: GameState, rng: Stream): Action {
  const pick = <T,>(xs: readonly T[]) => xs[randomInt(rng, 0, xs.length - 1)]!;
  if (s.pending || s.decision) return randomAction(s, rng);
  const creatures = s.zone ? currentZone(s).z.creatures : [];
  const target = (): Target | undefined =>
    pick<() => Target | undefined>([
      () => undefined,
      () => (creatures.length > 0 ? { creature: pick(creatures).id } : { creature: randomInt(rng, -1, 9999) }),
      () => ({ creature: randomInt(rng, -1, 9999) }),
      () => ({ x: s.hero.x + randomInt(rng, -9, 9), y: s.hero.y + randomInt(rng, -9, 9) }),
    ])();
  const to = (): Destination | undefined => pick<Destination | undefined>([undefined, 'home', { zone: '1' }, { zone: '9.9' }, { x: s.hero.x + randomInt(rng, -6, 6), y: s.hero.y + randomInt(rng, -6, 6) }]);
  // Mostly an item of the right sort (a scroll to read, anything else to use or quaff), now and then any id at all.
  const itemOf = (scroll: boolean) => {
    const fit = s.hero.items.filter((i) => i.kind === 'magic' && i.magic!.startsWith(SCROLL) === scroll);
    return fit.length > 0 && randomInt(rng, 0, 4) > 0 ? pick(fit).id : randomInt(rng, -5, 9999);
  };
  const spell = randomInt(rng, 0, 9) > 0 ? pick(s.hero.memorised.length > 0 ? s.hero.memorised : SPELL_NAMES) : 'No Such Spell';
  // Casters mostly use their own magic; now and then the other class's verb, to be refused.
  const verb = s.hero.className === 'Cleric' ? (randomInt(rng, 0, 9) > 0 ? 'pray' : 'cast') : randomInt(rng, 0, 9) > 0 ? 'cast' : 'pray';
  const magic: Action = verb === 'pray' ? { type: 'pray', prayer: spell, target: target(), to: to() } : { type: 'cast', spell, target: target(), to: to() };
  return pick<() => Action>([
    () => magic,
    () => magic,
    () => magic,
    () => ({ type: 'banish' }),
    () => ({ type: 'quaff', item: itemOf(false) }),
    () => ({ type: 'read', item: itemOf(true), spell: pick([undefined, spell]), target: target(), to: to() }),
    () => ({ type: 'use', item: itemOf(false), target: target(), to: to() }),
    () => ({ type: 'use', item: itemOf(false), target: target(), to: to() }),
    () => ({ type: 'memorise', spells: [spell] }),
    () => randomAction(s, rng),
    () => randomAction(s, rng),
  ])();
}

/** A hero at Home with coins, stories to tell, broken armour and every ailment the temple cures: every service has something to do. */
function homeStart(seed: string): GameState {
  const s = structuredClone(made(seed, CLASSES[Number(seed) % 4]!, Number(seed) % 2 ? 'A' : 'B', 'CHA', false));
  s.hero.coins = 40 + 30 * (Number(seed) % 5);
  s.hero.experiences = Number(seed) % 6;
  s.hero.armourBroken = Number(seed) % 2;
  s.hero.armourPermanent = Number(seed) % 3 === 0 ? 1 : 0;
  s.hero.conditions.push({ kind: 'ongoing', damage: 1, source: 'poison' }, { kind: 'weakened', turns: null, source: 'curse' });
  return s;
}

const SHOP_NAMES = shopStock().map((r) => r.name);

function randomHome(s: GameState, rng: Stream): Action {
  const pick = <T,>(xs: readonly T[]) => xs[randomInt(rng, 0, xs.length - 1)]!;
  if (s.pending || s.decision || s.phase !== 'home') return randomAction(s, rng);
  const someItem = s.hero.items.length > 0 && randomInt(rng, 0, 4) > 0 ? pick(s.hero.items).id : randomInt(rng, -5, 9999);
  const stashed = s.home.stash.length > 0 && randomInt(rng, 0, 4) > 0 ? pick(s.home.stash).id : randomInt(rng, -5, 9999);
  const ware = randomInt(rng, 0, 9) > 0 ? pick(SHOP_NAMES) : 'a flying carpet';
  const quoted = s.home.quotes.length > 0 && randomInt(rng, 0, 3) > 0 ? pick(s.home.quotes).item : ware;
  const attr = pick(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const);
  return pick<() => Action>([
    () => ({ type: 'shop-price', item: ware, haggle: randomInt(rng, 0, 1) === 1 }),
    () => ({ type: 'shop-price', item: ware, haggle: randomInt(rng, 0, 1) === 1 }),
    () => ({ type: 'shop-buy', item: quoted }),
    () => ({ type: 'shop-buy', item: quoted }),
    () => ({ type: 'sell', item: someItem, haggle: randomInt(rng, 0, 1) === 1 }),
    () => ({ type: 'stash', item: someItem }),
    () => ({ type: 'unstash', item: stashed }),
    () => ({ type: 'carouse', stories: randomInt(rng, -1, 4), extra: pick([undefined, attr]) }),
    () => ({ type: 'level-up', extra: pick([undefined, attr]) }),
    () => ({ type: 'background', text: pick(['', 'a sailor', 'x'.repeat(300)]), attrs: randomInt(rng, 0, 1) ? [attr] : [attr, 'WIS'] }),
    () => ({ type: 'temple', cure: pick(['poison', 'curse', 'disease'] as const) }),
    () => ({ type: 'armourer-price', dice: randomInt(rng, -1, 3), haggle: randomInt(rng, 0, 1) === 1 }),
    () => ({ type: 'armourer', dice: randomInt(rng, -1, 3), haggle: randomInt(rng, 0, 1) === 1 }),
    () => ({ type: 'rest-day' }),
    () => ({ type: 'bench', dice: randomInt(rng, -1, 3) }),
    () => ({ type: 'quest', legs: Array.from({ length: randomInt(rng, 0, 4) }, () => ({ foes: [{ category: 'Humanoids', name: pick(['Goblin', 'Orc', 'Unicorn']), count: randomInt(rng, 0, 3), hd: randomInt(rng, 0, 4) }], light: randomInt(rng, 0, 1) === 1 })) }),
    () => ({ type: 'quest-abandon' }),
    () => ({ type: 'equip', item: someItem }),
    () => ({ type: 'unequip', slot: pick(['weapon', 'armour', 'shield', 'helmet', 'light'] as const) }),
    () => ({ type: 'spend', what: pick(['sustenance', 'illumination'] as const), tokens: randomInt(rng, -1, 4) }),
    () => ({ type: 'enter-dungeon' }),
  ])();
}

/** Plays `sequences` random sequences of `length` from `starts`: what went wrong (at most five things), and how many actions of each type were accepted. */
function fuzz(starts: readonly GameState[], choose: (s: GameState, rng: Stream) => Action, name: string, sequences: number, length: number): { found: string[]; accepted: number; byType: Map<string, number> } {
  const rng = Stream.derive('fuzz', name);
  const found: string[] = [];
  const byType = new Map<string, number>();
  let accepted = 0;
  for (let n = 0; n < sequences && found.length < 5; n++) {
    let s = starts[n % starts.length]!;
    for (let k = 0; k < length && s.phase !== 'dead' && s.phase !== 'won'; k++) {
      const action = choose(s, rng);
      const frozen = JSON.stringify(s);
      let r: StepResult;
      try {
        r = act(s, action);
      } catch (error) {
        found.push(`sequence ${n}: ${JSON.stringify(action)} threw ${(error as Error).stack?.split('\n').slice(0, 3).join(' ')}`);
        break;
      }
      if (JSON.stringify(s) !== frozen) found.push(`sequence ${n}: ${action.type} changed its input state`);
      if (!r.ok) {
        expect(r.state).toBe(s);
        continue;
      }
      accepted++;
      byType.set(action.type, (byType.get(action.type) ?? 0) + 1);
      // Gone by the rules (used up, ruined, gold pocketed: the event says so), or sold.
      const gone = r.events.flatMap((e) => ('data' in e && Array.isArray(e.data?.gone) ? (e.data.gone as number[]) : []));
      if (action.type === 'sell') gone.push(action.item);
      for (const p of problems(s, r.state, gone)) found.push(`sequence ${n}, ${JSON.stringify(action)}: ${p}`);
      s = r.state;
    }
  }
  return { found, accepted, byType };
}

describe('the reducer under random actions', () => {
  // Long: a minute and more on a busy two-core machine.
  it(`${SEQUENCES.toLocaleString('en-US')} random sequences never throw and keep the state sane`, { timeout: 240_000 }, () => {
    const starts = Array.from({ length: 40 }, (_, k) => start(String(k + 1)));
    const { found, accepted } = fuzz(starts, randomAction, 'actions', SEQUENCES, LENGTH);
    expect(found).toEqual([]);
    // The sequences must actually play, not just bounce off refusals.
    expect(accepted).toBeGreaterThan(SEQUENCES * 1.5);
  });

  it(`${MAGIC_SEQUENCES.toLocaleString('en-US')} random sequences of spells, prayers and magic items, at every level, never throw and keep the state sane`, () => {
    // A Wizard and a Cleric of each level, twice over.
    const starts = Array.from({ length: 40 }, (_, k) => magicStart(String(k + 1), k % 2 ? 'Cleric' : 'Wizard', 1 + (Math.floor(k / 2) % 10)));
    const { found, byType } = fuzz(starts, randomMagic, 'magic', MAGIC_SEQUENCES, LENGTH);
    expect(found).toEqual([]);
    // Magic of every kind actually took effect, not just bounced off refusals.
    for (const type of ['cast', 'pray', 'read', 'use', 'quaff', 'memorise'] as const) expect(byType.get(type) ?? 0, type).toBeGreaterThan(MAGIC_SEQUENCES / 30);
  });

  it(`${MID_SEQUENCES.toLocaleString('en-US')} random sequences of each kind from the middle of bot games (zones the AI stocked, deeper levels, Home again) never throw and keep the state sane`, () => {
    const starts: GameState[] = [];
    for (let k = 0; k < 8; k++) {
      const opposition = (['ai-fair', 'ai-easy', 'ai-hard', 'none'] as const)[k % 4];
      playGame(`middle-${k}`, { opposition }, { maxSteps: 600, onAction: ({ state, actions }) => void (actions.length % 50 === 0 && state.phase !== 'dead' && state.phase !== 'won' && starts.push(state)) });
    }
    expect(starts.length).toBeGreaterThan(40);
    const found = [randomAction, randomMagic, randomHome].flatMap((choose) => fuzz(starts, choose, `mid-${choose.name}`, MID_SEQUENCES, LENGTH).found);
    expect(found).toEqual([]);
  });

  it(`${HOME_SEQUENCES.toLocaleString('en-US')} random sequences of Home's services never throw and keep the state sane`, { timeout: 120_000 }, () => {
    const starts = Array.from({ length: 40 }, (_, k) => homeStart(String(k + 1)));
    const { found, byType } = fuzz(starts, randomHome, 'home', HOME_SEQUENCES, LENGTH);
    expect(found).toEqual([]);
    // Every service was used, not just refused.
    for (const type of HOME_ACTIONS) expect(byType.get(type) ?? 0, type).toBeGreaterThan(0);
  });
});
