import { beforeAll, describe, expect, it } from 'vitest';
import { athack, athackJson } from './run.js';

/** `athack map` with its output split into lines. */
async function mapText(...args: string[]) {
  const r = await athack('map', ...args);
  return { ...r, lines: r.stdout.trimEnd().split('\n') };
}

interface ZoneJson {
  id: string;
  roomType: string;
  width: number;
  height: number;
  tiles: string[];
  exits: { x: number; y: number; kind: string; door: string | null; to: string; entry: boolean }[];
  creatures: { name: string; hd: number; hp: number; x: number; y: number }[];
  traps: { name: string; x: number; y: number }[];
  loot: { name: string; x: number; y: number }[];
  rolls: { table: string; dice: string; result: number | null; entry: string }[];
  description: string;
}

interface MapJson {
  seed: string;
  zones: ZoneJson[];
}

/** `text` as a regular expression that matches it alone. */
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const map = (...args: string[]) => athackJson<MapJson>('map', ...args);

/** The rows of zone `id`'s map in the text output, without their indent. */
function drawnMap(lines: string[], zone: ZoneJson): string[] {
  const header = lines.findIndex((l) => l.startsWith(`Zone ${zone.id}: `));
  expect(header).toBeGreaterThanOrEqual(0);
  return lines.slice(header + 1, header + 1 + zone.height).map((l) => l.replace(/^ {2}/, ''));
}

/** A seed whose first zone holds a trap, and one whose first zone has a fountain. */
let trapSeed = '';
let fountainSeed = '';
beforeAll(async () => {
  for (let s = 1; s <= 300 && (!trapSeed || !fountainSeed); s++) {
    const z = (await map('--seed', String(s), '--reveal')).zones[0]!;
    if (!trapSeed && z.traps.length > 0) trapSeed = String(s);
    if (!fountainSeed && z.rolls.some((r) => r.table === 'roguelike.fountain')) fountainSeed = String(s);
  }
});

