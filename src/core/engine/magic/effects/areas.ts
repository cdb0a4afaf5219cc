/**
 * Magic laid on squares of the grid: light and darkness, webs, walls of
 * element or blade, the killing cloud, silence, a storm, the anti-magic
 * shell and a magic mouth. Each is an `area` record with a centre and a
 * reach (or a list of squares) and a clock; `areaTurn` is what the area does
 * to those in it, at the cast and then every turn while it lasts.
 */
import { hurtHero } from '../../combat.js';
import type { Ctx } from '../../context.js';
import { computeView } from '../../fov.js';
import { distance, fromYou, key, keyPoint, spotFromYou } from '../../geometry.js';
import { Refusal } from '../../refusal.js';
import type { MagicEffect } from '../../types.js';
import { currentZone, tileAt } from '../../zones.js';
import type { Point } from '../aim.js';
import { harm, hold, isServant, isUndead, loseTurns, takeOut } from '../creatures.js';
import { dispelArcane, near } from '../dispel.js';
import { addEffect, endEffect, spanOf, type Span } from '../state.js';
import { hereEffects } from '../here.js';
import { inArea } from '../area-squares.js';
import type { SpellEffect } from './types.js';
import { aOrAn, counted } from '../../../../base/words.js';

export const RADIUS: Record<string, number> = {
  Light: 3,
  Daylight: 6,
  Darkness: 2,
  Web: 1,
  'Blade Barrier': 1,
  Cloudkill: 1,
  Silence: 2,
  'Control Weather': 6,
  'Anti-Magic Shell': 6,
  'Magic Mouth': 6,
  'Black Candle': 6,
  'Sun Drill': 3,
};

/** What each lasting area does to those in it, as a player needs to know it: for the interface to name on the map. */
export const AREA_ABOUT: Record<string, string> = {
  Web: 'sticky: a creature that enters is stuck; it never catches you',
  Light: 'magic light: what is in it can be seen',
  Daylight: 'sunlight: the undead flee it',
  'Sun Drill': 'a shaft of sunlight: the undead flee it',
  'Black Candle': 'candlelight: no shadow hides in it',
  Darkness: 'no sight passes it; a creature in it, not next to you, loses every other turn',
  'Elemental Wall': 'a creature in it or next to it is hurt every turn',
  'Blade Barrier': 'a creature in them or next to them is hurt every turn',
  Cloudkill: 'a creature in it is slain, and so would you be',
  Silence: 'no spell or prayer can be spoken in it',
  'Anti-Magic Shell': 'no arcane magic works in it',
  'Control Weather': 'a storm: lightning strikes a foe in it every turn',
  'Magic Mouth': 'within its hearing: it calls out when a creature comes this near',
  'Find Path': 'the way Find Path shows',
  'Astral Spell': 'your astral self stands here',
  'Purify Food and Drink': 'the water runs clean',
};

/** Marks as seen what can be seen from `p` within `radius`. */
export function revealFrom(ctx: Ctx, p: Point, radius: number): void {
  const { zone, z } = currentZone(ctx.s);
  z.seen = computeView(zone, z, p, radius).rememberIn(z.seen);
}

export const breathesFreely = (ctx: Ctx) => ctx.s.hero.effects.some((e) => e.name === 'Bronze Ring');

