/**
 * Row schemas for the ASCII @HACK! tables (seed `000_8e51eaf48aa97e98.txt`).
 * Loaded only by the audit and the tests; the data files import the types.
 */
import { z } from 'zod';
import { plainDice as dice } from '../schema.js';

export { constant, type Constant } from '../schema.js';

/** The die ranks of @HACK!, smallest first. */
export const dieRank = z.enum(['d4', 'd6', 'd8', 'd10', 'd12', 'd20']);
export type DieRank = z.infer<typeof dieRank>;

export const powerLevel = z.enum(['low', 'medium', 'high']);
export type PowerLevelId = z.infer<typeof powerLevel>;

/** A percentage exactly as the seed prints it, e.g. `08%`. */
const printedPercent = z.string().regex(/^\d+%$/);
const tokens = z.number().int().nonnegative();

/** One row of the Power Level chart. Opposition figures are totals for the whole Opposition. */
export const powerLevelRow = z.strictObject({
  level: powerLevel,
  name: z.string().min(1),
  adventurerRefresh: tokens,
  adventurerEscalationBonus: tokens,
  /** Shared among the Opposition players. */
  oppositionRefresh: tokens,
  /** Shared among the Opposition players. */
  oppositionEscalationBonus: tokens,
});
export type PowerLevel = z.infer<typeof powerLevelRow>;

/** The two token-cost ladders, per die rank. */
export const costRow = z.strictObject({
  rank: dieRank,
  die: dice,
  /** Cost of a Talent (and of an Opposition Environ) at this rank. */
  talentCost: tokens,
  /** Cost of a piece of Gear (and of a Trap's effect) at this rank. */
  gearCost: tokens,
});
export type CostRow = z.infer<typeof costRow>;

/**
 * The probability column beside the cost ladders, as printed. The exact
 * chances follow from `sides` (`rankOdds` in `core/odds/die-rank.ts`).
 */
export const dieRankRow = z.strictObject({
  rank: dieRank,
  die: dice,
  sides: z.number().int().positive(),
  /** Chance of a Success (4 or more), exactly as printed. */
  printedSuccess: printedPercent,
  /** Chance of a Failure (a 1), exactly as printed. */
  printedFailure: printedPercent,
});
export type DieRankRow = z.infer<typeof dieRankRow>;

/** What a Stunt die of each rank costs (a third of the Gear cost, at least 1). */
export const stuntCostRow = z.strictObject({
  rank: dieRank,
  cost: tokens,
});
export type StuntCostRow = z.infer<typeof stuntCostRow>;

/** What a ranged Talent or Gear die counts as when used at Near range. */
export const nearRangeRow = z.strictObject({
  rank: dieRank,
  /** `d2` can never roll a Success. */
  atNear: z.enum(['d2', ...dieRank.options]),
});
export type NearRangeRow = z.infer<typeof nearRangeRow>;

/** The Escalation die. */
export const escalationRow = z.strictObject({
  name: z.string().min(1),
  die: dice,
  start: z.number().int(),
  step: z.number().int(),
  /** When the die shows this, the next Zone is the Final Zone. */
  finalZoneAt: z.number().int(),
  firstHolder: z.enum(['adventurer', 'opposition']),
});
export type Escalation = z.infer<typeof escalationRow>;

/** One Consumable die. */
export const consumableRow = z.strictObject({
  name: z.enum(['Sustenance', 'Illumination']),
  die: dice,
  start: z.number().int(),
  max: z.number().int(),
  /** Taken off each time it is spent. */
  spend: z.number().int().positive(),
  spentWhen: z.string().min(1),
  whenEmpty: z.string().min(1),
});
export type Consumable = z.infer<typeof consumableRow>;

/** Which ladder prices a purchase, if any. */
const ladder = z.enum(['talent', 'gear', 'talent-and-gear']).nullable();

