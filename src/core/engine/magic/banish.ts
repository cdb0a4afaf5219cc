/**
 * Banish Undead (Black Hack, BANISHING UNDEAD; the Cleric's ability): an
 * Action. For each group of undead Nearby, a WIS test with the group's
 * highest HD added to the d20. A banished group takes damage equal to the
 * Cleric's Level, each, and flees for 1d4 + Level Moments (then, if still in
 * the zone, it turns on the hero again). Undead already fleeing a banishment
 * are left out: tested again, a second banishment ran beside the first, and
 * the first, running out, turned the creature on the hero at once, so that
 * it was banished anew turn after turn.
 */
import type { Ctx, TestSpec } from '../context.js';
import { Refusal } from '../refusal.js';
import type { CreatureState, GameState } from '../types.js';
import { creaturesNear, needZone, REACH } from './aim.js';
import { harm, isServant, isUndead } from './creatures.js';
import { addEffect, momentsSpan } from './state.js';

const BANISHED = 'Banish Undead';

/** A creature fleeing a banishment that still holds. */
const banished = (s: GameState, c: CreatureState) => s.hero.effects.some((e) => e.name === BANISHED && e.creature === c.id && e.zone === s.zone);

/** The WIS test against one group: its highest HD added to the d20 (the bot weighs its odds from the same shape). */
export function banishSpec(members: readonly CreatureState[]): TestSpec {
  const hd = Math.max(...members.map((c) => c.hd));
  return { label: `banish the ${members[0]!.name}${members.length > 1 ? 's' : ''}`, attr: 'WIS', mods: [{ label: 'highest HD', value: hd }] };
}

export function banishUndead(ctx: Ctx): void {
  const hero = ctx.s.hero;
  if (hero.className !== 'Cleric') throw new Refusal('Only a Cleric can banish the undead.');
  needZone(ctx);
  const near = creaturesNear(ctx, hero, REACH.Nearby).filter((c) => isUndead(c) && !isServant(ctx.s, c));
  if (near.length === 0) throw new Refusal('No undead creature in view is Nearby.');
  const undead = near.filter((c) => !banished(ctx.s, c));
  if (undead.length === 0) throw new Refusal(`The undead Nearby are banished already: strike them as they flee, or let them go.`);
  const groups = new Map<number, CreatureState[]>();
  for (const c of undead) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  for (const members of groups.values()) {
    const name = members[0]!.name;
    const t = ctx.test(banishSpec(members));
    if (!t.success) {
      ctx.say('magic', `The ${name}${members.length > 1 ? 's' : ''} stand${members.length > 1 ? '' : 's'} fast against your holy symbol.`);
      continue;
    }
    const moments = ctx.roll('banished for (Moments)', `1d4+${hero.level}`);
    // Those the banishing killed are not said to flee.
    const fleeing: CreatureState[] = [];
    for (const c of members) {
      harm(ctx, c, hero.level, 'your banishing');
      if (c.hp <= 0) continue;
      c.attitude = 'fleeing';
      addEffect(ctx, { name: BANISHED, kind: 'creature', creature: c.id, restore: 'hostile' }, momentsSpan(ctx.s, moments));
      fleeing.push(c);
    }
    if (fleeing.length > 0) ctx.say('magic', `The ${name}${fleeing.length > 1 ? 's are' : ' is'} banished for ${moments} Moments.`, { ids: fleeing.map((c) => c.id), moments });
  }
}
