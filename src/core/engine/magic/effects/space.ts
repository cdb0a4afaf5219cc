/**
 * Space: doors opened and locked, the hero or a creature moved across the
 * grid or to another place the caster knows, objects moved by will, a spot
 * marked to come back to, and the mist that drifts where the hero wills.
 */
import type { Destination } from '../../actions.js';
import type { Ctx } from '../../context.js';
import { distance, fromYou, key, spotFromYou } from '../../geometry.js';
import { makeItem } from '../../items.js';
import { Refusal } from '../../refusal.js';
import { leaveFor } from '../../travel.js';
import { ENTRANCE } from '../../../../procgen/ids.js';
import type { Item } from '../../types.js';
import { heroSees } from '../../view.js';
import { currentZone, doorAt, setDoor } from '../../zones.js';
import { REACH, seenSquare, type Point } from '../aim.js';
import { doorName, freeSquaresNear, harm, isFree, offend, recheckCleared } from '../creatures.js';
import { placeHero } from '../placing.js';
import { addEffect, spanOf, UNTIL_ENDED, visitSpan } from '../state.js';
import type { Casting, SpellEffect } from './types.js';
import { counted } from '../../../../base/words.js';

export const RECALL_SIGIL = 'Recall Sigil';
export const MIST_SIGIL = 'Mist Sigil';

const squareOf = (to: Destination | undefined): Point | undefined => (to && typeof to === 'object' && 'x' in to ? { x: to.x, y: to.y } : undefined);

/** Opens a locked door, or shuts and locks an unlocked one. */
export function knockOrLock(ctx: Ctx, p: Point, only?: 'lock'): void {
  const { z } = currentZone(ctx.s);
  const door = doorAt(z, p.x, p.y);
  if (!door) throw new Refusal('There is no door there.');
  if (door.type === 'open-arch') throw new Refusal('An open arch has no door to lock.');
  if (door.locked && only !== 'lock') {
    setDoor(z, p.x, p.y, { locked: false, open: true });
    return ctx.say('door', `Knock! The ${doorName(door.type)} unlocks and swings open.`, { x: p.x, y: p.y });
  }
  if (door.locked) throw new Refusal('It is already locked.');
  if (z.creatures.some((c) => c.x === p.x && c.y === p.y) || z.items.some((i) => i.x === p.x && i.y === p.y) || (ctx.s.hero.x === p.x && ctx.s.hero.y === p.y)) throw new Refusal('Something is in the doorway.');
  setDoor(z, p.x, p.y, { open: false, locked: true });
  ctx.say('door', `The ${doorName(door.type)} slams shut and locks.`, { x: p.x, y: p.y });
}

/** Somewhere in this zone, far from the hero, for a creature sent away. */
function farSquare(ctx: Ctx, from: Point): Point | undefined {
  const { zone } = currentZone(ctx.s);
  return freeSquaresNear(ctx, from, Math.max(zone.width, zone.height)).reverse()[0];
}

/** To a zone visited before, leaving this one as by any exit (in by the door back to it, or else the zone's way in); then as near the square as can be. */
export function toZone(ctx: Ctx, id: string, at?: Point): void {
  if (!ctx.s.zones[id]) throw new Refusal('You do not know that place.');
  // The square is taken on arrival, before the Opposition stocks the zone around the hero.
  leaveFor(ctx, id, undefined, false, at);
}

function checkSquare(ctx: Ctx, p: Point, reach = Infinity): void {
  if (!seenSquare(ctx, p) && !heroSees(ctx).has(key(p.x, p.y))) throw new Refusal('You do not know that square.');
  if (distance(p, ctx.s.hero) > reach) throw new Refusal('That square is out of range.');
  if (!isFree(ctx, p)) throw new Refusal('That square is not open floor.');
}

function telekinesis(ctx: Ctx, { aim, level, to }: Casting): void {
  const { z } = currentZone(ctx.s);
  const hero = ctx.s.hero;
  const dest = squareOf(to);
  if (aim.creature) {
    const c = aim.creature;
    offend(ctx, c);
    if (c.hd > level) return ctx.say('magic', `The ${c.name} is too heavy for your will (${c.hd} HD).`);
    const dx = Math.sign(c.x - hero.x);
    const dy = Math.sign(c.y - hero.y);
    let moved = 0;
    while (moved < 3 && isFree(ctx, { x: c.x + dx, y: c.y + dy })) {
      c.x += dx;
      c.y += dy;
      moved++;
    }
    ctx.say('magic', moved > 0 ? `You hurl the ${c.name} ${counted(moved, 'square')}.` : `You shove the ${c.name}, but something is right behind it.`, { id: c.id, x: c.x, y: c.y });
    if (moved < 3) harm(ctx, c, ctx.roll(`the ${c.name} strikes the wall`, '1d6'), 'the impact');
    return;
  }
  const p = aim.square!;
  const door = doorAt(z, p.x, p.y);
  if (door) {
    if (door.type === 'open-arch') throw new Refusal('An open arch has nothing to move.');
    if (door.locked) return ctx.say('door', `The ${doorName(door.type)} is locked: it will not move.`);
    if (door.open && (z.creatures.some((c) => c.x === p.x && c.y === p.y) || z.items.some((i) => i.x === p.x && i.y === p.y))) throw new Refusal('Something is in the doorway.');
    const moved = setDoor(z, p.x, p.y, { open: !door.open });
    return ctx.say('door', `You ${moved.open ? 'open' : 'close'} the ${doorName(door.type)} from afar.`, { x: p.x, y: p.y });
  }
  const here = z.items.filter((f) => f.x === p.x && f.y === p.y);
  const target = dest ?? { x: hero.x, y: hero.y };
  if (dest && (!heroSees(ctx).has(key(dest.x, dest.y)) || distance(dest, hero) > REACH.Nearby || !(isFree(ctx, dest) || (dest.x === hero.x && dest.y === hero.y)))) throw new Refusal('Move it to an open square you can see, Nearby.');
  for (const f of here) Object.assign(f, target);
  ctx.say('item', `${here.map((f) => (f.chest ? 'a chest' : f.item.name)).join(', ')} float${here.length === 1 ? 's' : ''} to ${spotFromYou(hero, target)}.`, { x: target.x, y: target.y });
}

