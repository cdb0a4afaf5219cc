/** Wanderers from the encounter roll: they come in by an open way, and the log counts those who could not. */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { encounterRoll, reinforce } from '../../src/core/engine/encounters.js';
import { key } from '../../src/core/engine/geometry.js';
import type { GameState } from '../../src/core/engine/types.js';
import { currentZone, setDoor } from '../../src/core/engine/zones.js';
import { PRINTED_FROM } from '../../src/procgen/depth.js';
import { facesThen, foeBeside, heroInDungeon, rolls, said } from './setup.js';

/** Zone 1 of a seed with more than one door, emptied of creatures. */
function zoneWithDoors(): GameState {
  for (let seed = 1; seed < 100; seed++) {
    const s = heroInDungeon('Warrior', String(seed));
    const doors = currentZone(s).zone.exits.filter((e) => e.kind === 'door' && !e.entry);
    if (s.phase !== 'dungeon' || doors.length < 2) continue;
    currentZone(s).z.creatures = [];
    return s;
  }
  throw new Error('no zone 1 with two doors');
}

describe('wanderers', () => {
  it('never come through a locked door, and the log says how many could not get in', () => {
    const s = zoneWithDoors();
    const { zone, z } = currentZone(s);
    // Deep enough that the whole roll comes: shallower, the rest of a big roll keeps away unsaid.
    zone.depth = PRINTED_FROM;
    const doors = zone.exits.filter((e) => e.kind === 'door');
    const open = doors.find((e) => !e.entry)!;
    for (const d of doors) setDoor(z, d.x, d.y, { locked: d !== open, open: false });
    // The encounter roll's 1 (a creature), then every die in the middle of its range.
    const ctx = new Ctx(structuredClone(s), facesThen([6, 1]));
    encounterRoll(ctx, 'a test');
    const came = currentZone(ctx.s).z.creatures;
    expect(came.length).toBeGreaterThan(0);
    const way = new Set([open, ...open.stub].map((p) => key(p.x, p.y)));
    for (const c of came) expect(way.has(key(c.x, c.y))).toBe(true);
    const [count] = rolls(ctx.events, /^number of /);
    const left = count!.total - came.length;
    expect(said(ctx.events, left > 0 ? / could not get in\)\.$/ : /^Something comes through a doorway: [^(]*\.$/)).toBe(true);
  });

  it('open the closed door they come in by: none stands in a shut doorway', () => {
    const s = zoneWithDoors();
    const { zone, z } = currentZone(s);
    for (const d of zone.exits.filter((e) => e.kind === 'door')) setDoor(z, d.x, d.y, { locked: false, open: false });
    const ctx = new Ctx(structuredClone(s), facesThen([6, 1]));
    encounterRoll(ctx, 'a test');
    const after = currentZone(ctx.s).z;
    expect(after.creatures.length).toBeGreaterThan(0);
    const doorways = after.creatures.filter((c) => after.doors[key(c.x, c.y)]);
    expect(doorways.length).toBeGreaterThan(0);
    for (const c of doorways) expect(after.doors[key(c.x, c.y)]!.open).toBe(true);
  });

  it('find no way in when every door is locked', () => {
    const s = zoneWithDoors();
    const { zone, z } = currentZone(s);
    for (const d of zone.exits.filter((e) => e.kind === 'door')) setDoor(z, d.x, d.y, { locked: true, open: false });
    const ctx = new Ctx(structuredClone(s), facesThen([6, 1]));
    encounterRoll(ctx, 'a test');
    expect(currentZone(ctx.s).z.creatures).toEqual([]);
    expect(said(ctx.events, /no way in is open to it/)).toBe(true);
  });
});

describe('signs of life', () => {
  it('read as a sentence: "Nearby: Yelp of pain.", not "Nearby: Nearby yelp of pain."', () => {
    const ctx = new Ctx(structuredClone(zoneWithDoors()), facesThen([6, 2], [6, 6]));
    encounterRoll(ctx, 'a test');
    expect(said(ctx.events, /^Nearby: Yelp of pain\.$/)).toBe(true);
  });
});

describe('a call for reinforcements that brings no one', () => {
  it('says why: no kin to call, or no way in for them', () => {
    const s = zoneWithDoors();
    const { zone, z } = currentZone(s);
    const caller = foeBeside(s, { name: 'Orc' });
    const boss = { ...caller, id: 998, name: 'Orc, Lord of the Deep' };
    z.creatures.push(boss);
    const alone = new Ctx(structuredClone(s), facesThen());
    reinforce(alone, currentZone(alone.s).z.creatures.find((c) => c.id === 998)!, 3, 'neutral');
    expect(said(alone.events, /^No one answers the call: there are no more of the Orc, Lord of the Deep's kind\.$/)).toBe(true);
    for (const d of zone.exits.filter((e) => e.kind === 'door')) setDoor(z, d.x, d.y, { locked: true, open: false });
    const shut = new Ctx(structuredClone(s), facesThen());
    reinforce(shut, currentZone(shut.s).z.creatures.find((c) => c.id === caller.id)!, 3, 'neutral');
    expect(said(shut.events, /^The call goes out, but no way in is open to those who would answer it\.$/)).toBe(true);
  });

  it('"Light fades" with no flame to threaten is a plain message, not news of the dungeon that stops a walk', () => {
    const s = structuredClone(zoneWithDoors());
    s.hero.equipped.light = null;
    // The encounter roll's 4: Light fades.
    const ctx = new Ctx(s, facesThen([6, 4]));
    encounterRoll(ctx, 'a test');
    const draught = ctx.events.find((e) => e.text === 'A draught stirs the air.');
    expect(draught?.kind).toBe('message');
  });
});
