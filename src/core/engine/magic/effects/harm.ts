/**
 * Spells and prayers that hurt or fell creatures: damage rolled per target
 * through `hurtCreature`, and Out of Action as removal at 0 HP.
 */
import { damageForHd } from '../../../../procgen/creatures.js';
import { Refusal } from '../../refusal.js';
import { creaturesNear, pickTargets, REACH } from '../aim.js';
import { creatureTest, harm, hold, isEvil, offend, takeOut } from '../creatures.js';
import { spanOf } from '../state.js';
import type { SpellEffect } from './types.js';

const NEARBY = REACH.Nearby;

function noneNear(): never {
  throw new Refusal('No creature in view is in reach.');
}

export const HARM: Record<string, SpellEffect> = {
  'Wizard:Magic Missile': {
    aim: 'creature',
    run(ctx, { aim, level }) {
      const c = aim.creature!;
      harm(ctx, c, ctx.roll('Magic Missile', `${level}d6`), 'your Magic Missile');
    },
  },
  'Wizard:Fireball': {
    aim: 'any',
    check(ctx, { aim }) {
      if (pickTargets(ctx, aim, NEARBY, 1).length === 0) noneNear();
    },
    run(ctx, { aim, level }) {
      const n = ctx.roll('Fireball: creatures caught', '1d4');
      for (const c of pickTargets(ctx, aim, NEARBY, n)) harm(ctx, c, ctx.roll(`Fireball on the ${c.name}`, `${level}d6`), 'your Fireball');
    },
  },
  'Wizard:Meteor Swarm': {
    aim: 'none',
    check(ctx) {
      if (creaturesNear(ctx, ctx.s.hero, NEARBY).length === 0) noneNear();
    },
    run(ctx) {
      const damage = ctx.roll('Meteor Swarm', '8d6');
      for (const c of creaturesNear(ctx, ctx.s.hero, NEARBY)) harm(ctx, c, damage, 'the Meteor Swarm');
    },
  },
  'Wizard:Power Word, Kill': {
    aim: 'creature',
    run(ctx, { aim, spell }) {
      const c = aim.creature!;
      if (c.hp <= (spell.maxHp ?? 50)) takeOut(ctx, c, 'Power Word, Kill');
      else {
        offend(ctx, c);
        ctx.say('magic', `The ${c.name} has more than ${spell.maxHp} HP: the Word does not kill it.`);
      }
    },
  },
  'Wizard:Disintegrate': {
    aim: 'creature',
    run(ctx, { aim, level }) {
      const c = aim.creature!;
      if (c.hd < level) takeOut(ctx, c, 'Disintegrate');
      else {
        offend(ctx, c);
        ctx.say('magic', `The ${c.name} (${c.hd} HD) is not of lower Level than you: it does not crumble.`);
      }
    },
  },
  'Wizard:Death Spell': {
    aim: 'any',
    check(ctx, { aim }) {
      if (pickTargets(ctx, aim, NEARBY, 1).length === 0) noneNear();
    },
    run(ctx, { aim, spell }) {
      const n = ctx.roll('Death Spell: creatures', '2d4');
      const max = spell.maxHd ?? 7;
      const eligible = pickTargets(ctx, aim, NEARBY, Infinity).filter((c) => c.hd <= max);
      if (eligible.length === 0) ctx.say('magic', `No creature of ${max} HD or less is Nearby.`);
      for (const c of eligible.slice(0, n)) takeOut(ctx, c, 'the Death Spell');
    },
  },
  'Cleric:Finger of Death': {
    aim: 'creature',
    check(_ctx, { aim }) {
      if (!isEvil(aim.creature!) && aim.creature!.attitude !== 'hostile') throw new Refusal(`The ${aim.creature!.name} is not an evil monster.`);
    },
    run(ctx, { aim }) {
      const c = aim.creature!;
      if (ctx.test({ label: `Finger of Death on the ${c.name}`, attr: 'WIS' }).success) takeOut(ctx, c, 'the Finger of Death');
      else {
        offend(ctx, c);
        ctx.say('magic', `The ${c.name} withstands the Finger of Death.`);
      }
    },
  },
  'Cleric:Earthquake': {
    aim: 'none',
    check(ctx) {
      if (creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, coffins: true }).length === 0) noneNear();
    },
    run(ctx) {
      ctx.say('magic', 'The ground heaves.');
      // Everyone but the caster: servants too.
      for (const c of creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, coffins: true })) {
        if (ctx.test({ label: `Earthquake: the ${c.name}`, attr: 'WIS' }).success) takeOut(ctx, c, 'the Earthquake');
      }
    },
  },
  'Cleric:Holy Word': {
    aim: 'none',
    check(ctx) {
      if (creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, friendly: false }).length === 0) noneNear();
    },
    run(ctx, { spell }) {
      for (const c of creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, friendly: false })) {
        const tier = spell.tiers?.find((t) => t.min <= c.hd && c.hd <= t.max);
        if (!tier) {
          ctx.say('magic', `The ${c.name} (${c.hd} HD) is too mighty for the Holy Word.`);
          continue;
        }
        if (tier.duration.unit === 'instant') {
          takeOut(ctx, c, 'the Holy Word');
          continue;
        }
        offend(ctx, c);
        // Paralysed, or unable to act: the engine stops both by the same hold.
        hold(ctx, c, 'Holy Word', spanOf(ctx, tier.duration, `Holy Word on the ${c.name}`));
        ctx.say('magic', `The ${c.name} is struck: ${tier.outcome.toLowerCase()}`, { id: c.id });
      }
    },
  },
  'Cleric:Plague': {
    aim: 'any',
    check(ctx, { aim }) {
      if (pickTargets(ctx, aim, NEARBY, 1).length === 0) noneNear();
    },
    run(ctx, { aim, spell }) {
      if (!ctx.test({ label: 'Plague', attr: 'WIS' }).success) return ctx.say('magic', 'The plague does not take hold.');
      const n = ctx.roll('Plague: creatures', '1d12');
      for (const c of pickTargets(ctx, aim, NEARBY, n)) {
        if (!c.conditions.some((x) => x.kind === 'ongoing' && x.source === 'Plague')) c.conditions.push({ kind: 'ongoing', damage: c.hd, source: 'Plague' });
        harm(ctx, c, ctx.roll(`Plague on the ${c.name}`, spell.dice ?? '2d8'), 'the Plague');
      }
    },
  },
  'Wizard:Level Drain': {
    aim: 'creature',
    run(ctx, { aim }) {
      const c = aim.creature!;
      offend(ctx, c);
      if (creatureTest(ctx, c, 'CON against Level Drain')) return ctx.say('magic', `The ${c.name} resists the drain.`);
      if (c.hd <= 1) return takeOut(ctx, c, 'Level Drain');
      const lost = Math.round(c.maxHp / c.hd);
      c.hd -= 1;
      c.maxHp = Math.max(1, c.maxHp - lost);
      c.hp = Math.min(c.hp, c.maxHp);
      c.damage = damageForHd(c.hd);
      ctx.say('magic', `The ${c.name} loses a Level: ${c.hd} HD, ${c.hp}/${c.maxHp} HP, ${c.damage} damage.`, { id: c.id, hd: c.hd });
    },
  },
};
