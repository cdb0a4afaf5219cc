/**
 * One fight in an arena, played by the real reducer: a fresh hero of a
 * class and level against one Roguelike creature, standing next to each
 * other in an open chamber. The hero attacks by moving into the creature
 * and follows it if it runs; the creature acts on its own turns by the
 * engine's rules; a failed Defend always breaks an armour die while there
 * is one (the `always` armour setting).
 *
 * What is set up outside the reducer, and how:
 * - The hero is made by `newGame` and the `create` action (kit A, no swap,
 *   no background), so attributes, HP and gear are rolled as in play.
 * - Levels above 1 are added directly, as the tavern would add them: a d20
 *   per attribute (over it: +1), the class's extra roll (STR when the class
 *   may take it there, else the lowest of its choices), +1 HD and the class's
 *   HP die (a Warrior's with Advantage). These rolls come from the fight's
 *   own `sim:level` stream, not the game's.
 * - The map is zone 1 of the seed `arena`, entered once for a run (for
 *   each set of rules) with the real `enter-dungeon` by a hero made as
 *   above, and cleared of its native creatures, items and traps. Each
 *   fight's hero is put into a copy of that zone, as the entry left it (the
 *   visit counted, the deepest zone), keeping its own game's rolls, clock
 *   and supplies: nothing of the entry (its Minute, the meal, the first
 *   look) is played again for each fight. The game's own seed drives every
 *   roll of the fight.
 * - The creature is rolled with the zone generator's own translation of
 *   Appendix A (HD, HP as HD×d8, damage, riders, speed) from the fight's
 *   `sim:creature` stream, and placed hostile and aware beside the hero.
 */
import { TILE } from '../../procgen/glyphs.js';
import type { Zone } from '../../procgen/types.js';
import { translate } from '../../procgen/creatures.js';
import { Roller } from '../../procgen/roller.js';
import type { Creature as CreatureRow } from '../../data/roguelike/schema.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES } from '../../data/roguelike/creatures.js';
import { parseDice, rollTotal } from '../../base/dice/index.js';
import { Stream } from '../../base/rng.js';
import type { Action } from '../engine/actions.js';
import { newGame } from '../engine/creation.js';
import { DIRS, DIR_STEPS, distance } from '../engine/geometry.js';
import { heroClass } from '../engine/hero.js';
import { step } from '../engine/step.js';
import { ATTRS, type Attr, type ClassName, type CreatureState, type GameState, type RulesOptions } from '../engine/types.js';
import { currentZone, doorStates, stubExit, walkable } from '../engine/zones.js';
import { copyZone } from '../engine/clone.js';
import { bfs, dirBetween } from './path.js';
import { combatant, creatureDice, heroDice, resolveAaCombat } from '../engine/aa-combat.js';

/** The seed whose first zone is the arena: a wide chamber. */
export const ARENA_SEED = 'arena';

/** A fight that lasts this many rounds is called a draw. */
export const MAX_ROUNDS = 200;

export interface Foe {
  row: CreatureRow;
  category: string;
}

/** Every Appendix A creature by name, with its category. */
export function appendixA(): Foe[] {
  return CREATURE_CATEGORIES.rows.flatMap((cat) => (CREATURE_TABLES.find((t) => t.id === cat.table)?.rows ?? []).map((row) => ({ row, category: cat.name })));
}

export interface FightResult {
  /** `escaped`: the hero retreated from an Adventure Algorithms fight and got away. */
  outcome: 'win' | 'loss' | 'fled' | 'draw' | 'escaped';
  /**
   * Rounds the fight lasted, at least 1: the hero's turns, one per Moment, the opening Moment (the hero standing
   * ready) counted as the start of the first (docs/rules.md, "`athack sim fight`").
   */
  rounds: number;
  hpLeft: number;
  maxHp: number;
}

const roll = (stream: Stream, dice: string) => rollTotal(parseDice(dice), stream);

/** A tavern's attribute roll: over the attribute, it rises by one. */
function raise(hero: GameState['hero'], attr: Attr, rolled: number): void {
  if (rolled > hero.attributes[attr]) hero.attributes[attr]++;
}

/** Levels 2..`level` as the tavern grants them, straight onto the hero (see the file comment). */
export function raiseLevel(s: GameState, level: number, stream: Stream): void {
  const hero = s.hero;
  const up = heroClass(hero).levelUp;
  const choices = up.extraRollFor as Attr[];
  while (hero.level < level) {
    const extra: Attr = choices.includes('STR') ? 'STR' : [...choices].sort((a, b) => hero.attributes[a] - hero.attributes[b])[0]!;
    for (const attr of ATTRS) raise(hero, attr, roll(stream, up.attributeDie));
    raise(hero, extra, roll(stream, up.attributeDie));
    const hp = up.hpGainAdvantage ? Math.max(roll(stream, up.hpGain), roll(stream, up.hpGain)) : roll(stream, up.hpGain);
    hero.level++;
    hero.maxHp += hp;
    hero.hp += hp;
  }
}

