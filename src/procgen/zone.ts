/**
 * `generateZone`: one zone of the dungeon, rolled on the Roguelike tables
 * from the zone's own stream and drawn with rot.js (RULES.md §4). The same
 * seed, id and context give the same zone, whatever else has been made.
 */
import { Stream } from '../base/rng.js';
import { CORRIDOR_CONTENTS, CORRIDOR_DIRECTION, CORRIDOR_DOORS, CORRIDOR_WIDTH, FOUNTAIN, ROOM_AREA, ROOM_CONTENTS, ROOM_DOORS, ROOM_TYPE } from '../data/roguelike/rooms.js';
import { TRAPS } from '../data/roguelike/traps.js';
import type { Contents, CorridorDirection, CorridorWidth, Doors } from '../data/roguelike/schema.js';
import { rollGroup, translate } from './creatures.js';
import { depthHd, groupAtDepth, lethalTrapsAt } from './depth.js';
import { describe } from './describe.js';
import { clearOf, distance, doorSpots, type DoorSpot } from './doors.js';
import { TILE } from './glyphs.js';
import { FLOOR, type Point } from './grid.js';
import { childId, ENTRANCE, zoneStreamName } from './ids.js';
import { rollLoot } from './loot.js';
import { turnGrid, turnPoint, turnSide, turnsFor } from './orient.js';
import { Floorspace } from './place.js';
import { Roller } from './roller.js';
import type { Area } from './shapes/area.js';
import { cavernArea } from './shapes/cavern.js';
import { chamberArea } from './shapes/chamber.js';
import { corridorArea } from './shapes/corridor.js';
import { roomArea } from './shapes/room.js';
import type { CreatureGroup, DoorType, Exit, Fountain, LootItem, RoomKind, Trap, Zone, ZoneContext } from './types.js';

/** 1 square = 5 ft. */
export const feetToSquares = (feet: number) => Math.max(1, Math.round(feet / 5));

interface Rolled {
  kind: RoomKind;
  roomType: string;
  contents: Contents;
  doors: Doors;
  /** Draws the area, `extra` squares longer (passages) or wider and deeper (rooms) than rolled. */
  draw: (extra: number) => Area;
  form?: CorridorDirection;
  width?: CorridorWidth;
}

function rollArea(roller: Roller): Rolled {
  const type = roller.onTable(ROOM_TYPE, (r) => r.name);
  if (type.kind === 'corridor' || type.kind === 'cavern') {
    const form = roller.onTable(CORRIDOR_DIRECTION, (r) => r.label);
    const width = roller.onTable(CORRIDOR_WIDTH, (r) => r.label);
    const contents = roller.onTable(CORRIDOR_CONTENTS, (r) => r.label);
    const doors = roller.onTable(CORRIDOR_DOORS, (r) => r.label);
    const squares = feetToSquares(form.lengthFeet);
    const across = feetToSquares(width.widthFeet);
    const draw = (extra: number) =>
      type.kind === 'corridor' ? corridorArea(form.shape, squares + extra, across) : cavernArea(form.shape, squares + extra, across, roller.stream);
    return { kind: type.kind, roomType: type.name, contents, doors, draw, form, width };
  }
  const size = roller.onTable(ROOM_AREA, (r) => r.label);
  const contents = roller.onTable(ROOM_CONTENTS, (r) => r.label);
  const doors = roller.onTable(ROOM_DOORS, (r) => r.label);
  const draw = (extra: number) => (type.kind === 'room' ? roomArea(size.area, extra, roller.stream) : chamberArea(size.area, extra, roller.stream));
  return { kind: type.kind, roomType: type.name, contents, doors, draw };
}

/** How much a zone may grow beyond its rolls, two squares at a time, to fit all its rolled doors apart. */
export const MAX_GROWTH = 8;

/** Draws the area, growing it only if its doors cannot all fit. */
function drawWithDoors(rolled: Rolled, roller: Roller): { area: Area; spots: DoorSpot[] } {
  for (let extra = 0; ; extra += 2) {
    const area = rolled.draw(extra);
    const spots = chooseDoors(area, rolled.doors.count, roller);
    if (spots.length > rolled.doors.count || extra >= MAX_GROWTH) return { area, spots };
  }
}

/** The entry door, then one door at each branch's end, then the rest anywhere along the walls. */
function chooseDoors(area: Area, wanted: number, roller: Roller): DoorSpot[] {
  const spots = doorSpots(area.grid);
  const nearest = (target: Point, among: DoorSpot[]) => among.reduce<DoorSpot | undefined>((best, s) => (!best || distance(s, target) < distance(best, target) ? s : best), undefined);
  const entry = nearest(area.entryFloor, spots.filter((s) => s.side === 'south'));
  if (!entry) throw new Error('an area with no south wall to enter by');
  const chosen = [entry];
  // The spots clear of every door chosen so far, narrowed as each is chosen rather than checked against all again.
  let open = spots.filter((s) => clearOf(s, chosen));
  const choose = (spot: DoorSpot) => {
    chosen.push(spot);
    open = open.filter((s) => clearOf(s, [spot]));
  };
  for (const end of area.ends) {
    if (chosen.length > wanted) break;
    const spot = nearest(end, open);
    if (spot) choose(spot);
  }
  while (chosen.length <= wanted && open.length > 0) choose(roller.pick(open));
  return chosen;
}

/**
 * One new object holding the parts' keys in order, as `{ ...a, ...b, ...c }` would. Not spread: on Node 20,
 * once the code is hot, a spread followed by keys the spread object lacks gives every object made there a
 * hidden class of its own, which costs microseconds apiece and slows every later read of it.
 */
