/**
 * Row schemas for The Black Hack tables (seed 004_7cb40a2b79f5a3df.txt).
 * One strict schema per row kind; the data files import only the inferred
 * types, so the game never loads zod.
 */
import { z } from 'zod';
import { ranged } from '../schema.js';

const int = z.number().int();
const name = z.string().min(1);
/** A short description written for this project (never the seed's prose). */
const text = z.string().min(1);

/** A dice expression for the project's parser: NdM, constants, `+`/`-`, `xK`. */
export const dice = z.string().regex(/^(?:\d+d\d+(?:x\d+)?|\d+)(?:[+-](?:\d+d\d+(?:x\d+)?|\d+))*$/);

/** The id of another table of this rule set. */
export const tableId = z.string().regex(/^blackhack\.[a-z0-9-]+$/);

export const attribute = z.enum(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
export type AttributeName = z.infer<typeof attribute>;

/** The sizes of the Usage Die chain (`Ud8` is stored as `d8`). */
export const usageDie = z.enum(['d4', 'd6', 'd8', 'd10', 'd12', 'd20']);
export type UsageDieSize = z.infer<typeof usageDie>;

export const className = z.enum(['Warrior', 'Thief', 'Cleric', 'Wizard']);
export type ClassName = z.infer<typeof className>;

export const rangeBandName = z.enum(['Close', 'Nearby', 'Faraway', 'Distant']);
export const rarity = z.enum(['common', 'rare', 'exotic']);
export type Rarity = z.infer<typeof rarity>;

/** Which tests a rule touches. */
export const testKind = z.enum(['attack', 'defend', 'influence', 'damage', 'all-tests']);

/**
 * How long an effect lasts. `usageDie` means the Usage Die is rolled once per
 * `unit` and the effect ends when the chain runs out; `dice` is a fixed
 * count of units. `session` is one visit to the dungeon in this game.
 */
export const duration = z.strictObject({
  unit: z.enum(['instant', 'moments', 'minutes', 'hours', 'days', 'session', 'until-ended']),
  usageDie: usageDie.nullable(),
  dice: dice.nullable(),
});
export type Duration = z.infer<typeof duration>;

/** A piece of equipment by its rarity list and its name there. */
export const equipmentRef = z.strictObject({ rarity, name });
export type EquipmentRef = z.infer<typeof equipmentRef>;

// ---------------------------------------------------------------- attributes

export const attributeRoll = z.strictObject({
  name,
  dice,
  order: z.array(attribute).length(6),
  /** A roll of this or more makes the next attribute `nextValue` without a roll. */
  highRoll: int,
  nextValue: int,
  swaps: int,
});
export type AttributeRoll = z.infer<typeof attributeRoll>;

export const attributeInfo = z.strictObject({ name: attribute, title: name, governs: text });
export type AttributeInfo = z.infer<typeof attributeInfo>;

export const testGuidance = z.strictObject({ name, attribute, summary: text });
export type TestGuidance = z.infer<typeof testGuidance>;

// ------------------------------------------------------------------- classes

export const weaponKind = z.enum(['any', 'one-handed-sword', 'bow', 'dagger', 'blunt', 'staff']);
export const armourKind = z.enum(['any', 'cloth', 'leather', 'chain-mail', 'plate', 'shield', 'small-shield', 'helmet']);

export const kitItem = z.strictObject({
  /** As the kit names it. */
  name,
  quantity: int.min(1),
  /** The equipment row whose rules (price, AV, Ud) it uses; null for a unique flavour item. */
  equipment: equipmentRef.nullable(),
  av: int.optional(),
  usageDie: usageDie.optional(),
  weaponKind: weaponKind.optional(),
});
export type KitItem = z.infer<typeof kitItem>;

export const ability = z.strictObject({
  name,
  summary: text,
  /** The ability's own roll, if it has one. */
  dice: dice.nullable(),
  /** Whether the character's Level is added to that roll. */
  addsLevel: z.boolean(),
  /** The natural die results that trigger it (Shield Bash). */
  trigger: z.strictObject(ranged).optional(),
  /** Tests rolled with Advantage (Roguish Talents). */
  advantageOn: z.array(name).optional(),
  /** A table the ability rolls on. */
  table: tableId.optional(),
});
export type Ability = z.infer<typeof ability>;

export const heroClass = z.strictObject({
  name: className,
  startingHp: dice,
  hitDie: dice,
  /** The allowance as printed, for display. */
  usable: name,
  weapons: z.array(weaponKind).min(1),
  armour: z.array(armourKind).min(1),
  damage: z.strictObject({
    armed: dice,
    unarmed: dice,
    /** Warrior: a pool of these dice equal to HD, spread over Nearby targets. */
    poolPerHd: z.boolean(),
  }),
  trinketTable: tableId,
  startingItems: z.array(kitItem).min(1),
  casting: z
    .strictObject({ table: tableId, attribute, startingCount: dice, startingMaxLevel: int.min(1) })
    .nullable(),
  abilities: z.array(ability).min(1),
  levelUp: z.strictObject({
    attributeDie: dice,
    /** Attributes one of which gets a second roll. */
    extraRollFor: z.array(attribute).min(1),
    hpGain: dice,
    hpGainAdvantage: z.boolean(),
    extras: z.array(text),
  }),
});
export type HeroClass = z.infer<typeof heroClass>;

export const kit = z.strictObject({
  name,
  class: className,
  option: z.enum(['A', 'B']),
  coins: dice.nullable(),
  counterfeit: z.boolean(),
  items: z.array(kitItem).min(1),
});
export type Kit = z.infer<typeof kit>;

/** A die-table row that is only a name (trinkets, inspiration, signs of life). */
export { namedRoll, type NamedRoll } from '../schema.js';

// -------------------------------------------------------------------- armour

export const armourValue = z.strictObject({
  name,
  /** Armour Value, or null for an add-on that only enlarges the pool. */
  av: int.nullable(),
  poolBonus: int,
});
export type ArmourValue = z.infer<typeof armourValue>;

// -------------------------------------------------------------------- spells

export const spell = z.strictObject({
  name,
  caster: z.enum(['Wizard', 'Cleric']),
  level: int.min(1).max(10),
  /** The farthest band it reaches, `self`, or `unlimited`. */
  range: z.enum(['self', 'Close', 'Nearby', 'Faraway', 'Distant', 'unlimited']),
  /** How many it affects: a dice expression, or a kind. */
  targets: z.union([dice, z.enum(['self', 'one', 'all', 'allies', 'area', 'object'])]),
  /** Damage or healing roll; `caster-hd` rolls the caster's Hit Dice. */
  dice: z.union([dice, z.literal('caster-hd')]).nullable(),
  /** The dice are rolled once per caster Level. */
  perCasterLevel: z.boolean(),
  duration,
  effect: text,
  av: int.optional(),
  maxHd: int.optional(),
  maxHp: int.optional(),
  summonHd: z.union([dice, z.enum(['caster-level', 'half-caster-hd'])]).optional(),
  questions: int.optional(),
  orders: dice.optional(),
  days: int.optional(),
  setAttribute: z.strictObject({ attribute, value: int }).optional(),
  /** An attribute test the effect itself calls for. */
  test: attribute.optional(),
  /** Outcomes by the target's HD (Holy Word). */
  tiers: z.array(z.strictObject({ ...ranged, outcome: text, duration })).optional(),
  rollsOn: tableId.optional(),
});
export type Spell = z.infer<typeof spell>;

export const castingMode = z.strictObject({
  name,
  summary: text,
  /** Added to the d20 of the casting test. */
  addsSpellLevel: z.boolean(),
  disadvantageIfCastThisSession: z.boolean(),
  /** Test before (book, scroll) or after (memory) the effect. */
  testFirst: z.boolean(),
  onFailure: z.enum(['forgotten', 'side-effect']),
  attributes: z.strictObject({ Wizard: attribute, Cleric: attribute }),
});
export type CastingMode = z.infer<typeof castingMode>;

export const magicItem = z.strictObject({
  ...ranged,
  name,
  usageDie: usageDie.nullable(),
  /** Used up: by its Usage Die, or after one use. */
  consumable: z.boolean(),
  effect: text,
  dice: dice.nullable(),
  duration: duration.optional(),
  av: int.optional(),
  armourType: name.optional(),
  spell: name.optional(),
  spellLevel: dice.optional(),
  /** A Defend roll of this or more ends it (Bronze Ring). */
  breaksOnDefend: int.optional(),
});
export type MagicItem = z.infer<typeof magicItem>;

// -------------------------------------------------------------------- combat

export const damagePerHd = z.strictObject({
  hd: int.min(1),
  dice,
  /** The figure the seed prints in parentheses, verbatim. */
  printedAverage: z.string().min(1),
});
export type DamagePerHd = z.infer<typeof damagePerHd>;

export const outOfAction = z.strictObject({
  ...ranged,
  name,
  effect: text,
  dead: z.boolean(),
  /** HP regained on getting back up. */
  recoverHp: dice.nullable(),
  /** `all` for every test. */
  disadvantageOn: z.union([z.literal('all'), z.array(attribute)]),
  duration: duration.nullable(),
  attributeLoss: z
    .strictObject({ attributes: z.array(attribute).min(1), dice, permanent: z.boolean() })
    .nullable(),
});
export type OutOfAction = z.infer<typeof outOfAction>;

export const hindrance = z.strictObject({
  name,
  canMove: z.boolean(),
  canAct: z.boolean(),
  disadvantageOnAllTests: z.boolean(),
  summary: text,
});
export type Hindrance = z.infer<typeof hindrance>;

export const ongoingDamage = z.strictObject({
  name,
  /** HP lost at the start of each Turn. */
  damage: z.literal('level'),
  summary: text,
});
export type OngoingDamage = z.infer<typeof ongoingDamage>;

export const modifier = z.strictObject({
  name,
  appliesTo: z.array(testKind).min(1),
  /** Added to the d20 (and to damage, if listed). */
  add: z.union([dice, z.enum(['hd-difference', 'armour-value'])]),
  summary: text,
});
export type Modifier = z.infer<typeof modifier>;

export const criticalHit = z.strictObject({
  name,
  test: z.enum(['attack', 'defend']),
  natural: int.min(1).max(20),
  damageMultiplier: int,
});
export type CriticalHit = z.infer<typeof criticalHit>;

export const rangeBand = z.strictObject({
  name: rangeBandName,
  minSquares: int,
  maxSquares: int.nullable(),
  maxFeet: int.nullable(),
});
export type RangeBand = z.infer<typeof rangeBand>;

// ---------------------------------------------------------- player upkeep

export const usageDieStep = z.strictObject({
  name: usageDie,
  sides: int,
  /** Die results that step it down. */
  downgradeOn: z.strictObject(ranged),
  /** The next smaller die, or null when the item is used up. */
  next: usageDie.nullable(),
});
export type UsageDieStep = z.infer<typeof usageDieStep>;

export const usageAverage = z.strictObject({
  name: usageDie,
  /** The seed's "Average Uses" figure, verbatim. */
  printedAverage: z.string().min(1),
});
export type UsageAverage = z.infer<typeof usageAverage>;

export const rest = z.strictObject({
  name,
  unit: z.enum(['hours', 'days']),
  hitDiceRolled: z.union([int.min(1), z.literal('all')]),
  rollsBrokenArmour: z.boolean(),
  summary: text,
});
export type Rest = z.infer<typeof rest>;

export const load = z.strictObject({
  name,
  /** Most items carried, as a multiple of STR; null for no limit. */
  maxItemsTimesStr: int.nullable(),
  allowed: z.boolean(),
  disadvantageOnAllTests: z.boolean(),
});
export type Load = z.infer<typeof load>;

// ---------------------------------------------------------- experience

export const experienceSource = z.strictObject({ name, summary: text });
export type ExperienceSource = z.infer<typeof experienceSource>;

export const advancement = z.strictObject({
  name,
  /** Experiences shared to gain a level: equal to the current Level. */
  experiencesNeeded: z.literal('level'),
  costPerStory: dice,
  carousingRoll: z.literal('highest'),
  carousingTable: tableId,
  summary: text,
});
export type Advancement = z.infer<typeof advancement>;

export const carousing = z.strictObject({ ...ranged, name, effect: text, dice: dice.nullable(), duration: duration.nullable() });
export type Carousing = z.infer<typeof carousing>;

// ---------------------------------------------------------- GM tables

export const reaction = z.strictObject({
  ...ranged,
  name,
  attitude: z.enum(['friendly', 'neutral', 'hostile']),
  /** The result, said of a group ("They hand over…")… */
  effect: text,
  /** …and of a creature alone ("It hands over…"). */
  alone: text,
  /** Dice added to the result when the party refuses (8). */
  addDice: dice.optional(),
  reinforcements: dice.optional(),
  /** The result then applied (9 → 6). */
  thenResult: int.optional(),
  /** The results a trick pretends to be (10 → 2–4). */
  posesAs: z.strictObject(ranged).optional(),
});
export type Reaction = z.infer<typeof reaction>;

export const morale = z.strictObject({
  name,
  die: dice,
  /** Passes on a roll on or under the highest HD in the group. */
  passOn: z.literal('on-or-under-highest-hd'),
  groupOutPercent: int,
  hpLostPercent: int,
  summary: text,
});
export type Morale = z.infer<typeof morale>;

export const encounter = z.strictObject({ ...ranged, name, effect: text, rollsOn: tableId.optional() });
export type Encounter = z.infer<typeof encounter>;

// ---------------------------------------------------------- equipment

export const rarityRow = z.strictObject({ name: rarity, label: name, price: dice });
export type RarityRow = z.infer<typeof rarityRow>;

export const item = z.strictObject({
  name,
  rarity,
  category: z.enum([
    'weapon', 'ammunition', 'armour', 'armour-repair', 'shield', 'helmet', 'light',
    'provisions', 'tool', 'container', 'clothing', 'valuable', 'supplies',
  ]),
  usageDie: usageDie.nullable(),
  av: int.nullable(),
  /** The price die is rolled this many times and summed. */
  priceRolls: int.min(1),
  /** Large or two-handed: +1d4 to its tests and its damage. */
  large: z.boolean(),
  /** Row of the Armor Value Table it counts as. */
  armourType: name.optional(),
});
export type Item = z.infer<typeof item>;
