/**
 * Strict schemas for the rules tables. Every object schema is strict, so an
 * unknown or misspelt field fails, and every field is required unless it is
 * declared optional, so a missing one fails too (docs/architecture.md rule 8).
 * Loaded only by the audit and the tests.
 */
import { z } from 'zod';
import type { Table } from './table.js';

export const source = z.strictObject({ seed: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/), table: z.string().min(1) });

export const erratum = z.strictObject({
  where: z.string().min(1),
  printed: z.string(),
  problem: z.string().min(1),
  resolution: z.string().min(1),
  noPlayChange: z.string().min(1).optional(),
});

const base = {
  id: z.string().regex(/^[a-z]+\.[a-z0-9-]+$/),
  name: z.string().min(1),
  source,
  errata: z.array(erratum).optional(),
};

/** The fields a die-table row always has, to spread into a row schema. */
export const ranged = { min: z.number().int(), max: z.number().int() };

// Row shapes that more than one rule set uses, to import rather than repeat.

/** A dice expression of a single term, `NdM`, such as `1d6`. */
export const plainDice = z.string().regex(/^\d+d\d+$/);

/** A named number the rules use, with the passage of the seed it comes from. */
export const constant = z.strictObject({
  name: z.string().min(1),
  value: z.number(),
  passage: z.string().min(1),
  note: z.string().min(1),
});
export type Constant = z.infer<typeof constant>;

/** A die-table row that is only a name (a trinket, a character's occupation). */
export const namedRoll = z.strictObject({ ...ranged, name: z.string().min(1) });
export type NamedRoll = z.infer<typeof namedRoll>;

/** A named option or rule and a note on it, in the project's own words. */
export const namedNote = z.strictObject({
  name: z.string().min(1),
  note: z.string().min(1),
});
export type NamedNote = z.infer<typeof namedNote>;

export function dieTable<R extends z.ZodType>(row: R) {
  return z.strictObject({ ...base, kind: z.literal('die'), die: z.string().min(1), rows: z.array(row).min(1) });
}

export function listTable<R extends z.ZodType>(row: R) {
  return z.strictObject({ ...base, kind: z.literal('list'), rows: z.array(row).min(1) });
}

/** A table paired with the schema that checks it, as the registry lists them. */
export interface Registered {
  table: Table;
  schema: z.ZodType;
}

/** Pairs a table with its schema; the table must already fit the schema's type at compile time. */
export function register<S extends z.ZodType>(schema: S, table: z.input<S> & Table): Registered {
  return { table, schema };
}