function merge<A extends object, B extends object, C extends object = object>(a: A, b: B, c?: C): A & B & C {
  return Object.assign({}, a, b, c);
}

function doorTile(door: DoorType): string {
  if (door === 'open-arch') return TILE.arch;
  if (door === 'portcullis' || door === 'locked-portcullis') return TILE.portcullis;
  return TILE.door;
}

export function generateZone(seed: string, id: string, context: ZoneContext): Zone {
  const roller = new Roller(Stream.derive(seed, zoneStreamName(id)));
  const rolled = rollArea(roller);
  // The rolled doors are the ways on; the door the hero came in by is there besides them (docs/rules.md).
  // The Final Zone's only exit is its entrance (RULES.md §5).
  if (context.final) rolled.doors = { ...rolled.doors, count: 0, door: null };
  const { area, spots } = drawWithDoors(rolled, roller);

  // Turn the drawing so the entry is in the wall the hero comes through.
  const turns = turnsFor(context.entrySide);
  const { width: w0, height: h0 } = area.grid;
  const turn = (p: Point): Point => turnPoint(p, w0, h0, turns);
  const grid = turnGrid(area.grid, turns);

  const exits: Exit[] = spots.map((s, k) => {
    const door = k === 0 ? context.entryDoor : (rolled.doors.door as DoorType);
    const at = turn(s);
    const stub = s.stub.map(turn);
    grid.set(at.x, at.y, doorTile(door));
    for (const p of stub) grid.set(p.x, p.y, FLOOR);
    // Unturned, `at` is the spot itself, whose own keys (side, stub) then come first.
    return merge(at, { kind: 'door' as const, door, side: turnSide(s.side, turns), to: k === 0 ? context.from : childId(id, k), entry: k === 0, stub });
  });
  const entry = exits[0]!;
  const space = new Floorspace(grid, exits, exits.flatMap((e) => e.stub));
  const awayFromEntry = (p: Point) => (distance(p, entry) >= 4 ? 1 : 0);

  const creatures: CreatureGroup[] = [];
  const traps: Trap[] = [];
  const loot: LootItem[] = [];
  const fountains: Fountain[] = [];
  const coffins: Point[] = [];
  const features: string[] = [];

  const addTrap = (near?: Point) => {
    let row = roller.onTable(TRAPS, (r) => r.name);
    while (row.lethal && !lethalTrapsAt(context.depth)) row = roller.onTable(TRAPS, (r) => r.name);
    const at = near ? space.takeNear(roller, near) : space.take(roller);
    if (at) traps.push({ x: at.x, y: at.y, name: row.name, triggers: [at], damage: row.damage, save: row.save, hidden: true });
  };
  const addGroup = (inCoffins: boolean) => {
    const group = groupAtDepth(roller, rollGroup(roller, inCoffins ? 'Undead' : undefined), context.depth);
    const members = [];
    for (let k = 0; k < group.count; k++) {
      const at = space.take(roller, awayFromEntry);
      if (!at) break;
      if (inCoffins) {
        grid.set(at.x, at.y, TILE.coffin);
        coffins.push(at);
      }
      members.push(merge(translate(roller, group, context.depth, depthHd(context.depth)), at, { inCoffin: inCoffins }));
    }
    if (members.length > 0) creatures.push({ name: group.row.name, category: group.category, members });
  };
  const addStairs = (kind: 'stairs-down' | 'stairs-up') => {
    const at = space.take(roller, awayFromEntry);
    if (!at) return undefined;
    grid.set(at.x, at.y, kind === 'stairs-down' ? TILE.stairsDown : TILE.stairsUp);
    exits.push({ x: at.x, y: at.y, kind, door: null, side: null, to: kind === 'stairs-down' ? childId(id, exits.length) : ENTRANCE, entry: false, stub: [] });
    return at;
  };

  switch (rolled.contents.contents) {
    case 'creature':
      addGroup(false);
      break;
    case 'coffins-crypts':
      addGroup(true);
      features.push('Coffins lie in rows here.');
      break;
    case 'loot':
    case 'loot-chest': {
      const item = rollLoot(roller, rolled.contents.contents === 'loot-chest');
      const at = space.take(roller);
      if (at) loot.push(merge(item, at));
      if (item.chest) features.push('A chest sits against the wall.');
      break;
    }
    case 'fountain': {
      const outcome = roller.onTable(FOUNTAIN, (r) => r.outcome).outcome;
      const at = space.take(roller);
      if (at) {
        grid.set(at.x, at.y, TILE.fountain);
        fountains.push({ x: at.x, y: at.y, outcome });
        features.push('A fountain bubbles here.');
      }
      break;
    }
    case 'stairs-down':
      if (!context.final && addStairs('stairs-down')) features.push('Stairs lead down.');
      break;
    case 'stairs-up-trap': {
      const stairs = context.final ? undefined : addStairs('stairs-up');
      if (stairs) features.push('Stairs lead up.');
      addTrap(stairs);
      break;
    }
    case 'trap':
      addTrap();
      break;
    case 'empty':
      break;
  }

  return {
    id,
    seed,
    roomType: rolled.roomType,
    kind: rolled.kind,
    depth: context.depth,
    width: grid.width,
    height: grid.height,
    tiles: grid.rows(),
    exits,
    creatures,
    traps,
    loot,
    fountains,
    coffins,
    rolls: roller.rolls,
    description: describe({ kind: rolled.kind, shape: area.shape, width: rolled.width, form: rolled.form, exits, features }),
    shape: area.shape,
  };
}
