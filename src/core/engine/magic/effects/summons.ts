/**
 * Servants called onto the grid: each is a creature of its own group with
 * attitude `friendly` and an `ally` record; it fights the hero's foes (see
 * upkeep.ts), blocks the way, and is gone when its clock runs out or the
 * hero leaves the zone.
 */
import type { Ctx } from '../../context.js';
import { fromYou } from '../../geometry.js';
import { Refusal } from '../../refusal.js';
import type { CreatureState, Item } from '../../types.js';
import { currentZone } from '../../zones.js';
import { creaturesNear, REACH, type Point } from '../aim.js';
import { callUp, freeSquaresNear, type CallUp } from '../creatures.js';
import { addEffect, spanOf, UNTIL_ENDED, type Span } from '../state.js';
import type { SpellEffect } from './types.js';
import { aOrAn } from '../../../../base/words.js';

const NEARBY = REACH.Nearby;
const ELEMENTS = ['earth', 'water', 'fire', 'air'];

export function serve(ctx: Ctx, c: CreatureState, name: string, span: Span, extra: { value?: number; held?: Item } = {}): void {
  addEffect(ctx, { name, kind: 'ally', creature: c.id, snapshot: { ...c }, ...extra }, span);
}

function place(ctx: Ctx, near: Point): Point {
  const at = freeSquaresNear(ctx, near, NEARBY)[0] ?? freeSquaresNear(ctx, ctx.s.hero, NEARBY)[0];
  if (!at) throw new Refusal('There is no room Nearby for anything to appear.');
  return at;
}

function summon(name: string, spec: (ctx: Ctx, level: number) => CallUp): SpellEffect {
  return {
    aim: 'square-or-self',
    check(ctx, { aim }) {
      place(ctx, aim.square ?? ctx.s.hero);
    },
    run(ctx, { aim, level, spell }) {
      const c = callUp(ctx, spec(ctx, level), place(ctx, aim.square ?? ctx.s.hero));
      serve(ctx, c, name, spanOf(ctx, spell.duration, name));
      ctx.say('creature', `${aOrAn(c.name, true)} (${c.hd} HD, ${c.hp} HP) appears ${fromYou(ctx.s.hero, c)} to serve you.`, { id: c.id });
    },
  };
}

const element = (ctx: Ctx) => ELEMENTS[ctx.roll('element', '1d4') - 1]!;

export const SUMMONS: Record<string, SpellEffect> = {
  'Wizard:Animate Dead': {
    aim: 'square-or-self',
    check(ctx, { aim }) {
      const sleepers = creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, coffins: true }).filter((c) => c.inCoffin);
      if (sleepers.length === 0) place(ctx, aim.square ?? ctx.s.hero);
    },
    run(ctx, { aim, level }) {
      const n = ctx.roll('Animate Dead: corpses', '2d4');
      const hd = Math.max(1, Math.floor(level / 2));
      // The dead in the coffins Nearby answer first; the rest are bones of the dungeon floor.
      const sleepers = creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, coffins: true }).filter((c) => c.inCoffin).slice(0, n);
      for (const c of sleepers) {
        c.inCoffin = false;
        c.attitude = 'friendly';
        c.aware = true;
        serve(ctx, c, 'Animate Dead', UNTIL_ENDED);
        ctx.say('creature', `The ${c.name} climbs out of its coffin to serve you.`, { id: c.id });
      }
      for (let k = sleepers.length; k < n; k++) {
        const at = freeSquaresNear(ctx, aim.square ?? ctx.s.hero, NEARBY)[0];
        if (!at) break;
        const c = callUp(ctx, { name: 'risen skeleton', category: 'Undead', glyph: 'Z', hd, speed: 4 }, at);
        serve(ctx, c, 'Animate Dead', UNTIL_ENDED);
        ctx.say('creature', `Bones knit into ${aOrAn(c.name)} ${fromYou(ctx.s.hero, c)}.`, { id: c.id });
      }
    },
  },
  'Wizard:Elemental': summon('Elemental', (ctx) => ({ name: `${element(ctx)} elemental`, category: 'Elementals', glyph: 'E', hd: ctx.roll('Elemental HD', '1d6') })),
  'Cleric:Conjure Elemental': summon('Conjure Elemental', (ctx, level) => ({ name: `${element(ctx)} elemental`, category: 'Elementals', glyph: 'E', hd: level })),
  'Wizard:Conjuration of Daemons': summon('Conjuration of Daemons', (ctx, _level) => ({ name: 'bound daemon', category: 'Humanoids 3', glyph: '&', hd: ctx.roll('Daemon HD', '1d8'), speed: 7 })),
  'Wizard:Invisible Stalker': {
    aim: 'creature',
    check(ctx, { aim }) {
      place(ctx, aim.creature!);
    },
    run(ctx, { aim }) {
      const prey = aim.creature!;
      const c = callUp(ctx, { name: 'invisible stalker', category: 'Elementals', glyph: 'E', hd: ctx.roll('Invisible Stalker HD', '1d6'), speed: 8 }, place(ctx, prey));
      serve(ctx, c, 'Invisible Stalker', UNTIL_ENDED, { value: prey.id });
      ctx.say('creature', `Something unseen takes up the hunt for the ${prey.name}.`, { id: c.id, prey: prey.id });
    },
  },
  'Cleric:Animate Object': {
    aim: 'square',
    check(ctx, { aim }) {
      const { z } = currentZone(ctx.s);
      if (!z.items.some((f) => f.x === aim.square!.x && f.y === aim.square!.y)) throw new Refusal('There is no object there to animate.');
    },
    run(ctx, { aim, level, spell }) {
      const { z } = currentZone(ctx.s);
      const f = z.items.find((o) => o.x === aim.square!.x && o.y === aim.square!.y)!;
      const at = freeSquaresNear(ctx, f, NEARBY)[0];
      if (!at) return ctx.say('magic', 'The object twitches but has no room to move.');
      z.items = z.items.filter((o) => o !== f);
      const c = callUp(ctx, { name: `animated ${f.item.name}`, category: 'Plants', glyph: 'o', hd: Math.max(1, Math.floor(level / 2)), speed: 5 }, at);
      serve(ctx, c, 'Animate Object', spanOf(ctx, spell.duration, 'Animate Object'), { held: f.item });
      ctx.say('creature', `The ${f.item.name} stirs and moves to serve you.`, { id: c.id });
    },
  },
};