describe('athack map --json', () => {
  it('has the documented shape: zones with id, type, size, tiles, exits, creatures, traps, loot, rolls and description', async () => {
    const j = await map('--seed', 'athack');
    expect(j.seed).toBe('athack');
    expect(j.zones).toHaveLength(1);
    const z = j.zones[0]!;
    expect(z).toMatchObject({ id: '1', roomType: expect.any(String), width: expect.any(Number), height: expect.any(Number), description: expect.any(String) });
    expect(z.tiles).toHaveLength(z.height);
    for (const row of z.tiles) expect(row).toHaveLength(z.width);
    expect(z.tiles.join('')).toContain('#');
    expect(z.tiles.join('')).toContain('.');
    expect(z.exits.length).toBeGreaterThan(0);
    for (const e of z.exits) expect(e).toMatchObject({ x: expect.any(Number), y: expect.any(Number), to: expect.any(String) });
    expect(z.exits.filter((e) => e.entry)).toEqual([expect.objectContaining({ to: 'entrance', kind: 'door', door: expect.any(String) })]);
    expect(Array.isArray(z.creatures) && Array.isArray(z.traps) && Array.isArray(z.loot)).toBe(true);
    expect(z.rolls[0]).toMatchObject({ table: 'roguelike.room-type', dice: '1d6', result: expect.any(Number), entry: z.roomType });
  });

  it('lists creatures with name, HD, HP and where they stand', async () => {
    let found: ZoneJson | undefined;
    for (let s = 1; s <= 100 && !found; s++) found = (await map('--seed', String(s))).zones.find((z) => z.creatures.length > 0);
    expect(found).toBeDefined();
    for (const c of found!.creatures) {
      expect(c).toMatchObject({ name: expect.any(String), hd: expect.any(Number), hp: expect.any(Number), x: expect.any(Number), y: expect.any(Number) });
      expect(found!.tiles[c.y]![c.x]).not.toBe('#');
    }
  });

  it('--zones 3 gives three zones: 1, then the zones behind its exits, nearest first', async () => {
    const { zones } = await map('--seed', '7', '--zones', '3');
    expect(zones).toHaveLength(3);
    expect(zones[0]!.id).toBe('1');
    // Breadth first: the exits on from zone 1 in order, then theirs.
    const onward = zones.flatMap((z) => z.exits.filter((e) => !e.entry && e.to.startsWith(`${z.id}.`)).map((e) => e.to));
    expect(zones.slice(1).map((z) => z.id)).toEqual(onward.slice(0, 2));
  });

  it('--zone 1.1 gives that one zone, the same as the second of --zones 2', async () => {
    const one = await map('--seed', '7', '--zone', '1.1');
    const two = await map('--seed', '7', '--zones', '2');
    expect(one.zones).toHaveLength(1);
    expect(two.zones[1]!.id).toBe('1.1');
    expect(one.zones[0]).toEqual(two.zones[1]);
  });

  it('hides traps, and what the trap and fountain rolls gave, unless --reveal', async () => {
    expect(trapSeed).not.toBe('');
    expect(fountainSeed).not.toBe('');
    for (const seed of [trapSeed, fountainSeed]) {
      const hidden = (await map('--seed', seed)).zones[0]!;
      const shown = (await map('--seed', seed, '--reveal')).zones[0]!;
      expect(hidden.traps).toEqual([]);
      const secret = (r: { table: string }) => r.table === 'roguelike.traps' || r.table === 'roguelike.fountain';
      expect(hidden.rolls.filter(secret).length).toBeGreaterThan(0);
      for (const r of hidden.rolls.filter(secret)) expect(r).toMatchObject({ result: null, entry: expect.stringContaining('hidden') });
      for (const r of shown.rolls.filter(secret)) expect(r.result).toEqual(expect.any(Number));
      // Every other roll is shown either way.
      expect(hidden.rolls.filter((r) => !secret(r))).toEqual(shown.rolls.filter((r) => !secret(r)));
    }
    const shown = (await map('--seed', trapSeed, '--reveal')).zones[0]!;
    expect(shown.traps.length).toBeGreaterThan(0);
    const trap = shown.traps[0]!;
    expect(shown.tiles[trap.y]![trap.x]).toBe('.');
    expect(shown.rolls.find((r) => r.table === 'roguelike.traps')!.entry).toBe(trap.name);
  });

  it('draws a trap as ^ only with --reveal', async () => {
    const zone = (await map('--seed', trapSeed, '--reveal')).zones[0]!;
    const trap = zone.traps[0]!;
    const plain = await mapText('--seed', trapSeed);
    const revealed = await mapText('--seed', trapSeed, '--reveal');
    expect(drawnMap(plain.lines, zone).join('\n')).not.toContain('^');
    expect(plain.stdout).not.toContain(trap.name);
    expect(drawnMap(revealed.lines, zone)[trap.y]![trap.x]).toBe('^');
    expect(revealed.stdout).toContain(`^ trap: ${trap.name}`);
  });
});

