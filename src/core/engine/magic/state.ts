/**
 * Lasting magic: the effect records kept in `hero.effects`, their clocks and
 * their ending. Moments are hero turns (`s.turn`), Minutes are game Minutes
 * (`s.time.minutes`); a Usage-die duration is rolled down its whole chain
 * when the effect begins (one roll per Minute or Moment, as the Usage die
 * would be rolled), so the record only keeps when it ends. A record that
 * belongs to a zone is ended when it runs out even if the hero is elsewhere.
 */
import type { Duration } from '../../../data/blackhack/schema.js';
import { downgrade as nextDie } from '../../odds/usage-die.js';
import { randomInt } from '../../../base/rng.js';
import { copyZone } from '../clone.js';
import type { Ctx } from '../context.js';
import type { CreatureState, GameState, MagicEffect, ZoneState } from '../types.js';

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** When an effect ends: all null lasts until ended. */
export interface Span {
  untilTurn: number | null;
  untilMinute: number | null;
  visit: number | null;
}

export const UNTIL_ENDED: Span = { untilTurn: null, untilMinute: null, visit: null };

/** How many rolls a Usage die of `sides` lasts: each roll of 1–2 steps it down, a 1–2 on the d4 ends it. */
export function usageSpan(ctx: Ctx, sides: number, label: string, unit: string): number {
  const faces: number[] = [];
  let die: number | undefined = sides;
  while (die !== undefined) {
    const face = randomInt(ctx.rng, 1, die);
    faces.push(face);
    if (face <= 2) die = nextDie(die);
  }
  ctx.say('magic', `${label} lasts ${faces.length} ${unit}${faces.length === 1 ? '' : 's'} (Ud${sides}: ${faces.join(', ')}).`, { usageDie: sides, faces, lasts: faces.length });
  return faces.length;
}

export const momentsSpan = (s: GameState, n: number): Span => ({ untilTurn: s.turn + n, untilMinute: null, visit: null });
export const minutesSpan = (s: GameState, n: number): Span => ({ untilTurn: null, untilMinute: s.time.minutes + n, visit: null });

/** The visit an effect "for the session" lasts: this one, or at Home the next. */
export const visitSpan = (s: GameState): Span => ({ untilTurn: null, untilMinute: null, visit: s.phase === 'home' ? s.visits + 1 : s.visits });

/** Rolls a duration from the tables: Ud chains, fixed dice, or none. */
export function spanOf(ctx: Ctx, d: Duration, label: string): Span {
  const s = ctx.s;
  if (d.unit === 'instant' || d.unit === 'until-ended') return UNTIL_ENDED;
  if (d.unit === 'session') return visitSpan(s);
  const unit = d.unit === 'moments' ? 'Moment' : d.unit === 'minutes' ? 'Minute' : d.unit === 'hours' ? 'Hour' : 'Day';
  const n = d.usageDie ? usageSpan(ctx, Number(d.usageDie.slice(1)), label, unit) : ctx.roll(`${label}: ${unit}s`, d.dice ?? '1');
  if (d.unit === 'moments') return momentsSpan(s, n);
  const per = d.unit === 'minutes' ? 1 : d.unit === 'hours' ? MINUTES_PER_HOUR : MINUTES_PER_DAY;
  return minutesSpan(s, n * per);
}

export type NewEffect = Omit<MagicEffect, 'id' | 'untilTurn' | 'untilMinute' | 'visit' | 'zone'> & { zone?: string | null };

export function addEffect(ctx: Ctx, fields: NewEffect, span: Span = UNTIL_ENDED): MagicEffect {
  const e: MagicEffect = { id: ctx.nextId(), zone: fields.zone === undefined ? ctx.s.zone : fields.zone, since: ctx.s.turn, ...fields, ...span };
  ctx.s.hero.effects.push(e);
  return e;
}

export function effectsNamed(s: GameState, name: string): MagicEffect[] {
  return s.hero.effects.filter((e) => e.name === name);
}

export function heroHas(s: GameState, name: string): boolean {
  return s.hero.effects.some((e) => e.name === name && e.kind === 'hero');
}


/** A visit is over once the hero is back Home from it (or a later one has begun). */
export const visitOver = (s: GameState, visit: number) => s.visits > visit || (s.visits === visit && s.phase === 'home');

/** `now` is the number of hero turns done: `s.turn` before a turn's action, one more once it is over. */
export function expired(s: GameState, e: MagicEffect, now = s.turn): boolean {
  return (e.untilTurn !== null && now >= e.untilTurn) || (e.untilMinute !== null && s.time.minutes >= e.untilMinute) || (e.visit !== null && visitOver(s, e.visit));
}

/**
 * A zone to change: the one the hero is in is the step's own copy; any other
 * is shared with the step's input state and is copied first.
 */
