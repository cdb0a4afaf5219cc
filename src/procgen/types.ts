/** A zone as the game keeps it: plain data, serialisable as JSON. */
import type { Point } from './grid.js';
import type { RollRecord } from './roller.js';

export type RoomKind = 'corridor' | 'room' | 'cavern' | 'chamber';
export type DoorType = 'wooden' | 'iron' | 'locked-iron' | 'open-arch' | 'portcullis' | 'locked-portcullis' | 'locked-wooden';
export type Side = 'north' | 'east' | 'south' | 'west';

/** A way out of the zone. Doors sit in the wall with a stub of passage behind; stairs are on the floor. */
export interface Exit extends Point {
  kind: 'door' | 'stairs-down' | 'stairs-up';
  /** The door's type; null for stairs. */
  door: DoorType | null;
  /** The wall the door is in; null for stairs. */
  side: Side | null;
  /** Where it leads: a zone id, or `entrance` for the dungeon entrance. */
  to: string;
  /** The door the hero came in by. */
  entry: boolean;
  /** The passage squares behind a door, from the door outwards; the last is on the map's edge. */
  stub: Point[];
}

export interface Creature extends Point {
  name: string;
  category: string;
  glyph: string;
  hd: number;
  hp: number;
  /** Black Hack damage for its HD. */
  damage: string;
  /** Riders on a hit and their Black Hack effects (Poison → ongoing damage, …). */
  riders: { name: string; effect: string }[];
  speed: number;
  loot: 'Yes' | 'No' | 'Maybe';
  /** Undead lying in a coffin until disturbed. */
  inCoffin: boolean;
}

export interface CreatureGroup {
  name: string;
  category: string;
  members: Creature[];
}

export interface Trap extends Point {
  name: string;
  /** The squares that set it off (the trap's own square, for every Roguelike trap). */
  triggers: Point[];
  damage: string | null;
  save: number;
  hidden: boolean;
}

export interface LootItem extends Point {
  name: string;
  kind: string;
  quantity: number;
  /** In a loot chest rather than lying on the floor. */
  chest: boolean;
  /** For an amulet: the Black Hack magic item it holds. */
  magic: string | null;
}

export interface Fountain extends Point {
  /** Unknown to the hero until used. */
  outcome: 'good' | 'poison';
}

export interface Zone {
  id: string;
  seed: string;
  roomType: string;
  kind: RoomKind;
  depth: number;
  width: number;
  height: number;
  /** Rows of the map: `#` rock, `.` floor and the glyphs of docs/glyphs.md for doors and features. */
  tiles: string[];
  exits: Exit[];
  creatures: CreatureGroup[];
  traps: Trap[];
  loot: LootItem[];
  fountains: Fountain[];
  coffins: Point[];
  rolls: RollRecord[];
  description: string;
  /** The shape the rolls asked for, in squares, for checks and the golden catalogue. */
  shape: ZoneShape;
}

export interface ZoneShape {
  /** Room and chamber: the interior the area roll asked for. */
  interior?: { width: number; height: number };
  /** Corridor and cavern: the rolled run, its width in squares, and its form. */
  passage?: { form: string; lengthSquares: number; widthSquares: number };
}

/** What the zone that leads here tells the new one. */
export interface ZoneContext {
  /** The door the hero comes through, as the other side has it. */
  entryDoor: DoorType;
  /** The wall of the new zone that door is in. */
  entrySide: Side;
  /** Zones from the entrance: 1 for the first. */
  depth: number;
  /** Where the entry door leads back to. */
  from: string;
  /** The Final Zone: its one exit is the way in, and it has no stairs. */
  final?: boolean;
}
