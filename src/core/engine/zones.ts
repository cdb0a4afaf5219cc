/**
 * The fixed part of a visited zone (its map and what the tables put there)
 * is regenerated from the seed on demand, never stored: generation is a
 * pure function of the seed, the id and the way in, so a cache is enough.
 */
import { generateZone } from '../../procgen/zone.js';
import type { Zone, ZoneContext } from '../../procgen/types.js';
import { TILE } from '../../procgen/glyphs.js';
import { key } from './geometry.js';
import type { DoorState, GameState, ZoneState } from './types.js';

const CACHE_SIZE = 64;
const cache = new Map<string, Zone>();

/** The last zone asked for: a step asks for the same one many times. */
let last: { seed: string; id: string; context: ZoneContext; zone: Zone } | undefined;

export function zoneMap(seed: string, id: string, context: ZoneContext): Zone {
  if (last && last.seed === seed && last.id === id && sameContext(last.context, context)) return last.zone;
  const zone = cachedZone(seed, id, context);
  last = { seed, id, context: { ...context }, zone };
  return zone;
}

function sameContext(a: ZoneContext, b: ZoneContext): boolean {
  return a.entryDoor === b.entryDoor && a.entrySide === b.entrySide && a.depth === b.depth && a.from === b.from && a.final === b.final;
}

function cachedZone(seed: string, id: string, context: ZoneContext): Zone {
  const k = `${seed}\u0000${id}\u0000${context.entryDoor}\u0000${context.entrySide}\u0000${context.depth}\u0000${context.from}\u0000${context.final === true}`;
  let zone = cache.get(k);
  if (zone) {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.delete(k);
  } else {
    zone = generateZone(seed, id, context);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(k, zone);
  return zone;
}

export function currentZone(s: GameState): { zone: Zone; z: ZoneState } {
  if (!s.zone) throw new Error('the hero is not in a zone');
  const z = s.zones[s.zone]!;
  return { zone: zoneMap(s.seed, z.id, z.context), z };
}

export function tileAt(zone: Zone, x: number, y: number): string {
  return zone.tiles[y]?.[x] ?? TILE.rock;
}

const DOOR_TILES: string[] = [TILE.door, TILE.arch, TILE.portcullis];

export function isDoorTile(t: string): boolean {
  return DOOR_TILES.includes(t);
}

export function doorAt(z: ZoneState, x: number, y: number): DoorState | undefined {
  return z.doors[key(x, y)];
}

/**
 * A door opened, closed or unlocked: the zone gets a new record of doors
 * with the new door in the old one's place (the same order, so the same
 * save), and the state the step began from keeps its own. Doors change on
 * few steps, so the working copy shares them instead of copying them all.
 */
export function setDoor(z: ZoneState, x: number, y: number, change: { open?: boolean; locked?: boolean }): DoorState {
  const k = key(x, y);
  const d = z.doors[k]!;
  const door: DoorState = { type: d.type, open: change.open ?? d.open, locked: change.locked ?? d.locked };
  z.doors = { ...z.doors, [k]: door };
  return door;
}

/** Each record of doors' text, made once: a record is never changed, only replaced. */
const doorTexts = new WeakMap<ZoneState['doors'], string>();

/** Which doors stand open, as text to compare: each door's square, then + when it is open. */
export function doorStates(z: ZoneState): string {
  let doors = doorTexts.get(z.doors);
  if (doors !== undefined) return doors;
  doors = '';
  for (const k in z.doors) doors += z.doors[k]!.open ? `${k}+` : `${k}-`;
  doorTexts.set(z.doors, doors);
  return doors;
}

/** Can something walk onto this square (ignoring who stands there)? */
export function walkable(zone: Zone, z: ZoneState, x: number, y: number): boolean {
  const t = tileAt(zone, x, y);
  if (t === TILE.rock) return false;
  if (!isDoorTile(t)) return true;
  return doorAt(z, x, y)?.open ?? true;
}

/** Can a creature come onto this square? As walkable, and a closed door it can open (not a locked one). */
export function creatureCanEnter(zone: Zone, z: ZoneState, x: number, y: number): boolean {
  const door = doorAt(z, x, y);
  return walkable(zone, z, x, y) || (door !== undefined && !door.locked);
}

/** A creature that comes onto a closed door's square has opened it: nothing ever stands in a shut doorway. */
export function openDoorUnder(z: ZoneState, at: { x: number; y: number }): void {
  const door = doorAt(z, at.x, at.y);
  if (door && !door.open) setDoor(z, at.x, at.y, { open: true });
}

/** Does light pass this square? Rock and closed doors stop it; a portcullis is bars, seen through. */
export function transparent(zone: Zone, z: ZoneState, x: number, y: number): boolean {
  const t = tileAt(zone, x, y);
  if (t === TILE.rock) return false;
  if (!isDoorTile(t) || t === TILE.portcullis) return true;
  return doorAt(z, x, y)?.open ?? true;
}

/** The exit whose stub contains this square, if any. */
export function stubExit(zone: Zone, x: number, y: number) {
  return zone.exits.find((e) => e.stub.some((p) => p.x === x && p.y === y));
}
