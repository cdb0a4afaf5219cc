/**
 * What the hero carries weighs as the `load` rules option says (RULES.md
 * §10). The Black Hack: more than STR things give Disadvantage on every
 * test, and no more than twice STR can be carried. Hackssential (seed
 * chapter V.3): Inventory Items are counted against 3 + BU, BU being
 * ⌊CON/3⌋; each one over that costs a point of DEX (the seed's Control),
 * and the tier is named by how far it has fallen.
 */
import { LOAD_TIERS } from '../../data/hackssential/load.js';
import { MOVEMENT } from '../../data/hackssential/movement.js';
import { carried, encumbered, equippedItem, restrictionAv } from './hero.js';
import type { Attr, GameState, Hero } from './types.js';

export type LoadTierName = 'Unencumbered' | 'Encumbered' | 'Burdened' | 'Overloaded';

export interface HackssentialLoad {
  tier: LoadTierName;
  /** Inventory Items carried. */
  items: number;
  /** 3 + ⌊CON/3⌋: the most carried before DEX pays. */
  maxLoad: number;
  /** DEX lost to the load: one per Inventory Item over max load. */
  dexLost: number;
}

const [UNENCUMBERED, ENCUMBERED, , OVERLOADED] = LOAD_TIERS.rows;

/** The seed's base MOV, of the average Control 5-6 (V.2). */
const BASE_MOV = MOVEMENT.rows.find((r) => r.name === 'Average')!.mov;

/**
 * Hackssential's Control (1 to 10) read from DEX (3 to 18 and more): half,
 * rounded down, so the average DEX of 10-11 is the seed's average Control of 5.
 */
export function controlOf(dex: number): number {
  return Math.min(10, Math.max(1, Math.floor(dex / 2)));
}

/**
 * Inventory Items: every thing carried but coins, each stack one item (the
 * seed's "one II per item group"), and worn cloth armour not at all, as the
 * seed counts no clothes worn.
 */
export function inventoryItems(hero: Hero): number {
  const worn = equippedItem(hero, 'armour');
  const clothes = worn?.av && restrictionAv(worn, worn.av) === 1 ? 1 : 0;
  return carried(hero) - clothes;
}

/** The hero's Hackssential load, or null when the Black Hack's is played. */
export function hackssentialLoad(s: GameState): HackssentialLoad | null {
  if (s.options.load !== 'hackssential') return null;
  const hero = s.hero;
  const items = inventoryItems(hero);
  const maxLoad = ENCUMBERED!.maxItems!.base + ENCUMBERED!.maxItems!.perBody * Math.floor(hero.attributes.CON / 3);
  const dexLost = Math.max(0, items - maxLoad);
  const tier: LoadTierName =
    items <= UNENCUMBERED!.maxItems!.base ? 'Unencumbered' : dexLost === 0 ? 'Encumbered' : controlOf(hero.attributes.DEX - dexLost) >= LOAD_TIERS.rows[2]!.minControl! ? 'Burdened' : 'Overloaded';
  return { tier, items, maxLoad, dexLost };
}

/**
 * What the load does to a test of `attr`: the reasons for Disadvantage, and
 * the modifiers added to the d20. Hackssential: DEX lost to the load counts
 * against DEX tests (the first Moment's initiative among them); Overloaded
 * adds Disadvantage on every test, as the Black Hack's encumbrance does.
 */
export function loadHindrance(s: GameState, attr: Attr): { why: string[]; mods: { label: string; value: number }[] } {
  const load = hackssentialLoad(s);
  if (!load) return { why: encumbered(s.hero) ? ['encumbered'] : [], mods: [] };
  const why = load.tier === OVERLOADED!.name ? ['overloaded'] : [];
  return { why, mods: attr === 'DEX' && load.dexLost > 0 ? [{ label: load.tier.toLowerCase(), value: load.dexLost }] : [] };
}

/**
 * The most things the hero may carry: twice STR (the Black Hack), or
 * (Hackssential) as many as leave DEX at 1 or more, as the seed's Control
 * never falls below 1.
 */
export function carryLimit(s: GameState): number {
  if (s.options.load !== 'hackssential') return 2 * s.hero.attributes.STR;
  const load = hackssentialLoad(s)!;
  // The limit counts every thing, as `carried` does: worn clothes are added back.
  return load.maxLoad + Math.max(0, s.hero.attributes.DEX - 1) + (carried(s.hero) - load.items);
}

/** Why one more thing cannot be taken, or undefined when it can. */
export function cannotCarryMore(s: GameState): string | undefined {
  const most = carryLimit(s);
  return carried(s.hero) + 1 > most ? `You cannot carry more than ${most} things.` : undefined;
}

/** Would one more thing hinder the hero? Over STR things (the Black Hack), or past max load (Hackssential). */
export function oneMoreHinders(s: GameState): boolean {
  const load = hackssentialLoad(s);
  return load ? load.items + 1 > load.maxLoad : carried(s.hero) + 1 > s.hero.attributes.STR;
}

/**
 * A word after taking something, when the load now hinders: what it costs and what frees the hero (a bare "You are encumbered."
 * left a new Cleric of STR 6, over the limit with the kit alone, to guess both), or the Hackssential tier with its cost.
 */
export function loadNote(s: GameState): string {
  const load = hackssentialLoad(s);
  const limit = s.hero.attributes.STR;
  if (!load) return encumbered(s.hero) ? ` You are encumbered, carrying ${carried(s.hero)} things: every test has Disadvantage until you carry ${limit} or fewer.` : '';
  return load.dexLost > 0 ? ` You are ${load.tier} (DEX -${load.dexLost}).` : '';
}

/**
 * How much quicker than a turn a step is: 1, or with `movement=hackssential`
 * the hero's MOV over the seed's base MOV of 8 m (Control 5-6), so a hero
 * of MOV 4 takes two turns' time a step and one of MOV 12 two thirds.
 */
export function stepSpeedFactor(s: GameState): number {
  return s.options.movement === 'hackssential' ? movementRate(s) / BASE_MOV : 1;
}

/** Metres a turn by Hackssential's movement table, from the Control the load leaves. */
export function movementRate(s: GameState): number {
  const dex = s.hero.attributes.DEX - (hackssentialLoad(s)?.dexLost ?? 0);
  const control = controlOf(dex);
  return MOVEMENT.rows.find((r) => control >= r.min && control <= r.max)!.mov;
}
