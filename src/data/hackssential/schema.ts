/**
 * Row schemas for the Hackssential chapter V tables (seed `002_0e1f0607dc69d40d.txt`).
 * Loaded only by the audit and the tests; the data files import the types.
 */
import { z } from 'zod';
import { namedNote, plainDice as dice, ranged } from '../schema.js';

/** A named number the rules use; `passage` is the section of the chapter it comes from. */
export { constant, type Constant } from '../schema.js';

/** Movement rate for a range of Control (CO) scores: `min`..`max` are CO scores, not a roll. */
export const movementRow = z.strictObject({
  ...ranged,
  name: z.string().min(1),
  /** Metres per turn. */
  mov: z.number().int().positive(),
});
export type Movement = z.infer<typeof movementRow>;

/**
 * A load tier. A character is in the first tier, in order, whose limits hold:
 * `maxItems` bounds the Inventory Items carried (base + perBody × BU), and
 * `minControl` bounds the Control score left after the load penalty.
 */
export const loadTierRow = z.strictObject({
  name: z.string().min(1),
  maxItems: z.strictObject({ base: z.number().int().nonnegative(), perBody: z.number().int().nonnegative() }).nullable(),
  minControl: z.number().int().nullable(),
  /** Control change per Inventory Item beyond max load (3 + BU). */
  controlPerExtraItem: z.number().int(),
  note: z.string().min(1),
});
export type LoadTier = z.infer<typeof loadTierRow>;

/** The Reaction check: roll `die`, succeed on a result at or below the named score. */
export const reactionRow = z.strictObject({
  name: z.string().min(1),
  die: dice,
  atMostScore: z.string().min(1),
  /** Turns lost on a failure, at least (the GM may add more). */
  turnsLostOnFailure: z.number().int().nonnegative(),
});
export type Reaction = z.infer<typeof reactionRow>;

/** A situation that calls for a Reaction check. */
export const reactionTriggerRow = z.strictObject({
  name: z.string().min(1),
  context: z.enum(['combat', 'non-combat']),
});
export type ReactionTrigger = z.infer<typeof reactionTriggerRow>;

/** One key of the order in which actions are declared, tie-breaks after the first. */
export const declarationOrderRow = z.strictObject({
  order: z.number().int().positive(),
  name: z.string().min(1),
  /** A score name, or a dice expression for a roll-off. */
  key: z.string().min(1),
  direction: z.enum(['ascending', 'descending']),
});
export type DeclarationOrder = z.infer<typeof declarationOrderRow>;

/** One of the ways to use two actions in a turn. */
export const doubleActionRow = namedNote;
export type DoubleAction = z.infer<typeof doubleActionRow>;

/** One case of the ES adjustment to an Action Resolution Check. */
export const esAdjustmentRow = z.strictObject({
  name: z.string().min(1),
  /** When this case applies, comparing the ES die's roll with the ES score. */
  when: z.string().min(1),
  /** The adjustment it yields. */
  yields: z.string().min(1),
});
export type EsAdjustment = z.infer<typeof esAdjustmentRow>;

/** A kind of Action Resolution Check. */
export const checkTypeRow = z.strictObject({
  name: z.string().min(1),
  abbreviation: z.string().min(1),
  opposed: z.boolean(),
  note: z.string().min(1),
});
export type CheckType = z.infer<typeof checkTypeRow>;

/**
 * A difficulty level for an ARCT. `bestCaseCs` / `worstCaseCs` are the
 * Characteristic scores that still have a chance at the threshold in the best
 * and the worst case; `threshold` is null where the seed prints no value.
 */
export const thresholdRow = z.strictObject({
  rank: z.number().int().positive(),
  name: z.string().min(1),
  bestCaseCs: z.number().int().positive(),
  worstCaseCs: z.number().int().positive(),
  threshold: z.number().int().nullable(),
  note: z.string().min(1),
});
export type Threshold = z.infer<typeof thresholdRow>;
