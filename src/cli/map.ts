/** `athack map`: zones drawn as the game draws them, with the rolls that made them. */
import { Option, type Command } from 'commander';
import { firstZones, zoneById } from '../procgen/dungeon.js';
import { rollEntrance } from '../procgen/entrance.js';
import { FIRST_ZONE, isZoneId } from '../procgen/ids.js';
import { doorName } from '../procgen/describe.js';
import type { Zone } from '../procgen/types.js';
import { drawZone, type CellStyle } from '../procgen/view.js';
import { UsageError } from './errors.js';
import type { Io, Paint } from './io.js';
import { integerArg } from './integer-arg.js';
import { printJson } from './format.js';
import { TRAPS } from '../data/roguelike/traps.js';
import { FOUNTAIN } from '../data/roguelike/rooms.js';
import { counted } from '../base/words.js';
import { seedArg } from './options.js';

interface MapOptions {
  seed?: string;
  zones: number;
  zone?: string;
  reveal?: boolean;
  json?: boolean;
}

function paintFor(paint: Paint): Record<CellStyle, (s: string) => string> {
  return { rock: paint.dim, floor: String, door: paint.yellow, feature: paint.cyan, creature: paint.red, rival: (s) => paint.bold(paint.red(s)), item: paint.green, trap: paint.red };
}

/** Tables whose results the hero must find out in play: their rolls stay hidden unless revealed. */
const SECRET_TABLES = new Set([TRAPS.id, FOUNTAIN.id]);

function rollsShown(zone: Zone, reveal: boolean) {
  return zone.rolls.map((r) => (reveal || !SECRET_TABLES.has(r.table) ? r : { ...r, result: null, entry: 'hidden (--reveal shows it)' }));
}

function zoneJson(zone: Zone, reveal: boolean) {
  return {
    id: zone.id,
    roomType: zone.roomType,
    depth: zone.depth,
    width: zone.width,
    height: zone.height,
    tiles: zone.tiles,
    exits: zone.exits.map((e) => ({ x: e.x, y: e.y, kind: e.kind, door: e.door, side: e.side, to: e.to, entry: e.entry })),
    creatures: zone.creatures.flatMap((g) => g.members.map((c) => ({ name: c.name, category: c.category, glyph: c.glyph, hd: c.hd, hp: c.hp, damage: c.damage, speed: c.speed, riders: c.riders, x: c.x, y: c.y }))),
    traps: reveal ? zone.traps.map((t) => ({ name: t.name, x: t.x, y: t.y, save: t.save })) : [],
    loot: zone.loot.map((l) => ({ name: l.name, kind: l.kind, quantity: l.quantity, chest: l.chest, magic: l.magic, x: l.x, y: l.y })),
    fountains: zone.fountains.map((f) => ({ x: f.x, y: f.y, ...(reveal ? { outcome: f.outcome } : {}) })),
    rolls: rollsShown(zone, reveal),
    description: zone.description,
  };
}

function printZone(io: Io, zone: Zone, reveal: boolean): void {
  const styles = paintFor(io.paint);
  const drawn = drawZone(zone, reveal);
  io.out(io.paint.bold(`Zone ${zone.id}: ${zone.roomType}, ${zone.width}×${zone.height}, depth ${zone.depth}`));
  for (const row of drawn.cells) io.out(`  ${row.map((c) => styles[c.style](c.glyph)).join('')}`);
  io.out(`  ${drawn.legend.map((l) => `${styles[l.style](l.glyph)} ${l.meaning}`).join('   ')}`);
  io.out(zone.description);
  io.out('Exits:');
  for (const e of zone.exits) {
    const what = e.kind === 'door' && e.door ? `${e.side} ${doorName(e.door)}` : e.kind.replace('-', ' ');
    const where = e.to === 'entrance' ? 'the dungeon entrance' : `zone ${e.to}`;
    io.out(`  ${what} at ${e.x},${e.y} → ${where}${e.entry ? ' (the way in)' : ''}`);
  }
  if (reveal && zone.traps.length > 0) io.out(`Traps: ${zone.traps.map((t) => `${t.name} at ${t.x},${t.y} (save ${t.save})`).join('; ')}`);
  io.out('Rolls:');
  const rolls = rollsShown(zone, reveal);
  const w = Math.max(...rolls.map((r) => r.table.length));
  // A plain dice roll (hit points, number appearing) reads its own result: no entry to repeat.
  for (const r of rolls) io.out(`  ${r.table.padEnd(w)}  ${r.dice.padStart(4)} = ${String(r.result ?? '?').padStart(2)}${r.entry === String(r.result) ? '' : `  ${io.paint.dim(r.entry)}`}`);
}

export function register(program: Command, io: Io): Command {
  return program
    .command('map')
    .description('draw zones of a dungeon: the map, its legend, the rolls, the description and the exits')
    .option('--seed <seed>', 'the game seed, any text or number (random when left out)', seedArg)
    .option('--zones <n>', 'how many zones, nearest the entrance first', integerArg('--zones', 1, 200), 1)
    .addOption(new Option('--zone <id>', 'one zone by id: 1 is behind the entrance, 1.2 behind its second new exit, …').conflicts('zones'))
    .option('--reveal', 'also show hidden traps and what fountains hold')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack map --seed athack\n  athack map --seed 7 --zones 3 --reveal\n  athack map --seed 7 --zone 1.2 --json')
    .action((opts: MapOptions) => {
      const seed = opts.seed ?? String(Math.floor(Math.random() * 1_000_000_000));
      if (opts.seed !== undefined && opts.seed.trim() === '') throw new UsageError('--seed needs some text or a number.');
      let zones: Zone[];
      if (opts.zone !== undefined) {
        if (!/^\d+(\.\d+)*$/.test(opts.zone)) throw new UsageError(`"${opts.zone}" is not a zone id: ids look like 1, 1.2 or 1.2.1.`);
        const zone = isZoneId(opts.zone) ? zoneById(seed, opts.zone) : undefined;
        if (!zone) {
          const why = opts.zone.split('.')[0] === FIRST_ZONE ? 'no exit leads there' : `every zone id starts with ${FIRST_ZONE}, the zone behind the entrance`;
          throw new UsageError(`seed ${JSON.stringify(seed)} has no zone ${opts.zone}: ${why}.`);
        }
        zones = [zone];
      } else {
        zones = firstZones(seed, opts.zones);
      }
      const entrance = zones[0]?.id === FIRST_ZONE ? rollEntrance(seed) : undefined;
      if (opts.json) {
        printJson(io, { seed, ...(entrance ? { entrance } : {}), zones: zones.map((z) => zoneJson(z, opts.reveal === true)) });
        return;
      }
      io.out(`Seed ${JSON.stringify(seed)}${opts.seed === undefined ? ' (random; pass --seed to see it again)' : ''}`);
      if (entrance) io.out(`Entrance: ${entrance.name}${entrance.secret ? ' (secret)' : ''}. ${entrance.description}`);
      for (const zone of zones) {
        io.out('');
        printZone(io, zone, opts.reveal === true);
      }
      if (opts.zone === undefined && zones.length < opts.zones) io.out(`\nOnly ${counted(zones.length, 'zone')}: no other exit leads on.`);
    });
}
