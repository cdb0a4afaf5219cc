/** Moving, doors and stairs (RULES.md §4.4). */
import { doorName } from '../../procgen/describe.js';
import { TILE } from '../../procgen/glyphs.js';
import type { Ctx } from './context.js';
import { heroAttacks } from './combat.js';
import { key, stepFrom } from './geometry.js';
import { noise } from './view.js';
import { triggerTrapAt } from './traps.js';
import { leaveBy } from './travel.js';
import { payToll, readRiddleHere } from './puzzles.js';
import { takePassage } from './spends/exit.js';
import { FINAL_ESCALATION } from './escalation.js';
import type { Dir, DoorState } from './types.js';
import { currentZone, doorAt, setDoor, stubExit, tileAt, walkable } from './zones.js';
import { aOrAn } from '../../base/words.js';
import { Refusal } from './refusal.js';
import { distractedRefusal, stuckRefusal } from './hindered.js';

// The rules that refuse have long found Refusal here.
export { Refusal };

export function move(ctx: Ctx, dir: Dir): void {
  const s = ctx.s;
  const { zone, z } = currentZone(s);
  const to = stepFrom(ctx.s.hero, dir);
  const creature = z.creatures.find((c) => c.x === to.x && c.y === to.y);
  // Distracted, a hero may move but not act; stuck, act but not move (the Black Hack's hindrances).
  const hindered = creature ? distractedRefusal(s.hero) : stuckRefusal(s.hero);
  if (hindered) throw hindered;
  if (creature) {
    if (creature.inCoffin) {
      creature.inCoffin = false;
      creature.aware = true;
      creature.attitude = 'hostile';
      ctx.say('creature', `The coffin lid slides aside: ${aOrAn(creature.name)} rises!`);
      return;
    }
    return heroAttacks(ctx, creature);
  }
  const door = doorAt(z, to.x, to.y);
  if (door && !door.open) {
    if (door.locked) throw new Refusal(`The ${doorName(door.type).replace('locked ', '')} is locked. (Force it; a Thief picks it with Advantage.)`);
    setDoor(z, to.x, to.y, { open: true });
    ctx.say('door', `You open the ${doorName(door.type)}.`);
    return;
  }
  if (!walkable(zone, z, to.x, to.y)) throw new Refusal('Solid rock blocks the way.');
  const exit = stubExit(zone, to.x, to.y);
  if (exit) {
    // A puzzle lock on the door takes its toll now, or refuses the step (puzzles.ts).
    payToll(ctx, exit);
    return leaveBy(ctx, exit);
  }
  s.hero.x = to.x;
  s.hero.y = to.y;
  const here = z.items.filter((i) => i.x === to.x && i.y === to.y);
  if (here.length > 0) ctx.say('item', `You see here: ${here.map((i) => (i.chest ? 'a chest' : i.item.name)).join(', ')}.`);
  // The hero stands over the fountain's glyph: what is underfoot is said, as an item is, or it is found only by trying to drink.
  if (zone.fountains.some((f) => f.x === to.x && f.y === to.y)) ctx.say('message', z.fountainsUsed.includes(key(to.x, to.y)) ? 'There is a fountain here, run dry.' : 'There is a fountain here: you may drink from it.');
  readRiddleHere(ctx);
  triggerTrapAt(ctx, to.x, to.y);
}

export function openDoor(ctx: Ctx, dir: Dir, open: boolean): void {
  const { z } = currentZone(ctx.s);
  const to = stepFrom(ctx.s.hero, dir);
  const door = doorAt(z, to.x, to.y);
  if (!door) throw new Refusal('There is no door there.');
  if (door.type === 'open-arch') throw new Refusal('An open arch has nothing to open or close.');
  if (door.open === open) throw new Refusal(`It is already ${open ? 'open' : 'closed'}.`);
  if (open && door.locked) throw new Refusal('It is locked.');
  if (!open && (z.creatures.some((c) => c.x === to.x && c.y === to.y) || z.items.some((i) => i.x === to.x && i.y === to.y))) throw new Refusal('Something is in the way.');
  setDoor(z, to.x, to.y, { open });
  ctx.say('door', `You ${open ? 'open' : 'close'} the ${doorName(door.type)}.`);
}

/** The locked door in direction `dir`, or a refusal. */
export function lockedDoor(ctx: Ctx, dir: Dir): { to: { x: number; y: number }; door: DoorState } {
  const { z } = currentZone(ctx.s);
  const to = stepFrom(ctx.s.hero, dir);
  const door = doorAt(z, to.x, to.y);
  if (!door) throw new Refusal('There is no door there.');
  if (!door.locked) throw new Refusal('It is not locked.');
  return { to, door };
}

/** Forcing a locked door: a STR test (a Thief picks it with Advantage); the noise brings an encounter roll. */
export function forceDoor(ctx: Ctx, dir: Dir): void {
  const { to, door } = lockedDoor(ctx, dir);
  const t = ctx.test({ label: `force the ${doorName(door.type)}`, attr: 'STR', advantage: ctx.s.hero.className === 'Thief', rerollable: true });
  if (t.success) {
    setDoor(currentZone(ctx.s).z, to.x, to.y, { locked: false, open: true });
    ctx.say('door', `The ${doorName(door.type)} gives way.`);
  } else {
    if (ctx.s.lastTest) ctx.s.lastTest.redo = { kind: 'force', x: to.x, y: to.y };
    ctx.say('door', `The ${doorName(door.type)} holds.`);
  }
  // The noise may bring something.
  noise(ctx, 'the noise');
}

export function takeStairs(ctx: Ctx): void {
  const stuck = stuckRefusal(ctx.s.hero);
  if (stuck) throw stuck;
  const { zone, z } = currentZone(ctx.s);
  // A passage the hero opened with tokens is taken like stairs, from its square.
  const passage = z.passages?.find((p) => p.x === ctx.s.hero.x && p.y === ctx.s.hero.y);
  if (passage) return takePassage(ctx, passage);
  const t = tileAt(zone, ctx.s.hero.x, ctx.s.hero.y);
  if (t !== TILE.stairsDown && t !== TILE.stairsUp) throw new Refusal('There are no stairs here.');
  const exit = zone.exits.find((e) => e.x === ctx.s.hero.x && e.y === ctx.s.hero.y && e.kind !== 'door');
  if (!exit) throw new Refusal('These stairs lead nowhere.');
  // Holding the Escalation die at the top of stairs down to a level not yet discovered: the player chooses to
  // escalate or not. Stairs taken before lead nowhere new, so they could not raise the die (and earn an Experience) again and again.
  if (exit.kind === 'stairs-down' && !ctx.s.zones[exit.to] && ctx.s.escalationHolder === 'hero' && ctx.s.escalation < FINAL_ESCALATION) {
    ctx.s.pending = { kind: 'escalate', stairs: exit.to };
    ctx.say('prompt', `You hold the Escalation die (${ctx.s.escalation}): escalate as you go down?`);
    return;
  }
  leaveBy(ctx, exit);
}

