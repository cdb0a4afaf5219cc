/**
 * What every zone must get right, checked over the first three zones of
 * seeds '1'..'1000': it can be walked, nothing stands where it should not,
 * locked doors hold, the rolls are real rolls, creatures are translated as
 * RULES.md §4.7 says, and exits lead where their ids say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creatureHd } from '../../src/base/ranks.js';
import { distributionOf, parseDice } from '../../src/base/dice/index.js';
import { DAMAGE_PER_HD } from '../../src/data/blackhack/combat.js';
import { tablesById } from '../../src/data/registry.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES } from '../../src/data/roguelike/creatures.js';
import { depthGroup, depthHd } from '../../src/procgen/depth.js';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { CATEGORY_GLYPHS } from '../../src/procgen/glyphs.js';
import { at, entryOf, flood, problems, sampleZones, squares, tile, type Entered, type Pt } from './sample.js';

let sample: Entered[] = [];
beforeAll(() => {
  sample = sampleZones();
});

const DOOR_TILES = new Set(['+', "'", '=']);

describe('zones over 1,000 seeds', () => {
  it('makes enough zones of every kind to be a fair sample', () => {
    expect(sample.length).toBeGreaterThan(2900);
    const kinds = new Set(sample.map((s) => s.zone.kind));
    expect([...kinds].sort()).toEqual(['cavern', 'chamber', 'corridor', 'room']);
  });

  it('every square that is not rock, and every exit, can be reached from the entry door', () => {
    const found = problems(sample, ({ zone }) => {
      const reached = flood(zone, entryOf(zone), (p) => tile(zone, p) !== '#');
      const cut = squares(zone, (c) => c !== '#').filter((p) => !reached.has(at(p)));
      const out = cut.length > 0 ? [`${cut.length} open squares cut off, first at ${at(cut[0]!)}`] : [];
      for (const e of zone.exits) if (!reached.has(at(e))) out.push(`${e.kind} at ${at(e)} cannot be reached`);
      return out;
    });
    expect(found).toEqual([]);
  });

  it('nothing stands on rock, in a doorway or in a stub, and nothing shares a square', () => {
    const found = problems(sample, ({ zone }) => {
      const out: string[] = [];
      const stubs = new Set(zone.exits.flatMap((e) => e.stub.map(at)));
      const things: { what: string; p: Pt }[] = [
        ...zone.creatures.flatMap((g) => g.members.map((c) => ({ what: `creature ${c.name}`, p: c }))),
        ...zone.traps.map((t) => ({ what: `trap ${t.name}`, p: t })),
        ...zone.loot.map((l) => ({ what: `loot ${l.name}`, p: l })),
        ...zone.fountains.map((f) => ({ what: 'fountain', p: f })),
      ];
      for (const { what, p } of things) {
        const c = tile(zone, p);
        if (c === '#' || DOOR_TILES.has(c)) out.push(`${what} on ${JSON.stringify(c)} at ${at(p)}`);
        if (stubs.has(at(p))) out.push(`${what} in a door's stub at ${at(p)}`);
      }
      const members = zone.creatures.flatMap((g) => g.members);
      const creatureSquares = members.map(at);
      if (new Set(creatureSquares).size !== creatureSquares.length) out.push('two creatures share a square');
      // A creature may lie in a coffin; nothing else may share a square with anything.
      const solo = [
        ...zone.traps.map(at),
        ...zone.loot.map(at),
        ...zone.fountains.map(at),
        ...zone.exits.filter((e) => e.kind !== 'door').map(at),
        ...members.filter((c) => !c.inCoffin).map(at),
      ];
      if (new Set(solo).size !== solo.length) out.push(`two of traps, loot, fountains, stairs and creatures share a square: ${solo.join(' ')}`);
      return out;
    });
    expect(found).toEqual([]);
  });

  it('the map shows every feature where it is: fountains {, coffins 0, stairs > and <, doors by their type', () => {
    const doorTile = (door: string | null) => (door === 'open-arch' ? "'" : door === 'portcullis' || door === 'locked-portcullis' ? '=' : '+');
    const found = problems(sample, ({ zone }) => {
      const out: string[] = [];
      const expectTile = (p: Pt, c: string, what: string) => tile(zone, p) !== c && out.push(`${what} at ${at(p)} is drawn ${JSON.stringify(tile(zone, p))}, not ${JSON.stringify(c)}`);
      for (const f of zone.fountains) expectTile(f, '{', 'fountain');
      for (const c of zone.coffins) expectTile(c, '0', 'coffin');
      for (const e of zone.exits) expectTile(e, e.kind === 'stairs-down' ? '>' : e.kind === 'stairs-up' ? '<' : doorTile(e.door), e.kind);
      for (const g of zone.creatures) {
        for (const c of g.members) {
          if (c.inCoffin && (g.category !== 'Undead' || !zone.coffins.some((k) => at(k) === at(c)))) out.push(`${c.name} lies in a coffin that is not an undead's coffin`);
          expectTile(c, c.inCoffin ? '0' : '.', c.name);
        }
      }
      for (const t of zone.traps) expectTile(t, '.', `trap ${t.name}`);
      for (const l of zone.loot) expectTile(l, '.', `loot ${l.name}`);
      // And nothing is drawn that is not there.
      const count = (c: string) => squares(zone, (t) => t === c).length;
      if (count('{') !== zone.fountains.length) out.push('a fountain drawn where there is none');
      if (count('0') !== zone.coffins.length) out.push('a coffin drawn where there is none');
      if (count('>') + count('<') !== zone.exits.filter((e) => e.kind !== 'door').length) out.push('stairs drawn where there are none');
      if (squares(zone, (t) => DOOR_TILES.has(t)).length !== zone.exits.filter((e) => e.kind === 'door').length) out.push('a door drawn where there is none');
      const allowed = new Set(['#', '.', '+', "'", '=', '>', '<', '{', '0']);
      for (const row of zone.tiles) for (const c of row) if (!allowed.has(c)) out.push(`unknown tile ${JSON.stringify(c)}`);
      return out;
    });
    expect(found).toEqual([]);
  });

  it('each door has a straight stub of floor behind it running out to the edge of the map', () => {
    const found = problems(sample, ({ zone }) => {
      const out: string[] = [];
      for (const e of zone.exits.filter((x) => x.kind === 'door')) {
        const step = { north: { x: 0, y: -1 }, south: { x: 0, y: 1 }, east: { x: 1, y: 0 }, west: { x: -1, y: 0 } }[e.side!];
        if (e.stub.length === 0) out.push(`door at ${at(e)} has no stub`);
        e.stub.forEach((p, k) => {
          if (p.x !== e.x + step.x * (k + 1) || p.y !== e.y + step.y * (k + 1)) out.push(`stub of door at ${at(e)} leaves the ${e.side} line at ${at(p)}`);
          if (tile(zone, p) !== '.') out.push(`stub square ${at(p)} is ${JSON.stringify(tile(zone, p))}`);
        });
        const last = e.stub[e.stub.length - 1];
        if (last && last.x !== 0 && last.y !== 0 && last.x !== zone.width - 1 && last.y !== zone.height - 1) out.push(`stub of door at ${at(e)} stops short of the edge at ${at(last)}`);
      }
      return out;
    });
    expect(found).toEqual([]);
  });

  it('a door cannot be walked round: with the door square walled up, its stub reaches nothing else', () => {
    let doors = 0;
    const found = problems(sample, ({ zone }) => {
      const out: string[] = [];
      for (const e of zone.exits.filter((x) => x.kind === 'door')) {
        doors++;
        const stub = new Set(e.stub.map(at));
        const reached = flood(zone, e.stub[0]!, (p) => !(p.x === e.x && p.y === e.y) && tile(zone, p) !== '#');
        const round = [...reached].filter((k) => !stub.has(k));
        if (round.length > 0) out.push(`the ${e.side} ${e.door} door at ${at(e)} can be walked round by ${round[0]}`);
      }
      return out;
    });
    expect(found).toEqual([]);
    expect(doors).toBeGreaterThan(sample.length);
  });

  it('every roll names a rules table (or is a dice roll that parses) and its result is one the dice can give', () => {
    const tables = new Set<string>();
    const found = problems(sample, ({ zone }) =>
      zone.rolls.flatMap((r) => {
        const table = tablesById.get(r.table);
        if (table) {
          tables.add(r.table);
          if (table.kind !== 'die') return [`${r.table} is not a table you roll on`];
          if (table.die !== r.dice) return [`${r.table} rolled ${r.dice}, the table says ${table.die}`];
          if (!table.rows.some((row) => row.min <= r.result && r.result <= row.max)) return [`${r.table} has no row for ${r.result}`];
        } else if (/^roguelike\./.test(r.table)) {
          return [`no table ${r.table}`];
        }
        const range = distributionOf(parseDice(r.dice));
        return r.result >= range.min && r.result <= range.max && Number.isInteger(r.result) ? [] : [`${r.table}: ${r.dice} cannot come up ${r.result}`];
      }),
    );
    expect(found).toEqual([]);
    // The sample rolls on the room tables, both feature columns, contents, traps, loot and creatures.
    for (const id of ['roguelike.room-type', 'roguelike.room-area', 'roguelike.corridor-direction', 'roguelike.traps', 'roguelike.loot', 'roguelike.creature-type', 'roguelike.fountain']) expect(tables).toContain(id);
  });

  it('creatures are translated into Black Hack terms: HD from Health, HD×d8 hit points, damage per HD, one glyph per category', () => {
    const rowOf = (category: string, name: string) => {
      const id = CREATURE_CATEGORIES.rows.find((c) => c.name === category)?.table;
      return CREATURE_TABLES.find((t) => t.id === id)?.rows.find((r) => r.name === name);
    };
    const categories = new Set<string>();
    let rivals = 0;
    const found = problems(sample, ({ zone }) =>
      zone.creatures.flatMap((g) =>
        g.members.flatMap((c) => {
          const out: string[] = [];
          const row = rowOf(g.category, c.name);
          if (!row || c.name !== g.name || c.category !== g.category) return [`${c.name} is not a ${g.category} creature of group ${g.name}`];
          categories.add(g.category);
          if (row.character) {
            rivals++;
            if (c.hd < 1 || !Number.isInteger(c.hd)) out.push(`rival with ${c.hd} HD`);
            if (c.glyph !== '@') out.push(`the rival is drawn ${c.glyph}`);
          } else {
            // Shallower than depth 5 a stronger kind comes young, at the depth's ceiling.
            if (c.hd !== Math.min(depthHd(zone.depth), creatureHd(row.health ?? '1'))) out.push(`${c.name} (Health ${row.health}) at depth ${zone.depth} has ${c.hd} HD`);
            if (c.glyph !== CATEGORY_GLYPHS[g.category] || c.glyph === '@') out.push(`${c.name} (${g.category}) is drawn ${c.glyph}`);
          }
          if (!Number.isInteger(c.hp) || c.hp < c.hd || c.hp > 8 * c.hd) out.push(`${c.name} with ${c.hd} HD has ${c.hp} HP`);
          const damage = DAMAGE_PER_HD.rows.find((r) => r.hd === Math.min(c.hd, 10))!.dice;
          if (c.damage !== damage) out.push(`${c.name} with ${c.hd} HD deals ${c.damage}, not ${damage}`);
          return out;
        }),
      ),
    );
    expect(found).toEqual([]);
    expect(categories.size).toBeGreaterThanOrEqual(10);
    expect(rivals).toBeGreaterThan(0);
  });

  it('the first zones protect a Level 1 hero: one creature of 1 HD at a time at depths 1 and 2, then at most 2 HD in groups of at most 2, and no trap that kills outright', () => {
    const found = problems(sample, ({ zone }) => [
      ...zone.creatures.flatMap((g) => [
        ...(g.members.length > depthGroup(zone.depth) ? [`${g.members.length} ${g.name} at depth ${zone.depth}`] : []),
        ...g.members.filter((c) => c.hd > depthHd(zone.depth)).map((c) => `${c.name} of ${c.hd} HD at depth ${zone.depth}`),
      ]),
      ...zone.traps.filter((t) => TRAPS.rows.find((r) => r.name === t.name)?.lethal).map((t) => `${t.name} at depth ${zone.depth}`),
    ]);
    expect(found).toEqual([]);
    const ceiling = (depth: number) => (depth <= 2 ? 1 : 2);
    expect(sample.every((e) => depthHd(e.zone.depth) === ceiling(e.zone.depth) && depthGroup(e.zone.depth) === ceiling(e.zone.depth))).toBe(true);
    expect(sample.some((e) => e.zone.depth <= 2 && e.zone.creatures.length > 0)).toBe(true);
    // Dragons still come to the first zones, young.
    expect(sample.some((e) => e.zone.creatures.some((g) => g.category === 'Dragons' && g.members.some((c) => c.hd === ceiling(e.zone.depth))))).toBe(true);
  });

  it('exits lead where their ids say: back the way in, on to the next ids in order, stairs up to the entrance', () => {
    const found = problems(sample, ({ zone, from }) => {
      const out: string[] = [];
      const entries = zone.exits.filter((e) => e.entry);
      if (entries.length !== 1 || entries[0]!.to !== from) out.push(`the way in leads to ${entries.map((e) => e.to).join(', ')}, not ${from}`);
      const on = zone.exits.filter((e) => !e.entry && e.kind !== 'stairs-up').map((e) => e.to);
      const ids = on.map((_, k) => `${zone.id}.${k + 1}`);
      if (on.join(' ') !== ids.join(' ')) out.push(`exits lead to ${on.join(' ')}, not ${ids.join(' ')}`);
      for (const e of zone.exits) if (e.kind === 'stairs-up' && e.to !== 'entrance') out.push(`stairs up lead to ${e.to}`);
      return out;
    });
    expect(found).toEqual([]);
    expect(sample.some(({ zone }) => zone.exits.some((e) => e.kind === 'stairs-down'))).toBe(true);
    expect(sample.some(({ zone }) => zone.exits.some((e) => e.kind === 'stairs-up'))).toBe(true);
  });

  it('a passage said to stop dead has no door onward; one with a door onward is said to end there', () => {
    const deadEnds = sample.filter(({ zone }) => zone.rolls.some((r) => r.table === 'roguelike.corridor-direction' && r.entry.startsWith('Stops dead')));
    const onward = ({ zone }: Entered) => zone.exits.some((e) => e.kind === 'door' && !e.entry);
    expect(deadEnds.some(onward)).toBe(true);
    expect(deadEnds.some((z) => !onward(z))).toBe(true);
    for (const z of deadEnds) expect(z.zone.description).toMatch(onward(z) ? / ending after \d+ ft\./ : / stopping dead after \d+ ft\. No way on but /);
  });
});
