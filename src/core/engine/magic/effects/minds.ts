/**
 * Minds and bodies: charms and orders that win a creature over, sleep and
 * holds (Paralysed with a clock), confusion by a fresh Reactions roll, lost
 * turns, borrowed shapes, stone, and the hero unseen.
 */
import { CREATURE_CATEGORIES } from '../../../../data/roguelike/creatures.js';
import { categoryTable } from '../../../../procgen/creatures.js';
import { CATEGORY_GLYPHS } from '../../../../procgen/glyphs.js';
import { randomInt } from '../../../../base/rng.js';
import type { Ctx } from '../../context.js';
import { heroClass } from '../../hero.js';
import { key } from '../../geometry.js';
import { Refusal } from '../../refusal.js';
import type { CreatureState } from '../../types.js';
import { reaction } from '../../view.js';
import { currentZone } from '../../zones.js';
import { creaturesNear, pickTargets, REACH } from '../aim.js';
import { a, freeSquaresNear, hold, isAnimal, isHeld, isServant, loseTurns, offend, recheckCleared } from '../creatures.js';
import { addEffect, momentsSpan, spanOf, UNTIL_ENDED, usageSpan, type Span } from '../state.js';
import type { SpellEffect } from './types.js';
import { counted } from '../../../../base/words.js';

const NEARBY = REACH.Nearby;

/** The creature serves the hero while `span` lasts, then turns back to what it was. */
export function winOver(ctx: Ctx, c: CreatureState, name: string, span: Span, value?: number): void {
  const was = c.attitude === 'friendly' ? 'neutral' : c.attitude === 'fleeing' ? 'hostile' : c.attitude;
  c.attitude = 'friendly';
  c.aware = true;
  addEffect(ctx, { name, kind: 'creature', creature: c.id, restore: was, serves: true, ...(value !== undefined ? { value } : {}) }, span);
  ctx.say('creature', `The ${c.name} now fights at your side.`, { id: c.id, effect: name });
}

/**
 * The hero goes unnoticed: every hostile creature that knew of them loses
 * track and waits (neutral) until the hero strikes or the effect ends.
 */
export function hideHero(ctx: Ctx, name: string, span: Span, arcane: boolean): void {
  addEffect(ctx, { name, kind: 'hero', zone: null, arcane }, span);
  loseTrack(ctx, span);
}

export function loseTrack(ctx: Ctx, span: Span = UNTIL_ENDED): void {
  if (!ctx.s.zone) return;
  for (const c of currentZone(ctx.s).z.creatures) {
    if (c.attitude !== 'hostile' || ctx.s.hero.effects.some((e) => e.name === 'unseen hero' && e.creature === c.id)) continue;
    c.attitude = 'neutral';
    addEffect(ctx, { name: 'unseen hero', kind: 'creature', creature: c.id, restore: 'hostile' }, span);
    ctx.say('creature', `The ${c.name} loses track of you.`, { id: c.id });
  }
}

/** Calls to the animals Nearby: hostile ones are talked down. */
export function calmAnimals(ctx: Ctx): void {
  for (const c of creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true })) {
    if (!isAnimal(c) || c.attitude !== 'hostile') continue;
    c.attitude = 'neutral';
    ctx.say('creature', `You speak with the ${c.name}: it stands down.`, { id: c.id });
  }
}

function randomShape(ctx: Ctx, not: string): { name: string; category: string; glyph: string } {
  const categories = CREATURE_CATEGORIES.rows.map((r) => r.name).filter((n) => n !== not);
  const category = categories[randomInt(ctx.rng, 0, categories.length - 1)]!;
  const rows = categoryTable(category).rows.filter((r) => !r.character);
  const row = rows[randomInt(ctx.rng, 0, rows.length - 1)]!;
  return { name: row.name, category, glyph: CATEGORY_GLYPHS[category] ?? '?' };
}

function statueAt(ctx: Ctx, x: number, y: number) {
  return ctx.s.hero.effects.find((e) => e.kind === 'statue' && e.zone === ctx.s.zone && e.x === x && e.y === y);
}


