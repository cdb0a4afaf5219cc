import type { ListTable } from '../table.js';
import type { HeroClass } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "C. CHOOSE A CLASS" and the four class pages
// ("Class: WARRIOR", "Class: THIEF", "Class: CLERIC", "Class: WIZARD"), with the
// Banish Undead passage of "BANISHING UNDEAD".
export const CLASSES: ListTable<HeroClass> = {
  kind: 'list',
  id: 'blackhack.classes',
  name: 'Classes',
  source: { seed, table: 'C. CHOOSE A CLASS' },
  rows: [
    {
      name: 'Warrior',
      startingHp: '1d4+6',
      hitDie: '1d8',
      usable: 'Any and all',
      weapons: ['any'],
      armour: ['any'],
      damage: { armed: '1d6', unarmed: '1d4', poolPerHd: true },
      trinketTable: 'blackhack.war-trophy',
      startingItems: [{ name: 'Decorative Shield', quantity: 1, equipment: { rarity: 'common', name: 'shield' } }],
      casting: null,
      abilities: [
        {
          name: 'Self Reliant',
          summary: 'When rolling Broken armour dice after a rest, re-roll any die showing 1.',
          dice: null,
          addsLevel: false,
        },
        {
          name: 'Shield Bash',
          summary: 'While holding a shield, a melee Defend roll of 1–5 deals damage equal to Level to the attacker.',
          dice: null,
          addsLevel: false,
          trigger: { min: 1, max: 5 },
        },
        {
          name: 'Dealer of Death',
          summary:
            'A pool of d6 damage dice equal to HD, refilled each turn; split them among Nearby targets, one attack test per target, each hit rolls its share.',
          dice: '1d6',
          addsLevel: false,
        },
      ],
      levelUp: {
        attributeDie: '1d20',
        extraRollFor: ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'],
        hpGain: '1d8',
        hpGainAdvantage: true,
        extras: ['One more damage die in the Dealer of Death pool.'],
      },
    },
    {
      name: 'Thief',
      startingHp: '1d6+2',
      hitDie: '1d6',
      usable: 'All one- handed swords, all bows, daggers, cloth, leather, small shield',
      weapons: ['one-handed-sword', 'bow', 'dagger'],
      armour: ['cloth', 'leather', 'small-shield'],
      damage: { armed: '1d6', unarmed: '1d4', poolPerHd: false },
      trinketTable: 'blackhack.lucky-charm',
      startingItems: [{ name: 'Disguise', quantity: 1, equipment: { rarity: 'rare', name: 'disguise' } }],
      casting: null,
      abilities: [
        {
          name: 'Roguish Talents',
          summary: 'Advantage on tests for the listed kinds of action.',
          dice: null,
          addsLevel: false,
          advantageOn: [
            'Delicate tasks',
            'Climbing',
            'Listening and eavesdropping',
            'Moving silently and unseen',
            'Understanding written languages',
            'Finding secret things',
          ],
        },
        {
          name: 'Nimble Expertise',
          summary: 'Advantage on DEX tests against traps and magical devices.',
          dice: null,
          addsLevel: false,
        },
        {
          name: 'Sneak Attack',
          summary: 'Attacking an unaware creature from behind after moving silently: an automatic hit for 2d6 + Level.',
          dice: '2d6',
          addsLevel: true,
        },
        {
          name: 'Deep & Murky Past',
          summary: 'Each time the Thief comes Home roll 1d10; below Level lets the Background be rewritten.',
          dice: '1d10',
          addsLevel: false,
        },
        {
          name: 'A Dagger for Every Occasion',
          summary: 'Always has a throwing knife to hand, whatever else is carried.',
          dice: null,
          addsLevel: false,
        },
      ],
      levelUp: { attributeDie: '1d20', extraRollFor: ['DEX', 'WIS'], hpGain: '1d6', hpGainAdvantage: false, extras: [] },
    },
    {
      name: 'Cleric',
      startingHp: '1d6+4',
      hitDie: '1d8',
      usable: 'All blunt weapons, cloth, leather, mail, all helmets, all shields',
      weapons: ['blunt'],
      armour: ['cloth', 'leather', 'chain-mail', 'helmet', 'shield', 'small-shield'],
      damage: { armed: '1d6', unarmed: '1d4', poolPerHd: false },
      trinketTable: 'blackhack.holy-symbol',
      startingItems: [{ name: 'Prayer Book', quantity: 1, equipment: null }],
      casting: { table: 'blackhack.prayers', attribute: 'WIS', startingCount: '1d4+2', startingMaxLevel: 2 },
      abilities: [
        {
          name: 'Banish Undead',
          summary:
            'Action: a WIS test per group of Nearby undead, adding the group’s highest HD; banished undead take damage equal to Level and flee to Distant for 1d4 + Level Moments.',
          dice: '1d4',
          addsLevel: true,
        },
        {
          name: 'Divine Fortification',
          summary: 'Advantage on CON tests against poison, paralysis and being held back.',
          dice: null,
          addsLevel: false,
        },
        {
          name: 'Memorising Prayers',
          summary: 'Once a Day, an hour’s study memorises prayers equal to Level, of levels up to Level.',
          dice: null,
          addsLevel: false,
        },
        {
          name: 'Invoking Prayers',
          summary: 'Action: cast a memorised prayer, then test WIS + prayer level; failure forgets it.',
          dice: null,
          addsLevel: false,
        },
      ],
      levelUp: { attributeDie: '1d20', extraRollFor: ['STR', 'WIS'], hpGain: '1d8', hpGainAdvantage: false, extras: [] },
    },
    {
      name: 'Wizard',
      startingHp: '1d4',
      hitDie: '1d4',
      usable: 'Cloth, one- handed sword, staff, dagger',
      weapons: ['one-handed-sword', 'staff', 'dagger'],
      armour: ['cloth'],
      damage: { armed: '1d4', unarmed: '1', poolPerHd: false },
      trinketTable: 'blackhack.familiar',
      startingItems: [{ name: 'Spellbook', quantity: 1, equipment: null }],
      casting: { table: 'blackhack.spells', attribute: 'INT', startingCount: '1d4+2', startingMaxLevel: 2 },
      abilities: [
        {
          name: 'Arcane Fortune',
          summary: 'A starting HP roll of 1 adds one random magic item to the chosen kit.',
          dice: '2d12',
          addsLevel: false,
          table: 'blackhack.magic-items',
        },
        {
          name: 'Memorising Spells',
          summary: 'Once a Day, an hour’s study memorises spells equal to Level, of levels up to Level.',
          dice: null,
          addsLevel: false,
        },
        {
          name: 'Casting Spells',
          summary: 'Action: cast a memorised spell, then test INT + spell level; failure forgets it.',
          dice: null,
          addsLevel: false,
        },
      ],
      levelUp: { attributeDie: '1d20', extraRollFor: ['INT', 'WIS'], hpGain: '1d4', hpGainAdvantage: false, extras: [] },
    },
  ],
  errata: [
    {
      where: 'Warrior: Self Reliant',
      printed: 'When rolling Broken Armour Die aWarrior may re-roll results of ## 1. SHIELD BASH',
      problem: 'The sentence runs into the next heading; the number to re-roll is garbled into a list marker.',
      resolution: 'Read as "may re-roll results of 1"; Shield Bash is a separate ability.',
    },
    {
      where: 'Warrior: Attack Damage',
      printed: 'See ‘Dealer of Death’',
      problem: 'No unarmed damage is given for the Warrior, unlike every other class.',
      resolution: 'Armed, each pool die is a d6; unarmed, each pool die is a d4 (the Thief and Cleric unarmed die).',
    },
    {
      where: 'Thief: Usable Weapons & Armour',
      printed: 'small shield',
      problem: 'The equipment lists sell only "shield"; shield sizes appear only in class text (the Warrior kit’s "large shield").',
      resolution: 'A shield bought or found is small; the Warrior kit’s large shield is large. Both add one armour die; the Thief may use only a small one.',
    },
    {
      where: 'Cleric: Usable Weapons & Armour',
      printed: 'All blunt weapons, cloth, leather, mail, all helmets, all shields',
      problem: '"mail" could mean Chain Mail (AV 3) or also Plate & Mail (AV 4).',
      resolution: 'Chain Mail only; plate is not allowed to the Cleric.',
    },
    {
      where: 'Cleric: Banish Undead',
      printed:
        'Banishall Nearby undead by testing their WISand adding the Creatures’ HD to the roll. / test their WIS adding the Creatures’ highest HD to the roll for each group of undead',
      problem: 'The class page makes one test against all Nearby undead with their HD; the rules chapter tests per group with its highest HD.',
      resolution: 'One WIS test per group, adding that group’s highest HD (the fuller rule of the rules chapter).',
    },
    {
      where: 'Thief: Deep & Murky Past',
      printed: 'At the start of the gaming session roll 1d10',
      problem: 'A gaming session is real time; the computer game has none.',
      resolution: 'Rolled each time the Thief comes back Home, where the tavern lets the Background be rewritten.',
    },
    {
      where: 'all classes: level gains',
      printed: 'Roll a d20 once for each Attribute - if you roll over, it goes up one point',
      problem: 'A roll equal to the attribute is not covered.',
      resolution: 'Only a roll strictly greater than the attribute raises it.',
    },
  ],
};