type Spot = { hero: { x: number; y: number }; foe: { x: number; y: number } };

/** The spot found in each arena map (with its doors as they stood): every fight of a run starts in the same one. */
const spots = new WeakMap<Zone, { doors: string; spot: Spot }>();

function arenaSpot(s: GameState): Spot {
  const { zone, z } = currentZone(s);
  const doors = doorStates(z);
  const hit = spots.get(zone);
  if (hit && hit.doors === doors) return hit.spot;
  const spot = findSpot(s);
  spots.set(zone, { doors, spot });
  return spot;
}

/** The open square nearest the middle of the arena with every neighbour open too, and the square east of it. */
function findSpot(s: GameState): Spot {
  const { zone, z } = currentZone(s);
  const open = (x: number, y: number) => walkable(zone, z, x, y) && zone.tiles[y]?.[x] === TILE.floor && !stubExit(zone, x, y);
  let best: { x: number; y: number } | undefined;
  for (let y = 1; y < zone.height - 1; y++) {
    for (let x = 1; x < zone.width - 1; x++) {
      if (!open(x, y) || !DIRS.every((d) => open(x + DIR_STEPS[d].x, y + DIR_STEPS[d].y))) continue;
      const mid = { x: zone.width / 2, y: zone.height / 2 };
      if (!best || distance({ x, y }, mid) < distance(best, mid)) best = { x, y };
    }
  }
  if (!best) throw new Error(`zone 1 of seed ${ARENA_SEED} has no open square for an arena`);
  return { hero: best, foe: { x: best.x + 1, y: best.y } };
}

/** The creature of fight `seed`, rolled from its own `sim:creature` stream as the zone generator would. */
export function arenaCreature(seed: string, foe: Foe, heroLevel: number) {
  return translate(new Roller(Stream.derive(seed, 'sim:creature')), { category: foe.category, row: foe.row, count: 1 }, heroLevel);
}

/**
 * The same fight by Adventure Algorithms' Combat (`fight=aa-combat`): the
 * hero's Class dice for its class and level, armed (every kit A holds a
 * weapon), against the creature rolled as above, its dice from its HD. The
 * dice come from the fight's own `sim:aa-combat` stream. HP left reads as
 * the hero's dice left; an `escaped` hero retreated and got away.
 */
export function aaArenaFight(seed: string, className: ClassName, level: number, foe: Foe): FightResult {
  const rng = Stream.derive(seed, 'sim:aa-combat');
  const t = arenaCreature(seed, foe, level);
  const dice = heroDice(className, level, true);
  const them = creatureDice(t.hd);
  const hero = combatant(rng, 0, 'Champion', 'hero', dice);
  const r = resolveAaCombat(rng, [hero, combatant(rng, 1, t.name, 'foes', them.dice, them.large)], dice);
  const outcome = r.escaped === true ? 'escaped' : hero.out || r.escaped === false ? 'loss' : 'win';
  return { outcome, rounds: r.turns, hpLeft: hero.dice.length, maxHp: dice };
}

/** A fresh hero of the class at the level, made by the real creation in the game seeded `seed`, still at Home. */
function arenaHero(seed: string, className: ClassName, level: number, rules: Partial<RulesOptions>): GameState {
  const s = newGame(seed, { ...rules, armourPrompt: 'always', opposition: 'none' }).state;
  const made = step(s, { type: 'create', name: 'Champion', className, kit: 'A', background: { text: 'Fights for the record.', attrs: [] } });
  if (!made.ok) throw new Error(`arena hero: ${made.error}`);
  // A state a step returns belongs to its caller: the set-up changes it in place.
  raiseLevel(made.state, level, Stream.derive(seed, 'sim:level'));
  return made.state;
}

/**
 * The arena entered and emptied, once for each set of rules: entering
 * generated and stocked the zone and stepped through its Minute, which
 * was four tenths of setting up a fight when every fight did it.
 */
const arenas = new Map<string, GameState>();

