/**
 * What an item is, in words: its slot, AV, Usage die, size, damage, how
 * it is used and what it does. Read from the item and the engine's tables.
 */
import { heroDamage, shieldInHand } from '../../core/engine/hero.js';
import { countedName } from '../../core/engine/items.js';
import { isBook } from '../../core/engine/magic/book.js';
import { MIST_SIGIL, RECALL_SIGIL } from '../../core/engine/magic/effects/space.js';
import { SCROLL } from '../../core/engine/magic/items.js';
import { casterOf, spellNamed } from '../../core/engine/magic/lists.js';
import { MAGIC_ITEM_USES, type Verb } from '../../core/engine/magic/magic-items.js';
import type { GameState, Hero, Item } from '../../core/engine/types.js';
import { MAGIC_ITEMS } from '../../data/blackhack/magic-items.js';
import { itemUse } from '../item-uses.js';
import { esc } from '../style.js';

type Slot = keyof Hero['equipped'];

/** The slot each kind of thing goes in (the reducer's `equip` decides; this only labels the list). */
export const SLOT_OF: Partial<Record<Item['kind'], Slot>> = { weapon: 'weapon', armour: 'armour', shield: 'shield', helmet: 'helmet', light: 'light' };
const SLOT_WORD: Record<Slot, string> = { weapon: 'wielded', armour: 'worn', shield: 'on your arm', helmet: 'on your head', light: 'lit' };

export function slotOf(hero: Hero, item: Item): Slot | undefined {
  return (Object.keys(hero.equipped) as Slot[]).find((slot) => hero.equipped[slot] === item.id);
}

/** The wand's spell, once it is known (rolled on first use or by Detect Magic). */
export function wandSpellKnown(hero: Hero, item: Item): string | undefined {
  return hero.effects.find((e) => e.kind === 'item' && e.item === item.id && e.name === 'Wand')?.spell;
}

/** How an item is used: quaff, read or use; null for an item that is none of these. */
export function verbOf(hero: Hero, item: Item): Verb | null {
  if (isBook(hero, item) && casterOf(hero)) return 'read';
  const magic = item.magic;
  if (!magic) return null;
  if (magic.startsWith(SCROLL)) return 'read';
  if (magic === RECALL_SIGIL || magic === MIST_SIGIL) return 'use';
  return MAGIC_ITEM_USES[magic]?.verb ?? null;
}

/** A shield equipped but slung, while both hands hold a large weapon: of no use. */
export function slung(hero: Hero, item: Item): boolean {
  return slotOf(hero, item) === 'shield' && !shieldInHand(hero);
}

/** How an item equipped is in use ("wielded", "on your arm", "slung: …"), or undefined when it is not. */
export function inUse(hero: Hero, item: Item): string | undefined {
  if (slung(hero, item)) return 'slung: both hands are on a large weapon';
  const slot = slotOf(hero, item);
  return slot && SLOT_WORD[slot];
}

/** The short tags of an item: slot, AV, Usage die, size, damage, magic. */
export function itemTags(hero: Hero, item: Item): string[] {
  const tags: string[] = [];
  const use = inUse(hero, item);
  if (use) tags.push(use);
  if (item.kind === 'weapon') {
    const dmg = heroDamage(hero, true);
    tags.push(`${item.ranged ? 'ranged, ' : ''}damage ${dmg}${item.large ? '+1d4' : ''}`);
  }
  if (item.av) tags.push(`AV ${item.av}`);
  if (item.kind === 'helmet' || (item.kind === 'shield' && !slung(hero, item))) tags.push('+1 armour die');
  if (item.large) tags.push('large: +1d4 to tests');
  if (item.usageDie) tags.push(`Ud${item.usageDie}`);
  if (item.kind === 'magic') {
    const v = verbOf(hero, item);
    tags.push(`magic${v ? `: ${v}` : ''}`);
  }
  if (item.value > 0) tags.push(`worth ${item.value}${item.quantity > 1 ? ' each' : ''}`);
  if (item.gear) tags.push('gear');
  return tags;
}

export function itemLabel(hero: Hero, item: Item): string {
  const name = countedName(item);
  const tags = itemTags(hero, item);
  return esc(tags.length > 0 ? `${name} (${tags.join(', ')})` : name);
}

/** What an item does, in a sentence: a magic item, scroll or book its magic, anything else what the game uses it for. */
export function itemEffect(s: GameState, item: Item): string | undefined {
  const hero = s.hero;
  if (isBook(hero, item) && casterOf(hero)) return `Holds ${hero.known.join(', ') || 'nothing'}: read a spell from it (not in a fight), or memorise from it at rest.`;
  const magic = item.magic;
  if (!magic) return itemUse(item);
  if (magic.startsWith(SCROLL)) {
    const name = magic.slice(SCROLL.length);
    if (name === 'Recall') return 'Read it to fold the world and return Home.';
    const sp = spellNamed('Wizard', name) ?? spellNamed('Cleric', name);
    return sp ? `A ${sp.caster === 'Wizard' ? 'spell' : 'prayer'} of level ${sp.level}: ${sp.effect} Read once, by a ${sp.caster}.` : undefined;
  }
  if (magic === RECALL_SIGIL) return 'Use it to come back to the spot Word of Recall marked.';
  if (magic === MIST_SIGIL) return 'While Wind Walk lasts, use it to drift as mist to a square Nearby.';
  if (magic === 'Wand') {
    const known = wandSpellKnown(hero, item);
    return `Casts one Wizard spell with no test${known ? `: ${known}` : ' (not yet known)'}.`;
  }
  return MAGIC_ITEMS.rows.find((r) => r.name === magic)?.effect;
}
