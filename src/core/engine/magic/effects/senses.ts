/**
 * Knowing: detection shows what is Nearby through walls (squares marked
 * seen, positions in the event), traps found, the map revealed, the way
 * shown, questions answered by the zone itself.
 */
import { aStar } from '../../astar.js';
import type { Ctx } from '../../context.js';
import { distance, fromYou, key, keyPoint, spotFromYou } from '../../geometry.js';
import { Refusal } from '../../refusal.js';
import { SCORE_TRAP, trapCalled } from '../../trap-rows.js';
import type { ZoneState } from '../../types.js';
import { currentZone, walkable } from '../../zones.js';
import { creaturesNear, REACH, type Point } from '../aim.js';
import { isEvil } from '../creatures.js';
import { addEffect, spanOf } from '../state.js';
import { isWand, wandSpell } from '../wands.js';
import { revealFrom } from './areas.js';
import type { SpellEffect } from './types.js';
import { aOrAn } from '../../../../base/words.js';

const NEARBY = REACH.Nearby;
const MAGICAL_TRAPS = /teleport|rune|disintegration/i;

export function findTrap(ctx: Ctx, t: ZoneState['traps'][number], how: string): void {
  if (t.found || t.disarmed) return;
  t.found = true;
  ctx.s.score += SCORE_TRAP;
  ctx.say('trap', `${how}: ${aOrAn(trapCalled(t.name))} ${fromYou(ctx.s.hero, t)}. (+${SCORE_TRAP} points)`, { x: t.x, y: t.y });
}

export function findTrapsNear(ctx: Ctx, p: Point, reach: number, how: string, which: (name: string) => boolean = () => true): number {
  const { z } = currentZone(ctx.s);
  const found = z.traps.filter((t) => !t.found && !t.disarmed && distance(t, p) <= reach && which(t.name));
  for (const t of found) findTrap(ctx, t, how);
  return found.length;
}

function markSeen(ctx: Ctx, points: Point[]): void {
  for (const p of points) revealFrom(ctx, p, 0);
}

export function compass(from: Point, to: Point): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return 'here';
  const ns = dy < 0 && Math.abs(dy) * 2 >= Math.abs(dx) ? 'north' : dy > 0 && dy * 2 >= Math.abs(dx) ? 'south' : '';
  const ew = dx > 0 && dx * 2 >= Math.abs(dy) ? 'east' : dx < 0 && -dx * 2 >= Math.abs(dy) ? 'west' : '';
  return `${distance(from, to)} squares ${ns}${ns && ew ? '-' : ''}${ew}`;
}

function listCreatures(ctx: Ctx, how: string, all = false): void {
  const { z } = currentZone(ctx.s);
  const hero = ctx.s.hero;
  markSeen(ctx, z.creatures);
  ctx.say('magic', `${how}: ${z.creatures.length === 0 ? 'no creature' : z.creatures.map((c) => `${c.inCoffin ? 'in a coffin, ' : ''}a ${c.name} (${c.hd} HD${all ? `, ${c.attitude}` : ''}) ${compass(hero, c)}`).join('; ')}.`, { creatures: z.creatures.map((c) => ({ id: c.id, x: c.x, y: c.y })) });
}

/** The squares of the way from the hero to `to` (rot.js A*, doors counted open, creatures ignored). */
function wayTo(ctx: Ctx, to: Point): Point[] {
  const { zone, z } = currentZone(ctx.s);
  const passable = (x: number, y: number) => (x === to.x && y === to.y) || walkable(zone, z, x, y) || !!z.doors[key(x, y)];
  return aStar(to, ctx.s.hero, passable);
}

/** Where Find Path leads when not told: the stairs down, else a way into a zone not yet visited, else the way back. */
function defaultGoal(ctx: Ctx): { at: Point; what: string } | undefined {
  const { zone, z } = currentZone(ctx.s);
  const down = zone.exits.find((e) => e.kind === 'stairs-down');
  if (down) return { at: down, what: 'the stairs down' };
  const fresh = zone.exits.filter((e) => !ctx.s.zones[e.to] && e.to !== z.context.from).sort((a, b) => distance(a, ctx.s.hero) - distance(b, ctx.s.hero))[0];
  if (fresh) return { at: fresh, what: 'a way on, into the unknown' };
  const back = zone.exits.find((e) => e.to === z.context.from);
  return back ? { at: back, what: 'the way back' } : undefined;
}