/** What an area does to those in it this turn. */
export function areaTurn(ctx: Ctx, e: MagicEffect): void {
  if (!ctx.s.zone || e.zone !== ctx.s.zone || !ctx.s.hero.effects.includes(e)) return;
  const { z } = currentZone(ctx.s);
  const inside = () => z.creatures.filter((c) => !c.inCoffin && inArea(ctx.s, e, c));
  const span: Span = { untilTurn: e.untilTurn, untilMinute: e.untilMinute, visit: e.visit };
  switch (e.name) {
    case 'Web':
      for (const c of inside()) {
        if (c.conditions.some((x) => x.source === 'Web')) continue;
        hold(ctx, c, 'Web', span);
        ctx.say('creature', `The ${c.name} is stuck fast in the web.`, { id: c.id });
      }
      return;
    case 'Elemental Wall':
    case 'Blade Barrier':
      for (const c of [...z.creatures]) {
        if (c.inCoffin || isServant(ctx.s, c) || !e.squares?.some((k) => distance(c, keyPoint(k)) <= 1)) continue;
        harm(ctx, c, c.hd, `the ${e.name}`, 'other');
      }
      return;
    case 'Cloudkill':
      for (const c of inside()) takeOut(ctx, c, 'the Cloudkill', 'other');
      if (inArea(ctx.s, e, ctx.s.hero) && !breathesFreely(ctx) && ctx.s.phase === 'dungeon') {
        ctx.say('magic', 'You breathe the killing cloud.');
        hurtHero(ctx, ctx.s.hero.hp, 'the Cloudkill');
      }
      return;
    case 'Darkness':
      // Blind, a creature gropes at half speed unless it is already upon the hero.
      if (ctx.s.turn % 2 === 0) for (const c of inside()) if (distance(c, ctx.s.hero) > 1) loseTurns(c, 1);
      return;
    case 'Daylight':
    case 'Sun Drill':
      for (const c of inside()) {
        if (!isUndead(c) || c.attitude === 'fleeing' || isServant(ctx.s, c)) continue;
        c.attitude = 'fleeing';
        ctx.say('creature', `The ${c.name} shrinks from the sunlight and flees.`, { id: c.id });
      }
      return;
    case 'Silence':
    case 'Anti-Magic Shell':
      for (const c of inside()) c.spellUsed = true;
      return;
    case 'Control Weather': {
      const foes = inside().filter((c) => !isServant(ctx.s, c));
      if (foes.length === 0) return;
      const c = foes[ctx.roll('the storm picks a target', `1d${foes.length}`) - 1]!;
      harm(ctx, c, ctx.roll(`lightning strikes the ${c.name}`, '2d6'), 'the lightning', 'other');
      return;
    }
    case 'Magic Mouth': {
      const heard = inside().filter((c) => !isServant(ctx.s, c));
      if (heard.length === 0 || silentAt(ctx, { x: e.x!, y: e.y! })) return;
      endEffect(ctx, e, 'has spoken');
      ctx.say('magic', `The magic mouth calls out its phrase! It warns you of ${heard.map((c) => `${aOrAn(c.name)} ${fromYou(ctx.s.hero, c)}`).join(', ')}.`, { ids: heard.map((c) => c.id) });
      for (const c of heard) {
        const n = ctx.roll(`the ${c.name} turns to the voice`, '1d4');
        loseTurns(c, n);
        revealFrom(ctx, c, 0);
      }
      return;
    }
    case 'Astral Spell':
      revealFrom(ctx, { x: e.x!, y: e.y! }, 8);
      return;
  }
}

export function silentAt(ctx: Ctx, p: Point): boolean {
  return hereEffects(ctx.s, 'area').some((e) => e.name === 'Silence' && inArea(ctx.s, e, p));
}

/** An area spell: the record, its first effect, and what it does to light. */
function area(name: string, opts: { aim?: 'square' | 'square-or-self' | 'any'; light?: number; douse?: string } = {}): SpellEffect {
  return {
    aim: opts.aim ?? 'square',
    run(ctx, { aim, spell }) {
      const centre = aim.square ?? { x: ctx.s.hero.x, y: ctx.s.hero.y };
      const e = addEffect(ctx, { name, kind: 'area', x: centre.x, y: centre.y, radius: RADIUS[name] ?? 1 }, spanOf(ctx, spell.duration, name));
      if (opts.douse) for (const o of hereEffects(ctx.s, 'area').filter((d) => d.name === opts.douse && inArea(ctx.s, d, centre))) endEffect(ctx, o, `is swallowed by the ${name}`);
      if (opts.light) revealFrom(ctx, centre, opts.light);
      ctx.say('magic', `${name} fills the squares around ${spotFromYou(ctx.s.hero, centre)}.`, { effect: name, x: centre.x, y: centre.y, radius: e.radius });
      areaTurn(ctx, e);
    },
  };
}

/** A wall: five squares across the line from the caster to the square aimed at. */
function wall(name: string): SpellEffect {
  return {
    aim: 'square',
    check(_ctx, { aim }) {
      if (aim.self) throw new Refusal('Raise it away from yourself.');
    },
    run(ctx, { aim, spell }) {
      const { zone } = currentZone(ctx.s);
      const hero = ctx.s.hero;
      const p = aim.square!;
      const dx = Math.sign(p.x - hero.x);
      const dy = Math.sign(p.y - hero.y);
      const squares: string[] = [];
      for (let k = -2; k <= 2; k++) {
        const q = { x: p.x - dy * k, y: p.y + dx * k };
        if (tileAt(zone, q.x, q.y) !== '#' && !(q.x === hero.x && q.y === hero.y)) squares.push(key(q.x, q.y));
      }
      const element = name === 'Elemental Wall' ? ['air', 'earth', 'fire', 'water'][ctx.roll('Elemental Wall: element', '1d4') - 1]! : 'whirling blades';
      const e = addEffect(ctx, { name, kind: 'area', squares }, spanOf(ctx, spell.duration, name));
      ctx.say('magic', `A wall of ${element} rises across ${squares.length} squares.`, { effect: name, squares });
      areaTurn(ctx, e);
    },
  };
}

