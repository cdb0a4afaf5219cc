/**
 * Row schemas for the tables transcribed from the Roguelike seed
 * (`shared/seeds/003_28059e771b2b09b3.txt`). Loaded only by the audit and the
 * tests; the data files import the inferred types and nothing else.
 */
import { z } from 'zod';
import { namedRoll, ranged } from '../schema.js';

/**
 * A dice expression in the project's canonical spelling, no spaces:
 * `2d6`, `1d6-1`, `3d6+2`, `1d6x10`, a plain constant such as `2`, or a
 * signed change such as `-1`.
 */
export const dice = z.string().regex(/^[+-]?(?:\d+d\d+(?:x\d+)?|\d+)(?:[+-](?:\d+d\d+(?:x\d+)?|\d+))*$/);

/** A table id of this rule set, e.g. `roguelike.traps`. */
export const tableId = z.string().regex(/^roguelike\.[a-z0-9-]+$/);

const label = z.string().min(1);

// ---------------------------------------------------------------- characters

/** Character Occupation / Character Race (1d6): the result names a row of the attribute chart. */
export const characterRoll = namedRoll;
export type CharacterRoll = z.infer<typeof characterRoll>;

/** A count of one kind of expendable special ability, e.g. "2 Picks". */
export const abilityGrant = z.strictObject({ name: z.string().min(1), count: z.number().int().min(1) });
export type AbilityGrant = z.infer<typeof abilityGrant>;

/** A row of the occupation chart (first-level values). */
export const occupation = z.strictObject({
  name: z.string().min(1),
  health: z.number().int(),
  /** 2d6 must reach this to hit: lower is better. */
  attack: z.number().int(),
  /** 2d6 at or under this averts a hit while defending: higher is better. */
  defense: z.number().int(),
  /** Empty where the seed prints "None". */
  abilities: z.array(abilityGrant),
});
export type Occupation = z.infer<typeof occupation>;

/** A row of the race chart (first-level values). */
export const race = z.strictObject({
  name: z.string().min(1),
  speed: z.number().int(),
  power: z.number().int(),
  intellect: z.number().int(),
  abilities: z.array(abilityGrant),
});
export type Race = z.infer<typeof race>;

/** An expendable special ability; each use is marked off until replenished. */
export const specialAbility = z.strictObject({
  name: z.string().min(1),
  /** Dice the ability rolls (the Heal amount), or null. */
  dice: dice.nullable(),
  /** Rounds the effect lasts, or null. */
  rounds: z.number().int().nullable(),
  /** The table the ability draws on (spells, miracles), or null. */
  table: tableId.nullable(),
  label,
});
export type SpecialAbility = z.infer<typeof specialAbility>;

/** One item of the equipment every character starts with. */
export const kitItem = z.strictObject({
  item: z.string().min(1),
  quantity: z.number().int().min(1),
  /** The table that lists the item by name, or null when none does. */
  table: tableId.nullable(),
});
export type KitItem = z.infer<typeof kitItem>;

// ------------------------------------------------------- points and levels

export const pointEvent = z.enum([
  'leave-room-alive',
  'find-disarm-trap',
  'killing-blow',
  'last-character-standing',
  'loot-held-at-end',
  'character-dies-on-your-turn',
  'last-character-dies-on-your-turn',
  'trap-triggered-on-your-turn',
]);

export const points = z.strictObject({
  event: pointEvent,
  /** The accomplishment as the seed prints it. */
  name: z.string().min(1),
  points: z.number().int(),
  /** `event`: once per occurrence; `piece`: per piece of loot held. */
  per: z.enum(['event', 'piece']),
});
export type Points = z.infer<typeof points>;

export const levelStat = z.enum(['health', 'special-abilities', 'attack', 'defense', 'speed', 'power', 'intellect']);

/** One of the five choices offered on gaining a level (the player takes one). */
export const levelUpChoice = z.strictObject({
  n: z.number().int().min(1),
  /** The player picks one of these to change (most rows have one). */
  stats: z.array(levelStat).min(1),
  /** Signed change: `1d6`, `2`, `-1`. */
  change: dice,
  /** Floor (for a lowered rating) or ceiling (for a raised one), or null. */
  limit: z.number().int().nullable(),
  label,
});
export type LevelUpChoice = z.infer<typeof levelUpChoice>;

// ------------------------------------------------------------- equipment

export const weapon = z.strictObject({
  name: z.string().min(1),
  /** The printed WDR (weapon damage rating). */
  damage: dice,
  reach: z.enum(['melee', 'ranged', 'thrown']),
  /** Used up when used. */
  singleUse: z.boolean(),
});
export type Weapon = z.infer<typeof weapon>;

