/**
 * Strict schemas for the rules tables. Every object schema is strict, so an
 * unknown or misspelt field fails, and every field is required unless it is
 * declared optional, so a missing one fails too (ARCHITECTURE.md rule 8).
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
});

const base = {
  id: z.string().regex(/^[a-z]+\.[a-z0-9-]+$/),
  name: z.string().min(1),
  source,
  errata: z.array(erratum).optional(),
};

/** The fields a die-table row always has, to spread into a row schema. */
export const ranged = { min: z.number().int(), max: z.number().int() };

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
