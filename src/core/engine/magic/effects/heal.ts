/**
 * Healing, cures and gifts: HP back (never above the maximum), conditions
 * lifted by the same definitions the temple uses (poison is Ongoing Damage,
 * a curse is Weakened, a disease is a hindrance whose source names one),
 * fallen servants raised, food made.
 */
import { TILE } from '../../../../procgen/glyphs.js';
import { afflicts, type Cure } from '../../home/temple.js';
import { cannotCarryMore } from '../../load.js';
import { equipmentRow, itemFromRow, makeItem } from '../../items.js';
import { distance, key } from '../../geometry.js';
import { Refusal } from '../../refusal.js';
import type { Condition, CreatureState, Hero } from '../../types.js';
import { currentZone } from '../../zones.js';
import { creaturesNear, REACH } from '../aim.js';
import { freeSquaresNear, healCreature, isAnimal } from '../creatures.js';
import { addEffect, MINUTES_PER_DAY, UNTIL_ENDED } from '../state.js';
import type { Ctx } from '../../context.js';
import type { SpellEffect } from './types.js';
import { healHero } from '../../healing.js';

/** Magic's healing, said as "<by>: you regain N HP". */
export function magicHeal(ctx: Ctx, amount: number, by: string): void {
  healHero(ctx, amount, (n) => `${by}: you regain ${n} HP`);
}

/** The one a cure is aimed at, as a sentence names them. */
const named = (who: Hero | CreatureState) => ('className' in who ? 'you' : `the ${who.name}`);

/** Lifts the conditions `which` picks from the hero or a creature; says what was lifted. */
function lift(ctx: Ctx, who: Hero | CreatureState, which: (c: Condition) => boolean, by: string): number {
  const gone = who.conditions.filter(which);
  who.conditions = who.conditions.filter((c) => !which(c));
  ctx.say('heal', gone.length > 0 ? `${by} lifts ${gone.map((c) => c.source).join(', ')} from ${named(who)}.` : `${by}: nothing afflicts ${named(who)}.`, { lifted: gone.map((c) => c.source) });
  return gone.length;
}

/**
 * A cure that could change nothing is refused before it is cast (docs/spells.md:
 * "nothing there to affect"), as Sleep is, so it is neither tested nor forgotten.
 */
function refuseUnless(needed: boolean, by: string, why: string): void {
  if (!needed) throw new Refusal(`${by} would do nothing: ${why}.`);
}

const hurt = (who: Hero | CreatureState) => who.hp < who.maxHp;
const unhurt = (who: Hero | CreatureState) => `${named(who)} ${'className' in who ? 'are' : 'is'} unhurt (${who.hp}/${who.maxHp} HP)`;

/** Refuses a cure of `cure` when nothing of it afflicts `who`. */
function needsCure(who: Hero | CreatureState, cure: Cure, by: string): void {
  refuseUnless(who.conditions.some((c) => afflicts(c, cure)), by, `no ${cure} afflicts ${named(who)}`);
}

function cure(dice: string, name: string): SpellEffect {
  return {
    aim: 'creature-or-self',
    check(ctx, { aim }) {
      const who = aim.creature ?? ctx.s.hero;
      refuseUnless(hurt(who), name, unhurt(who));
    },
    run(ctx, { aim, spell }) {
      const amount = ctx.roll(name, spell.dice ?? dice);
      if (aim.creature) healCreature(ctx, aim.creature, amount);
      else magicHeal(ctx, amount, name);
    },
  };
}