function emptyArena(rules: Partial<RulesOptions>): GameState {
  const k = JSON.stringify(rules);
  const known = arenas.get(k);
  if (known) return known;
  const s = arenaHero(ARENA_SEED, 'Warrior', 1, rules);
  s.seed = ARENA_SEED;
  const entered = step(s, { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(`arena: ${entered.error}`);
  const { z } = currentZone(entered.state);
  z.creatures = [];
  z.items = [];
  z.traps = [];
  arenas.set(k, entered.state);
  return entered.state;
}

/** The state at the first Moment: hero and creature side by side, nothing else in the zone. */
export function arenaState(seed: string, className: ClassName, level: number, foe: Foe, rules: Partial<RulesOptions> = {}): { state: GameState; foeId: number } {
  const s = arenaHero(seed, className, level, rules);
  const arena = emptyArena(rules);
  s.seed = ARENA_SEED;
  s.phase = 'dungeon';
  s.visits = arena.visits;
  s.deepest = arena.deepest;
  s.zone = arena.zone;
  s.zones = { [arena.zone!]: copyZone(currentZone(arena).z) };
  const { zone, z } = currentZone(s);
  const spot = arenaSpot(s);
  s.hero.x = spot.hero.x;
  s.hero.y = spot.hero.y;
  const t = arenaCreature(seed, foe, s.hero.level);
  const c: CreatureState = {
    id: s.nextId++,
    name: t.name,
    category: t.category,
    glyph: t.glyph,
    hd: t.hd,
    maxHp: t.hp,
    hp: t.hp,
    damage: t.damage,
    riders: t.riders.map((r) => r.name),
    speed: t.speed,
    loot: t.loot,
    // Named, not spread: a spread in the middle of the record builds the rest of it field by field, every fight.
    x: spot.foe.x,
    y: spot.foe.y,
    // A group of its own: morale counts it alone.
    group: zone.creatures.length + 1,
    attitude: 'hostile',
    aware: true,
    inCoffin: false,
    conditions: [],
    tokens: 0,
    spellUsed: false,
    delay: 1 / Math.max(1, t.speed),
  };
  z.creatures.push(c);
  z.cleared = false;
  return { state: s, foeId: c.id };
}

/** The hero's move this round: strike the creature, or step after it. */
function heroMove(s: GameState, foeId: number): Action {
  const { zone, z } = currentZone(s);
  const c = z.creatures.find((o) => o.id === foeId)!;
  // Beside it: the search would find it first of all, one step away.
  if (distance(c, s.hero) === 1) return { type: 'move', dir: dirBetween(s.hero.y * zone.width + s.hero.x, c.y * zone.width + c.x, zone.width) };
  const w = zone.width;
  const target = c.y * w + c.x;
  const r = bfs(s.hero.y * w + s.hero.x, {
    width: w,
    height: zone.height,
    goal: (i) => i === target,
    through: (i) => walkable(zone, z, i % w, Math.floor(i / w)) && !stubExit(zone, i % w, Math.floor(i / w)),
  });
  return r ? { type: 'move', dir: r.dir } : { type: 'wait' };
}

/** Fights one fight to its end (or MAX_ROUNDS); `seed` fixes every roll of it. */
export function arenaFight(seed: string, className: ClassName, level: number, foe: Foe, maxRounds = MAX_ROUNDS, rules: Partial<RulesOptions> = {}): FightResult {
  const { state, foeId } = arenaState(seed, className, level, foe, rules);
  // The first Moment: the hero stands ready while the initiative decides whether the creature strikes first.
  let r = step(state, { type: 'wait' });
  let rounds = 0;
  let outcome: FightResult['outcome'] = 'draw';
  for (;;) {
    if (!r.ok) throw new Error(`arena: ${r.error}`);
    const s = r.state;
    if (s.phase === 'dead') {
      outcome = 'loss';
      break;
    }
    if (s.phase !== 'dungeon' || !currentZone(s).z.creatures.some((o) => o.id === foeId)) {
      outcome = r.events.some((e) => e.kind === 'death' && e.data?.['id'] === foeId) ? 'win' : 'fled';
      break;
    }
    if (rounds >= maxRounds) break;
    const action: Action = s.pending ? { type: 'answer', breakArmour: true } : heroMove(s, foeId);
    r = step(s, action);
    // Paralysed, stuck or distracted: waiting is always allowed.
    if (!r.ok) r = step(s, s.pending ? { type: 'answer', breakArmour: false } : { type: 'wait' });
    if (action.type !== 'answer') rounds++;
  }
  // The opening Moment is the first round's start: a fight it ends (a Shield Bash, the creature striking first) lasted one round, not none.
  return { outcome, rounds: Math.max(rounds, 1), hpLeft: r.state.hero.hp, maxHp: r.state.hero.maxHp };
}