export const AREAS: Record<string, SpellEffect> = {
  'Wizard:Light': area('Light', { aim: 'square-or-self', light: RADIUS.Light, douse: 'Darkness' }),
  'Cleric:Light': area('Light', { aim: 'square-or-self', light: RADIUS.Light, douse: 'Darkness' }),
  'Cleric:Daylight': area('Daylight', { aim: 'square-or-self', light: RADIUS.Daylight, douse: 'Darkness' }),
  'Wizard:Darkness': area('Darkness', { douse: 'Light' }),
  'Wizard:Web': area('Web'),
  'Wizard:Elemental Wall': wall('Elemental Wall'),
  'Cleric:Blade Barrier': {
    aim: 'square',
    check(ctx, { aim }) {
      if (aim.self || distance(aim.square!, ctx.s.hero) <= 1) throw new Refusal('Set the blades at least two squares away.');
    },
    run(ctx, { aim, spell }) {
      const p = aim.square!;
      const { zone } = currentZone(ctx.s);
      const squares: string[] = [];
      for (let y = p.y - 1; y <= p.y + 1; y++) for (let x = p.x - 1; x <= p.x + 1; x++) if (tileAt(zone, x, y) !== '#') squares.push(key(x, y));
      const e = addEffect(ctx, { name: 'Blade Barrier', kind: 'area', squares }, spanOf(ctx, spell.duration, 'Blade Barrier'));
      ctx.say('magic', `Blades whirl over ${squares.length} squares.`, { effect: 'Blade Barrier', squares });
      areaTurn(ctx, e);
    },
  },
  'Wizard:Cloudkill': {
    ...area('Cloudkill'),
    check(ctx, { aim }) {
      if (distance(aim.square!, ctx.s.hero) <= RADIUS.Cloudkill! && !breathesFreely(ctx)) throw new Refusal('You would be inside the cloud.');
    },
  },
  'Cleric:Silence': {
    aim: 'any',
    run(ctx, { aim, spell }) {
      const c = aim.creature;
      const centre = aim.square ?? ctx.s.hero;
      const e = addEffect(ctx, { name: 'Silence', kind: 'area', radius: RADIUS.Silence, ...(c ? { creature: c.id } : { x: centre.x, y: centre.y }) }, spanOf(ctx, spell.duration, 'Silence'));
      ctx.say('magic', c ? `Silence falls around the ${c.name}, and goes where it goes.` : 'Silence falls.', { effect: 'Silence' });
      areaTurn(ctx, e);
    },
  },
  'Cleric:Control Weather': {
    aim: 'none',
    run(ctx, { spell }) {
      const e = addEffect(ctx, { name: 'Control Weather', kind: 'area', x: ctx.s.hero.x, y: ctx.s.hero.y, radius: RADIUS['Control Weather'] }, spanOf(ctx, spell.duration, 'Control Weather'));
      ctx.say('magic', 'Wind and rain rise in the deep: a storm gathers around you.');
      areaTurn(ctx, e);
    },
  },
  'Wizard:Anti-Magic Shell': {
    aim: 'none',
    run(ctx, { spell }) {
      const n = dispelArcane(ctx, near(ctx.s.hero, RADIUS['Anti-Magic Shell']!), 'is snuffed out by the shell');
      // The shell goes with the caster: a record with no centre of its own.
      const e = addEffect(ctx, { name: 'Anti-Magic Shell', kind: 'area', radius: RADIUS['Anti-Magic Shell'] }, spanOf(ctx, spell.duration, 'Anti-Magic Shell'));
      ctx.say('magic', `No arcane magic can work near you${n > 0 ? `; ${counted(n, 'effect')} end` : ''}.`);
      areaTurn(ctx, e);
    },
  },
  'Wizard:Magic Mouth': {
    aim: 'square',
    run(ctx, { aim }) {
      const p = aim.square!;
      const e = addEffect(ctx, { name: 'Magic Mouth', kind: 'area', x: p.x, y: p.y, radius: RADIUS['Magic Mouth'] });
      ctx.say('magic', `A mouth appears ${fromYou(ctx.s.hero, p)}, waiting for a creature to come Nearby.`, { x: p.x, y: p.y });
      areaTurn(ctx, e);
    },
  },
};