export const SENSES: Record<string, SpellEffect> = {
  'Wizard:Detect Magic': {
    aim: 'none',
    run(ctx, { spell }) {
      const hero = ctx.s.hero;
      const { z } = currentZone(ctx.s);
      addEffect(ctx, { name: 'Detect Magic', kind: 'hero' }, spanOf(ctx, spell.duration, 'Detect Magic'));
      const glowing = z.items.filter((f) => f.item.kind === 'magic' && distance(f, hero) <= NEARBY);
      markSeen(ctx, glowing);
      ctx.say('magic', glowing.length > 0 ? `Magic glows Nearby: ${glowing.map((f) => `${f.chest ? 'in a chest, ' : ''}${f.item.name} ${compass(hero, f)}`).join('; ')}.` : 'No magic lies Nearby.', { items: glowing.map((f) => ({ x: f.x, y: f.y, id: f.item.id })) });
      findTrapsNear(ctx, hero, NEARBY, 'A magical trap glows', (n) => MAGICAL_TRAPS.test(n));
      for (const w of hero.items.filter(isWand)) wandSpell(ctx, w);
    },
  },
  'Cleric:Detect Evil': {
    aim: 'none',
    run(ctx, { spell }) {
      const hero = ctx.s.hero;
      addEffect(ctx, { name: 'Detect Evil', kind: 'hero' }, spanOf(ctx, spell.duration, 'Detect Evil'));
      const evil = creaturesNear(ctx, hero, NEARBY, { unseen: true, coffins: true }).filter((c) => isEvil(c) || c.attitude === 'hostile');
      markSeen(ctx, evil);
      ctx.say('magic', evil.length > 0 ? `Evil glows Nearby: ${evil.map((c) => `${aOrAn(c.name)}${c.inCoffin ? ' in a coffin' : ''} ${compass(hero, c)}`).join('; ')}.` : 'No evil is Nearby.', { ids: evil.map((c) => c.id) });
      findTrapsNear(ctx, hero, NEARBY, 'An evil glyph glows', (n) => /curse|rune/i.test(n));
    },
  },
  'Cleric:Find Traps': {
    aim: 'none',
    run(ctx, { spell }) {
      addEffect(ctx, { name: 'Find Traps', kind: 'hero' }, spanOf(ctx, spell.duration, 'Find Traps'));
      if (findTrapsNear(ctx, ctx.s.hero, NEARBY, 'Find Traps reveals') === 0) ctx.say('trap', 'No hidden trap lies Nearby, for now.');
    },
  },
  'Wizard:Darkvision': {
    aim: 'creature-or-self',
    run(ctx, { aim, spell }) {
      addEffect(ctx, { name: 'Darkvision', kind: aim.creature ? 'creature' : 'hero', ...(aim.creature ? { creature: aim.creature.id } : {}) }, spanOf(ctx, spell.duration, 'Darkvision'));
      if (aim.creature) return ctx.say('magic', `The ${aim.creature.name}'s eyes pierce the dark.`);
      revealFrom(ctx, ctx.s.hero, REACH.Faraway);
      ctx.say('magic', 'Your eyes pierce the dark, as far as Faraway.');
    },
  },
  'Wizard:Read Languages/Magic': {
    aim: 'none',
    run(ctx, { spell }) {
      const hero = ctx.s.hero;
      addEffect(ctx, { name: 'Read Languages/Magic', kind: 'hero' }, spanOf(ctx, spell.duration, 'Read Languages/Magic'));
      ctx.say('magic', 'Every script and sigil reads plain to you: reading a book or scroll has Advantage.');
      findTrapsNear(ctx, hero, REACH.Faraway, 'You read the glyph', (n) => /rune/i.test(n));
      for (const w of hero.items.filter(isWand)) wandSpell(ctx, w);
    },
  },
  'Cleric:Locate Object': {
    aim: 'none',
    run(ctx, { spell }) {
      const hero = ctx.s.hero;
      const { z } = currentZone(ctx.s);
      addEffect(ctx, { name: 'Locate Object', kind: 'hero' }, spanOf(ctx, spell.duration, 'Locate Object'));
      markSeen(ctx, z.items);
      ctx.say('magic', z.items.length > 0 ? `You sense: ${z.items.map((f) => `${f.chest ? 'a chest' : f.item.name} ${compass(hero, f)}`).join('; ')}.` : 'Nothing lies loose in this zone.', { items: z.items.map((f) => ({ x: f.x, y: f.y, id: f.item.id })) });
    },
  },
  'Cleric:Find Path': {
    aim: 'none',
    check(ctx, { to }) {
      if (to !== undefined && (typeof to !== 'object' || !('x' in to))) throw new Refusal('Find Path leads to a square of this zone.');
      if (!to && !defaultGoal(ctx)) throw new Refusal('There is nowhere to lead you.');
    },
    run(ctx, { to, spell }) {
      const goal = to && typeof to === 'object' && 'x' in to ? { at: to, what: spotFromYou(ctx.s.hero, to) } : defaultGoal(ctx)!;
      const way = wayTo(ctx, goal.at);
      if (way.length === 0) return ctx.say('magic', `No way leads to ${goal.what}.`);
      markSeen(ctx, way);
      addEffect(ctx, { name: 'Find Path', kind: 'area', squares: way.map((p) => key(p.x, p.y)) }, spanOf(ctx, spell.duration, 'Find Path'));
      ctx.say('magic', `You know the way to ${goal.what}: ${way.length - 1} steps.`, { path: way });
    },
  },
  'Wizard:Contact Higher Plane': {
    aim: 'none',
    run(ctx) {
      const { z } = currentZone(ctx.s);
      ctx.say('magic', 'First answer: the shape of this place.');
      z.seen = '1'.repeat(z.seen.length);
      ctx.say('magic', 'Second answer: its snares.');
      if (findTrapsNear(ctx, ctx.s.hero, Infinity, 'The plane shows') === 0) ctx.say('trap', 'No hidden trap remains here.');
      listCreatures(ctx, 'Third answer: who dwells here');
    },
  },
  'Cleric:Commune': {
    aim: 'none',
    run(ctx) {
      const { zone } = currentZone(ctx.s);
      const hero = ctx.s.hero;
      markSeen(ctx, zone.exits);
      ctx.say('magic', `First answer, the ways out: ${zone.exits.map((e) => `${e.kind === 'door' ? aOrAn(e.door ?? 'door') : e.kind} ${compass(hero, e)}${ctx.s.zones[e.to] || e.to === 'entrance' ? '' : ' (unexplored)'}`).join('; ')}.`, { exits: zone.exits.map((e) => ({ x: e.x, y: e.y, to: e.to })) });
      listCreatures(ctx, 'Second answer, who is here', true);
      const { z } = currentZone(ctx.s);
      const chests = z.items.filter((f) => f.chest);
      markSeen(ctx, chests);
      ctx.say('magic', `Third answer, what the chests hold: ${chests.length > 0 ? chests.map((f) => `${f.item.name} ${compass(hero, f)}`).join('; ') : 'there are no chests'}.`);
    },
  },
  'Cleric:Speak with the Dead': {
    aim: 'none',
    run(ctx) {
      const { zone, z } = currentZone(ctx.s);
      ctx.say('magic', 'The dead of this place answer.');
      if (findTrapsNear(ctx, ctx.s.hero, Infinity, 'First: a trap that killed one of them') === 0) ctx.say('trap', 'First: no hidden trap remains here.');
      const sleepers = z.creatures.filter((c) => c.inCoffin);
      markSeen(ctx, zone.coffins);
      ctx.say('magic', `Second: ${sleepers.length > 0 ? sleepers.map((c) => `${aOrAn(c.name)} (${c.hd} HD) waits in the coffin ${fromYou(ctx.s.hero, c)}`).join('; ') : 'the coffins here are quiet'}.`, { ids: sleepers.map((c) => c.id) });
      const locked = Object.entries(z.doors).filter(([, d]) => d.locked).map(([k]) => k);
      ctx.say('magic', `Third: ${locked.length > 0 ? `locked doors ${locked.map((k) => fromYou(ctx.s.hero, keyPoint(k))).join('; ')}` : 'no door here is locked'}.`, { locked });
    },
  },
  'Cleric:Astral Spell': {
    aim: 'square',
    anywhere: 'any',
    run(ctx, { aim, spell }) {
      const p = aim.square!;
      addEffect(ctx, { name: 'Astral Spell', kind: 'area', x: p.x, y: p.y, radius: 0 }, spanOf(ctx, spell.duration, 'Astral Spell'));
      revealFrom(ctx, p, 8);
      const seen = creaturesNear(ctx, p, 8, { unseen: true }).filter((c) => distance(c, p) <= 8);
      ctx.say('magic', `Your avatar stands ${fromYou(ctx.s.hero, p)} and looks about${seen.length > 0 ? `: ${seen.map((c) => `${aOrAn(c.name)} ${fromYou(ctx.s.hero, c)}`).join('; ')}` : ''}.`, { ids: seen.map((c) => c.id) });
    },
  },
};
