/**
 * Banish Undead (Black Hack, BANISHING UNDEAD; the Cleric's ability): an
 * Action. For each group of undead Nearby, a WIS test with the group's
 * highest HD added to the d20. A banished group takes damage equal to the
 * Cleric's Level, each, and flees for 1d4 + Level Moments (then, if still in
 * the zone, it turns on the hero again).
 */
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import type { CreatureState } from '../types.js';
import { creaturesNear, needZone, REACH } from './aim.js';
import { harm, isServant, isUndead } from './creatures.js';
import { addEffect, momentsSpan } from './state.js';

export function banishUndead(ctx: Ctx): void {
  const hero = ctx.s.hero;
  if (hero.className !== 'Cleric') throw new Refusal('Only a Cleric can banish the undead.');
  needZone(ctx);
  const undead = creaturesNear(ctx, hero, REACH.Nearby).filter((c) => isUndead(c) && !isServant(ctx.s, c));
  if (undead.length === 0) throw new Refusal('No undead creature in view is Nearby.');
  const groups = new Map<number, CreatureState[]>();
  for (const c of undead) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  for (const members of groups.values()) {
    const hd = Math.max(...members.map((c) => c.hd));
    const name = members[0]!.name;
    const t = ctx.test({ label: `banish the ${name}${members.length > 1 ? 's' : ''}`, attr: 'WIS', mods: [{ label: 'highest HD', value: hd }] });
    if (!t.success) {
      ctx.say('magic', `The ${name}${members.length > 1 ? 's' : ''} stand${members.length > 1 ? '' : 's'} fast against your holy symbol.`);
      continue;
    }
    const moments = ctx.roll('banished for (Moments)', `1d4+${hero.level}`);
    for (const c of members) {
      harm(ctx, c, hero.level, 'your banishing');
      if (c.hp <= 0) continue;
      c.attitude = 'fleeing';
      addEffect(ctx, { name: 'Banish Undead', kind: 'creature', creature: c.id, restore: 'hostile' }, momentsSpan(ctx.s, moments));
    }
    ctx.say('magic', `The ${name}${members.length > 1 ? 's are' : ' is'} banished for ${moments} Moments.`, { ids: members.map((c) => c.id), moments });
  }
}
