/**
 * Rolls on the rules tables for one zone, from the zone's own stream, and
 * keeps a record of every roll: which table, which dice, what came up and
 * which entry that read.
 */
import { parseDice, rollTotal } from '../base/dice/index.js';
import { randomInt, type RandomSource } from '../base/rng.js';
import type { DieTable, Ranged } from '../data/table.js';

export interface RollRecord {
  /** The table's id, or what a plain dice roll was for. */
  table: string;
  /** The same as a player reads it: the table's name, or what the roll was for. */
  label: string;
  dice: string;
  result: number;
  entry: string;
}

export class Roller {
  readonly rolls: RollRecord[] = [];

  constructor(readonly stream: RandomSource) {}

  /** Rolls `table`'s die and returns the row it lands on; `entry` names the row in the record. */
  onTable<R extends Ranged>(table: DieTable<R>, entry: (row: R) => string): R {
    const result = rollTotal(parseDice(table.die), this.stream);
    const row = table.rows.find((r) => r.min <= result && result <= r.max);
    if (!row) throw new Error(`${table.id} has no row for ${result}`);
    this.rolls.push({ table: table.id, label: table.name, dice: table.die, result, entry: entry(row) });
    return row;
  }

  /** Rolls a dice expression for a named purpose (hit points, number appearing). */
  dice(what: string, expression: string): number {
    const result = rollTotal(parseDice(expression), this.stream);
    this.rolls.push({ table: what, label: what, dice: expression, result, entry: String(result) });
    return result;
  }

  /** Says what became of the last roll, where the rules took less than it rolled (a depth's ceiling). */
  amendLast(entry: string): void {
    const last = this.rolls[this.rolls.length - 1];
    if (last) last.entry = entry;
  }

  /** An unrecorded choice of layout (where a door or a creature goes): not a rules roll. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[randomInt(this.stream, 0, items.length - 1)]!;
  }

  int(lo: number, hi: number): number {
    return randomInt(this.stream, lo, hi);
  }
}
