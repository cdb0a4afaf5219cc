/**
 * The copy a step works on. A step changes the hero, time, the RNG and the
 * zone the hero is in (entering another zone copies that one first), so
 * only those are copied; the other visited zones are shared with the input
 * state, which is never changed. The ledger, the contest records and the
 * standing objections are lists a step replaces whole when it adds to them
 * (their types are read-only), so the copy shares them, as it does the
 * Opposition's lists of creatures that fled, the items (each replaced when
 * it changes: `changeItem`), the zone's doors (`setDoor`), the options, the
 * random streams' states and the Quest (all read-only).
 *
 * Each part of the state has its own copier, written against its type,
 * field by field: the same kind of object is built in many places with its
 * fields in different orders, and V8's object spread over that many shapes
 * is some fifteen times slower than a literal. Only small unions that a
 * step rarely holds (conditions, prompts, tests) are spread or walked. tests/engine/clone.test.ts checks that a
 * copy equals its original and shares nothing with it that a step could
 * change, and makes the compiler name any optional field added to those
 * types, so that no copier drops one.
 */
import type { ZoneContext } from '../../procgen/types.js';
import type { Condition, CreatureState, Decision, Fight, FloorItem, GameState, Hero, HomeState, LastTest, MagicEffect, OppositionPlayer, Prompt, Redo, ZoneState } from './types.js';

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

const copyCondition = (c: Condition): Condition => {
  if (c.kind === 'disadvantage' && Array.isArray(c.attrs)) return { ...c, attrs: [...c.attrs] };
  // A turning poison counts its turns down in place.
  if (c.kind === 'ongoing' && c.turning) return { ...c, turning: { ...c.turning } };
  return { ...c };
};

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
  if (c.unnoticed !== undefined) out.unnoticed = c.unnoticed;
  if (c.groupSize !== undefined) out.groupSize = c.groupSize;
  if (c.cornered !== undefined) out.cornered = c.cornered;
  return out;
}

function copyEffect(e: MagicEffect): MagicEffect {
  const out = { ...e };
  if (e.squares) out.squares = [...e.squares];
  if (e.snapshot) out.snapshot = copyCreature(e.snapshot);
  return out;
}

function copyHero(h: Hero): Hero {
  const a = h.attributes;
  const e = h.equipped;
  const b = h.background;
  const out: Hero = {
    name: h.name,
    className: h.className,
    level: h.level,
    attributes: { STR: a.STR, DEX: a.DEX, CON: a.CON, INT: a.INT, WIS: a.WIS, CHA: a.CHA },
    maxHp: h.maxHp,
    hp: h.hp,
    x: h.x,
    y: h.y,
    // Items are replaced when they change (`changeItem`), never changed in place: the pack is new, its items shared.
    items: [...h.items],
    equipped: { weapon: e.weapon, armour: e.armour, shield: e.shield, helmet: e.helmet, light: e.light },
    armourBroken: h.armourBroken,
    armourPermanent: h.armourPermanent,
    coins: h.coins,
    experiences: h.experiences,
    background: { text: b.text, attrs: [...b.attrs], usedThisVisit: b.usedThisVisit, primed: b.primed },
    conditions: h.conditions.map(copyCondition),
    memorised: [...h.memorised],
    castThisVisit: [...h.castThisVisit],
    known: [...h.known],
    effects: h.effects.map(copyEffect),
    trinket: h.trinket,
    outOfAction: h.outOfAction,
  };
  if (h.lastMemorisedDay !== undefined) out.lastMemorisedDay = h.lastMemorisedDay;
  return out;
}

const copyFloorItem = (f: FloorItem): FloorItem => ({ x: f.x, y: f.y, item: f.item, chest: f.chest });

function copyPuzzles(puzzles: ZoneState['puzzles']): ZoneState['puzzles'] {
  const out: ZoneState['puzzles'] = {};
  for (const k in puzzles) out[k] = { ...puzzles[k]! };
  return out;
}

function copyContext(c: ZoneContext): ZoneContext {
  const out: ZoneContext = { entryDoor: c.entryDoor, entrySide: c.entrySide, depth: c.depth, from: c.from };
  if (c.final !== undefined) out.final = c.final;
  return out;
}

