/**
 * What an ordinary (not magic) thing is for in this game, in a line, for the
 * shop and the item box. The price lists name many things (rope, a tent,
 * garlic) whose uses elsewhere are left to a referee: here most of them only
 * add a Gear die to Create an exit, and a player should not buy one
 * expecting more.
 */
import { rowOf } from '../core/engine/home/shop.js';
import { rowKind } from '../core/engine/items.js';
import { exitGearDie } from '../core/engine/spends/exit.js';
import type { Item, ItemKind } from '../core/engine/types.js';
import type { Item as EquipmentRow } from '../data/blackhack/schema.js';

/** What a player might expect of a tool that the game does not do, by its price-list name; a tool not named here has no other use either. */
const NOT_FOR: Record<string, string> = {
  'backpacks/sacks': 'It gives no extra carrying room: you carry STR things, packed or not.',
  'flasks/wineskin': 'It holds no Sustenance and carries nothing more.',
  '10ft chain': 'There is nothing to climb or bind: nothing else uses it.',
  chalk: 'It marks nothing: the map remembers where you have been.',
  'commoner’s garb': 'Not armour, and nothing else uses it.',
  'crowbar & labourer’s tools': 'Forcing a door is a STR test with or without it.',
  'grappling hook': 'There is nothing to climb: nothing else uses it.',
  'climbing gear': 'There is nothing to climb: nothing else uses it.',
  'flint & steel': 'A light needs no tinder to be lit: nothing else uses it.',
  'garlic/herbs': 'It wards off nothing and heals nothing.',
  'ink & quill': 'No scroll or spell is written with it.',
  'jug of oil': 'It refills no light and is not thrown as fire.',
  parchment: 'No scroll or spell is written on it.',
  '10ft pole': 'Traps are found by searching, not prodded out.',
  'pots/cooking utensils': 'Meals need none: nothing else uses it.',
  '50ft rope': 'There is nothing to climb or tie: nothing else uses it.',
  whistle: 'Nothing hears it: nothing else uses it.',
  'iron spikes': 'It spikes no door shut: nothing else uses it.',
  'small tent': 'Resting needs no tent: an hour anywhere quiet, or a Day at Home.',
  caltrops: 'They are not strewn as a trap: nothing else uses them.',
  disguise: 'It fools no one: nothing else uses it.',
  'well-made clothing': 'Not armour, and nothing else uses it.',
  'holy symbol': 'A Cleric banishes undead without it.',
  'holy water': 'It does not harm the undead.',
  lock: 'It locks no door: nothing else uses it.',
  'thieves’ toolkit': 'Disarming a trap is a DEX test with or without it.',
  'alchemical ingredients': 'Nothing is brewed from them.',
  poison: 'It coats no blade: nothing else uses it.',
  'accurate map': 'The map shows only what you have seen: nothing else uses it.',
  'materials for alchemy and magic': 'Nothing is brewed or enchanted with them.',
  'fine jewellery': 'Not a valuable: sold back, it fetches half a rolled price.',
};

const USES: Record<Exclude<ItemKind, 'tool' | 'weapon' | 'magic'>, string> = {
  armour: 'Wear it: its AV gives that many armour dice to soak blows.',
  shield: 'On your arm: one more armour die, but not while both hands hold a large weapon.',
  helmet: 'On your head: one more armour die.',
  light: 'Light it to see in a dark zone; its Usage die steps down as it burns.',
  ammunition: 'Shot from a bow or sling; its Usage die is rolled after each fight you shoot in.',
  ration: 'Eaten when Fatigue strikes, instead of losing HP. Sustenance is a separate counter.',
  valuable: 'Fetches its worth in coins at Home.',
  gold: 'Coins.',
  misc: 'A keepsake: the game does nothing with it, but it counts as a thing carried.',
};

/** The line for a thing of `kind`; `name` is its price-list name. */
function useLine(kind: ItemKind, large: boolean, name: string | undefined): string | undefined {
  if (kind === 'magic') return undefined;
  const die = exitGearDie({ kind, large });
  if (kind === 'weapon') return `Wield it to fight; it adds a d${die} Gear die to Create an exit.`;
  if (kind === 'tool') return `Adds a d${die} Gear die to Create an exit. ${(name && NOT_FOR[name]) ?? 'Nothing else uses it.'}`;
  return USES[kind];
}

/** What a row of the price list is for, as the shop shows it. */
export function rowUse(row: EquipmentRow): string | undefined {
  return useLine(rowKind(row), row.large, row.name);
}

/** What a carried thing is for; a kit's own name ("Scale tunic") is read as the price-list row it is. */
export function itemUse(item: Item): string | undefined {
  return useLine(item.kind, item.large, rowOf(item)?.name);
}
