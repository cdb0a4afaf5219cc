/**
 * The copy a step works on. A step changes the hero, time, the RNG and the
 * zone the hero is in (entering another zone copies that one first), so
 * only those are copied; the other visited zones are shared with the input
 * state, which is never changed. The ledger's entries and the contest
 * records are sealed when written (their fields are read-only), so the
 * copy shares them too.
 *
 * Each part of the state has its own copier, written against its type.
 * Items and creatures, of which a state holds many, are copied field by
 * field: they are built in many places with their fields in different
 * orders, and V8's object spread over that many shapes is some fifteen
 * times slower than a literal. tests/engine/clone.test.ts checks that a
 * copy equals its original and shares nothing with it that a step could
 * change, and makes the compiler name any optional field added to those
 * types, so that no copier drops one.
 */
import type { StreamState } from '../rng.js';
import type { Condition, CreatureState, FloorItem, GameState, Hero, HomeState, Item, LastTest, MagicEffect, OppositionPlayer, Prompt, Redo, ZoneState } from './types.js';

/** A copy of any plain JSON value, for the rare parts that have no copier of their own. */
export function copy<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copy((v as Record<string, unknown>)[k]);
  return out as T;
}

function copyItem(i: Item): Item {
  const out: Item = {
    id: i.id,
    name: i.name,
    kind: i.kind,
    quantity: i.quantity,
    usageDie: i.usageDie,
    av: i.av,
    weaponKind: i.weaponKind,
    large: i.large,
    ranged: i.ranged,
    gear: i.gear,
    value: i.value,
    magic: i.magic,
  };
  if (i.loot !== undefined) out.loot = i.loot;
  return out;
}

const copyCondition = (c: Condition): Condition => (c.kind === 'disadvantage' && Array.isArray(c.attrs) ? { ...c, attrs: [...c.attrs] } : { ...c });

export function copyCreature(c: CreatureState): CreatureState {
  const out: CreatureState = {
    id: c.id,
    name: c.name,
    category: c.category,
    glyph: c.glyph,
    hd: c.hd,
    maxHp: c.maxHp,
    hp: c.hp,
    damage: c.damage,
    riders: [...c.riders],
    speed: c.speed,
    loot: c.loot,
    x: c.x,
    y: c.y,
    group: c.group,
    attitude: c.attitude,
    aware: c.aware,
    inCoffin: c.inCoffin,
    conditions: c.conditions.map(copyCondition),
    tokens: c.tokens,
    spellUsed: c.spellUsed,
    delay: c.delay,
  };
  if (c.owner !== undefined) out.owner = c.owner;
  if (c.armour !== undefined) out.armour = c.armour;
  return out;
}

function copyEffect(e: MagicEffect): MagicEffect {
  const out = { ...e };
  if (e.squares) out.squares = [...e.squares];
  if (e.snapshot) out.snapshot = copyCreature(e.snapshot);
  if (e.held) out.held = copyItem(e.held);
  return out;
}

function copyHero(h: Hero): Hero {
  return {
    ...h,
    attributes: { ...h.attributes },
    items: h.items.map(copyItem),
    equipped: { ...h.equipped },
    background: { ...h.background, attrs: [...h.background.attrs] },
    conditions: h.conditions.map(copyCondition),
    memorised: [...h.memorised],
    castThisVisit: [...h.castThisVisit],
    known: [...h.known],
    effects: h.effects.map(copyEffect),
  };
}

const copyFloorItem = (f: FloorItem): FloorItem => ({ ...f, item: copyItem(f.item) });

function copyRecord<T extends object>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = { ...r[k]! };
  return out;
}

export function copyZone(z: ZoneState): ZoneState {
  const out: ZoneState = {
    ...z,
    context: { ...z.context },
    creatures: z.creatures.map(copyCreature),
    items: z.items.map(copyFloorItem),
    doors: copyRecord(z.doors),
    traps: z.traps.map((t) => ({ ...t })),
    fountainsUsed: [...z.fountainsUsed],
    environ: z.environ && { ...z.environ },
    puzzles: copyRecord(z.puzzles),
  };
  if (z.passages) out.passages = z.passages.map((p) => ({ ...p }));
  return out;
}

function copyHome(h: HomeState): HomeState {
  return { ...h, stash: h.stash.map(copyItem), quotes: h.quotes.map((q) => ({ ...q })), effects: h.effects.map((e) => ({ ...e })) };
}

function copyPlayer(p: OppositionPlayer): OppositionPlayer {
  const out = { ...p };
  if (p.fled) out.fled = p.fled.map((f) => ({ ...f, creature: copyCreature(f.creature) }));
  return out;
}

const copyStream = (r: StreamState): StreamState => ({ name: r.name, alea: { c: r.alea.c, s0: r.alea.s0, s1: r.alea.s1, s2: r.alea.s2 } });

function copyRedo(r: Redo): Redo {
  return r.kind === 'defend' ? { ...r, conditions: r.conditions.map(copyCondition) } : { ...r };
}

const copyLastTest = (t: LastTest): LastTest => ({ ...t, mods: t.mods.map((m) => ({ ...m })), redo: t.redo && copyRedo(t.redo) });

export function workingCopy(s: GameState): GameState {
  const zones = { ...s.zones };
  if (s.zone && zones[s.zone]) zones[s.zone] = copyZone(zones[s.zone]!);
  const next: GameState = {
    ...s,
    options: { ...s.options },
    rng: { gameplay: copyStream(s.rng.gameplay), cosmetic: copyStream(s.rng.cosmetic), ai: copyStream(s.rng.ai) },
    hero: copyHero(s.hero),
    zones,
    time: { ...s.time, fight: s.time.fight && { ...s.time.fight } },
    pending: copy<Prompt | null>(s.pending),
    home: copyHome(s.home),
    tokens: { ...s.tokens, opposition: s.tokens.opposition.map(copyPlayer) },
    consumables: { ...s.consumables },
    hunger: { ...s.hunger },
    ledger: [...s.ledger],
  };
  if (s.lastTest !== undefined) next.lastTest = s.lastTest && copyLastTest(s.lastTest);
  if (s.contests) next.contests = [...s.contests];
  return next;
}
