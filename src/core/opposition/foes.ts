/** What a zone already holds against the hero, as the threat model sees it, and creatures made from offers. */
import { REACTIONS } from '../../data/blackhack/gm.js';
import { damageForHd } from '../../procgen/creatures.js';
import type { CreatureState, FledCreature, GameState, ZoneState } from '../engine/types.js';
import { equippedItem } from '../engine/hero.js';
import type { Environ } from '../../data/athack/schema.js';
import { ENVIRON_OFFERS, type CreatureOffer } from '../engine/stocking/catalogue.js';
import type { FoeSpec } from './threat.js';

/** Chance that a native creature met by chance turns hostile: the hostile rows of the 2d6 reaction table. */
export const HOSTILE_REACTION = (() => {
  let hostile = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (REACTIONS.rows.find((r) => r.min <= a + b && a + b <= r.max)?.attitude === 'hostile') hostile++;
  return hostile / 36;
})();

export function foeOf(c: CreatureState, joins?: number): FoeSpec {
  return { name: c.name, hd: c.hd, hp: c.hp, maxHp: c.maxHp, damage: c.damage, riders: c.riders, speed: c.speed, ...(c.owner !== undefined ? { owner: c.owner } : {}), ...(c.armour ? { armour: c.armour } : {}), ...(joins !== undefined ? { joins } : {}) };
}

/** A bought creature of `offer` raised to `hd`, as the model fights it (HP rolled per trial). */
export function offerFoe(offer: CreatureOffer, hd: number, owner: number): FoeSpec {
  const riders = [...offer.row.riders, ...(offer.row.or ? [offer.row.or] : [])];
  return { name: offer.row.name, hd, damage: damageForHd(hd), riders, speed: offer.row.speed ?? 7, owner };
}

export function fledFoe(f: FledCreature): FoeSpec {
  return foeOf({ ...f.creature, hp: f.creature.maxHp });
}

/**
 * The zone's creatures that may fight the hero: hostile ones, and native
 * ones not yet met (they turn hostile as often as the reaction table says).
 * `except` leaves out one player's own creatures.
 */
export function zoneFoes(z: ZoneState, except?: number): FoeSpec[] {
  const out: FoeSpec[] = [];
  for (const c of z.creatures) {
    if (c.inCoffin || c.hp <= 0 || (except !== undefined && c.owner === except)) continue;
    if (c.attitude === 'hostile') out.push(foeOf(c));
    else if (c.attitude === 'neutral' && !c.aware) out.push(foeOf(c, HOSTILE_REACTION));
  }
  return out;
}

/** Would darkness bite: no light in hand, or no Illumination left to meet it? */
export function darknessBites(s: GameState): boolean {
  return !equippedItem(s.hero, 'light') || s.consumables.illumination <= 0;
}

/** The environ a zone already has, as its table row. */
export function zoneEnviron(z: ZoneState): Environ | null {
  return z.environ ? (ENVIRON_OFFERS.find((e) => e.environ.name === z.environ!.name)?.environ ?? null) : null;
}
