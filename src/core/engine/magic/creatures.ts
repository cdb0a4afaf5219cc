/**
 * What magic does to creatures, in one place: harm that angers, being taken
 * Out of Action (removed as at 0 HP), holds with a clock, lost turns on the
 * speed scheduler, servants called up, and the few kinds magic cares about
 * (undead, evil, animals; kinds.ts). When magic asks a creature for a test it rolls a
 * d20 and passes under 10 + its HD.
 */
import { damageForHd } from '../../../procgen/creatures.js';
import { HERO_SPEED } from '../actors.js';
import { hurtCreature, type Blow } from '../combat.js';
import type { Ctx } from '../context.js';
import { distance, key } from '../geometry.js';
import type { CreatureState, GameState, MagicEffect } from '../types.js';
import { currentZone, stubExit, tileAt, walkable } from '../zones.js';
import type { Point } from '../../../procgen/grid.js';
import { addEffect, endEffect, type Span } from './state.js';

export { isAnimal, isEvil, isUndead } from './kinds.js';

/** A creature fighting on the hero's side: a servant called up, or one whose loyalty magic holds. */
export function isServant(s: GameState, c: CreatureState): boolean {
  return c.attitude === 'friendly' && s.hero.effects.some((e) => e.creature === c.id && e.zone === s.zone && (e.kind === 'ally' || e.serves === true));
}

export function servantRecord(s: GameState, c: CreatureState): MagicEffect | undefined {
  return s.hero.effects.find((e) => e.creature === c.id && e.zone === s.zone && (e.kind === 'ally' || e.serves === true));
}

/** The hero stops being unseen (Invisibility, a borrowed shape) once they strike. */
export function revealHero(ctx: Ctx): void {
  for (const e of ctx.s.hero.effects.filter((o) => o.kind === 'hero' && (o.name === 'Invisibility' || o.name === 'Polymorph Self/Other'))) endEffect(ctx, e, 'ends as you strike');
  for (const e of ctx.s.hero.effects.filter((o) => o.kind === 'creature' && (o.name === 'unseen hero'))) endEffect(ctx, e, 'ends');
}

/** A creature the hero's magic works against notices and turns on the hero. */
export function offend(ctx: Ctx, c: CreatureState): void {
  revealHero(ctx);
  if (isServant(ctx.s, c)) return;
  c.aware = true;
  if (c.attitude === 'neutral' || c.attitude === 'friendly') c.attitude = 'hostile';
}

export function harm(ctx: Ctx, c: CreatureState, damage: number, by: string, blow: Blow = 'hero'): void {
  offend(ctx, c);
  hurtCreature(ctx, c, damage, by, blow);
}

/** Out of Action, for a creature, is removal as at 0 HP (the seed's errata). */
export function takeOut(ctx: Ctx, c: CreatureState, by: string, blow: Blow = 'hero'): void {
  harm(ctx, c, c.hp, by, blow);
}

/** "a Goblin", "an Ent". */
export const a = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** How a door reads in a sentence: "the wooden door", "the portcullis". */
export const doorName = (type: string) => {
  const t = type.replace('locked-', '');
  return t === 'portcullis' ? 'portcullis' : t === 'open-arch' ? 'arch' : `${t} door`;
};

export function healCreature(ctx: Ctx, c: CreatureState, amount: number): void {
  const before = c.hp;
  c.hp = Math.min(c.maxHp, c.hp + amount);
  ctx.say('heal', `The ${c.name} regains ${c.hp - before} HP (${c.hp}/${c.maxHp}).`, { id: c.id, healed: c.hp - before });
}

/** The creature loses its next `n` turns (the hero's turns are the clock). */
export function loseTurns(c: CreatureState, n: number): void {
  c.delay += n / HERO_SPEED;
}