const removeCurse: SpellEffect = {
  aim: 'any',
  check(ctx, { aim }) {
    // A square may hide a Cursed Rune: aimed at one, the spell is cast to find out.
    const who = aim.creature ?? (aim.square && !aim.self ? undefined : ctx.s.hero);
    if (who) needsCure(who, 'curse', 'Remove Curse');
  },
  run(ctx, { aim }) {
    if (aim.creature) return void lift(ctx, aim.creature, (c) => afflicts(c, 'curse'), 'Remove Curse');
    if (aim.square && !aim.self) {
      const { z } = currentZone(ctx.s);
      const rune = z.traps.find((t) => t.x === aim.square!.x && t.y === aim.square!.y && !t.disarmed && /curse/i.test(t.name));
      if (rune) {
        rune.found = true;
        rune.disarmed = true;
        return ctx.say('trap', `The ${rune.name} fades from the floor.`);
      }
      return ctx.say('magic', 'No curse lies there.');
    }
    lift(ctx, ctx.s.hero, (c) => afflicts(c, 'curse'), 'Remove Curse');
  },
};

export const HEAL: Record<string, SpellEffect> = {
  'Cleric:Cure Light Wounds': cure('1d8', 'Cure Light Wounds'),
  'Cleric:Cure Serious Wounds': cure('3d8+3', 'Cure Serious Wounds'),
  'Cleric:Cure Disease': {
    aim: 'creature-or-self',
    check(ctx, { aim }) {
      needsCure(aim.creature ?? ctx.s.hero, 'disease', 'Cure Disease');
    },
    run(ctx, { aim }) {
      lift(ctx, aim.creature ?? ctx.s.hero, (c) => afflicts(c, 'disease'), 'Cure Disease');
    },
  },
  'Cleric:Neutralise Poison': {
    aim: 'creature-or-self',
    check(_ctx, { aim }) {
      // On the caster with no poison it still wards off poison for the visit.
      if (aim.creature) needsCure(aim.creature, 'poison', 'Neutralise Poison');
    },
    run(ctx, { aim }) {
      const n = lift(ctx, aim.creature ?? ctx.s.hero, (c) => afflicts(c, 'poison'), 'Neutralise Poison');
      if (n === 0 && !aim.creature) {
        addEffect(ctx, { name: 'Neutralise Poison', kind: 'hero', zone: null }, { untilTurn: null, untilMinute: null, visit: ctx.s.visits });
        ctx.say('magic', 'No poison can take hold of you for the rest of this visit.');
      }
    },
  },
  'Wizard:Remove Curse': removeCurse,
  'Cleric:Remove Curse': removeCurse,
  'Cleric:Restoration': {
    aim: 'creature-or-self',
    check(ctx, { aim }) {
      const who = aim.creature ?? ctx.s.hero;
      refuseUnless(hurt(who) || who.conditions.length > 0, 'Restoration', `${unhurt(who)} and nothing afflicts ${named(who)}`);
    },
    run(ctx, { aim }) {
      const who = aim.creature ?? ctx.s.hero;
      lift(ctx, who, () => true, 'Restoration');
      if (aim.creature) healCreature(ctx, aim.creature, aim.creature.maxHp);
      else magicHeal(ctx, ctx.s.hero.maxHp, 'Restoration');
    },
  },
  'Cleric:Raise Dead': {
    aim: 'none',
    check(ctx, { spell }) {
      if (!fallenNear(ctx, spell.days ?? 7)) throw new Refusal('No fallen companion lies Nearby to raise.');
    },
    run(ctx, { spell }) {
      const e = fallenNear(ctx, spell.days ?? 7)!;
      ctx.s.hero.effects = ctx.s.hero.effects.filter((o) => o !== e);
      const at = freeSquaresNear(ctx, { x: e.x!, y: e.y! }, REACH.Nearby)[0];
      if (!at) return ctx.say('magic', 'There is no room for the dead to rise.');
      const c: CreatureState = { ...e.snapshot!, x: at.x, y: at.y, hp: e.snapshot!.maxHp, conditions: [], attitude: 'friendly', aware: true, delay: 1 / Math.max(1, e.snapshot!.speed) };
      currentZone(ctx.s).z.creatures.push(c);
      addEffect(ctx, { name: 'Raise Dead', kind: 'ally', creature: c.id, snapshot: { ...c } }, UNTIL_ENDED);
      ctx.say('magic', `The ${c.name} rises, whole, and stands with you.`, { id: c.id });
    },
  },
  'Cleric:Purify Food and Drink': {
    aim: 'none',
    run(ctx) {
      const hero = ctx.s.hero;
      const { zone } = currentZone(ctx.s);
      const fountains: string[] = [];
      for (let y = 0; y < zone.height; y++)
        for (let x = 0; x < zone.width; x++) if (zone.tiles[y]![x] === TILE.fountain && distance({ x, y }, hero) <= REACH.Nearby) fountains.push(key(x, y));
      if (fountains.length > 0) {
        addEffect(ctx, { name: 'Purify Food and Drink', kind: 'area', squares: fountains }, UNTIL_ENDED);
        ctx.say('magic', `The water of ${fountains.length === 1 ? 'the fountain' : `${fountains.length} fountains`} runs clean: it cannot poison.`, { squares: fountains });
      }
      const cups = hero.items.filter((i) => i.magic === 'Cup of Ending');
      for (const cup of cups) {
        hero.effects = hero.effects.filter((e) => !(e.kind === 'item' && e.item === cup.id && e.name === 'Cup of Ending'));
        addEffect(ctx, { name: 'Cup of Ending', kind: 'item', zone: null, item: cup.id }, UNTIL_ENDED);
      }
      if (cups.length > 0) ctx.say('magic', 'The Cup of Ending is made yours: it will not harm you.');
      lift(ctx, hero, (c) => /fountain|cup|food|drink/i.test(c.source), 'Purify Food and Drink');
    },
  },
  'Cleric:Create Food/Water': {
    aim: 'none',
    run(ctx) {
      const hero = ctx.s.hero;
      const row = equipmentRow('rations - dried');
      const food = row ? { ...itemFromRow(ctx, row, 'blessed bread and water (a Day)'), usageDie: null } : makeItem(ctx, { name: 'blessed bread and water (a Day)', kind: 'ration', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null });
      if (cannotCarryMore(ctx.s)) {
        currentZone(ctx.s).z.items.push({ x: hero.x, y: hero.y, item: food, chest: false });
        ctx.say('item', 'Bread and water appear at your feet.');
      } else {
        hero.items.push(food);
        ctx.say('item', 'Bread and water appear in your pack: a Day of food.');
      }
      for (const c of creaturesNear(ctx, hero, REACH.Close, { unseen: true })) {
        if (!isAnimal(c) || c.attitude !== 'hostile') continue;
        c.attitude = 'neutral';
        ctx.say('creature', `The ${c.name} eats and loses interest in you.`, { id: c.id });
      }
    },
  },
  'Wizard:Limited Wish': {
    aim: 'none',
    run(ctx) {
      const hero = ctx.s.hero;
      if (hero.conditions.length > 0) return void lift(ctx, hero, () => true, 'Your Limited Wish');
      if (hero.hp < hero.maxHp) return magicHeal(ctx, hero.maxHp, 'Your Limited Wish');
      if (hero.armourBroken + hero.armourPermanent > 0) {
        hero.armourBroken = hero.armourPermanent = 0;
        return ctx.say('magic', 'Your Limited Wish: every armour die is whole again.');
      }
      const { z } = currentZone(ctx.s);
      z.seen = '1'.repeat(z.seen.length);
      ctx.say('magic', 'Your Limited Wish: the whole zone is laid out in your mind.');
    },
  },
};

/** The latest servant that fell Nearby within the last `days` Days. */
function fallenNear(ctx: Ctx, days: number) {
  const s = ctx.s;
  return s.hero.effects
    .filter((e) => e.kind === 'fallen' && e.zone === s.zone && e.snapshot && e.x !== undefined && e.y !== undefined && distance({ x: e.x, y: e.y! }, s.hero) <= REACH.Nearby && s.time.minutes - (e.value ?? 0) <= days * MINUTES_PER_DAY)
    .at(-1);
}
