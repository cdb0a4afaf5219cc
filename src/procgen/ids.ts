/**
 * Zone ids name a zone by the way to it from the first: `1` is the zone
 * behind the entrance, `1.2` the zone behind its second new exit, and so on.
 * An id never depends on the order zones were visited in, so a zone is the
 * same however the hero reached it.
 */
export const FIRST_ZONE = '1';
export const ENTRANCE = 'entrance';

export function childId(parent: string, k: number): string {
  return `${parent}.${k}`;
}

export function parentId(id: string): string {
  const cut = id.lastIndexOf('.');
  return cut < 0 ? ENTRANCE : id.slice(0, cut);
}

export function isZoneId(text: string): boolean {
  return /^1(\.[1-9]\d{0,2})*$/.test(text) && text.split('.').length <= 64;
}

/** The zone's own random stream's name. */
export function zoneStreamName(id: string): string {
  return `zone:${id}`;
}
