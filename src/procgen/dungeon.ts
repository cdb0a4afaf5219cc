/**
 * Walking the dungeon from its entrance: the context each zone is entered
 * with comes from the exit that leads to it, so a zone depends only on the
 * seed and the way to it.
 */
import { firstZoneContext, rollEntrance } from './entrance.js';
import { FIRST_ZONE, parentId } from './ids.js';
import { opposite } from './orient.js';
import type { Exit, Zone, ZoneContext } from './types.js';
import { generateZone } from './zone.js';

/** Going through `exit` of `zone`: by a door you come in through the facing wall; down stairs, by an arch at their foot. */
export function contextThrough(zone: Zone, exit: Exit): ZoneContext {
  if (exit.kind === 'door' && exit.door && exit.side) return { entryDoor: exit.door, entrySide: opposite(exit.side), depth: zone.depth + 1, from: zone.id };
  return { entryDoor: 'open-arch', entrySide: 'south', depth: zone.depth + 1, from: zone.id };
}

/** The zone with id `id`, made along the way from the first zone. Undefined if no such exit exists. */
export function zoneById(seed: string, id: string): Zone | undefined {
  if (id === FIRST_ZONE) return generateZone(seed, FIRST_ZONE, firstZoneContext(rollEntrance(seed)));
  const parent = zoneById(seed, parentId(id));
  const exit = parent?.exits.find((e) => e.to === id);
  return parent && exit ? generateZone(seed, id, contextThrough(parent, exit)) : undefined;
}

/** The first `count` zones, nearest the entrance first (breadth first, exits in order). */
export function firstZones(seed: string, count: number): Zone[] {
  const out: Zone[] = [];
  const queue: Zone[] = [generateZone(seed, FIRST_ZONE, firstZoneContext(rollEntrance(seed)))];
  while (queue.length > 0 && out.length < count) {
    const zone = queue.shift()!;
    out.push(zone);
    for (const exit of zone.exits) if (!exit.entry && exit.to.startsWith(`${zone.id}.`)) queue.push(generateZone(seed, exit.to, contextThrough(zone, exit)));
  }
  return out;
}
