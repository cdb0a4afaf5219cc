/**
 * Creatures' turns (RULES.md §2, §4.7), ordered by rot.js's speed scheduler (schedule.ts)
 * around the hero's speed of 7. Each creature's time to its next turn is
 * kept in the state, so the schedule survives a save and replays exactly.
 * Hostile creatures that know of the hero close in along rot.js A* paths and
 * attack; fleeing ones make for the nearest way out and leave.
 */
import { aStar } from './astar.js';
import { SpeedQueue } from './schedule.js';
import type { Ctx } from './context.js';
import { creatureAttacks } from './combat.js';
import { distance } from './geometry.js';
import type { CreatureState } from './types.js';
import { creatureCanEnter, currentZone, openDoorUnder, stubExit, walkable } from './zones.js';
import { heroSpeedFactor } from './environs.js';
import { stepSpeedFactor } from './load.js';
import { keepFled } from './stocking/fled.js';
import { isFoe } from './time.js';

export const HERO_SPEED = 7;

/** One in the turn order: the hero, or a creature as it stood when the creatures' turns began (its speed read from it). */
interface Actor {
  id: number | 'hero';
  c?: CreatureState;
}

/** Moves a creature one step, opening the door it steps into if that is closed. */
function stepTo(ctx: Ctx, c: CreatureState, next: { x: number; y: number }): void {
  Object.assign(c, next);
  openDoorUnder(currentZone(ctx.s).z, c);
}

/**
 * A creature's next step towards `to` along an A* path, or undefined when it
 * has none. `pastOthers`: other creatures do not block the path (they will
 * move), only the hero does; the step is then only for asking whether a way exists.
 */
function stepTowards(ctx: Ctx, c: CreatureState, to: { x: number; y: number }, pastOthers = false): { x: number; y: number } | undefined {
  const { zone, z } = currentZone(ctx.s);
  // A locked door is no way out: A* never asks whether its goal can be entered, so it is asked here.
  if (!creatureCanEnter(zone, z, to.x, to.y)) return undefined;
  // Squares as indices on the map, not `x,y` texts: A* asks about hundreds of squares a path. Only squares on the map are asked about, as walkable ones are.
  const width = zone.width;
  const occupied = new Set<number>();
  if (!pastOthers) for (const o of z.creatures) if (o !== c) occupied.add(o.y * width + o.x);
  const hero = ctx.s.hero;
  const passable = (x: number, y: number) => (x === c.x && y === c.y) || (x === to.x && y === to.y) || (walkable(zone, z, x, y) && !occupied.has(y * width + x) && !(x === hero.x && y === hero.y));
  const next = aStar(to, c, passable)[1];
  if (!next || (next.x === hero.x && next.y === hero.y) || occupied.has(next.y * width + next.x)) return undefined;
  return next;
}

/**
 * A creature in flight makes for the nearest doorway it can reach and
 * leaves. With none to reach but past the hero, it is cornered: beside the hero it fights
 * (the Black Hack's morale has it flee "to escape danger"; with no escape,
 * it turns at bay), and the fight goes on while it stands cornered.
 */
function flee(ctx: Ctx, c: CreatureState): void {
  const { zone, z } = currentZone(ctx.s);
  const exits = zone.exits.filter((e) => e.kind === 'door').sort((a, b) => distance(a, c) - distance(b, c));
  if (exits.length === 0) return;
  if (exits.some((e) => distance(e, c) === 0) || stubExit(zone, c.x, c.y)) {
    z.creatures = z.creatures.filter((o) => o.id !== c.id);
    ctx.say('creature', `The ${c.name} escapes the zone.`, { id: c.id });
    // An Opposition player keeps what it placed: it comes back, healed as the hero goes on (RULES.md §5).
    if (c.owner !== undefined) keepFled(ctx, c, z.id);
    return;
  }
  for (const exit of exits) {
    const next = stepTowards(ctx, c, exit);
    if (!next) continue;
    stepTo(ctx, c, next);
    delete c.cornered;
    return;
  }
  // Kept back only by others of its kind in the way, it waits for them to move on.
  if (distance(c, ctx.s.hero) > 1 || exits.some((e) => stepTowards(ctx, c, e, true))) return;
  if (!c.cornered) ctx.say('creature', `The ${c.name} is cornered and turns to fight!`, { id: c.id });
  c.cornered = true;
  c.aware = true;
  creatureAttacks(ctx, c);
}

function act(ctx: Ctx, c: CreatureState): void {
  const hero = ctx.s.hero;
  if (c.conditions.some((x) => x.kind === 'paralysed')) return;
  if (c.attitude === 'fleeing') return flee(ctx, c);
  if (c.attitude !== 'hostile' || !c.aware) return;
  if (distance(c, hero) <= 1) {
    creatureAttacks(ctx, c);
    return;
  }
  const next = stepTowards(ctx, c, hero);
  if (next) stepTo(ctx, c, next);
}

/**
 * Runs creatures' turns until it is the hero's turn again, or until the hero
 * must answer a prompt or is dead. Called after every hero action; `stepped`:
 * the action was a step to another square, which `movement=hackssential`
 * times by the hero's movement rate.
 */
export function runCreatures(ctx: Ctx, stepped = false): void {
  const s = ctx.s;
  if (!s.zone) return;
  const { z } = currentZone(s);
  // No one to act: the hero's turn comes at once (a zone's creatures all dead or gone is most turns).
  if (z.creatures.length === 0) return;
  // An environ may slow the hero (environs.ts): the creatures then get more turns to each of the hero's.
  const heroSpeed = HERO_SPEED * heroSpeedFactor(s) * (stepped ? stepSpeedFactor(s) : 1);
  const scheduler = new SpeedQueue<Actor>((a) => (a.c ? Math.max(1, a.c.speed) : heroSpeed));
  const hero: Actor = { id: 'hero' };
  scheduler.add(hero, 1 / heroSpeed);
  const actors = new Map<number, Actor>();
  for (const c of z.creatures) {
    const a: Actor = { id: c.id, c };
    actors.set(c.id, a);
    scheduler.add(a, c.delay);
  }
  for (;;) {
    const next = scheduler.next();
    if (next.id === 'hero') break;
    const c = z.creatures.find((o) => o.id === next.id);
    if (!c) {
      scheduler.remove(next);
      continue;
    }
    act(ctx, c);
    if (s.phase !== 'dungeon' || s.pending || s.zone !== z.id) break;
  }
  for (const c of z.creatures) {
    const a = actors.get(c.id);
    const at = a ? scheduler.timeOf(a) : undefined;
    // The scheduler keeps turn times relative to the present: what it reports is the time left.
    c.delay = at === undefined ? 1 / Math.max(1, c.speed) : Math.max(0, at);
  }
}

/**
 * Foes who won the initiative (RULES.md §2) act first: each takes one turn
 * now, before the hero's next action, whatever its speed.
 */
export function foesActFirst(ctx: Ctx): void {
  const s = ctx.s;
  const { z } = currentZone(s);
  for (const c of z.creatures.filter((o) => isFoe(o, s.hero))) {
    // One may fall to a Shield Bash before its turn comes.
    if (!z.creatures.includes(c)) continue;
    act(ctx, c);
    if (s.phase !== 'dungeon' || s.pending || s.zone !== z.id) return;
  }
}
