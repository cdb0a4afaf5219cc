/**
 * Row schemas for the Adventure Algorithms tables (seed `001_1a25a2eaf5740a81.txt`).
 * Loaded only by the audit and the tests; the data files import the types.
 */
import { z } from 'zod';
import { namedNote, plainDice as dice } from '../schema.js';

export { constant, type Constant } from '../schema.js';

const count = z.number().int().nonnegative();
/** A face of a six-sided die. */
const face = z.number().int().min(1).max(6);

/** What a number of Class dice says about the character. */
export const classRatingRow = z.strictObject({
  dice: z.number().int().positive(),
  name: z.string().min(1),
});
export type ClassRating = z.infer<typeof classRatingRow>;

/** How many of a Class's dice are rolled, by how well the Class fits the task. */
export const appropriatenessRow = z.strictObject({
  name: z.string().min(1),
  /** Dice rolled = Class dice × numerator / denominator (see the errata for rounding). */
  numerator: count,
  denominator: z.number().int().positive(),
  /** Fewest dice rolled when the fraction rounds to less (0: no floor). */
  minimum: count,
  note: z.string().min(1),
});
export type Appropriateness = z.infer<typeof appropriatenessRow>;

/** A difficulty for the Quick Formula. */
export const difficultyRow = z.strictObject({
  name: z.string().min(1),
  difficulty: z.number().int().positive(),
  note: z.string().min(1),
});
export type Difficulty = z.infer<typeof difficultyRow>;

/** The Quick Formula: one roll of Class dice; a total at or above the difficulty succeeds. */
export const quickFormulaRow = z.strictObject({
  name: z.string().min(1),
  die: dice,
  /** Helpers add only their dice showing this face. */
  helperFace: face,
});
export type QuickFormula = z.infer<typeof quickFormulaRow>;

/** The numbers of the Combat subroutine and its optional rules. */
export const combatRow = z.strictObject({
  name: z.string().min(1),
  die: dice,
  /** Support: the giver must hold at least this many dice. */
  supportGiverMinDice: z.number().int().positive(),
  /** Support: not allowed when the ally already holds this many dice. */
  supportTargetMaxDice: z.number().int().positive(),
  /** Mass combat: the subroutine suits at most this many combatants (a range). */
  massCombatMaxFrom: z.number().int().positive(),
  massCombatMaxTo: z.number().int().positive(),
  /** Large monsters: initiative dice given (a range). */
  largeMonsterDiceFrom: z.number().int().positive(),
  largeMonsterDiceTo: z.number().int().positive(),
  /** Large monsters: dice lost each time it comes back after being taken out. */
  largeMonsterLossPerReturn: z.number().int().positive(),
});
export type Combat = z.infer<typeof combatRow>;

/** A choice open to whoever has the turn in Combat. */
export const combatActionRow = z.strictObject({
  name: z.string().min(1),
  endsTurn: z.boolean(),
  note: z.string().min(1),
});
export type CombatAction = z.infer<typeof combatActionRow>;

/** The optional Wounds and Recovery rule. */
export const woundsRow = z.strictObject({
  name: z.string().min(1),
  /** Options a wounded PC must take. */
  choices: z.number().int().positive(),
  /** Options taken with armour suited to the source of the wound. */
  choicesWithArmour: z.number().int().positive(),
  /** Options a healer can undo. */
  healerUndoes: z.number().int().positive(),
  /** Wounds at once that kill, by default. */
  fatalWounds: z.number().int().positive(),
});
export type Wounds = z.infer<typeof woundsRow>;

/** One of the consequences a wounded PC chooses among. */
export const woundOptionRow = namedNote;
export type WoundOption = z.infer<typeof woundOptionRow>;

/** The Survey subroutine. */
export const surveyRow = z.strictObject({
  name: z.string().min(1),
  /** Each Supply die: the leader rolls one per Class die. */
  supplyDie: dice,
  /** Helpers add to the Supply only their dice showing this face. */
  helperFace: face,
  fieldDie: dice,
  /** Dice in the standard Field (see `aa.survey-fields` for the larger ones). A Supply die explores a Field die of equal or lower value. */
  fieldDice: z.number().int().positive(),
  layout: z.literal('triangle'),
  /** Field dice where exploring may begin. */
  corners: z.number().int().positive(),
  /** The Prize number must show on at least this many Field dice. */
  prizeMinCount: z.number().int().positive(),
});
export type Survey = z.infer<typeof surveyRow>;

/** A size of Survey Field. */
export const surveyFieldRow = z.strictObject({
  name: z.string().min(1),
  dice: z.number().int().positive(),
  /** Rows of the triangle; row n holds n dice. */
  rows: z.number().int().positive(),
});
export type SurveyField = z.infer<typeof surveyFieldRow>;

/** The Workshop subroutine: done when every pile of the Craft has the same total. */
export const workshopRow = z.strictObject({
  name: z.string().min(1),
  die: dice,
  /** Supply dice may be rolled per round; only one of them is placed. */
  placedPerRound: z.number().int().positive(),
});
export type Workshop = z.infer<typeof workshopRow>;

/** A size of Workshop Craft. */
export const craftRow = z.strictObject({
  name: z.string().min(1),
  piles: z.number().int().positive(),
  dicePerPile: z.number().int().positive(),
});
export type Craft = z.infer<typeof craftRow>;

/** A bonus to the Workshop Supply (which starts at the Class's dice). */
export const supplyBonusRow = z.strictObject({
  name: z.string().min(1),
  bonus: z.number().int(),
});
export type SupplyBonus = z.infer<typeof supplyBonusRow>;

/** The optional Trade and Wealth rule. */
export const tradeRow = z.strictObject({
  name: z.string().min(1),
  /** Dice lost from the prosperity Class when a failed payment is made anyway. */
  failedPaymentLoss: z.number().int().positive(),
  /** Dice gained when selling cargo with more dice than the prosperity Class. */
  cargoSaleGain: z.number().int().positive(),
});
export type Trade = z.infer<typeof tradeRow>;