/** An Obstacle the Opposition can buy for a Zone, and how it is priced. */
export const obstacleRow = z.strictObject({
  name: z.string().min(1),
  /** Flat tokens paid whatever else is bought. */
  baseCost: tokens,
  /** The ladder its dice are bought on. */
  ladder,
  /** Extra tokens per trigger. */
  perTrigger: tokens,
  /** Tokens the Opposition pays per token the Adventurer must pay to get past it. */
  perBypassToken: tokens,
  note: z.string().min(1),
});
export type Obstacle = z.infer<typeof obstacleRow>;

/** Something a player may spend tokens on. */
export const tokenSpendRow = z.strictObject({
  name: z.string().min(1),
  who: z.enum(['adventurer', 'opposition', 'any']),
  /** Flat tokens. */
  tokens,
  /**
   * A further price read from a ladder: `difference` is the gap between two
   * ranks of the element's own ladder; `stunt` reads `athack.stunt-costs`.
   */
  plus: z.enum(['talent', 'gear', 'difference', 'stunt']).nullable(),
  passage: z.string().min(1),
  note: z.string().min(1),
});
export type TokenSpend = z.infer<typeof tokenSpendRow>;

/** A rule that turns one amount of tokens into another. */
export const tokenRatioRow = z.strictObject({
  name: z.string().min(1),
  numerator: z.number().int().positive(),
  denominator: z.number().int().positive(),
  rounding: z.enum(['up', 'down', 'none']),
  minimum: tokens,
  passage: z.string().min(1),
  note: z.string().min(1),
});
export type TokenRatio = z.infer<typeof tokenRatioRow>;

/** How a roll of invoked dice (the Pitch) is read. */
export const pitchRow = z.strictObject({
  name: z.string().min(1),
  /** A die showing this or more is a Success. */
  successAtLeast: z.number().int(),
  /** A die showing this is a Failure and cancels one Success. */
  failureOn: z.number().int(),
  /** Die ranks the winner takes off the loser per net Success. */
  ranksPerNetSuccess: z.number().int(),
  /** A side with no Trait above this rank is Dead. */
  deadAtOrBelow: dieRank,
});
export type Pitch = z.infer<typeof pitchRow>;

/** An attribute a project-written @HACK! table tests (the hero is a Black Hack hero). */
const attribute = z.enum(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);

/**
 * An Environ the Opposition may buy for a Zone (a table the project
 * writes: the seed asks for environs but lists none). It strikes on every
 * entry: a test of `test` (none: it always strikes), and on a failure
 * `damage` (the environ's own die) and `condition`; while the hero stays in
 * the zone, `disadvantage` and `slowed` hold whatever the test gave.
 */
export const environRow = z.strictObject({
  name: z.string().min(1),
  /** Its die: the Talent ladder prices it. */
  rank: dieRank,
  /** What the hero meets on entering, in the project's words. */
  text: z.string().min(1),
  test: attribute.nullable(),
  /** Damage on a failed test: one of the environ's own die, or none. */
  damage: dice.nullable(),
  /** A hindrance on a failed test: `turns` for distracted or stuck, `damage` per turn for ongoing. */
  condition: z
    .strictObject({
      kind: z.enum(['distracted', 'stuck', 'ongoing', 'weakened']),
      turns: z.number().int().positive().nullable(),
      damage: z.number().int().positive().nullable(),
    })
    .nullable(),
  /** Tests at Disadvantage while the hero is in the zone. */
  disadvantage: z.array(attribute),
  /** The hero moves at half speed while in the zone (creatures get twice the turns). */
  slowed: z.boolean(),
  note: z.string().min(1),
});
export type Environ = z.infer<typeof environRow>;

/** A riddle the Opposition may set on an exit as a logic puzzle (a table the project writes). */
export const riddleRow = z.strictObject({
  /** A short id, unique in the bank. */
  name: z.string().regex(/^[a-z0-9-]+$/),
  /** The riddle as the hero reads it. */
  text: z.string().min(1),
  /** Answers accepted, matched leniently (case, articles, punctuation and simple plurals ignored). */
  answers: z.array(z.string().min(1)).min(1),
  /** 1 to 3: the tokens a right answer pays the hero. */
  difficulty: z.number().int().min(1).max(3),
});
export type Riddle = z.infer<typeof riddleRow>;