export function copyZone(z: ZoneState): ZoneState {
  const out: ZoneState = {
    id: z.id,
    context: copyContext(z.context),
    creatures: z.creatures.map(copyCreature),
    items: z.items.map(copyFloorItem),
    // Replaced whole when a door changes (`setDoor`), never changed in place: shared.
    doors: z.doors,
    traps: z.traps.map((t) => (t.owner === undefined ? { x: t.x, y: t.y, name: t.name, found: t.found, disarmed: t.disarmed } : { x: t.x, y: t.y, name: t.name, found: t.found, disarmed: t.disarmed, owner: t.owner })),
    fountainsUsed: [...z.fountainsUsed],
    seen: z.seen,
    cleared: z.cleared,
    needsLight: z.needsLight,
    unlit: z.unlit,
    environ: z.environ && { ...z.environ },
    puzzles: copyPuzzles(z.puzzles),
  };
  if (z.passages) out.passages = z.passages.map((p) => ({ x: p.x, y: p.y, to: p.to }));
  if (z.left !== undefined) out.left = z.left;
  if (z.surveyed !== undefined) out.surveyed = z.surveyed;
  return out;
}

function copyHome(h: HomeState): HomeState {
  const out: HomeState = {
    stash: [...h.stash],
    quotes: h.quotes.map((q) => ({ item: q.item, price: q.price, haggled: q.haggled, visit: q.visit })),
    day: h.day,
    debt: h.debt,
    effects: h.effects.map((e) => ({ ...e })),
    retell: h.retell,
  };
  if (h.bench !== undefined) out.bench = h.bench;
  return out;
}

function copyPlayer(p: OppositionPlayer): OppositionPlayer {
  const out: OppositionPlayer = { id: p.id, name: p.name, difficulty: p.difficulty, tokens: p.tokens, refresh: p.refresh, spent: p.spent, lost: p.lost };
  if (p.person) out.person = true;
  // A fled list is replaced whenever it changes (a creature kept, regaining a rank, sent back), never changed in place: shared.
  if (p.fled) out.fled = p.fled;
  return out;
}

function copyRedo(r: Redo): Redo {
  return r.kind === 'defend' ? { ...r, conditions: r.conditions.map(copyCondition) } : { ...r };
}

const copyLastTest = (t: LastTest): LastTest => ({ ...t, mods: t.mods.map((m) => ({ ...m })), redo: t.redo && copyRedo(t.redo) });

/** The zones with the one the hero is in copied: a loop, since spreading a record of many zones is slow, and `for … in`, which makes no list of the ids. */
function copyZones(s: GameState): GameState['zones'] {
  const out: GameState['zones'] = {};
  for (const id in s.zones) out[id] = id === s.zone ? copyZone(s.zones[id]!) : s.zones[id]!;
  return out;
}

function copyFight(f: Fight): Fight {
  const out: Fight = { round: f.round, fired: f.fired };
  if (f.reacted) out.reacted = [...f.reacted];
  if (f.lostTurns !== undefined) out.lostTurns = f.lostTurns;
  return out;
}

export function workingCopy(s: GameState): GameState {
  const fight = s.time.fight;
  const t = s.tokens;
  const next: GameState = {
    version: s.version,
    seed: s.seed,
    // Read-only, replaced whole when a setting changes: shared.
    options: s.options,
    // Each stream's state is replaced when the stream moves, never changed: the record is new, the states shared.
    rng: { gameplay: s.rng.gameplay, cosmetic: s.rng.cosmetic, ai: s.rng.ai },
    turn: s.turn,
    check: s.check,
    phase: s.phase,
    hero: copyHero(s.hero),
    zone: s.zone,
    zones: copyZones(s),
    time: { minutes: s.time.minutes, turnsThisMinute: s.time.turnsThisMinute, fight: fight && copyFight(fight) },
    score: s.score,
    pending: copy<Prompt | null>(s.pending),
    nextId: s.nextId,
    home: copyHome(s.home),
    visits: s.visits,
    deepest: s.deepest,
    escalation: s.escalation,
    causeOfDeath: s.causeOfDeath,
    tokens: { hero: t.hero, heroRefresh: t.heroRefresh, opposition: t.opposition.map(copyPlayer) },
    escalationHolder: s.escalationHolder,
    consumables: { sustenance: s.consumables.sustenance, illumination: s.consumables.illumination },
    hunger: { ...s.hunger },
    finalZone: s.finalZone,
    ledger: s.ledger,
  };
  if (s.lastTest !== undefined) next.lastTest = s.lastTest && copyLastTest(s.lastTest);
  if (s.contests) next.contests = s.contests;
  if (s.standing) next.standing = s.standing;
  // Replaced whole when a heal or an exit is bought, never changed in place.
  if (s.bought) next.bought = s.bought;
  if (s.decision !== undefined) next.decision = copy<Decision | null>(s.decision);
  if (s.decisions !== undefined) next.decisions = s.decisions;
  if (s.resume !== undefined) next.resume = s.resume && { ...s.resume };
  if (s.killer !== undefined) next.killer = s.killer;
  // Replaced whole when a leg's zone is entered, never changed in place.
  if (s.quest !== undefined) next.quest = s.quest;
  if (s.quests !== undefined) next.quests = { taken: s.quests.taken, completed: s.quests.completed };
  return next;
}