describe('athack map', () => {
  it('prints the map, a legend, the description, the exits and the rolls', async () => {
    const zone = (await map('--seed', 'athack')).zones[0]!;
    const r = await mapText('--seed', 'athack');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Zone 1: ${zone.roomType}, ${zone.width}×${zone.height}`);
    const drawn = drawnMap(r.lines, zone);
    expect(drawn).toHaveLength(zone.height);
    drawn.forEach((row, y) => {
      expect(row).toHaveLength(zone.width);
      // Rock and walls are drawn as the tiles have them; only floor can carry a creature or an item.
      [...zone.tiles[y]!].forEach((c, x) => c !== '.' && c !== '0' && expect(row[x]).toBe(c));
    });
    const { lines } = r;
    expect(lines.find((l) => l.includes('# rock') && l.includes('. floor'))).toBeDefined();
    expect(lines).toContain(zone.description);
    const exits = lines.indexOf('Exits:');
    const rolls = lines.indexOf('Rolls:');
    expect(exits).toBeGreaterThan(0);
    expect(rolls).toBe(exits + zone.exits.length + 1);
    expect(lines[exits + 1]).toContain('(the way in)');
    expect(lines[exits + 1]).toContain('the dungeon entrance');
    // One line a roll: table, dice, result (a hidden one as ?: this zone's fountain) and the entry it
    // read, which a plain dice roll (number appearing, hit points) does not repeat.
    expect(zone.rolls.some((r) => r.result === null)).toBe(true);
    expect(lines.slice(rolls + 1)).toHaveLength(zone.rolls.length);
    zone.rolls.forEach((roll, k) => {
      const entry = roll.entry === String(roll.result) ? '' : ` +${escape(roll.entry)}`;
      expect(lines[rolls + 1 + k]).toMatch(new RegExp(`^ {2}${escape(roll.table)} +${escape(roll.dice)} = +${roll.result ?? '\\?'}${entry}$`));
    });
    expect(lines[rolls + 1]).toMatch(/roguelike\.room-type\s+1d6 =\s+\d/);
  });

  it('prints a plain dice roll (number appearing, hit points) with its result once', async () => {
    const zone = (await map('--seed', '7')).zones[0]!;
    const plain = zone.rolls.filter((r) => r.entry === String(r.result));
    expect(plain.length).toBeGreaterThan(0);
    const { lines } = await mapText('--seed', '7');
    for (const roll of plain) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}${escape(roll.table)} +${escape(roll.dice)} = +${roll.result}$`)));
  });

  it('a roll the depth cut down says what came of it, so the rolls add up to the creatures on the map', async () => {
    // Seed 3's first zone rolls five Eagles (2 HD): at depth 1 one comes, young.
    const zone = (await map('--seed', '3', '--zone', '1')).zones[0]!;
    const eagles = zone.creatures.filter((c) => c.name === 'Eagle');
    expect(eagles.map((c) => c.hd)).toEqual([1]);
    const { lines } = await mapText('--seed', '3', '--zone', '1');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}number of Eagles +1d6 = +5 {2}1 at depth 1, the rest keep away$/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}Eagle HP \\(young: 1 HD, not 2\\) +1d8 = +${eagles[0]!.hp}$`)));
    // Every cut count names what the zone holds, in every zone of a few dungeons.
    for (const seed of ['1', '2', '3', '4']) {
      for (const z of (await map('--seed', seed, '--zones', '6')).zones) {
        for (const roll of z.rolls.filter((r) => r.table.startsWith('number of ') && r.entry !== String(r.result))) {
          expect(roll.entry).toMatch(/^\d at depth \d+, the rest keep away$/);
          expect(Number(roll.entry[0])).toBeLessThan(roll.result!);
        }
      }
    }
  });

  it('the same seed prints the same zones every time', async () => {
    const a = await athack('map', '--seed', 'same', '--zones', '3', '--reveal');
    const b = await athack('map', '--seed', 'same', '--zones', '3', '--reveal');
    expect(a.stdout).toBe(b.stdout);
    expect(await map('--seed', 'same', '--zones', '3')).toEqual(await map('--seed', 'same', '--zones', '3'));
    // And another seed, other zones.
    expect((await athack('map', '--seed', 'other', '--zones', '3', '--reveal')).stdout).not.toBe(a.stdout);
  });

  it('with no --seed it picks one, says so, and that seed gives the same zones again', async () => {
    const r = await mapText();
    expect(r.code).toBe(0);
    const m = /^Seed "(\d+)" \(random; pass --seed to see it again\)$/.exec(r.lines[0]!);
    expect(m).not.toBeNull();
    const again = await mapText('--seed', m![1]!);
    expect(again.lines[0]).toBe(`Seed "${m![1]}"`);
    expect(again.lines.slice(1)).toEqual(r.lines.slice(1));
    expect((await athackJson<MapJson>('map')).seed).toMatch(/^\d+$/);
  });

  it('refuses a bad zone id, a zone no exit leads to, and --zones 0, with exit 2 and a clear message', async () => {
    const notId = await athack('map', '--seed', '1', '--zone', 'x');
    expect(notId.code).toBe(2);
    expect(notId.stderr).toContain('"x" is not a zone id');
    expect(notId.stdout).toBe('');
    const missing = await athack('map', '--seed', '1', '--zone', '1.99');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('has no zone 1.99');
    // An id of the right shape is a zone the dungeon lacks, however it starts.
    const nine = await athack('map', '--seed', '1', '--zone', '9');
    expect(nine.code).toBe(2);
    expect(nine.stderr).toContain('athack: seed "1" has no zone 9: every zone id starts with 1, the zone behind the entrance.');
    const none = await athack('map', '--seed', '1', '--zones', '0');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--zones must be from 1');
  });

  it('refuses --zone with --zones, in either order, rather than dropping one', async () => {
    for (const args of [['--zone', '1', '--zones', '3'], ['--zones', '3', '--zone', '1']]) {
      const r = await athack('map', '--seed', '7', ...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain("error: option '--zone <id>' cannot be used with option '--zones <n>'");
    }
  });
});
