/**
 * Zones take the shape their rolls ask for (RULES.md §4.2–4.4), within the
 * bounds the code states: a room is a rectangle of its area class, a
 * corridor as wide as its width roll and at least as long as its length
 * roll, as many doors as the doors roll says, and the way in where the hero
 * comes in. Over the first three zones of seeds '1'..'1000'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CORRIDOR_CONTENTS, CORRIDOR_DIRECTION, CORRIDOR_DOORS, CORRIDOR_WIDTH, ROOM_AREA, ROOM_CONTENTS, ROOM_DOORS } from '../../src/data/roguelike/rooms.js';
import { ENTRANCE } from '../../src/procgen/ids.js';
import type { DieTable, Ranged } from '../../src/data/table.js';
import { chamberSize } from '../../src/procgen/shapes/chamber.js';
import { roomInterior } from '../../src/procgen/shapes/room.js';
import { feetToSquares, MAX_GROWTH } from '../../src/procgen/zone.js';
import type { Zone } from '../../src/procgen/types.js';
import { at, problems, sampleZones, squares, type Entered, type Pt } from './sample.js';

let sample: Entered[] = [];
beforeAll(() => {
  sample = sampleZones();
});

/** The row of `table` the zone's roll on it landed on. */
function rolled<R extends Ranged>(zone: Zone, table: DieTable<R>): R {
  const roll = zone.rolls.find((r) => r.table === table.id);
  if (!roll) throw new Error(`zone ${zone.id} of seed ${zone.seed} has no roll on ${table.id}`);
  return table.rows.find((r) => r.min <= roll.result && roll.result <= r.max)!;
}

/** The zone's own floor: everything but rock, doors and the stubs behind them (features stand on floor). */
function ownFloor(zone: Zone) {
  const stubs = new Set(zone.exits.flatMap((e) => e.stub.map(at)));
  return squares(zone, (c) => !['#', '+', "'", '='].includes(c)).filter((p) => !stubs.has(at(p)));
}

function bounds(points: { x: number; y: number }[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs) + 1, height: Math.max(...ys) - Math.min(...ys) + 1 };
}

/** Growth beyond the rolls: none, or a few squares two at a time to fit the doors. */
const fairGrowth = (extra: number) => extra >= 0 && extra <= MAX_GROWTH && extra % 2 === 0;

/** Seen from the zone: east and west entries turn the drawing a quarter. */
const sideways = (s: Entered) => s.entrySide === 'east' || s.entrySide === 'west';

const of = (kind: Zone['kind']) => sample.filter((s) => s.zone.kind === kind);

