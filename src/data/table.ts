/**
 * The shape every rules table in `src/data` shares, so that the audit
 * (`athack check`), the odds tool and the game read all of them the same way.
 *
 * Types only: the strict zod schemas live in `schema.ts`, which only the
 * audit and the tests load, so the game never pays for zod at start-up.
 */

/** The seed file a table was transcribed from, and the table's title there. */
export interface Source {
  /** File name under `shared/seeds/`, e.g. `004_7cb40a2b79f5a3df.txt`. */
  seed: string;
  /** The table's heading (or the passage's) as the seed names it. */
  table: string;
}

/**
 * A place where the printed table is wrong or ambiguous, and what the game
 * does about it. The shipped rows already carry the resolution; the erratum
 * keeps what was printed so the audit can report it.
 */
export interface Erratum {
  /** Which row or column, e.g. `roll 7` or `Troll: Health`. */
  where: string;
  /** What the seed prints there, verbatim. */
  printed: string;
  /** What is wrong with it. */
  problem: string;
  /** What the shipped data does instead. */
  resolution: string;
  /**
   * Set when the resolution changes nothing the game plays (a name, a
   * wording, a table the game does not use, another erratum's duplicate):
   * the one-line reason, which `athack check` prints where a resolution that
   * changes play names its proving test.
   */
  noPlayChange?: string;
}

/** A row of a die table: it applies to every result from `min` to `max`. */
export interface Ranged {
  min: number;
  max: number;
}

interface TableBase {
  /** Stable id, `<ruleset>.<table>`, e.g. `blackhack.reactions`. */
  id: string;
  /** Human-readable title used in tool output. */
  name: string;
  source: Source;
  errata?: Erratum[];
}

/** A table read by rolling `die`: each possible result must hit exactly one row. */
export interface DieTable<Row extends Ranged> extends TableBase {
  kind: 'die';
  /** Dice expression whose total indexes the table, e.g. `1d6`, `2d6`, `2d12`. */
  die: string;
  rows: Row[];
}

/** A table that is looked up by name or position rather than rolled. */
export interface ListTable<Row> extends TableBase {
  kind: 'list';
  rows: Row[];
}

/** Any table, as the audit and the registry hold them. */
export type Table = DieTable<Ranged> | ListTable<unknown>;

/**
 * A name in one table that must be a row of another (a creature category
 * naming its creature table, a kit naming a piece of equipment). The audit
 * resolves each against the `name` field of the target table's rows.
 */
export interface Reference {
  /** Id of the table holding the name. */
  table: string;
  /** The row (and field) it sits in, for the audit's message. */
  where: string;
  /** Id of the table whose rows must contain it, or `ANY_TABLE` when the name is itself a table id. */
  target: string;
  name: string;
}

/** The `target` of a reference whose name must be the id of a registered table. */
export const ANY_TABLE = '*';
