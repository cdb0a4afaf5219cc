import type { ListTable } from '../table.js';
import type { Combat, CombatAction, WoundOption, Wounds } from './schema.js';

const SEED = '001_1a25a2eaf5740a81.txt';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Subroutine 1. Combat" with
// its optional rules "Mass combat" and "Large monsters".
export const COMBAT: ListTable<Combat> = {
  kind: 'list',
  id: 'aa.combat',
  name: 'Combat subroutine',
  source: { seed: SEED, table: 'Subroutine 1. Combat' },
  rows: [
    {
      name: 'Combat',
      die: '1d6',
      supportGiverMinDice: 2,
      supportTargetMaxDice: 6,
      massCombatMaxFrom: 15,
      massCombatMaxTo: 20,
      largeMonsterDiceFrom: 5,
      largeMonsterDiceTo: 6,
      largeMonsterLossPerReturn: 1,
    },
  ],
  errata: [
    {
      where: 'Optional rule: Large monsters',
      printed: 'If any enemy can always be downed by a single , how do you make a tough monster that can\'t be killed with a single attack?',
      problem: 'The die face is missing from the sentence.',
      resolution: 'Read as a 6: an attack with a six removes every die, so any one-shot foe falls to it.',
    },
    {
      where: 'Combat primer',
      noPlayChange: 'the worked example is not data: the numbered steps are what is played.',
      printed: 'Dirk must lose all dice lower or equal to the attacking ~~XX~~, which means he only retains his ~~XX~~.',
      problem: 'The worked example has lost its die faces (shown as ⚰ or struck-out X marks), so individual rolls cannot be checked; the initiative totals that survive are consistent with the rules.',
      resolution: 'The primer is not used as data; the numbered steps of the subroutine are.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), step 4 of
// "Subroutine 1. Combat": what the combatant with the turn may do.
export const COMBAT_ACTIONS: ListTable<CombatAction> = {
  kind: 'list',
  id: 'aa.combat-actions',
  name: 'Combat actions',
  source: { seed: SEED, table: 'Subroutine 1. Combat' },
  rows: [
    {
      name: 'Attack',
      endsTurn: true,
      note: 'Discard a die; the target loses every die at or below it and is taken out if none remain. Attacking with one\'s last die also means retreating.',
    },
    {
      name: 'Support',
      endsTurn: false,
      note: 'Hand one die to an ally (keeping at least one) who holds fewer than six; the ally re-rolls it. Each ally at most once per turn.',
    },
    { name: 'Change tactic', endsTurn: true, note: 'Drop all dice and roll another Class; each Class serves once per fight.' },
    { name: 'Retreat', endsTurn: true, note: 'Drop all dice and leave the fight, not taken out, and stay out until it ends.' },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Optional rule: Wounds and
// Recovery".
export const WOUNDS: ListTable<Wounds> = {
  kind: 'list',
  id: 'aa.wounds',
  name: 'Wounds and recovery',
  source: { seed: SEED, table: 'Optional rule: Wounds and Recovery' },
  rows: [{ name: 'Wounds and Recovery', choices: 2, choicesWithArmour: 1, healerUndoes: 1, fatalWounds: 2 }],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), the list of wound options in
// "Optional rule: Wounds and Recovery".
export const WOUND_OPTIONS: ListTable<WoundOption> = {
  kind: 'list',
  id: 'aa.wound-options',
  name: 'Wound options',
  source: { seed: SEED, table: 'Optional rule: Wounds and Recovery' },
  rows: [
    { name: 'Out of the fight', note: 'No more fighting, and the Class in use is unavailable until the wound heals.' },
    { name: 'Lasting loss', note: 'Something that matters is gone for good; the GM picks what.' },
    { name: 'Slow to heal', note: 'The wound lasts until the end of the next session instead of this one.' },
  ],
};
