/**
 * A creature's own row of the Roguelike tables, for the printed rules the
 * @HACK! translation does not carry on the creature (fixed gold, a hold
 * that squeezes each turn, a poison that turns its victim): read from the
 * data by name, so every way a creature comes into play plays them alike.
 */
import { CREATURE_TABLES } from '../../data/roguelike/creatures.js';
import type { Creature as CreatureRow } from '../../data/roguelike/schema.js';

const BY_NAME = new Map<string, CreatureRow>(CREATURE_TABLES.flatMap((t) => t.rows.map((r) => [r.name, r] as const)));

/** The row of a creature called `name`; a boss is "<its kind>, <title>". */
export function creatureRow(name: string): CreatureRow | undefined {
  return BY_NAME.get(name) ?? BY_NAME.get(name.split(', ')[0]!);
}
