/**
 * The zones the property tests walk: the first three zones (breadth first) of
 * seeds '1'..'1000', each with the way the hero came in worked out from the
 * zone before it, plus small helpers for reading a zone's map.
 */
import { firstZones } from '../../src/procgen/dungeon.js';
import { rollEntrance } from '../../src/procgen/entrance.js';
import type { DoorType, Exit, Side, Zone } from '../../src/procgen/types.js';

export const SEEDS = Array.from({ length: 1000 }, (_, k) => String(k + 1));
export const ZONES_PER_SEED = 3;

/** How the hero entered a zone, as the zone before it (or the entrance) has it. */
export interface Entered {
  seed: string;
  zone: Zone;
  /** The door type the hero came through. */
  entryDoor: DoorType;
  /** The wall of this zone that door is in. */
  entrySide: Side;
  /** Where the entry door leads back to. */
  from: string;
}

const OPPOSITE: Record<Side, Side> = { north: 'south', south: 'north', east: 'west', west: 'east' };
/** The first zone's entry is the entrance's own door; pits, holes and arches come in by an open arch. */
const ENTRANCE_DOORS: Record<string, DoorType> = { 'wooden-door': 'wooden', 'iron-door': 'iron' };

/** Each zone of `zones` (one seed's, from `firstZones`) with how it was entered. */
export function entered(seed: string, zones: Zone[]): Entered[] {
  return zones.map((zone) => {
    if (zone.id === '1') return { seed, zone, entryDoor: ENTRANCE_DOORS[rollEntrance(seed).opening] ?? 'open-arch', entrySide: 'south', from: 'entrance' };
    const parentId = zone.id.slice(0, zone.id.lastIndexOf('.'));
    const parent = zones.find((z) => z.id === parentId);
    const exit = parent?.exits.find((e) => e.to === zone.id);
    if (!parent || !exit) throw new Error(`zone ${zone.id} of seed ${seed} has no way in among the zones before it`);
    // Through a door you come in by the facing wall and the same door; down stairs, by an arch in the south wall.
    if (exit.kind === 'door') return { seed, zone, entryDoor: exit.door!, entrySide: OPPOSITE[exit.side!], from: parent.id };
    return { seed, zone, entryDoor: 'open-arch', entrySide: 'south', from: parent.id };
  });
}

/** The sample: every zone of the first three of each seed. */
export function sampleZones(seeds: readonly string[] = SEEDS): Entered[] {
  return seeds.flatMap((seed) => entered(seed, firstZones(seed, ZONES_PER_SEED)));
}

export interface Pt {
  x: number;
  y: number;
}

export const at = (p: Pt) => `${p.x},${p.y}`;

export function tile(zone: Zone, p: Pt): string {
  return zone.tiles[p.y]?.[p.x] ?? '#';
}

/** Every square reachable from `start` in 8 directions over squares `passable` accepts. */
export function flood(zone: Zone, start: Pt, passable: (p: Pt) => boolean): Set<string> {
  const seen = new Set([at(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = { x: p.x + dx, y: p.y + dy };
        if (q.x < 0 || q.y < 0 || q.x >= zone.width || q.y >= zone.height || seen.has(at(q)) || !passable(q)) continue;
        seen.add(at(q));
        stack.push(q);
      }
    }
  }
  return seen;
}

/** Every square of the map whose tile passes `test`. */
export function squares(zone: Zone, test: (c: string) => boolean): Pt[] {
  return zone.tiles.flatMap((row, y) => [...row].flatMap((c, x) => (test(c) ? [{ x, y }] : [])));
}

export const entryOf = (zone: Zone): Exit => zone.exits.find((e) => e.entry)!;

export const label = (s: Entered) => `seed ${s.seed} zone ${s.zone.id}`;

/** The problems `check` finds over the sample, the first few in full: `[]` when there are none. */
export function problems(sample: readonly Entered[], check: (s: Entered) => string[]): string[] {
  const all = sample.flatMap((s) => check(s).map((p) => `${label(s)}: ${p}`));
  return all.length <= 12 ? all : [...all.slice(0, 12), `… and ${all.length - 12} more`];
}
