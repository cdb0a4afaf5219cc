/**
 * What the golden files hold, computed from the code. `npm run golden`
 * writes them; the golden tests compute them again and compare.
 */
import { Stream } from '../../src/base/rng.js';
import { firstZones } from '../../src/procgen/dungeon.js';
import type { Zone } from '../../src/procgen/types.js';

export const GOLDEN_SEED = 'athack';

/** The first ten draws of the streams that saves and replays depend on. */
function rngCatalogue(): string {
  const draws = (name: string) => {
    const s = Stream.derive(GOLDEN_SEED, name);
    return Array.from({ length: 10 }, () => s.next());
  };
  return `${JSON.stringify({ seed: GOLDEN_SEED, streams: { gameplay: draws('gameplay'), 'zone:1': draws('zone:1') } }, null, 2)}\n`;
}

function zoneEntry(seed: string, zone: Zone): string {
  const lines = [`== seed ${seed} zone ${zone.id}: ${zone.roomType} ${zone.width}x${zone.height} depth ${zone.depth}`, ...zone.tiles];
  for (const r of zone.rolls) lines.push(`roll ${r.table} ${r.dice} = ${r.result}: ${r.entry}`);
  for (const e of zone.exits) lines.push(`exit ${e.kind} ${e.door ?? '-'} ${e.side ?? '-'} ${e.x},${e.y} -> ${e.to}${e.entry ? ' (entry)' : ''}`);
  for (const g of zone.creatures) for (const c of g.members) lines.push(`creature ${c.glyph} ${c.name} hd ${c.hd} hp ${c.hp} at ${c.x},${c.y}${c.inCoffin ? ' in a coffin' : ''}`);
  for (const t of zone.traps) lines.push(`trap ${t.name} at ${t.x},${t.y}`);
  for (const l of zone.loot) lines.push(`loot ${l.name}${l.magic ? ` (${l.magic})` : ''}${l.chest ? ' in a chest' : ''} at ${l.x},${l.y}`);
  for (const f of zone.fountains) lines.push(`fountain ${f.outcome} at ${f.x},${f.y}`);
  lines.push(`description ${zone.description}`);
  return lines.join('\n');
}

/** The first three zones of seeds 1 to 20: maps, rolls and contents. */
function zoneCatalogue(): string {
  const entries: string[] = [];
  for (let s = 1; s <= 20; s++) for (const zone of firstZones(String(s), 3)) entries.push(zoneEntry(String(s), zone));
  return `${entries.join('\n\n')}\n`;
}

/** File name under tests/golden → its expected content. */
export const GOLDEN_FILES: Record<string, () => string> = {
  'rng.json': rngCatalogue,
  'zones.txt': zoneCatalogue,
};
