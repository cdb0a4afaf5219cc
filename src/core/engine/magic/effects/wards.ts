/**
 * Protection and unbinding: magic armour dice (Shield, Protect), blessings
 * that help the hero's tests (read by `magicTestHelp` in hooks.ts), and the
 * dispels that end arcane or evil magic.
 */
import type { Duration } from '../../../../data/blackhack/schema.js';
import type { Ctx } from '../../context.js';
import { afflicts } from '../../home/temple.js';
import type { MagicEffect } from '../../types.js';
import { isUndead, takeOut } from '../creatures.js';
import { dispelArcane } from '../dispel.js';
import { addEffect, endEffect, spanOf, UNTIL_ENDED } from '../state.js';
import { inArea } from '../area-squares.js';
import type { SpellEffect } from './types.js';

/** Magic armour: `value` dice that each break for good. A new ward replaces the one before. */
function ward(name: string): SpellEffect {
  return {
    aim: 'none',
    run(ctx, { spell }) {
      const hero = ctx.s.hero;
      const dice = spell.av ?? 2;
      for (const e of hero.effects.filter((o) => o.kind === 'hero' && (o.name === 'Shield' || o.name === 'Protect'))) endEffect(ctx, e, 'gives way to the new ward');
      addEffect(ctx, { name, kind: 'hero', zone: null, value: dice }, UNTIL_ENDED);
      ctx.say('magic', `${name}: ${dice} magic armour dice guard you; each is gone once broken.`, { dice });
    },
  };
}

/** The blessings that help the hero's tests (read by `magicTestHelp` in hooks.ts), each with what it tells the hero. */
export const BOONS = {
  Bless: 'Blessed: your attributes count 1 higher on attack tests and tests to resist harm; your servants strike truer.',
  Prayer: 'Your Defend tests have Advantage while the prayer lasts.',
  'Protection from Evil': 'Advantage on every test against harm from an evil source.',
} as const;
export type Boon = keyof typeof BOONS;

/** A blessing on the hero for `duration`, replacing one of the same name: a prayer's and a fountain's alike. */
export function bestowBoon(ctx: Ctx, name: Boon, duration: Duration): void {
  const hero = ctx.s.hero;
  hero.effects = hero.effects.filter((o) => !(o.kind === 'hero' && o.name === name));
  addEffect(ctx, { name, kind: 'hero', zone: null }, spanOf(ctx, duration, name));
  ctx.say('magic', BOONS[name]);
}

function boon(name: Boon): SpellEffect {
  return { aim: 'none', run: (ctx, { spell }) => bestowBoon(ctx, name, spell.duration) };
}

/** Evil's work on the hero: a curse, a paralysing touch, a poison from an evil creature. */
const evilOnHero = (source: string) => /curse|rune|paraly|lich|vampire|mummy|zombie|skeleton|phantom|daemon/i.test(source);

export const WARDS: Record<string, SpellEffect> = {
  'Wizard:Shield': ward('Shield'),
  'Cleric:Protect': ward('Protect'),
  'Cleric:Bless': boon('Bless'),
  'Cleric:Prayer': boon('Prayer'),
  'Cleric:Protection from Evil': boon('Protection from Evil'),
  'Wizard:Dispel Magic': {
    aim: 'any',
    run(ctx, { aim }) {
      const hero = ctx.s.hero;
      const p = aim.square ?? (aim.creature ? { x: aim.creature.x, y: aim.creature.y } : { x: hero.x, y: hero.y });
      const n = dispelArcane(
        ctx,
        (e: MagicEffect, at) => {
          if (aim.creature) return e.creature === aim.creature.id;
          if (e.kind === 'area') return inArea(ctx.s, e, p);
          if (aim.self) return e.kind === 'hero' || (at.x === p.x && at.y === p.y);
          return at.x === p.x && at.y === p.y;
        },
        'is dispelled',
      );
      if (n === 0) ctx.say('magic', 'No arcane magic is there to dispel.');
    },
  },
  'Cleric:Dispel Evil': {
    aim: 'creature-or-self',
    run(ctx, { aim, level }) {
      const hero = ctx.s.hero;
      if (!aim.creature) {
        const c = hero.conditions.find((x) => afflicts(x, 'curse') || evilOnHero(x.source));
        if (!c) return ctx.say('magic', 'No evil magic lies on you.');
        hero.conditions = hero.conditions.filter((x) => x !== c);
        return ctx.say('heal', `Dispel Evil lifts ${c.source} from you.`);
      }
      const c = aim.creature;
      const bound = hero.effects.find((e) => e.creature === c.id && e.name === 'Conjuration of Daemons');
      if (/daemon/i.test(c.name) || (isUndead(c) && c.hd <= level)) {
        if (bound) endEffect(ctx, bound, 'is unmade');
        else takeOut(ctx, c, 'Dispel Evil');
        return;
      }
      const curse = c.conditions.find((x) => afflicts(x, 'curse') || evilOnHero(x.source));
      if (curse) {
        c.conditions = c.conditions.filter((x) => x !== curse);
        return ctx.say('magic', `Dispel Evil lifts ${curse.source} from the ${c.name}.`);
      }
      ctx.say('magic', `No evil magic holds the ${c.name}${isUndead(c) ? ` (its ${c.hd} HD are beyond your Level)` : ''}.`);
    },
  },
};