export const armour = z.strictObject({
  name: z.string().min(1),
  /** The printed AR (armor rating), subtracted from damage taken. */
  rating: z.number().int(),
  slot: z.enum(['body', 'shield', 'head', 'arms']),
});
export type Armour = z.infer<typeof armour>;

// --------------------------------------------------- spells and miracles

export const spellEffect = z.enum([
  'damage',
  'heal',
  'seal-portal',
  'unseal-portal',
  'lose-turns',
  'halve-speed',
  'double-speed',
  'teleport',
  'invisible',
  'cure-poison',
  'convert',
  'create-food',
  'detect-evil',
  'detect-magic',
  'curse',
  'remove-curse',
  'light',
  'darken',
  'attack-bonus',
]);

export const spellStat = z.enum(['speed', 'power', 'health', 'intellect', 'attack', 'defense']);

/** A spell or a miracle (both lists share one shape). */
export const spell = z.strictObject({
  name: z.string().min(1),
  /** The printed SDR/MDR; null where the seed prints "NA". */
  damage: dice.nullable(),
  /** `unholy`: only evil creatures; `all`: everyone present, the caster included. */
  target: z.enum(['one', 'all', 'unholy', 'self', 'portal', 'area']),
  effect: spellEffect,
  /** Dice of the effect other than damage (Health restored, turns lost), or null. */
  dice: dice.nullable(),
  /** Fixed duration in turns, or null (instant, until removed, or rolled in `dice`). */
  turns: z.number().int().nullable(),
  /** Fixed size of the effect (rating change, rations made), or null. */
  amount: z.number().int().nullable(),
  /** Ratings the effect changes. */
  stats: z.array(spellStat),
  /** The spell or miracle (same table) whose effect this one ends, or null. */
  undoes: z.string().min(1).nullable(),
  label,
});
export type Spell = z.infer<typeof spell>;

// ---------------------------------------------------------------- dungeon

export const entrance = z.strictObject({
  ...ranged,
  name: z.string().min(1),
  /** What the opening is; null for the secret entrance, which re-rolls it. */
  opening: z.enum(['wooden-door', 'iron-door', 'archway', 'pit', 'hole']).nullable(),
  /** The first area lies below the entrance rather than behind it. */
  below: z.boolean(),
  /** Roll again for the opening, which is then hidden by a giant skull statue. */
  reroll: z.boolean(),
  label,
});
export type Entrance = z.infer<typeof entrance>;

export const roomType = z.strictObject({
  ...ranged,
  name: z.string().min(1),
  kind: z.enum(['corridor', 'room', 'cavern', 'chamber']),
  /** Natural cave rather than hewn stone. */
  natural: z.boolean(),
  /** The feature columns rolled for it, one 2d6 roll each, in order. */
  featureTables: z.array(tableId).min(1),
  label,
});
export type RoomType = z.infer<typeof roomType>;

export const corridorDirection = z.strictObject({
  ...ranged,
  shape: z.enum(['straight', 'left-45', 'right-45', 'left-90', 'right-90', 'y-fork', 't-fork', 'dead-end', 'four-way']),
  lengthFeet: z.number().int().min(1),
  label,
});
export type CorridorDirection = z.infer<typeof corridorDirection>;

export const corridorWidth = z.strictObject({
  ...ranged,
  widthFeet: z.number().int().min(1),
  heightFeet: z.number().int().min(1),
  label,
});
export type CorridorWidth = z.infer<typeof corridorWidth>;

export const contentsKind = z.enum([
  'creature',
  'coffins-crypts',
  'loot',
  'loot-chest',
  'fountain',
  'stairs-down',
  'stairs-up-trap',
  'trap',
  'empty',
]);

export const contents = z.strictObject({
  ...ranged,
  contents: contentsKind,
  /** The table to roll on next, or null. */
  table: tableId.nullable(),
  /** The creature category it brings (a row of `roguelike.creature-categories`), or null. */
  category: z.string().min(1).nullable(),
  label,
});
export type Contents = z.infer<typeof contents>;

export const doorType = z.enum(['wooden', 'iron', 'locked-iron', 'open-arch', 'portcullis', 'locked-portcullis', 'locked-wooden']);

export const doors = z.strictObject({
  ...ranged,
  count: z.number().int().min(0),
  /** Null when there are no doors. */
  door: doorType.nullable(),
  label,
});
export type Doors = z.infer<typeof doors>;

export const roomArea = z.strictObject({
  ...ranged,
  /** The printed figure, heading "Area in Feet²" (see the table's errata). */
  area: z.number().int().min(1),
  label,
});
export type RoomArea = z.infer<typeof roomArea>;

export const fountain = z.strictObject({
  ...ranged,
  outcome: z.enum(['good', 'poison']),
  label,
});
export type Fountain = z.infer<typeof fountain>;

