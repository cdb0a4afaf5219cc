/**
 * The bot at the door of the Final Zone, and its Devices (docs/rules.md,
 * "Find a Device" and "The bot"): with the Final Zone next, tokens held
 * back for the zones on the way have nothing left to wait for, and the
 * seed's advice is to spend them all but a few for Stunts. There the bot
 * turns what it can spare into a Scroll of Recall (its way out of the
 * finale when a fight goes wrong), into rolls on the magic items while it
 * can carry them, and into food and light for a finale that may take a
 * retreat and rests. It uses the Devices it understands, wherever it
 * found them: an Elixir of Vitality when low, an Acorn of Stoning or a
 * Chain of Binding at the strongest foe near, a Mithril Shirt over
 * lighter armour.
 */
import { Fraction } from '../../base/fraction.js';
import { chanceOf } from '../engine/chance.js';
import { FINAL_ESCALATION } from '../engine/escalation.js';
import { distance } from '../engine/geometry.js';
import { equippedItem, gearCount } from '../engine/hero.js';
import { GEAR_LIMIT } from '../engine/inventory.js';
import { oneMoreHinders } from '../engine/load.js';
import { SCROLL } from '../engine/magic/items.js';
import { throwSpec } from '../engine/magic/magic-items.js';
import type { CreatureState, GameState, Hero, Item, Spend } from '../engine/types.js';
import { spare } from '../opposition/hand.js';
import type { Candidate } from './candidate.js';
import { affordable } from './tokens.js';

const RECALL = `${SCROLL}Recall`;
/** Sustenance and Illumination it takes into the Final Zone: the finale, a retreat Home and the way back, and the rests between. */
const FINALE_SUPPLY = 10;

const carried = (hero: Hero, magic: string): Item | undefined => hero.items.find((i) => i.magic === magic);

/**
 * The next new zone is the Final Zone, or will be once the die moves once
 * more: at 9 the die comes to 10 as the hero takes stairs down holding it,
 * or, nearly always, as it leaves a zone with the Opposition holding it.
 * Not in the Final Zone itself: there the spends are for the fight.
 */
export const finaleNext = (s: GameState): boolean => s.escalation >= FINAL_ESCALATION - 1 && (s.zone === null || s.zone !== s.finalZone);

/**
 * Tokens it can spare, with no foe about and the Final Zone next: a Scroll
 * of Recall first when it carries none, then magic items (1 token each)
 * while it has room for Gear that would not hinder it, then Sustenance and
 * Illumination raised to `FINALE_SUPPLY`. It keeps its tokens for a bid as
 * with any spend.
 */
export function* finaleSpends(s: GameState): Generator<Candidate> {
  if (!finaleNext(s) || spare(s) <= 0) return;
  const hero = s.hero;
  if (gearCount(hero) < GEAR_LIMIT && !oneMoreHinders(s)) {
    for (const device of carried(hero, RECALL) ? (['magic'] as const) : (['recall', 'magic'] as const)) {
      const spend: Spend = { what: 'device', device };
      if (affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: `spend:device:${device}` };
    }
  }
  for (const what of ['sustenance', 'illumination'] as const) {
    const spend: Spend = { what, tokens: Math.min(spare(s), FINALE_SUPPLY - s.consumables[what]) };
    if (spend.tokens > 0 && affordable(s, spend)) yield { action: { type: 'spend', ...spend }, intent: `spend:${what}:finale` };
  }
}

/** Low with a foe beside it: the Elixir of Vitality restores full HP. */
export function* quaffElixir(hero: Hero): Generator<Candidate> {
  const elixir = carried(hero, 'Elixir of Vitality');
  if (elixir) yield { action: { type: 'quaff', item: elixir.id }, intent: 'device:elixir' };
}

/** Low with a foe beside it and no way out near: the Scroll of Recall takes it Home, where it can rest. */
export function* readRecall(hero: Hero): Generator<Candidate> {
  const scroll = carried(hero, RECALL);
  if (scroll) yield { action: { type: 'read', item: scroll.id }, intent: 'device:recall' };
}

/** Held creatures (stoned, bound) need no second throw. */
const held = (c: CreatureState) => c.conditions.some((k) => k.kind === 'paralysed');

/** The least chance of landing a throw at which the bot throws rather than strike: the Chain of Binding comes back after a miss, and thrown at a foe far above the hero's Level (Powerful Foe) it missed turn after turn while the weapon stayed idle. */
const THROW_ODDS = new Fraction(1, 2);

/**
 * An Acorn of Stoning or a Chain of Binding at the strongest foe near that
 * is a match for the hero (its HD at least the hero's Level), when the
 * throw lands at least half the time.
 */
export function* bindFoe(s: GameState, nearby: readonly CreatureState[]): Generator<Candidate> {
  const hero = s.hero;
  const strong = nearby.filter((c) => c.hd >= hero.level && !held(c)).sort((a, b) => b.hd - a.hd || b.hp - a.hp || distance(a, hero) - distance(b, hero))[0];
  if (!strong || chanceOf(s, throwSpec(s, strong, 'device')).success.compare(THROW_ODDS) < 0) return;
  for (const name of ['Acorn of Stoning', 'Chain of Binding']) {
    const item = carried(hero, name);
    if (item) yield { action: { type: 'use', item: item.id, target: { creature: strong.id } }, intent: 'device:bind' };
  }
}

/** A Mithril Shirt put on over armour that guards less than its own AV (as light as cloth for every class). */
export function* wearMithril(hero: Hero): Generator<Candidate> {
  const shirt = carried(hero, 'Mithril Shirt');
  if (shirt && shirt.kind === 'magic' && (equippedItem(hero, 'armour')?.av ?? 0) < (shirt.av ?? 0)) yield { action: { type: 'use', item: shirt.id }, intent: 'device:mithril' };
}
