/**
 * Character creation in Roguelike: occupation and race rolls, their
 * first-level attribute charts, special abilities and the starting kit.
 * Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { AbilityGrant, CharacterRoll, KitItem, Occupation, Race, SpecialAbility } from './schema.js';
import type { DieTable, ListTable } from '../table.js';

const SEED = '003_28059e771b2b09b3.txt';

// Seed 003 (Roguelike), "Character Occupation" (roll 1d6).
export const OCCUPATION_ROLL: DieTable<CharacterRoll> = {
  kind: 'die',
  id: 'roguelike.occupation',
  name: 'Character occupation',
  source: { seed: SEED, table: 'Character Occupation' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Priest' },
    { min: 2, max: 2, name: 'Thief' },
    { min: 3, max: 3, name: 'Warrior' },
    { min: 4, max: 4, name: 'Wizard' },
    { min: 5, max: 5, name: 'Barbarian' },
    { min: 6, max: 6, name: 'Tourist' },
  ],
};

// Seed 003 (Roguelike), "Character Race" (roll 1d6).
export const RACE_ROLL: DieTable<CharacterRoll> = {
  kind: 'die',
  id: 'roguelike.race',
  name: 'Character race',
  source: { seed: SEED, table: 'Character Race' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Elf' },
    { min: 2, max: 2, name: 'Dwarf' },
    { min: 3, max: 3, name: 'Hairfoot' },
    { min: 4, max: 6, name: 'Human' },
  ],
};

const grant = (name: string, count: number): AbilityGrant => ({ name, count });

// Seed 003 (Roguelike), chart "Character Occupation / Health / Attack / Defense / Special Abilities".
export const OCCUPATIONS: ListTable<Occupation> = {
  kind: 'list',
  id: 'roguelike.occupations',
  name: 'Occupation attributes (first level)',
  source: { seed: SEED, table: 'Character Occupation / Health / Attack / Defense / Special Abilities' },
  rows: [
    { name: 'Priest', health: 9, attack: 9, defense: 5, abilities: [grant('Miracle', 5)] },
    { name: 'Thief', health: 15, attack: 6, defense: 7, abilities: [grant('Pick', 2), grant('Sneak', 1)] },
    { name: 'Warrior', health: 18, attack: 4, defense: 9, abilities: [grant('Dodge', 2)] },
    { name: 'Wizard', health: 6, attack: 9, defense: 4, abilities: [grant('Spell', 3)] },
    { name: 'Barbarian', health: 20, attack: 5, defense: 5, abilities: [grant('Berserk', 1)] },
    { name: 'Tourist', health: 8, attack: 10, defense: 4, abilities: [] },
  ],
};

// Seed 003 (Roguelike), chart "Character Race / Speed / Power / Intellect / Special Abilities".
export const RACES: ListTable<Race> = {
  kind: 'list',
  id: 'roguelike.races',
  name: 'Race attributes (first level)',
  source: { seed: SEED, table: 'Character Race / Speed / Power / Intellect / Special Abilities' },
  errata: [
    {
      where: 'Dwarf: Special Abilities',
      noPlayChange: 'the game\'s heroes are Black Hack classes: no Roguelike race is played.',
      printed: '1 Smithing',
      problem:
        'No ability called Smithing is described; the text that explains the special abilities calls the Dwarven one Repair ("expends a Repair ability").',
      resolution: 'The Dwarf gets 1 Repair, the ability the text defines.',
    },
  ],
  rows: [
    { name: 'Elf', speed: 8, power: 6, intellect: 7, abilities: [grant('Spell', 1)] },
    { name: 'Dwarf', speed: 6, power: 9, intellect: 7, abilities: [grant('Repair', 1)] },
    { name: 'Hairfoot', speed: 4, power: 5, intellect: 7, abilities: [grant('Heal', 1)] },
    { name: 'Human', speed: 7, power: 8, intellect: 8, abilities: [] },
  ],
};

// Seed 003 (Roguelike), "Creating a Character": the special abilities the two charts grant.
export const SPECIAL_ABILITIES: ListTable<SpecialAbility> = {
  kind: 'list',
  id: 'roguelike.special-abilities',
  name: 'Special abilities',
  source: { seed: SEED, table: 'Creating a Character' },
  rows: [
    { name: 'Spell', dice: null, rounds: null, table: 'roguelike.spells', label: 'Cast one spell known from the spell list.' },
    { name: 'Miracle', dice: null, rounds: null, table: 'roguelike.miracles', label: 'Call down one miracle from the miracle list.' },
    { name: 'Pick', dice: null, rounds: null, table: null, label: 'Open one locked door or chest.' },
    { name: 'Sneak', dice: null, rounds: null, table: null, label: 'Slip past one obstacle that needs stealth.' },
    { name: 'Berserk', dice: null, rounds: 3, table: null, label: 'Deal double damage for three combat rounds.' },
    { name: 'Dodge', dice: null, rounds: 1, table: null, label: 'Halve the damage taken this combat round.' },
    { name: 'Repair', dice: null, rounds: null, table: null, label: 'Mend one broken or damaged item.' },
    { name: 'Heal', dice: '4d6', rounds: null, table: null, label: 'Restore 4d6 Health to any character, oneself included.' },
  ],
};

// Seed 003 (Roguelike), "Creating a Character": the equipment every character starts with.
export const STARTING_KIT: ListTable<KitItem> = {
  kind: 'list',
  id: 'roguelike.starting-kit',
  name: 'Starting equipment',
  source: { seed: SEED, table: 'Creating a Character' },
  rows: [
    { item: 'Rusty Dagger', quantity: 1, table: 'roguelike.weapons' },
    { item: 'Burlap Sack', quantity: 1, table: null },
    { item: 'Ration', quantity: 3, table: null },
  ],
};
