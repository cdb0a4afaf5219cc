/**
 * A trap's row of the Roguelike tables and what finding or disarming one
 * scores: facts read by the traps themselves, the spells that find them,
 * the Workshop, the Opposition winner and the interface alike.
 */
import { TRAPS } from '../../data/roguelike/traps.js';

export const SCORE_TRAP = 3;

export const trapRow = (name: string) => TRAPS.rows.find((t) => t.name === name)!;

/** A trap (by its table name) as the game's sentences call it: "spiked pit". */
export const trapCalled = (name: string): string => trapRow(name).called;