export function writableZone(s: GameState, id: string): ZoneState | undefined {
  if (!s.zones[id]) return undefined;
  if (id !== s.zone) s.zones[id] = copyZone(s.zones[id]!);
  return s.zones[id];
}

export function creatureOf(s: GameState, e: MagicEffect, write = false): CreatureState | undefined {
  if (e.creature === undefined || !e.zone) return undefined;
  const z = write ? writableZone(s, e.zone) : s.zones[e.zone];
  return z?.creatures.find((c) => c.id === e.creature);
}

/** Ends an effect and undoes what it holds: conditions, borrowed loyalty, servants, attribute changes. */
export function endEffect(ctx: Ctx, e: MagicEffect, why = 'wears off'): void {
  const s = ctx.s;
  s.hero.effects = s.hero.effects.filter((o) => o.id !== e.id);
  switch (e.kind) {
    case 'creature': {
      const c = creatureOf(s, e, true);
      if (!c) return;
      c.conditions = c.conditions.filter((x) => x.source !== e.name);
      if (e.snapshot) Object.assign(c, { name: e.snapshot.name, glyph: e.snapshot.glyph, category: e.snapshot.category });
      if (e.restore && (c.attitude === 'friendly' || c.attitude === 'neutral' || c.attitude === 'fleeing')) c.attitude = e.restore;
      if (e.zone === s.zone) ctx.say('magic', `${e.name} on the ${c.name} ${why}.`, { effect: e.name, id: c.id });
      return;
    }
    case 'ally': {
      const z = e.zone ? writableZone(s, e.zone) : undefined;
      const c = z?.creatures.find((o) => o.id === e.creature);
      if (!z || !c) return;
      z.creatures = z.creatures.filter((o) => o !== c);
      if (e.held) z.items.push({ x: c.x, y: c.y, item: e.held, chest: false });
      if (e.zone === s.zone) ctx.say('magic', `Your ${c.name} ${e.held ? `falls still: ${e.held.name} again` : 'is gone'} (${e.name} ${why}).`, { effect: e.name, id: c.id });
      return;
    }
    case 'hero':
      if (e.name === 'Tonic of Power' && e.attr && e.value !== undefined) return tonicTurns(ctx, e);
      if (e.name === 'Tonic of Power (after)' && e.attr && e.value !== undefined) {
        s.hero.attributes[e.attr] += e.value;
        ctx.say('magic', `The Tonic of Power has run its course: ${e.attr} is ${s.hero.attributes[e.attr]} again.`);
        return;
      }
      ctx.say('magic', `${e.name} ${why}.`, { effect: e.name });
      return;
    case 'area': {
      // A web lets go of what it held.
      if (e.name === 'Web' && e.x !== undefined && e.y !== undefined) {
        for (const hold of s.hero.effects.filter((o) => o.kind === 'creature' && o.name === 'Web' && o.zone === e.zone)) {
          const c = creatureOf(s, hold);
          if (!c || Math.max(Math.abs(c.x - e.x), Math.abs(c.y - e.y)) <= (e.radius ?? 0)) endEffect(ctx, hold, why);
        }
      }
      if (e.zone === s.zone) ctx.say('magic', `${e.name} ${why}.`, { effect: e.name });
      return;
    }
    default:
      if (e.zone === s.zone && e.kind === 'item') ctx.say('magic', `${e.name} ${why}.`, { effect: e.name });
  }
}

/** The Tonic's rise is over: the attribute falls as far below as it rose above, for the next visit. */
function tonicTurns(ctx: Ctx, e: MagicEffect): void {
  const hero = ctx.s.hero;
  const attr = e.attr!;
  const before = hero.attributes[attr];
  hero.attributes[attr] = Math.max(1, before - 2 * e.value!);
  const back = before - e.value! - hero.attributes[attr];
  hero.effects.push({ ...e, id: ctx.nextId(), name: 'Tonic of Power (after)', value: back, visit: e.visit! + 1 });
  ctx.say('magic', `The Tonic of Power ebbs: ${attr} falls to ${hero.attributes[attr]} for your next visit.`, { attr, value: hero.attributes[attr] });
}

/**
 * Ends every effect whose clock has run out, and the servants and holds of
 * zones the hero has left. `turnOver`: called at the end of a turn, which
 * then counts as done (an effect of n Moments covers the turn it began and
 * the n − 1 after it).
 */
export function expireMagic(ctx: Ctx, turnOver = false): void {
  const s = ctx.s;
  for (const e of [...s.hero.effects]) {
    if (!s.hero.effects.includes(e)) continue;
    if (expired(s, e, s.turn + (turnOver ? 1 : 0))) endEffect(ctx, e);
    // Servants serve until the caster leaves their zone; a borrowed loyalty ends with it.
    else if ((e.kind === 'ally' || (e.kind === 'creature' && e.serves)) && e.zone !== s.zone) endEffect(ctx, e, 'ends as you leave');
  }
}
