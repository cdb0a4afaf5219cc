/**
 * Roguelike creatures and NPCs (Appendix A): the type roll, the three Type
 * lists, the categories they name, the special attacks, and one 1d6 table per
 * category. Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 *
 * Health is kept as printed (dice or a constant); the Damage column is split
 * into its dice, its riders ("+ Poison"), a per-turn part ("+ 1d6/Turn") and
 * an alternative ("or Spell"). "-" in the seed is null.
 */
import type { Creature, CreatureCategory, CreatureType, CreatureTypeRow, SpecialAttack } from './schema.js';
import type { DieTable, ListTable } from '../table.js';

const SEED = '003_28059e771b2b09b3.txt';
const TYPES = 'Appendix A □ Creatures and NPCs';

// Seed 003 (Roguelike), Appendix A: "roll 1d6 to determine creature or NPC type" (stated in the text).
export const CREATURE_TYPE: DieTable<CreatureType> = {
  kind: 'die',
  id: 'roguelike.creature-type',
  name: 'Creature or NPC type',
  source: { seed: SEED, table: TYPES },
  die: '1d6',
  errata: [
    {
      where: 'number appearing',
      printed: 'This, I will admit, is an oversight on my part - for now, roll 1d6.',
      problem: 'The tables give no number of creatures per encounter; the seed admits the gap and offers 1d6 as a stopgap.',
      resolution: 'Every row carries numberAppearing 1d6: that many of the rolled creature appear.',
    },
  ],
  rows: [
    { min: 1, max: 2, name: 'Type 1', table: 'roguelike.creature-type-1', numberAppearing: '1d6' },
    { min: 3, max: 4, name: 'Type 2', table: 'roguelike.creature-type-2', numberAppearing: '1d6' },
    { min: 5, max: 6, name: 'Type 3', table: 'roguelike.creature-type-3', numberAppearing: '1d6' },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Type 1 Creatures and NPCs" (roll 1d6).
export const CREATURE_TYPE_1: DieTable<CreatureTypeRow> = {
  kind: 'die',
  id: 'roguelike.creature-type-1',
  name: 'Type 1 creatures and NPCs',
  source: { seed: SEED, table: 'Type 1 Creatures and NPCs' },
  die: '1d6',
  errata: [
    {
      where: 'roll 6',
      printed: '6. Humanoids 3',
      problem:
        'There is no "Humanoids 3" list. The humanoid lists are headed "Humanoids", "Humanoids 1" and "Humanoids 2", and no Type list ever names "Humanoids 1", so it could never be rolled.',
      resolution:
        'Names that match are kept ("Humanoids", "Humanoids 2"); the category "Humanoids 3" leads to the otherwise unreachable list headed "Humanoids 1" (roguelike.creatures-humanoids-1), via roguelike.creature-categories.',
    },
  ],
  rows: [
    { min: 1, max: 1, category: 'Animals' },
    { min: 2, max: 2, category: 'Undead' },
    { min: 3, max: 3, category: 'Flying Creatures' },
    { min: 4, max: 4, category: 'Humanoids' },
    { min: 5, max: 5, category: 'Humanoids 2' },
    { min: 6, max: 6, category: 'Humanoids 3' },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Type 2 Creatures and NPCs" (roll 1d6).
export const CREATURE_TYPE_2: DieTable<CreatureTypeRow> = {
  kind: 'die',
  id: 'roguelike.creature-type-2',
  name: 'Type 2 creatures and NPCs',
  source: { seed: SEED, table: 'Type 2 Creatures and NPCs' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, category: 'Insects' },
    { min: 2, max: 2, category: 'Flying Creatures' },
    { min: 3, max: 3, category: 'Humans' },
    { min: 4, max: 4, category: 'Reptiles' },
    { min: 5, max: 5, category: 'Animals' },
    { min: 6, max: 6, category: 'Domestic Animals' },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Type 3 Creatures and NPCs" (roll 1d6).
export const CREATURE_TYPE_3: DieTable<CreatureTypeRow> = {
  kind: 'die',
  id: 'roguelike.creature-type-3',
  name: 'Type 3 creatures and NPCs',
  source: { seed: SEED, table: 'Type 3 Creatures and NPCs' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, category: 'Reptiles' },
    { min: 2, max: 2, category: 'Acids and Gels' },
    { min: 3, max: 3, category: 'Elementals' },
    { min: 4, max: 4, category: 'Plants' },
    { min: 5, max: 5, category: 'Undead' },
    { min: 6, max: 6, category: 'Dragons' },
  ],
};

// Seed 003 (Roguelike), Appendix A: each category the Type lists name, and the list that details it.
export const CREATURE_CATEGORIES: ListTable<CreatureCategory> = {
  kind: 'list',
  id: 'roguelike.creature-categories',
  name: 'Creature categories',
  source: { seed: SEED, table: TYPES },
  rows: [
    { name: 'Acids and Gels', table: 'roguelike.creatures-acids-and-gels', note: null },
    { name: 'Animals', table: 'roguelike.creatures-animals', note: null },
    { name: 'Domestic Animals', table: 'roguelike.creatures-domestic-animals', note: null },
    { name: 'Dragons', table: 'roguelike.creatures-dragons', note: null },
    { name: 'Elementals', table: 'roguelike.creatures-elementals', note: null },
    { name: 'Flying Creatures', table: 'roguelike.creatures-flying-creatures', note: null },
    { name: 'Humanoids', table: 'roguelike.creatures-humanoids', note: null },
    { name: 'Humanoids 2', table: 'roguelike.creatures-humanoids-2', note: null },
    { name: 'Humanoids 3', table: 'roguelike.creatures-humanoids-1', note: 'The list the seed heads "Humanoids 1" (see the errata of roguelike.creature-type-1).' },
    { name: 'Humans', table: 'roguelike.creatures-humans', note: null },
    { name: 'Insects', table: 'roguelike.creatures-insects', note: 'Some of them may serve as mounts if the referee allows it.' },
    { name: 'Plants', table: 'roguelike.creatures-plants', note: null },
    { name: 'Reptiles', table: 'roguelike.creatures-reptiles', note: null },
    { name: 'Undead', table: 'roguelike.creatures-undead', note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A: the special attacks named in the Damage columns
// (the paragraph after the creature tables), one row each.
export const SPECIAL_ATTACKS: ListTable<SpecialAttack> = {
  kind: 'list',
  id: 'roguelike.special-attacks',
  name: 'Creature special attacks',
  source: { seed: SEED, table: TYPES },
  errata: [
    {
      where: 'Spell',
      printed: '1d6 or Spell',
      problem: 'Several creatures may attack "or Spell", but the seed never says which spell, how often, or how it is chosen.',
      resolution: 'Once a fight, instead of striking, the creature casts: a WIS test (with Powerful Foe) resists it; failed, its damage dice hit and armour cannot stop them. Then it strikes as any creature does.',
    },
    {
      where: 'Poison',
      printed: 'the Poison attack delivers 3 points of damage per round to a successfully attacked character until they are cured',
      problem: 'A flat 3 a round hurts a Level 1 hero as much as a Level 10 one, whatever the creature, and "until cured" asks for a cure the dungeon seldom has; RULES.md carries every creature to The Black Hack, whose poison is Ongoing Damage.',
      resolution: "Ongoing Damage equal to the HD of the creature that laid it, at the start of each of the hero's turns, until a CON test at the end of a turn shakes it off (a Cleric tests with Advantage) or the temple or a prayer cures it. The Zombie's, Vampire's and Zombie Vine's poison instead turns its victim (docs/rules.md, \"Poison that turns its victim\").",
    },
    {
      where: 'Smell',
      printed: '1d6 or Smell',
      problem: 'The Catpiss Man may attack "or Smell", which the seed never defines.',
      resolution: 'The stench comes with the creature\'s hit, as a rider: the hit does its damage, and the target is Distracted for a turn (may move, not act).',
    },
  ],
  rows: [
    { name: 'Poison', perRound: 3, spell: null, miracle: null, table: null, label: 'Deals 3 damage each round until cured, unless the creature says otherwise.' },
    { name: 'Curse', perRound: null, spell: null, miracle: 'Curse', table: null, label: 'Works as the Curse miracle.' },
    { name: 'Paralyze', perRound: null, spell: 'Paralyze', miracle: null, table: null, label: 'Works as the Paralyze spell.' },
    { name: 'Spell', perRound: null, spell: null, miracle: null, table: 'roguelike.spells', label: 'Casts a spell instead of dealing damage.' },
    { name: 'Smell', perRound: null, spell: null, miracle: null, table: null, label: 'A stench that distracts the target instead of hurting it.' },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Acids & Gels" (roll 1d6).
export const CREATURES_ACIDS_AND_GELS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-acids-and-gels',
  name: 'Acids & Gels',
  source: { seed: SEED, table: 'Acids & Gels' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Green Jelly', health: '3d6', speed: 2, attack: 5, defense: 2, damage: '2d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Black Jelly', health: '2d6', speed: 2, attack: 4, defense: 2, damage: '2d6', riders: ['Curse'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Anal Jelly', health: '2d6', speed: 2, attack: 7, defense: 2, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Jelly Bear', health: '4d6', speed: 4, attack: 8, defense: 3, damage: '3d6', riders: ['Paralyze'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Technicolor Gak', health: '2d6', speed: 3, attack: 6, defense: 2, damage: '1d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Jelly Baby', health: '2d6', speed: 3, attack: 9, defense: 2, damage: '1d6-1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Animals" (roll 1d6).
export const CREATURES_ANIMALS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-animals',
  name: 'Animals',
  source: { seed: SEED, table: 'Animals' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Bear', health: '4d6', speed: 4, attack: 8, defense: 6, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Lion', health: '3d6', speed: 6, attack: 7, defense: 6, damage: '2d6+3', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Tiger', health: '2d6+3', speed: 6, attack: 7, defense: 5, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Wolf', health: '2d6', speed: 5, attack: 7, defense: 4, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Platypus', health: '1d6', speed: 4, attack: 9, defense: 2, damage: '1d6-1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Platypus of Death', health: '3d6', speed: 6, attack: 3, defense: 4, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Domestic Animals" (roll 1d6).
export const CREATURES_DOMESTIC_ANIMALS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-domestic-animals',
  name: 'Domestic Animals',
  source: { seed: SEED, table: 'Domestic Animals' },
  die: '1d6',
  errata: [
    {
      where: 'Horse: Loot',
      printed: 'Maybe',
      problem: 'The Loot column is defined as whether the creature carries loot; "Maybe" is not explained.',
      resolution: 'Kept as "Maybe", read as an even chance: the game rolls on Appendix B for it half the time.',
    },
    {
      where: 'Cat: Health',
      printed: '1d6-1',
      problem: 'A roll of 1 gives 0 Health, and a character at 0 Health is unconscious, so the cat could start out knocked out.',
      resolution: 'Health kept as printed; a rolled total below 1 counts as 1 (the game converts Health to Hit Dice by counting dice, minimum 1).',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Cow', health: '3d6', speed: 3, attack: 10, defense: 2, damage: '1d6-1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Horse', health: '3d6', speed: 5, attack: 8, defense: 3, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'Maybe', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Dog', health: '1d6+2', speed: 5, attack: 8, defense: 3, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Cat', health: '1d6-1', speed: 4, attack: 3, defense: 8, damage: '5d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Goat', health: '2d6', speed: 3, attack: 10, defense: 4, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Pig', health: '2d6', speed: 2, attack: 11, defense: 3, damage: '1d6-1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Dragons" (roll 1d6).
export const CREATURES_DRAGONS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-dragons',
  name: 'Dragons',
  source: { seed: SEED, table: 'Dragons' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Fire Red Dragon', health: '6d6', speed: 11, attack: 6, defense: 8, damage: '5d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Ice Blue Dragon', health: '5d6', speed: 9, attack: 5, defense: 7, damage: '5d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Acid Green Dragon', health: '6d6', speed: 7, attack: 4, defense: 7, damage: '6d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Shadow Dragon', health: '5d6', speed: 9, attack: 6, defense: 10, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Clockwork Dragon', health: '6d6', speed: 10, attack: 7, defense: 10, damage: '6d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Teacup Dragon', health: '1d6', speed: 10, attack: 6, defense: 2, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Elementals" (roll 1d6).
export const CREATURES_ELEMENTALS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-elementals',
  name: 'Elementals',
  source: { seed: SEED, table: 'Elementals' },
  die: '1d6',
  errata: [
    {
      where: 'Metal Elemental and Fused Elemental: Loot',
      printed: 'Yes',
      problem: 'The note below the table gives them a fixed drop (the equivalent of 50 and 20 gold pieces) without saying whether that replaces or adds to a roll on Appendix B.',
      resolution: 'The fixed amount replaces the roll: lootGold 50 and 20, and no roll on Appendix B.',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Earth Elemental', health: '3d6', speed: 4, attack: 9, defense: 9, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Water Elemental', health: '3d6', speed: 6, attack: 4, defense: 3, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Fire Elemental', health: '3d6', speed: 6, attack: 5, defense: 2, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Metal Elemental', health: '5d6', speed: 5, attack: 4, defense: 10, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: 50, poisonTurnsInto: null, character: false, note: 'A walking heap of precious metal; drops 50 gold pieces worth when destroyed.' },
    { min: 5, max: 5, name: 'Void Elemental', health: '2d6', speed: 8, attack: 5, defense: 9, damage: '6d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Fused Elemental', health: '5d6', speed: 7, attack: 3, defense: 11, damage: '5d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: 20, poisonTurnsInto: null, character: false, note: 'The other five elementals merged into one; drops 20 gold pieces worth when destroyed.' },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Flying Creatures" (roll 1d6).
export const CREATURES_FLYING_CREATURES: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-flying-creatures',
  name: 'Flying Creatures',
  source: { seed: SEED, table: 'Flying Creatures' },
  die: '1d6',
  errata: [
    {
      where: 'Owl: Health',
      printed: '1d6-1',
      problem: 'A roll of 1 gives 0 Health, and a character at 0 Health is unconscious, so the owl could start out knocked out.',
      resolution: 'Health kept as printed; a rolled total below 1 counts as 1 (the game converts Health to Hit Dice by counting dice, minimum 1).',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Bat', health: '2', speed: 9, attack: 5, defense: 8, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Owl', health: '1d6-1', speed: 8, attack: 5, defense: 9, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Eagle', health: '2d6', speed: 7, attack: 4, defense: 8, damage: '1d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Flying Serpent', health: '2d6+2', speed: 6, attack: 8, defense: 4, damage: '1d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Rok', health: '3d6', speed: 7, attack: 3, defense: 7, damage: '2d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Griffin', health: '4d6', speed: 5, attack: 4, defense: 6, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Humanoids" (roll 1d6).
export const CREATURES_HUMANOIDS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-humanoids',
  name: 'Humanoids',
  source: { seed: SEED, table: 'Humanoids' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Goblin', health: '1d6+1', speed: 5, attack: 9, defense: 3, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Kobold', health: '2d6', speed: 5, attack: 7, defense: 5, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Orc', health: '3d6', speed: 4, attack: 6, defense: 6, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Ogre', health: '4d6', speed: 4, attack: 7, defense: 7, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Troll', health: '4d6', speed: 5, attack: 6, defense: 8, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'GUTB', health: '4d6', speed: 8, attack: 5, defense: 4, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Humanoids 1" (roll 1d6).
export const CREATURES_HUMANOIDS_1: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-humanoids-1',
  name: 'Humanoids 1',
  source: { seed: SEED, table: 'Humanoids 1' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Gorgon', health: '3d6', speed: 4, attack: 8, defense: 6, damage: '1d6', riders: ['Paralyze'], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Minotaur', health: '4d6', speed: 6, attack: 4, defense: 8, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Troglodyte', health: '2d6', speed: 5, attack: 5, defense: 6, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Lizard Man', health: '3d6', speed: 4, attack: 6, defense: 6, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Doppleganger', health: '2d6', speed: 5, attack: 5, defense: 4, damage: '2d6', riders: ['Poison'], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: 'A shapeshifter that can pass for any Humanoid or Human, even an @ character it has slain.' },
    { min: 6, max: 6, name: 'Grue', health: '2d6', speed: 8, attack: 7, defense: 9, damage: '3d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Humanoids 2" (roll 1d6).
export const CREATURES_HUMANOIDS_2: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-humanoids-2',
  name: 'Humanoids 2',
  source: { seed: SEED, table: 'Humanoids 2' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Sprite', health: '1', speed: 12, attack: 4, defense: 11, damage: '1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Gnome', health: '1d6+2', speed: 4, attack: 6, defense: 5, damage: '1d6', riders: [], perTurn: null, or: 'Spell', loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Pixie', health: '2', speed: 10, attack: 4, defense: 9, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Leprechaun', health: '2d6', speed: 6, attack: 5, defense: 6, damage: '2d6+3', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Black Elf', health: '3d6', speed: 7, attack: 5, defense: 6, damage: '3d6', riders: [], perTurn: null, or: 'Spell', loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Satyr', health: '2d6', speed: 7, attack: 7, defense: 7, damage: '1d6', riders: [], perTurn: null, or: 'Spell', loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Humans (or Sub-Species Thereof)" (roll 1d6).
export const CREATURES_HUMANS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-humans',
  name: 'Humans (or Sub-Species Thereof)',
  source: { seed: SEED, table: 'Humans (or Sub-Species Thereof)' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Neanderthal', health: '3d6', speed: 6, attack: 8, defense: 3, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Giant Human', health: '5d6', speed: 4, attack: 5, defense: 5, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Crazed Madman', health: '3d6', speed: 6, attack: 5, defense: 6, damage: '3d6', riders: [], perTurn: null, or: 'Spell', loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Commercial At Character', health: null, speed: null, attack: null, defense: null, damage: null, riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: true, note: 'A rival @ rolled up with the character creation rules.' },
    { min: 5, max: 5, name: 'Catpiss Man', health: '2d6', speed: 3, attack: 9, defense: 4, damage: '1d6', riders: [], perTurn: null, or: 'Smell', loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Playa Killa', health: '4d6', speed: 8, attack: 4, defense: 8, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Insects" (roll 1d6).
export const CREATURES_INSECTS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-insects',
  name: 'Insects',
  source: { seed: SEED, table: 'Insects' },
  die: '1d6',
  errata: [
    {
      where: 'Giant Cockroach: Damage',
      printed: '1d6-2',
      problem: 'A roll of 1 deals -1 damage, which would heal the target.',
      resolution: 'Damage kept as printed, and not played: like every creature, the cockroach hits with the Black Hack damage of its HD (3 HD from its 3d6 Health: 2d4), which never heals.',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Giant Mantis', health: '2d6', speed: 8, attack: 5, defense: 7, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Giant Centipede', health: '3d6', speed: 10, attack: 7, defense: 8, damage: '3d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Giant Scorpion', health: '2d6', speed: 9, attack: 6, defense: 9, damage: '2d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Giant Beetle', health: '3d6', speed: 4, attack: 8, defense: 9, damage: '1d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Giant Cockroach', health: '3d6', speed: 7, attack: 6, defense: 8, damage: '1d6-2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Giant Locust', health: '2d6', speed: 6, attack: 7, defense: 7, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Plants" (roll 1d6).
export const CREATURES_PLANTS: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-plants',
  name: 'Plants',
  source: { seed: SEED, table: 'Plants' },
  die: '1d6',
  errata: [
    {
      where: 'Carnivorous Plant: Loot',
      printed: 'Maybe',
      problem: 'The Loot column is defined as whether the creature carries loot; "Maybe" is not explained.',
      resolution: 'Kept as "Maybe", read as an even chance: the game rolls on Appendix B for it half the time.',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Strangle Vines', health: '4d6', speed: 3, attack: 8, defense: 3, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Mushroom Man', health: '2d6', speed: 4, attack: 6, defense: 4, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Creeping Fungus', health: '3d6', speed: 8, attack: 5, defense: 4, damage: '1d6', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Carnivorous Plant', health: '4d6', speed: 3, attack: 8, defense: 4, damage: '2d6', riders: [], perTurn: null, or: null, loot: 'Maybe', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Zombie Vine', health: '3d6', speed: 3, attack: 9, defense: 3, damage: null, riders: ['Curse', 'Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: { becomes: 'zombie', afterTurns: 5 }, character: false, note: 'Its poison does no Health damage; left untreated for over five turns it makes the victim an NPC zombie.' },
    { min: 6, max: 6, name: 'Ent', health: '4d6', speed: 3, attack: 5, defense: 9, damage: '4d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Reptiles" (roll 1d6).
export const CREATURES_REPTILES: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-reptiles',
  name: 'Reptiles',
  source: { seed: SEED, table: 'Reptiles' },
  die: '1d6',
  errata: [
    {
      where: 'Boa Constrictor: Damage',
      printed: '1d6 + 1d6/Turn',
      problem: 'The extra 1d6 a turn has no stated end.',
      resolution: '1d6 on a hit, then 1d6 at each of the victim\'s turns (perTurn) until the boa is killed or the victim breaks free; freeing oneself is left to the game rules.',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Boa Constrictor', health: '3d6', speed: 4, attack: 10, defense: 3, damage: '1d6', riders: [], perTurn: '1d6', or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Rattle Snake', health: '1d6', speed: 7, attack: 7, defense: 2, damage: '3', riders: ['Poison'], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 3, max: 3, name: 'Alligator', health: '2d6', speed: 5, attack: 7, defense: 5, damage: '2d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Crocodile', health: '4d6', speed: 6, attack: 5, defense: 7, damage: '3d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 5, max: 5, name: 'Giant Lizard', health: '3d6', speed: 7, attack: 6, defense: 5, damage: '2d6+2', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Giant Salamander', health: '3d6', speed: 8, attack: 6, defense: 4, damage: '3d6+1', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

// Seed 003 (Roguelike), Appendix A, "Undead" (roll 1d6).
export const CREATURES_UNDEAD: DieTable<Creature> = {
  kind: 'die',
  id: 'roguelike.creatures-undead',
  name: 'Undead',
  source: { seed: SEED, table: 'Undead' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Skeleton', health: '1d6+2', speed: 4, attack: 8, defense: 6, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 2, max: 2, name: 'Zombie', health: '2d6', speed: 3, attack: 7, defense: 4, damage: '1d6', riders: ['Poison'], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: { becomes: 'zombie', afterTurns: 5 }, character: false, note: 'Its poison does no Health damage; left untreated for over five turns it makes the victim an NPC zombie.' },
    { min: 3, max: 3, name: 'Lich', health: '3d6', speed: 6, attack: 6, defense: 7, damage: '2d6', riders: [], perTurn: null, or: 'Spell', loot: 'Yes', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 4, max: 4, name: 'Vampire', health: '3d6', speed: 8, attack: 5, defense: 8, damage: '3d6', riders: ['Poison'], perTurn: null, or: null, loot: 'Yes', lootGold: null, poisonTurnsInto: { becomes: 'vampire', afterTurns: 5 }, character: false, note: 'Its poison does no Health damage; left untreated for over five turns it makes the victim an NPC vampire.' },
    { min: 5, max: 5, name: 'Mummy', health: '2d6+2', speed: 3, attack: 7, defense: 4, damage: '1d6', riders: [], perTurn: null, or: null, loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
    { min: 6, max: 6, name: 'Phantom', health: '1d6', speed: 7, attack: 6, defense: 7, damage: '1d6', riders: [], perTurn: null, or: 'Spell', loot: 'No', lootGold: null, poisonTurnsInto: null, character: false, note: null },
  ],
};

/** Every creature table, in the order the seed prints them. */
export const CREATURE_TABLES: DieTable<Creature>[] = [
  CREATURES_ACIDS_AND_GELS,
  CREATURES_ANIMALS,
  CREATURES_DOMESTIC_ANIMALS,
  CREATURES_DRAGONS,
  CREATURES_ELEMENTALS,
  CREATURES_FLYING_CREATURES,
  CREATURES_HUMANOIDS,
  CREATURES_HUMANOIDS_1,
  CREATURES_HUMANOIDS_2,
  CREATURES_HUMANS,
  CREATURES_INSECTS,
  CREATURES_PLANTS,
  CREATURES_REPTILES,
  CREATURES_UNDEAD,
];