/** The sides of the hero's Hit Dice, which Sleep rolls (Level of them). */
function sleepSides(ctx: Ctx): string {
  return /d(\d+)/.exec(heroClass(ctx.s.hero).hitDie)?.[1] ?? '4';
}

export const MINDS: Record<string, SpellEffect> = {
  'Wizard:Charm': {
    aim: 'creature',
    check(ctx, { aim }) {
      if (isServant(ctx.s, aim.creature!)) throw new Refusal(`The ${aim.creature!.name} already serves you.`);
    },
    run(ctx, { aim, level }) {
      // Its single simple order: fight at my side, for a few Moments.
      winOver(ctx, aim.creature!, 'Charm', momentsSpan(ctx.s, ctx.roll('Charm: Moments', `1d4+${level}`)));
    },
  },
  'Wizard:Sleep': {
    aim: 'none',
    check(ctx, { level }) {
      const near = creaturesNear(ctx, ctx.s.hero, NEARBY);
      if (near.length === 0) throw new Refusal('No creature in view is Nearby.');
      // A spell no roll of the dice could make work is not cast and lost: the hero is told first.
      const most = level * Number(sleepSides(ctx));
      if (near.every((c) => c.hp >= most || isHeld(c))) throw new Refusal(`Sleep cannot touch any creature Nearby: ${level}d${sleepSides(ctx)} comes to ${most} at most, and each has as many HP or more, or sleeps already.`);
    },
    run(ctx, { level, spell }) {
      const sides = sleepSides(ctx);
      const total = ctx.roll('Sleep: your Hit Dice', `${level}d${sides}`);
      const span = spanOf(ctx, spell.duration, 'Sleep');
      let n = 0;
      for (const c of creaturesNear(ctx, ctx.s.hero, NEARBY)) {
        if (c.hp >= total || isHeld(c)) continue;
        hold(ctx, c, 'Sleep', span, { value: c.hp, arcane: true });
        ctx.say('creature', `The ${c.name} falls asleep.`, { id: c.id });
        n++;
      }
      if (n === 0) ctx.say('magic', `No creature Nearby has fewer than ${total} HP.`);
    },
  },
  'Cleric:Hold Person': {
    aim: 'any',
    check(ctx, { aim }) {
      if (pickTargets(ctx, aim, NEARBY, 1).length === 0) throw new Refusal('No creature in view is Nearby.');
    },
    run(ctx, { aim }) {
      const n = ctx.roll('Hold Person: targets', '1d4');
      for (const c of pickTargets(ctx, aim, NEARBY, n)) {
        offend(ctx, c);
        hold(ctx, c, 'Hold Person', UNTIL_ENDED);
        ctx.say('creature', `The ${c.name} is held fast.`, { id: c.id });
      }
    },
  },
  'Wizard:Confusion': {
    aim: 'any',
    check(ctx, { aim }) {
      if (pickTargets(ctx, aim, NEARBY, 1).length === 0) throw new Refusal('No creature in view is Nearby.');
    },
    run(ctx, { aim }) {
      const n = ctx.roll('Confusion: creatures', '2d6');
      for (const c of pickTargets(ctx, aim, NEARBY, n)) {
        c.aware = true;
        // Read as a creature met by chance reads it: a call for reinforcements brings them, then it waits.
        c.attitude = reaction(ctx, c);
      }
      recheckCleared(ctx);
    },
  },
  'Wizard:Feebleminded': {
    aim: 'creature',
    run(ctx, { aim, spell }) {
      const c = aim.creature!;
      offend(ctx, c);
      const n = usageSpan(ctx, Number(spell.duration.usageDie?.slice(1) ?? 6), `Feebleminded on the ${c.name}`, 'Moment');
      c.spellUsed = true;
      loseTurns(c, n);
      ctx.say('creature', `The ${c.name}'s wits leave it (INT 4): it forgets its spells and stands witless.`, { id: c.id, moments: n });
    },
  },
  'Cleric:Quest': {
    aim: 'creature',
    check(ctx, { aim }) {
      if (isServant(ctx.s, aim.creature!)) throw new Refusal(`The ${aim.creature!.name} already serves you.`);
    },
    run(ctx, { aim, spell }) {
      const orders = ctx.roll('Quest: orders', spell.orders ?? '2d4');
      winOver(ctx, aim.creature!, 'Quest', UNTIL_ENDED, orders);
      ctx.say('magic', `It will carry out ${orders} orders (each blow it strikes for you is one), then go its way.`);
    },
  },
  'Wizard:Polymorph Self/Other': {
    aim: 'creature-or-self',
    run(ctx, { aim, spell }) {
      const span = spanOf(ctx, spell.duration, 'Polymorph');
      if (!aim.creature) {
        hideHero(ctx, 'Polymorph Self/Other', span, true);
        return ctx.say('magic', 'You take the shape of a creature of the deep: foes take you for one of their own until you strike.');
      }
      const c = aim.creature;
      const shape = randomShape(ctx, c.category);
      addEffect(ctx, { name: 'Polymorph Self/Other', kind: 'creature', creature: c.id, snapshot: { ...c, conditions: [] }, arcane: true }, span);
      ctx.say('creature', `The ${c.name} takes the shape of ${a(shape.name)}.`, { id: c.id, shape: shape.name });
      Object.assign(c, shape);
    },
  },
  'Wizard:Flesh to Stone': {
    aim: 'any',
    check(ctx, { aim }) {
      if (!aim.creature && !(aim.square && statueAt(ctx, aim.square.x, aim.square.y))) throw new Refusal('Aim it at a creature, or at a statue.');
    },
    run(ctx, { aim }) {
      const { z } = currentZone(ctx.s);
      if (aim.creature) {
        const c = aim.creature;
        z.creatures = z.creatures.filter((o) => o !== c);
        ctx.s.hero.effects = ctx.s.hero.effects.filter((e) => e.creature !== c.id);
        addEffect(ctx, { name: 'Flesh to Stone', kind: 'statue', x: c.x, y: c.y, snapshot: c, arcane: true }, UNTIL_ENDED);
        ctx.say('creature', `The ${c.name} turns to stone.`, { id: c.id, x: c.x, y: c.y });
        return recheckCleared(ctx);
      }
      const e = statueAt(ctx, aim.square!.x, aim.square!.y)!;
      ctx.s.hero.effects = ctx.s.hero.effects.filter((o) => o !== e);
      const at = freeSquaresNear(ctx, aim.square!, 2)[0] ?? null;
      if (!at) return ctx.say('magic', 'The statue stirs but has no room to step down.');
      const c = { ...e.snapshot!, x: at.x, y: at.y };
      z.creatures.push(c);
      ctx.say('creature', `The statue softens: the ${c.name} lives again.`, { id: c.id });
    },
  },
  'Wizard:Time Stop': {
    aim: 'none',
    run(ctx, { spell }) {
      const n = usageSpan(ctx, Number(spell.duration.usageDie?.slice(1) ?? 4), 'Time Stop', 'Moment');
      const caught = creaturesNear(ctx, ctx.s.hero, NEARBY, { unseen: true, friendly: true });
      for (const c of caught) loseTurns(c, n);
      ctx.say('magic', `Time stands still around you: ${counted(caught.length, 'creature')} will not move for ${counted(n, 'Moment')}.`, { ids: caught.map((c) => c.id), moments: n });
    },
  },
  'Wizard:Invisibility': {
    aim: 'creature-or-self',
    run(ctx, { aim }) {
      if (!aim.creature) {
        hideHero(ctx, 'Invisibility', UNTIL_ENDED, true);
        return ctx.say('magic', 'You fade from sight until you strike.');
      }
      addEffect(ctx, { name: 'Invisibility', kind: 'creature', creature: aim.creature.id, arcane: true }, UNTIL_ENDED);
      ctx.say('creature', `The ${aim.creature.name} fades from sight.`, { id: aim.creature.id, at: key(aim.creature.x, aim.creature.y) });
    },
  },
  'Cleric:Speak with Animals': {
    aim: 'none',
    run(ctx, { spell }) {
      addEffect(ctx, { name: 'Speak with Animals', kind: 'hero', zone: null }, spanOf(ctx, spell.duration, 'Speak with Animals'));
      calmAnimals(ctx);
    },
  },
};
