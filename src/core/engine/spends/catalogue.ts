/**
 * The hero's token spends (RULES.md §5, docs/rules.md "Token spends"): what
 * each costs and what it does, in words the interface and the log share.
 */
import { gearCost } from '../stocking/catalogue.js';
import type { GameState, Spend } from '../types.js';
import { exitPrice, healDiePrice } from './prices.js';

/** An armour die is a d6: mending one costs the Gear cost of a d6. */
export const MEND_COST = gearCost(6);
/** At Home each token buys this many points of Sustenance or Illumination (RULES.md §6). */
export const HOME_CONSUMABLE_RATE = 3;
/** The Sustenance and Illumination dice are d20s. */
export const CONSUMABLE_MAX = 20;

export type SpendKind = Spend['what'];

export interface SpendInfo {
  what: SpendKind;
  name: string;
  /** The price as a player reads it. */
  cost: string;
  does: string;
  where: 'dungeon' | 'anywhere';
}

export const SPENDS: readonly SpendInfo[] = [
  { what: 'device', name: 'Find a Device', cost: '1 token', does: 'a Scroll of Recall (read it to go Home), or a roll on the 2d12 magic items', where: 'dungeon' },
  { what: 'sustenance', name: 'Raise Sustenance', cost: '1 token a point (3 points at Home)', does: 'food for the zones to come', where: 'anywhere' },
  { what: 'illumination', name: 'Raise Illumination', cost: '1 token a point (3 points at Home)', does: 'light for zones the Opposition darkens', where: 'anywhere' },
  { what: 'exit', name: 'Create an exit', cost: '1 token and 2 a level skipped, doubled for each exit on this trip', does: 'a test with a tool, a weapon or a search: each success opens a way', where: 'dungeon' },
  { what: 'escape', name: 'Escape the fight', cost: '1 token', does: 'break away into the zone behind an exit', where: 'dungeon' },
  { what: 'stunt', name: 'Stunt', cost: '1 token', does: 're-roll your last failed test (attack, Defend, forcing a door)', where: 'dungeon' },
  { what: 'heal', name: 'Restore HP', cost: '1 token a Hit Die, doubled for each heal on this trip (or this stay at Home)', does: 'roll Hit Dice and heal that much', where: 'anywhere' },
  { what: 'mend', name: 'Mend armour', cost: `${MEND_COST} tokens a die (its Gear cost)`, does: 'mend a Broken armour die', where: 'anywhere' },
];

export const spendInfo = (what: SpendKind): SpendInfo => SPENDS.find((x) => x.what === what)!;

/** Tokens the spend costs the hero now, before any objection. */
export function spendCost(s: GameState, spend: Spend): number {
  switch (spend.what) {
    case 'sustenance':
    case 'illumination':
      return spend.tokens;
    case 'heal':
      return spend.dice * healDiePrice(s);
    case 'exit':
      return exitPrice(s, spend.to);
    case 'mend':
      return spend.dice * MEND_COST;
    default:
      return 1;
  }
}

/** Points a consumable gains for `tokens`: triple at Home. */
export function consumablePoints(s: GameState, tokens: number): number {
  return tokens * (s.phase === 'home' ? HOME_CONSUMABLE_RATE : 1);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The spend in a few words: "raise Sustenance by 3". */
export function describeSpend(s: GameState, spend: Spend): string {
  switch (spend.what) {
    case 'device':
      return spend.device === 'recall' ? 'find a Scroll of Recall' : 'find a magic Device';
    case 'sustenance':
    case 'illumination':
      return `raise ${spend.what === 'sustenance' ? 'Sustenance' : 'Illumination'} by ${Math.max(0, Math.min(consumablePoints(s, spend.tokens), CONSUMABLE_MAX - s.consumables[spend.what]))}`;
    case 'exit': {
      const item = spend.item === null ? undefined : s.hero.items.find((i) => i.id === spend.item);
      return `create an exit${item ? ` with ${item.name}` : ' (searching)'} to ${spend.to === 'new' ? 'a new zone' : `zone ${spend.to}`}`;
    }
    case 'escape':
      return 'escape the fight';
    case 'stunt':
      return `re-roll ${s.lastTest ? `the test to ${s.lastTest.label}` : 'your last test'}`;
    case 'heal':
      return `roll ${plural(spend.dice, 'Hit Die', 'Hit Dice')} to heal`;
    case 'mend':
      return `mend ${plural(spend.dice, 'armour die', 'armour dice')}`;
  }
}