describe('zone shapes follow their rolls', () => {
  it('a room is a full rectangle of its area class, grown only a little and evenly', () => {
    const rooms = of('room');
    expect(rooms.length).toBeGreaterThan(500);
    const grown: number[] = [];
    const found = problems(rooms, (s) => {
      const { zone } = s;
      const base = roomInterior(rolled(zone, ROOM_AREA).area);
      const interior = zone.shape.interior!;
      const extra = interior.width - base.width;
      grown.push(extra);
      if (!fairGrowth(extra) || interior.height - base.height !== extra) return [`area class ${base.width}×${base.height} drawn ${interior.width}×${interior.height}`];
      const floor = ownFloor(zone);
      const box = bounds(floor);
      const want = sideways(s) ? { width: interior.height, height: interior.width } : interior;
      if (box.width !== want.width || box.height !== want.height) return [`floor spans ${box.width}×${box.height}, not ${want.width}×${want.height}`];
      return floor.length === want.width * want.height ? [] : [`floor of ${floor.length} squares is not a full ${want.width}×${want.height} rectangle`];
    });
    expect(found).toEqual([]);
    // Most rooms are just what was rolled.
    expect(grown.filter((g) => g === 0).length).toBeGreaterThan(rooms.length / 2);
  });

  it('the room sizes run from a 4×3 closet to a 24×12 hall', () => {
    expect(roomInterior(25)).toEqual({ width: 4, height: 3 });
    expect(roomInterior(500)).toEqual({ width: 24, height: 12 });
    const sizes = ROOM_AREA.rows.map((r) => roomInterior(r.area));
    for (let k = 1; k < sizes.length; k++) expect(sizes[k]!.width * sizes[k]!.height).toBeGreaterThan(sizes[k - 1]!.width * sizes[k - 1]!.height);
  });

  it('a chamber is a cave within the canvas of its area class', () => {
    const chambers = of('chamber');
    expect(chambers.length).toBeGreaterThan(500);
    const found = problems(chambers, (s) => {
      const { zone } = s;
      const base = chamberSize(rolled(zone, ROOM_AREA).area);
      const interior = zone.shape.interior!;
      const extra = interior.width - base.width;
      if (!fairGrowth(extra) || interior.height - base.height !== extra) return [`area class ${base.width}×${base.height} drawn ${interior.width}×${interior.height}`];
      const box = bounds(ownFloor(zone));
      const room = sideways(s) ? { width: interior.height, height: interior.width } : interior;
      return box.width <= room.width && box.height <= room.height ? [] : [`cave spans ${box.width}×${box.height}, beyond its ${room.width}×${room.height}`];
    });
    expect(found).toEqual([]);
  });

  it("a corridor or cavern is as wide as its width roll and at least as long as its length roll", () => {
    const passages = [...of('corridor'), ...of('cavern')];
    expect(passages.length).toBeGreaterThan(500);
    const found = problems(passages, ({ zone }) => {
      const out: string[] = [];
      const passage = zone.shape.passage!;
      const width = feetToSquares(rolled(zone, CORRIDOR_WIDTH).widthFeet);
      const direction = rolled(zone, CORRIDOR_DIRECTION);
      const length = feetToSquares(direction.lengthFeet);
      if (passage.widthSquares !== width) out.push(`${rolled(zone, CORRIDOR_WIDTH).widthFeet} ft drawn ${passage.widthSquares} squares wide`);
      if (passage.form !== direction.shape) out.push(`rolled ${direction.shape}, drawn ${passage.form}`);
      if (!fairGrowth(passage.lengthSquares - length)) out.push(`${length} squares long drawn ${passage.lengthSquares} long`);
      const floor = ownFloor(zone).length;
      if (floor < length) out.push(`${floor} squares of floor, shorter than the ${length} rolled`);
      return out;
    });
    expect(found).toEqual([]);
  });

  it('a straight hewn corridor is a band exactly its rolled width, running away from the way in', () => {
    const straight = of('corridor').filter((s) => s.zone.shape.passage!.form === 'straight' || s.zone.shape.passage!.form === 'dead-end');
    expect(straight.length).toBeGreaterThan(50);
    const widths = new Set<number>();
    const found = problems(straight, (s) => {
      const { zone } = s;
      const width = feetToSquares(rolled(zone, CORRIDOR_WIDTH).widthFeet);
      widths.add(width);
      const floor = ownFloor(zone);
      const box = bounds(floor);
      const across = sideways(s) ? box.height : box.width;
      const along = sideways(s) ? box.width : box.height;
      if (across !== width) return [`${across} squares across, rolled ${width}`];
      if (along < feetToSquares(rolled(zone, CORRIDOR_DIRECTION).lengthFeet)) return [`runs only ${along} squares`];
      return floor.length === box.width * box.height ? [] : ['the band has gaps'];
    });
    expect(found).toEqual([]);
    expect([...widths].sort()).toEqual([1, 2, 3]);
  });

  it('there are as many doors on as the doors roll says, of the rolled type', () => {
    let doorless = 0;
    const found = problems(sample, ({ zone }) => {
      const row = zone.kind === 'corridor' || zone.kind === 'cavern' ? rolled(zone, CORRIDOR_DOORS) : rolled(zone, ROOM_DOORS);
      const on = zone.exits.filter((e) => e.kind === 'door' && !e.entry);
      if (row.count === 0) doorless++;
      if (on.length !== row.count) return [`${on.length} doors on, rolled ${row.count} (${row.label})`];
      return on.every((e) => e.door === row.door) ? [] : [`doors ${on.map((e) => e.door).join(', ')}, rolled ${row.door}`];
    });
    expect(found).toEqual([]);
    expect(doorless).toBeGreaterThan(0);
  });

  it('a zone rolled "Staircase Up + Trap" has one stairs up, to the entrance, and one trap beside them', () => {
    const withStairs = sample.filter(({ zone }) => [ROOM_CONTENTS, CORRIDOR_CONTENTS].some((t) => zone.rolls.some((r) => r.table === t.id) && rolled(zone, t).contents === 'stairs-up-trap'));
    expect(withStairs.length).toBeGreaterThan(10);
    const found = problems(withStairs, ({ zone }) => {
      const up = zone.exits.filter((e) => e.kind === 'stairs-up');
      if (up.length !== 1 || up[0]!.to !== ENTRANCE) return [`stairs up to ${up.map((e) => e.to).join(', ') || 'nowhere'}`];
      if (zone.traps.length !== 1) return [`${zone.traps.length} traps`];
      const [trap] = zone.traps;
      return Math.max(Math.abs(trap!.x - up[0]!.x), Math.abs(trap!.y - up[0]!.y)) <= 1 ? [] : ['the trap is not by the stairs'];
    });
    expect(found).toEqual([]);
  });

  it('there is exactly one way in: a door of the type the hero came through, in the wall the hero came through', () => {
    const sides = new Set<string>();
    const found = problems(sample, (s) => {
      const entries = s.zone.exits.filter((e) => e.entry);
      if (entries.length !== 1) return [`${entries.length} ways in`];
      const entry = entries[0]!;
      sides.add(entry.side!);
      const out: string[] = [];
      if (entry.kind !== 'door') out.push(`the way in is ${entry.kind}`);
      if (entry.side !== s.entrySide) out.push(`the way in is in the ${entry.side} wall, the hero came in by the ${s.entrySide}`);
      if (entry.door !== s.entryDoor) out.push(`the way in is a ${entry.door} door, the hero came through a ${s.entryDoor} one`);
      // The hero walks in from that edge of the map.
      const last = entry.stub[entry.stub.length - 1];
      const edge = { north: last?.y === 0, south: last?.y === s.zone.height - 1, west: last?.x === 0, east: last?.x === s.zone.width - 1 }[s.entrySide];
      if (!edge) out.push(`the way in's stub does not reach the ${s.entrySide} edge of the map`);
      return out;
    });
    expect(found).toEqual([]);
    expect([...sides].sort()).toEqual(['east', 'north', 'south', 'west']);
  });

  it('a hewn corridor is entered at its start: all its floor lies inside the wall the hero came through', () => {
    // A 2-wide corridor turning left was once entered at its bend, its first 50 ft a dead end behind the hero.
    const corridors = of('corridor');
    const found = problems(corridors, (s) => {
      const entry = s.zone.exits.find((e) => e.entry)!;
      const floor = ownFloor(s.zone);
      const inside = { north: (p: Pt) => p.y > entry.y, south: (p: Pt) => p.y < entry.y, east: (p: Pt) => p.x < entry.x, west: (p: Pt) => p.x > entry.x }[s.entrySide];
      const behind = floor.filter((p) => !inside(p));
      return behind.length === 0 ? [] : [`the ${s.entrySide} way in at ${at(entry)} has floor behind it at ${at(behind[0]!)}`];
    });
    expect(found).toEqual([]);
  });
});