/** A magic hold: Paralysed, with `name` as its source, until the span ends or magic ends it. */
export function hold(ctx: Ctx, c: CreatureState, name: string, span: Span, extra: Partial<MagicEffect> = {}): MagicEffect {
  c.conditions = [...c.conditions.filter((x) => x.source !== name), { kind: 'paralysed', turns: null, source: name }];
  return addEffect(ctx, { name, kind: 'creature', creature: c.id, ...extra }, span);
}

export const isHeld = (c: CreatureState) => c.conditions.some((x) => x.kind === 'paralysed');

/** A creature's own test when magic calls for one: d20 under 10 + HD. */
export function creatureTest(ctx: Ctx, c: CreatureState, label: string): boolean {
  const target = Math.min(19, 10 + c.hd);
  const r = ctx.roll(`${c.name}: ${label} (under ${target})`, '1d20');
  return r < target;
}

/** A square a creature or the hero may be put on: open floor, not a doorway or a way out, no one there. */
export function isFree(ctx: Ctx, p: Point): boolean {
  const { zone, z } = currentZone(ctx.s);
  const hero = ctx.s.hero;
  if (!walkable(zone, z, p.x, p.y) || z.doors[key(p.x, p.y)] || stubExit(zone, p.x, p.y)) return false;
  if (tileAt(zone, p.x, p.y) !== '.' && !['<', '>', '{'].includes(tileAt(zone, p.x, p.y))) return false;
  if (hero.x === p.x && hero.y === p.y) return false;
  return !z.creatures.some((c) => c.x === p.x && c.y === p.y);
}

/** Free squares by distance from `p` (ties in reading order), up to `reach`. */
export function freeSquaresNear(ctx: Ctx, p: Point, reach: number): Point[] {
  const { zone } = currentZone(ctx.s);
  const out: Point[] = [];
  for (let y = Math.max(0, p.y - reach); y <= Math.min(zone.height - 1, p.y + reach); y++) {
    for (let x = Math.max(0, p.x - reach); x <= Math.min(zone.width - 1, p.x + reach); x++) if (isFree(ctx, { x, y })) out.push({ x, y });
  }
  return out.sort((a, b) => distance(a, p) - distance(b, p));
}

export interface CallUp {
  name: string;
  category: string;
  glyph: string;
  hd: number;
  speed?: number;
}

/** A new creature on the grid, fighting for the hero unless `attitude` says otherwise. */
export function callUp(ctx: Ctx, spec: CallUp, at: Point, attitude: CreatureState['attitude'] = 'friendly'): CreatureState {
  const hd = Math.max(1, spec.hd);
  const speed = spec.speed ?? 6;
  const id = ctx.nextId();
  const c: CreatureState = {
    id,
    name: spec.name,
    category: spec.category,
    glyph: spec.glyph,
    hd,
    maxHp: 0,
    hp: 0,
    damage: damageForHd(hd),
    riders: [],
    speed,
    loot: 'No',
    x: at.x,
    y: at.y,
    // A group of its own: no kin to share a reaction or a morale check with.
    group: 100_000 + id,
    attitude,
    aware: true,
    inCoffin: false,
    conditions: [],
    tokens: 0,
    spellUsed: true,
    delay: 1 / speed,
  };
  c.maxHp = c.hp = Math.max(1, ctx.roll(`${spec.name} HP`, `${hd}d8`));
  currentZone(ctx.s).z.creatures.push(c);
  return c;
}

/** Ends a servant's service record and lets the creature go its own way. */
export function dismiss(ctx: Ctx, c: CreatureState): void {
  for (const e of ctx.s.hero.effects.filter((o) => o.creature === c.id && o.zone === ctx.s.zone)) endEffect(ctx, e, 'ends');
}

/** The zone's `cleared` flag after magic removed or won over a creature. */
export function recheckCleared(ctx: Ctx): void {
  const { z } = currentZone(ctx.s);
  z.cleared = !z.creatures.some((o) => o.attitude === 'hostile' || o.attitude === 'neutral');
}

export const within = (a: Point, b: Point, r: number) => distance(a, b) <= r;
