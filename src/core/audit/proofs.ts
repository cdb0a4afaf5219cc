/**
 * The proofs of `athack check`'s resolutions: for a problem whose
 * resolution changes what the game plays, the tests that drive the real
 * engine (with forced rolls where the claim hangs on them) and check the
 * claim. `athack check` names them beside each problem, and `athack check
 * --engine` runs them. A problem is found by its table and the start of its
 * message (an erratum's "where", before its colon); a test by its file and its titles, the
 * describe blocks first, as the test runner names it.
 */
export interface Proof {
  table: string;
  /** The start of the problem's message. */
  where: string;
  /** Every test must pass for the resolution to stand. */
  tests: { file: string; titles: string[] }[];
}

const test = (file: string, ...titles: string[]) => ({ file: `tests/${file}`, titles });

export const PROOFS: readonly Proof[] = [
  {
    table: 'roguelike.creatures-elementals',
    where: 'Metal Elemental and Fused Elemental: Loot',
    tests: [
      test('engine/printed-creatures.test.ts', 'elementals of precious metal', 'a Metal Elemental struck down leaves its fixed 50 gold pieces'),
      test('engine/printed-creatures.test.ts', 'elementals of precious metal', 'a Fused Elemental struck down leaves its fixed 20 gold pieces'),
    ],
  },
  {
    table: 'roguelike.creatures-reptiles',
    where: 'Boa Constrictor: Damage',
    tests: [test('engine/printed-creatures.test.ts', "a Boa Constrictor's coils", 'its hit is followed by 1d6 at the start of each turn, until it is gone')],
  },
  {
    table: 'roguelike.traps',
    where: 'roll 10: Damage/Effect',
    tests: [test('engine/traps.test.ts', 'traps that reach beyond the victim', "a poison arrow volley's poison deals 1d6 each turn, not the hero's Level")],
  },
  {
    table: 'roguelike.points',
    where: 'loot held at the end (text below the chart)',
    tests: [test('engine/points.test.ts', 'points', 'at the end each coin in the purse and each gem of a stack is a piece of loot worth a point')],
  },
  {
    table: 'athack.token-ratios',
    where: 'Quest refund',
    tests: [test('engine/quests.test.ts', 'the quest board', 'pays 1 token per 2 spent, rounded up, and an Experience, on coming Home with it complete')],
  },
  {
    table: 'athack.token-ratios',
    where: 'Consumables at Home',
    tests: [
      test('engine/spends.test.ts', 'each spend: its cost and its effect', 'at Home each token counts triple for consumables (the restock)'),
      test('engine/sealed-bids.test.ts', 'at Home a bid to raise a Consumable counts triple', 'a hero bid of 5 beats an Opposition bid of 13, and costs the hero only 5'),
    ],
  },
  {
    table: 'athack.consumables',
    where: 'max',
    tests: [test('engine/spends.test.ts', 'each spend: its cost and its effect', 'raises Sustenance or Illumination by a point a token in the dungeon, never past 20')],
  },
  {
    table: 'athack.consumables',
    where: 'spentWhen',
    tests: [test('engine/resolutions.test.ts', 'resolutions on the engine', 'Sustenance drops for a zone never entered before, and not for going back into one')],
  },
  {
    table: 'blackhack.damage-per-hd',
    where: 'HD 11 and more',
    tests: [test('engine/resolutions.test.ts', 'resolutions on the engine', 'a creature of more than 10 HD hits with the HD 10 row’s 1d10+1d12')],
  },
  {
    table: 'athack.power-levels',
    where: 'when refresh is paid',
    tests: [test('engine/rules.test.ts', 'leaving a zone', "pays 4 points and every side's refresh the first time; walking out of the same zone again pays nothing")],
  },
  {
    table: 'blackhack.advancement',
    where: 'unpaid cost',
    tests: [test('engine/home.test.ts', 'carousing', 'an unpaid bill is a debt, paid from the next coins at Home')],
  },
  {
    table: 'blackhack.classes',
    where: 'Warrior: Attack Damage',
    tests: [test('engine/combat-rules.test.ts', "a Warrior's damage is a pool of one die per HD (Dealer of Death)", 'an ordinary hit at Level 5 rolls 5d6 armed and 5d4 unarmed')],
  },
  {
    table: 'blackhack.classes',
    where: 'all classes: level gains',
    tests: [test('engine/home.test.ts', 'levelling at the tavern', 'spends the Experiences and raises attributes, HD and HP by the rolls')],
  },
  {
    table: 'blackhack.classes',
    where: 'Cleric: Banish Undead',
    tests: [test('engine/magic.test.ts', 'Banish Undead', 'one WIS test per group, adding its highest HD; the banished take the Level in damage and flee for 1d4 + Level Moments')],
  },
  {
    table: 'blackhack.spellcasting',
    where: 'From memory: repeat casting',
    tests: [test('engine/magic.test.ts', 'the casting test', 'has Disadvantage when the spell was already cast this visit: the higher of two d20s counts')],
  },
  {
    table: 'blackhack.spellcasting',
    where: 'From a book or scroll: misfire',
    tests: [test('engine/magic.test.ts', 'reading from a book or scroll', 'failure brings a Magical Side Effect; the book stays')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Hold Person: WIS test',
    tests: [test('engine/magic.test.ts', 'spell and prayer effects', 'Hold Person lasts while the caster passes a WIS test each turn')],
  },
  {
    table: 'blackhack.magic-items',
    where: 'Wax Seal of Holding',
    tests: [test('engine/magic.test.ts', 'magic items', 'the Wax Seal of Holding locks a door it touches, and rolls its Usage die')],
  },
  {
    table: 'blackhack.magic-items',
    where: 'Wand',
    tests: [test('engine/magic.test.ts', 'magic items', 'a wand holds one Wizard spell of level 1–8, rolled once')],
  },
];

/** A test as `check` prints it: file › describe › it. */
export const testName = (t: Proof['tests'][number]) => [t.file, ...t.titles].join(' › ');

/** The proof of a problem, found by its table and the start of its message. */
export function proofOf(proofs: readonly Proof[], table: string, message: string): Proof | undefined {
  return proofs.find((p) => p.table === table && message.startsWith(`${p.where}:`));
}
