/** What the hero's gear and state add to a test (RULES.md §3). */
import { ARMOUR_VALUES } from '../../data/blackhack/armour.js';
import { CLASSES } from '../../data/blackhack/classes.js';
import { MAGIC_ITEMS } from '../../data/blackhack/magic-items.js';
import type { Modifier } from './modifier.js';
import type { Attr, Hero, Item } from './types.js';
import { wardDice } from './magic/hooks.js';
import { sourceText } from './condition-source.js';

export function equippedItem(hero: Hero, slot: keyof Hero['equipped']): Item | undefined {
  const id = hero.equipped[slot];
  return id === null ? undefined : hero.items.find((i) => i.id === id);
}

/** Why the hero cannot fire, or nothing: firing takes a ranged weapon in hand and ammunition carried. */
export function fireProblem(hero: Hero): string | undefined {
  if (!equippedItem(hero, 'weapon')?.ranged) return 'You have no ranged weapon ready.';
  if (!hero.items.some((i) => i.kind === 'ammunition')) return 'You have nothing to shoot.';
  return undefined;
}

export function heroClass(hero: Hero) {
  return CLASSES.rows.find((c) => c.name === hero.className)!;
}

/**
 * Damage dice of the hero's blow, armed or not: the class's die. A
 * Warrior's is a pool of that die, one per HD (Dealer of Death), or `pool`
 * of them when the pool is shared out among targets.
 */
export function heroDamage(hero: Hero, armed = equippedItem(hero, 'weapon') !== undefined, pool = hero.level): string {
  const { damage } = heroClass(hero);
  const die = armed ? damage.armed : damage.unarmed;
  return damage.poolPerHd ? die.replace(/^1d/, `${pool}d`) : die;
}

const ARMOUR_KINDS: Record<number, string> = { 1: 'cloth', 2: 'leather', 3: 'chain-mail', 4: 'plate' };

/**
 * The AV row of the Armour Value table an armour counts as for class
 * restrictions: a magic armour's own type (the Mithril Shirt counts as
 * cloth), else the row of its AV (a kit's "scale tunic" is leather by its AV).
 */
export function restrictionAv(armour: Item, av: number): number {
  const type = MAGIC_ITEMS.rows.find((r) => r.name === armour.magic)?.armourType;
  return ARMOUR_VALUES.rows.find((r) => r.name === type)?.av ?? Math.min(4, Math.max(1, av));
}

/** Armour the class may not wear adds its AV to every test (the seed's "any Attribute Tests"). */
export function armourPenalty(hero: Hero): Modifier[] {
  const armour = equippedItem(hero, 'armour');
  if (!armour?.av) return [];
  const allowed = heroClass(hero).armour as string[];
  if (allowed.includes('any')) return [];
  const kind = ARMOUR_KINDS[restrictionAv(armour, armour.av)]!;
  return allowed.includes(kind) ? [] : [{ label: `${armour.name} not allowed`, value: armour.av }];
}

/** Items carried: more than STR is Encumbered; more than twice STR cannot be carried. */
export function carried(hero: Hero): number {
  return hero.items.filter((i) => i.kind !== 'gold').length;
}

export function encumbered(hero: Hero): boolean {
  return carried(hero) > hero.attributes.STR;
}

export function gearCount(hero: Hero): number {
  return hero.items.filter((i) => i.gear).length;
}

/** Disadvantage from the hero's state on a test of `attr`, with the reason; `loadWhy` is the load's own (load.ts), as the rules option has it. */
export function disadvantages(hero: Hero, attr: Attr, loadWhy: string[]): string[] {
  const why: string[] = [...loadWhy];
  for (const c of hero.conditions) {
    if (c.kind === 'weakened') why.push('weakened');
    if (c.kind === 'disadvantage' && (c.attrs === 'all' || c.attrs.includes(attr))) why.push(sourceText(c.source));
  }
  return why;
}

/** The hero's armour dice: the best AV, plus one for a shield and one for a helmet. */
/**
 * The shield, when it is of use: a large weapon takes both hands (the Black
 * Hack's "large or two-handed weapon"), and a shield slung meanwhile adds no
 * die and bashes no one.
 */
export function shieldInHand(hero: Hero): Item | undefined {
  return equippedItem(hero, 'weapon')?.large ? undefined : equippedItem(hero, 'shield');
}

export function armourPool(hero: Hero): number {
  const av = equippedItem(hero, 'armour')?.av ?? 0;
  return av + (shieldInHand(hero) ? 1 : 0) + (equippedItem(hero, 'helmet') ? 1 : 0);
}

/** Armour dice the hero can still break: the pool less broken dice, plus the dice of a Shield or Protect spell. */
export function armourLeft(hero: Hero): number {
  return Math.max(0, armourPool(hero) - hero.armourBroken - hero.armourPermanent) + wardDice(hero);
}