export const trap = z.strictObject({
  ...ranged,
  /** "Type and Description" as printed. */
  name: z.string().min(1),
  /** What the game's sentences call it: a noun phrase that takes "a" or "the" ("spiked pit"). */
  called: z.string().min(1),
  /** Damage dice, or null. */
  damage: dice.nullable(),
  /** Who the damage hits. */
  area: z.enum(['victim', 'room']),
  /** Poison damage each turn after the first hit, until cured, or null. */
  poisonPerTurn: dice.nullable(),
  /** Kills outright. */
  lethal: z.boolean(),
  /** Where it sends the victim, or null. */
  moveTo: z.enum(['new-level', 'new-room']).nullable(),
  /** The miracle (a row of `roguelike.miracles`) whose effect it has, or null. */
  miracle: z.string().min(1).nullable(),
  /** Side of a square pit in feet, or null. */
  pitFeet: z.number().int().nullable(),
  /** The printed Saving Roll: a Thief spots and disarms it on 2d6 at or under it. */
  save: z.number().int(),
  label,
});
export type Trap = z.infer<typeof trap>;

// -------------------------------------------------------------- creatures

/** Creature or NPC type (1d6 → Type 1, 2 or 3). */
export const creatureType = z.strictObject({
  ...ranged,
  name: z.string().min(1),
  /** The Type table rolled next. */
  table: tableId,
  /** How many appear (the seed's stopgap rule). */
  numberAppearing: dice,
});
export type CreatureType = z.infer<typeof creatureType>;

/** A row of a Type 1/2/3 list (1d6 → category). */
export const creatureTypeRow = z.strictObject({
  ...ranged,
  /** A row of `roguelike.creature-categories`, spelt as the Type list prints it. */
  category: z.string().min(1),
});
export type CreatureTypeRow = z.infer<typeof creatureTypeRow>;

/** A category and the creature table that lists it. */
export const creatureCategory = z.strictObject({
  name: z.string().min(1),
  table: tableId,
  note: z.string().min(1).nullable(),
});
export type CreatureCategory = z.infer<typeof creatureCategory>;

/** A special attack named in a creature's Damage column. */
export const specialAttack = z.strictObject({
  name: z.string().min(1),
  /** Fixed damage each round until cured, or null. */
  perRound: z.number().int().nullable(),
  /** Works like this spell (a row of `roguelike.spells`), or null. */
  spell: z.string().min(1).nullable(),
  /** Works like this miracle (a row of `roguelike.miracles`), or null. */
  miracle: z.string().min(1).nullable(),
  /** Draws on this table, or null. */
  table: tableId.nullable(),
  label,
});
export type SpecialAttack = z.infer<typeof specialAttack>;

export const rider = z.enum(['Poison', 'Curse', 'Paralyze']);
export const alternative = z.enum(['Spell', 'Smell']);

/** A creature or NPC (Appendix A). Null stats are the seed's "-". */
export const creature = z.strictObject({
  ...ranged,
  name: z.string().min(1),
  /** Health as printed (dice or a constant). */
  health: dice.nullable(),
  speed: z.number().int().nullable(),
  attack: z.number().int().nullable(),
  defense: z.number().int().nullable(),
  /** The dice part of the Damage column, or null when it has none. */
  damage: dice.nullable(),
  /** Special attacks added to a hit ("+ Poison"). */
  riders: z.array(rider),
  /** Damage each turn after a hit ("+ 1d6/Turn"), or null. */
  perTurn: dice.nullable(),
  /** What it may do instead of dealing damage ("or Spell"), or null. */
  or: alternative.nullable(),
  loot: z.enum(['Yes', 'No', 'Maybe']),
  /** A fixed gold-piece value dropped instead of rolling for loot, or null. */
  lootGold: z.number().int().nullable(),
  /** Its poison deals no Health damage but turns the victim into one of these if untreated. */
  poisonTurnsInto: z.strictObject({ becomes: z.enum(['zombie', 'vampire']), afterTurns: z.number().int().min(1) }).nullable(),
  /** Rolled up as a character (Creating a Character) instead of having stats. */
  character: z.boolean(),
  note: z.string().min(1).nullable(),
});
export type Creature = z.infer<typeof creature>;

// ------------------------------------------------------------------- loot

export const loot = z.strictObject({
  ...ranged,
  /** "Loot Plundered" as printed. */
  name: z.string().min(1),
  kind: z.enum(['weapon', 'armour', 'gold', 'gems', 'ring', 'necklace', 'amulet']),
  /** How many: gold pieces, gems, or 1. */
  quantity: z.number().int().min(1),
  /** The table the player picks from, or null. */
  table: tableId.nullable(),
  label,
});
export type Loot = z.infer<typeof loot>;