function sigil(ctx: Ctx, name: string, magic: string): Item {
  const item = makeItem(ctx, { name, kind: 'magic', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic, gear: false });
  ctx.s.hero.items.push(item);
  return item;
}

export const SPACE: Record<string, SpellEffect> = {
  'Wizard:Knock/Lock': {
    aim: 'square',
    check(ctx, { aim }) {
      const { z } = currentZone(ctx.s);
      if (!doorAt(z, aim.square!.x, aim.square!.y)) throw new Refusal('There is no door there.');
    },
    run(ctx, { aim }) {
      knockOrLock(ctx, aim.square!);
    },
  },
  'Wizard:Dimension Door': {
    aim: 'any',
    check(ctx, { aim, to }) {
      const dest = squareOf(to) ?? (aim.creature ? undefined : aim.square);
      if (to !== undefined && !squareOf(to)) throw new Refusal('Dimension Door reaches a square of this zone.');
      if (!aim.creature && (!dest || aim.self)) throw new Refusal('Choose a square to step to.');
      if (dest) checkSquare(ctx, dest);
    },
    run(ctx, { aim, to }) {
      const dest = squareOf(to) ?? (aim.creature ? undefined : aim.square);
      if (!aim.creature) return placeHero(ctx, dest!, 'Dimension Door');
      const c = aim.creature;
      offend(ctx, c);
      const spot = dest ?? farSquare(ctx, ctx.s.hero);
      if (!spot) return ctx.say('magic', 'There is nowhere to send it.');
      c.x = spot.x;
      c.y = spot.y;
      ctx.say('creature', `The ${c.name} vanishes and reappears ${fromYou(ctx.s.hero, spot)}.`, { id: c.id, x: spot.x, y: spot.y });
    },
  },
  'Wizard:Teleport': {
    aim: 'creature-or-self',
    check(ctx, { aim, to }) {
      if (aim.creature) return;
      if (to === undefined) throw new Refusal('Teleport where? Home, a zone you know, or a square you have seen.');
      if (to === 'home') return;
      if ('zone' in to) {
        if (!ctx.s.zones[to.zone]) throw new Refusal('You do not know that place.');
        if (to.zone === ctx.s.zone) throw new Refusal('You are already there.');
        return;
      }
      checkSquare(ctx, to);
    },
    run(ctx, { aim, to }) {
      if (aim.creature) {
        const c = aim.creature;
        const { z } = currentZone(ctx.s);
        z.creatures = z.creatures.filter((o) => o !== c);
        ctx.s.hero.effects = ctx.s.hero.effects.filter((e) => e.creature !== c.id || e.zone !== ctx.s.zone);
        ctx.say('creature', `The ${c.name} is sent far away.`, { id: c.id });
        return recheckCleared(ctx);
      }
      if (to === 'home') {
        ctx.say('magic', 'You teleport Home.');
        return leaveFor(ctx, ENTRANCE);
      }
      if (to && 'zone' in to) return toZone(ctx, to.zone);
      placeHero(ctx, squareOf(to)!, 'Teleport');
    },
  },
  'Wizard:Telekinesis': {
    aim: 'any',
    check(ctx, { aim }) {
      if (aim.self) throw new Refusal('Aim your will at an object, a door or a creature.');
      const { z } = currentZone(ctx.s);
      const p = aim.square;
      if (!aim.creature && p && !doorAt(z, p.x, p.y) && !z.items.some((f) => f.x === p.x && f.y === p.y)) throw new Refusal('There is nothing there to move.');
    },
    run(ctx, c) {
      if (!ctx.s.hero.effects.some((e) => e.name === 'Telekinesis' && e.kind === 'hero')) addEffect(ctx, { name: 'Telekinesis', kind: 'hero', zone: null }, spanOf(ctx, c.spell.duration, 'Telekinesis'));
      telekinesis(ctx, c);
    },
  },
  'Cleric:Word of Recall': {
    aim: 'none',
    run(ctx) {
      const hero = ctx.s.hero;
      for (const e of hero.effects.filter((o) => o.kind === 'mark')) {
        hero.effects = hero.effects.filter((o) => o !== e);
        hero.items = hero.items.filter((i) => i.id !== e.item);
      }
      const item = sigil(ctx, 'recall sigil', RECALL_SIGIL);
      addEffect(ctx, { name: 'Word of Recall', kind: 'mark', x: hero.x, y: hero.y, item: item.id }, UNTIL_ENDED);
      ctx.say('magic', `This spot is marked: use the recall sigil to come back to it, once.`, { item: item.id });
    },
  },
  'Cleric:Wind Walk': {
    aim: 'none',
    run(ctx) {
      const hero = ctx.s.hero;
      if (!hero.items.some((i) => i.magic === MIST_SIGIL)) sigil(ctx, 'mist sigil', MIST_SIGIL);
      addEffect(ctx, { name: 'Wind Walk', kind: 'hero', zone: null }, visitSpan(ctx.s));
      ctx.say('magic', 'Until you are Home you may turn to mist at will: use the mist sigil to drift to a square Nearby. No hold can keep you.');
    },
  },
};
