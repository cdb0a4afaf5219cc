/**
 * The dungeon entrance (Roguelike entrance table, 1d6), before the first
 * zone. A 6 is a secret entrance: roll again for the kind of opening, which
 * then hides behind a statue shaped like a giant skull.
 */
import { Stream } from '../base/rng.js';
import { ENTRANCES } from '../data/roguelike/entrances.js';
import { ENTRANCE, FIRST_ZONE } from './ids.js';
import { Roller, type RollRecord } from './roller.js';
import type { DoorType, ZoneContext } from './types.js';

/** Shared by every caller that asks for the same seed's entrance: read-only. */
export interface Entrance {
  readonly name: string;
  readonly opening: string;
  /** Hidden behind the skull statue. */
  readonly secret: boolean;
  readonly description: string;
  readonly rolls: readonly RollRecord[];
}

/** Re-rolls of a 6 are capped so that no seed can loop; 40 sixes in a row will not happen (6^-40). */
const MAX_REROLLS = 40;

const OPENING_DOORS: Record<string, DoorType> = { 'wooden-door': 'wooden', 'iron-door': 'iron' };

/**
 * The last seed's entrance: it is a pure function of the seed, and every
 * trip from Home into the dungeon (every arena fight of `sim fight` too)
 * asks for it again.
 */
let last: { seed: string; entrance: Entrance } | undefined;

export function rollEntrance(seed: string): Entrance {
  if (last?.seed !== seed) last = { seed, entrance: entranceOf(seed) };
  return last.entrance;
}

function entranceOf(seed: string): Entrance {
  const roller = new Roller(Stream.derive(seed, 'entrance'));
  let row = roller.onTable(ENTRANCES, (r) => r.name);
  const secret = row.reroll;
  for (let k = 0; row.reroll && k < MAX_REROLLS; k++) row = roller.onTable(ENTRANCES, (r) => r.name);
  const skull = secret ? ' It lies hidden behind a great statue shaped like a skull.' : '';
  return { name: row.name, opening: row.opening ?? 'archway', secret, description: `${row.label}${skull}`, rolls: roller.rolls };
}

/** The first zone is entered through the entrance itself. */
export function firstZoneContext(entrance: Entrance): ZoneContext {
  return { entryDoor: OPENING_DOORS[entrance.opening] ?? 'open-arch', entrySide: 'south', depth: 1, from: ENTRANCE };
}

export { FIRST_ZONE };
