/**
 * The proofs of `athack check`'s resolutions: for a problem whose
 * resolution changes what the game plays, the tests that drive the real
 * engine (with forced rolls where the claim hangs on them) and check the
 * claim. `athack check` names them beside each problem, and `athack check
 * --engine` runs them. A problem is found by its table and the start of its
 * message (an erratum's "where", before its colon); a test by its file and its titles, the
 * describe blocks first, as the test runner names it. A resolution that
 * changes nothing the game plays needs no proof: its erratum's
 * `noPlayChange` says why, and a test holds every resolution to one or the
 * other.
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
    table: 'roguelike.special-attacks',
    where: 'Poison',
    tests: [test('engine/poison-rider.test.ts', "a creature's Poison", 'deals the HD of the creature that laid it at the start of each turn (5 for a 5 HD Giant Centipede), not a flat 3, until shaken off')],
  },
  {
    table: 'athack.token-spends',
    where: 'Create an exit',
    tests: [test('engine/spends.test.ts', 'each spend: its cost and its effect', 'prices an exit at 1 token and 2 a level it skips, doubled for each exit paid for on one trip; a new trip starts again')],
  },
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
  {
    table: 'blackhack.classes',
    where: 'Warrior: Self Reliant',
    tests: [test('engine/kits-and-gear.test.ts', 'gear by class and kind', 'Self Reliant: a Warrior re-rolls a broken armour die that shows 1, and the re-roll stands; another class keeps the 1')],
  },
  {
    table: 'blackhack.classes',
    where: 'Cleric: Usable Weapons & Armour',
    tests: [test('engine/kits-and-gear.test.ts', 'gear by class and kind', 'the Cleric wears chain mail freely; plate adds its AV to every test')],
  },
  {
    table: 'blackhack.classes',
    where: 'Thief: Deep & Murky Past',
    tests: [
      test('engine/background.test.ts', 'Deep & Murky Past', 'is rolled on coming Home, by Thieves only'),
      test('engine/background.test.ts', 'Deep & Murky Past', 'below Level, the Thief may rewrite the Background at the tavern; at or above it, not'),
    ],
  },
  {
    table: 'blackhack.kits',
    where: 'Warrior B: tin helm',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', "Warrior B's tin helm adds one armour die")],
  },
  {
    table: 'blackhack.kits',
    where: 'Cleric A: coins',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', "Cleric A's purse holds 2d6 coins, the die the seed leaves out")],
  },
  {
    table: 'blackhack.kits',
    where: 'Cleric B: coins',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', 'Cleric B starts with no coins, as printed')],
  },
  {
    table: 'blackhack.kits',
    where: 'Thief A: coins',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', "Thief A's 2d8 counterfeit coins are in the purse and pay the shop like any coins")],
  },
  {
    table: 'blackhack.kits',
    where: 'Wizard A: bent oak staff',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', "Wizard A's bent oak staff is a one-handed weapon: 1d4 damage and no large-weapon die")],
  },
  {
    table: 'blackhack.kits',
    where: 'Thief B: bow & arrows',
    tests: [test('engine/kits-and-gear.test.ts', 'the class kits', "Thief B's bow is a light bow, not large, and its arrows carry a Ud8")],
  },
  {
    table: 'blackhack.magic-items',
    where: 'Tonic of Power',
    tests: [test('engine/magic.test.ts', 'magic items', 'the Tonic of Power raises an attribute for the visit')],
  },
  ...['equipment-common:cloth', 'equipment-rare:leather', 'equipment-exotic:chain mail', 'equipment-exotic:plate'].map((t) => {
    const [list, armour] = t.split(':') as [string, string];
    return {
      table: `blackhack.${list}`,
      where: `one Broken ${armour} Armour Die`,
      tests: [test('engine/kits-and-gear.test.ts', 'gear by class and kind', 'the armourer mends a die of each armour at its own "one Broken … Armour Die" price: cloth common, leather rare, chain mail and plate exotic')],
    };
  }),
  ...[['blackhack.equipment-rare', 'leather armour'], ['blackhack.equipment-exotic', 'chain mail, plate armour']].map(([table, where]) => ({
    table: table!,
    where: where!,
    tests: [
      test('engine/home.test.ts', 'shop prices', 'rolls each rarity’s dice, as many times as the row says'),
      test('engine/home.test.ts', 'shop prices', 'quotes a price within its dice range and keeps it in the state'),
    ],
  })),
  {
    table: 'blackhack.equipment-rare',
    where: 'heavy bow',
    tests: [
      test('engine/kits-and-gear.test.ts', 'gear by class and kind', 'a heavy bow bought at the shop is a large weapon; a crossbow is not'),
      test('engine/combat-rules.test.ts', 'Dealer of Death strikes as an attack does', 'a large weapon adds its 1d4 to the test and to the damage, and a natural 1 doubles the damage'),
    ],
  },
  {
    table: 'roguelike.room-area',
    where: 'whole column',
    tests: [test('procgen/shapes.test.ts', 'zone shapes follow their rolls', 'the room sizes run from a 4×3 closet to a 24×12 hall')],
  },
  {
    table: 'roguelike.room-doors',
    where: 'rolls 11 and 12',
    tests: [test('procgen/shapes.test.ts', 'zone shapes follow their rolls', 'there are as many doors on as the doors roll says, of the rolled type')],
  },
  {
    table: 'roguelike.fountain',
    where: 'rolls 1-4',
    tests: [
      test('engine/fountains.test.ts', 'drinking from a fountain for healing or a blessing', 'heals 1d8 when drunk for healing, and when nothing is named (older recordings and bots)'),
      test('engine/fountains.test.ts', 'drinking from a fountain for healing or a blessing', "grants Bless for its prayer's Ud8 Minutes instead of healing, and the blessing helps attacks"),
    ],
  },
  {
    table: 'roguelike.fountain',
    where: 'rolls 5-6',
    tests: [test('engine/fountains.test.ts', 'drinking from a fountain for healing or a blessing', 'poisons whatever was hoped for when the water is foul')],
  },
  {
    table: 'roguelike.creature-type',
    where: 'number appearing',
    tests: [test('engine/creature-rows.test.ts', 'creatures as rolled', 'as many of the rolled creature appear as the 1d6 for number appearing shows')],
  },
  {
    table: 'roguelike.creature-type-1',
    where: 'roll 6',
    tests: [test('engine/creature-rows.test.ts', 'creatures as rolled', 'a Type 1 roll of 6, printed "Humanoids 3", meets the list headed "Humanoids 1"')],
  },
  {
    table: 'roguelike.special-attacks',
    where: 'Spell',
    tests: [
      test('engine/creature-rows.test.ts', '"or Smell" and "or Spell"', 'a creature with "or Spell" casts once a fight instead of striking: a WIS test resists, failed it deals its damage; then it strikes'),
      test('engine/creature-rows.test.ts', '"or Smell" and "or Spell"', 'the zone\'s record (athack map --json) tells "or Spell" as it is played'),
      test('engine/turns.test.ts', 'the initiative at the first Moment of a fight', 'gives each creature its "or Spell" back: once a fight, not once a life'),
    ],
  },
  {
    table: 'roguelike.special-attacks',
    where: 'Smell',
    tests: [test('engine/creature-rows.test.ts', '"or Smell" and "or Spell"', "the Catpiss Man's hit hurts, and its stench leaves the hero Distracted for a turn")],
  },
  ...['roguelike.creatures-domestic-animals:Horse', 'roguelike.creatures-plants:Carnivorous Plant'].map((t) => ({
    table: t.split(':')[0]!,
    where: `${t.split(':')[1]!}: Loot`,
    tests: [test('engine/creature-rows.test.ts', '"Maybe" loot', 'drops a roll of loot on 4, 5 or 6 of a d6: an even chance')],
  })),
  ...['roguelike.creatures-domestic-animals:Cat', 'roguelike.creatures-flying-creatures:Owl'].map((t) => ({
    table: t.split(':')[0]!,
    where: `${t.split(':')[1]!}: Health`,
    tests: [test('engine/creature-rows.test.ts', 'creatures as rolled', 'a Cat or an Owl, printed with 1d6-1 Health, is 1 HD and never placed with 0 HP')],
  })),
  {
    table: 'roguelike.creatures-insects',
    where: 'Giant Cockroach: Damage',
    tests: [test('engine/creature-rows.test.ts', 'creatures as rolled', 'a Giant Cockroach, printed with 1d6-2 damage, hits with the HD 3 row’s 2d4: never less than 2, never a heal')],
  },
  {
    table: 'roguelike.loot',
    where: 'rolls 7-11',
    tests: [test('engine/home.test.ts', 'selling', 'valuables fetch their worth times their number')],
  },
  {
    table: 'athack.power-levels',
    where: 'header',
    tests: [test('engine/rules.test.ts', 'leaving a zone', "pays 4 points and every side's refresh the first time; walking out of the same zone again pays nothing")],
  },
  {
    table: 'athack.consumables',
    where: 'raising a die (Exploration)',
    tests: [
      test('engine/spends.test.ts', 'each spend: its cost and its effect', 'raises Sustenance or Illumination by a point a token in the dungeon, never past 20'),
      test('engine/spends.test.ts', 'each spend: its cost and its effect', 'at Home each token counts triple for consumables (the restock)'),
    ],
  },
  {
    table: 'aa.appropriateness',
    where: 'Semi-appropriate',
    tests: [test('engine/aa-combat.test.ts', 'fight=aa-combat', 'a hero’s Class dice: Warrior 4, Cleric and Thief 3, Wizard 2 at level 1, a die a level to six; unarmed, half (at least one)')],
  },
  {
    table: 'aa.combat',
    where: 'Optional rule: Large monsters',
    tests: [
      test('engine/aa-combat.test.ts', 'fight=aa-combat', 'the highest total has the turn; the attack strips every die at or under the one discarded, and none left is out'),
      test('engine/aa-combat.test.ts', 'fight=aa-combat', 'a large monster taken out comes back with a die fewer, until it has none'),
    ],
  },
  {
    table: 'aa.survey',
    where: 'adjacency (step 5)',
    tests: [test('engine/mini-games.test.ts', 'the Survey', 'explores only a corner or a die next to an explored one, with a supply die of equal or higher value')],
  },
  {
    table: 'aa.workshop',
    where: 'setting up the Craft (step 1)',
    tests: [test('engine/mini-games.test.ts', 'the Workshop', 'gives 1 + DEX/6 supply dice at a trap, one more for a Thief, and rolls a Craft again while its piles match')],
  },
  {
    table: 'hackssential.movement',
    where: 'the MOV table',
    tests: [
      test('engine/movement-rate.test.ts', 'movement=hackssential', 'a step by a hero of Control 1 (DEX 3, MOV 4) takes two turns’ time: the Orc strikes twice'),
      test('engine/movement-rate.test.ts', 'movement=hackssential', 'a step by a hero of Control 9 (DEX 18, MOV 12) takes two thirds of a turn: the Orc, due at 0.12 of a turn of 0.14, has not struck yet'),
    ],
  },
  {
    table: 'hackssential.load-tiers',
    where: 'Encumbered / Burdened boundary',
    tests: [
      test('engine/hackssential-load.test.ts', 'load=hackssential', 'Unencumbered and Encumbered cost nothing: the initiative is a plain DEX test, and the Black Hack’s STR limit no longer hinders'),
      test('engine/hackssential-load.test.ts', 'load=hackssential', 'Burdened: each Inventory Item over max load takes a point off DEX tests, and the roll shows why'),
    ],
  },
  {
    table: 'hackssential.load-tiers',
    where: 'Overloaded',
    tests: [
      test('engine/hackssential-load.test.ts', 'load=hackssential', 'Overloaded, when the DEX left reads as Control 2 or less: Disadvantage on every test as well'),
      test('engine/hackssential-load.test.ts', 'load=hackssential', 'nothing more is taken once DEX is down to 1, with a clear word; below that, the tier is told as the thing is taken'),
    ],
  },
  {
    table: 'blackhack.spells',
    where: 'Magic Missile: range',
    tests: [
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Magic Missile strikes a Close target as readily as a Distant one'),
      test('engine/magic.test.ts', 'refused casts leave the state as it was', 'a target out of range or out of view, or none where one is needed'),
    ],
  },
  {
    table: 'blackhack.spells',
    where: 'Magic Mouth: duration',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'a Magic Mouth speaks once, when a creature first comes Nearby it, and is gone')],
  },
  {
    table: 'blackhack.spells',
    where: 'Elemental Wall: damage and duration',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Elemental Wall hurts a creature Close to it by that creature’s own HD, each turn, for Ud6 Minutes')],
  },
  {
    table: 'blackhack.spells',
    where: 'Animate Dead, Elemental: duration',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'the risen dead of Animate Dead and an Elemental serve until destroyed or until the caster leaves their zone')],
  },
  {
    table: 'blackhack.spells',
    where: 'Cloudkill, Death Spell: Out of Action',
    tests: [
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Cloudkill and the Death Spell remove the creatures they take Out of Action, as at 0 HP'),
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'a hero who breathes the Cloudkill goes to the Out of Action table'),
    ],
  },
  {
    table: 'blackhack.spells',
    where: 'Conjuration of Daemons: INT test',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'a bound daemon stays while the caster passes an INT test at the start of each turn; a failure frees it, hostile')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Protection from Evil: target',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Protection from Evil wards the one who prays it')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Bless',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Bless: the d20 needs 1 lower on Attack tests and tests to resist harm, and on no other')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Animate Object, Blade Barrier: duration',
    tests: [
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Animate Object: the object serves for Ud6 Minutes'),
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Blade Barrier hurts a creature Close to it by that creature’s own HD, for Ud6 Minutes'),
    ],
  },
  {
    table: 'blackhack.prayers',
    where: 'Blade Barrier: damage',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Blade Barrier hurts a creature Close to it by that creature’s own HD, for Ud6 Minutes')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Finger of Death, Earthquake: Out of Action',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Finger of Death and Earthquake remove the creatures they take Out of Action; the Earthquake spares no one but the caster, servants included')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Holy Word: tiers',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Holy Word: 6–8 HD are held for 1d6 Minutes, as are 9–10 HD; 11 HD and more are untouched')],
  },
  {
    table: 'blackhack.prayers',
    where: 'Wind Walk: duration',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Wind Walk lasts until the hero is back Home')],
  },
  {
    table: 'blackhack.out-of-action',
    where: 'roll 5',
    tests: [test('engine/out-of-action.test.ts', 'the Out of Action table', '5, Badly maimed: STR lost by 1d4 (the amount of roll 4), DEX untouched, with no question asked')],
  },
  {
    table: 'blackhack.out-of-action',
    where: 'roll 2',
    tests: [test('engine/out-of-action.test.ts', 'the Out of Action table', '2, Fat Head: Disadvantage on every test for 6 Minutes of game time')],
  },
  {
    table: 'blackhack.out-of-action',
    where: 'roll 3',
    tests: [test('engine/out-of-action.test.ts', 'the Out of Action table', '3, Cracked Bones: Disadvantage on STR, DEX and CON tests until the hero comes Home')],
  },
  {
    table: 'blackhack.out-of-action',
    where: 'roll 4',
    tests: [test('engine/out-of-action.test.ts', 'the Out of Action table', '4, Disfigured: CHA lost by 1d4 for good, still lost after coming Home and a Day’s rest')],
  },
  {
    table: 'blackhack.reactions',
    where: 'roll 10',
    tests: [
      test('engine/creature-rules.test.ts', 'a trick (reaction 10)', 'first shows a friendly face, in the grammar of one creature or of many'),
      test('engine/creature-rules.test.ts', 'a trick (reaction 10)', 'its true intention is a new 2d6 roll on the table, a 10 rolled again'),
    ],
  },
  {
    table: 'blackhack.classes',
    where: 'Thief: Usable Weapons & Armour',
    tests: [test('engine/kits-and-gear.test.ts', 'gear by class and kind', "a shield from the shop is one more armour die for a Thief, who may use it, and the Warrior kit's large shield one die as well")],
  },
  {
    table: 'blackhack.spells',
    where: 'Dimension Door: range',
    tests: [
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Dimension Door takes a Nearby creature and sends it to any square in view, however far'),
      test('engine/magic.test.ts', 'spell and prayer effects', 'Dimension Door moves the hero to an open square; not into the unknown'),
    ],
  },
  {
    table: 'blackhack.magic-items',
    where: 'Bronze Ring, Salve of Resistance, Tonic of Power, Phantom Limb',
    tests: [test('engine/magic.test.ts', 'rulings on what the seed leaves open', '"the session" is one visit: the Bronze Ring and the Salve last until the hero is back Home; the Tonic’s rise lasts the visit, its fall the next')],
  },
  {
    table: 'blackhack.range-bands',
    where: 'Close, Nearby',
    tests: [
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Nearby reaches 6 squares (30 ft) and no further: Hold Person takes a creature 6 squares off, not one 7 off'),
      test('engine/magic.test.ts', 'rulings on what the seed leaves open', 'Magic Missile strikes a Close target as readily as a Distant one'),
    ],
  },
  {
    table: 'blackhack.carousing',
    where: 'rolls 2 and 3',
    tests: [test('engine/home.test.ts', 'carousing', 'reads the table: brawl, fame, revelry, a new or a second Background')],
  },
  {
    table: 'blackhack.encounter-roll',
    where: 'when to roll',
    tests: [test('engine/encounters.test.ts', 'the encounter roll', 'comes every third Minute of exploration, and whenever the hero makes noise')],
  },
  {
    table: 'roguelike.entrances',
    where: 'roll 6',
    tests: [test('procgen/entrance.test.ts', 'the dungeon entrance', 'a 6 is rolled again until 1–5 comes up, and that entrance lies hidden behind the skull statue')],
  },
  {
    table: 'roguelike.corridor-direction',
    where: 'rolls 9, 10 and 12',
    tests: [test('procgen/shapes.test.ts', 'zone shapes follow their rolls', 'a corridor or cavern is as wide as its width roll and at least as long as its length roll')],
  },
  {
    table: 'roguelike.room-contents',
    where: 'roll 8',
    tests: [test('procgen/shapes.test.ts', 'zone shapes follow their rolls', 'a zone rolled "Staircase Up + Trap" has one stairs up, to the entrance, and one trap beside them')],
  },
  {
    table: 'athack.power-levels',
    where: 'Opposition refresh',
    tests: [test('engine/token-refresh.test.ts', 'the refresh', "shares the Opposition's total as evenly as it goes: rounded down, the leftovers one each to the first seats")],
  },
  {
    table: 'athack.power-levels',
    where: 'Escalation Bonus',
    tests: [test('engine/token-refresh.test.ts', 'the refresh', "an escalation raises the escalating side's refresh for every refresh after it, the Opposition's bonus shared like its refresh")],
  },
  {
    table: 'athack.costs',
    where: 'Talent d8 to d10 (Advancement example)',
    tests: [test('engine/quests.test.ts', 'the quest board', 'a foe raised from a d8 (3 HD) to a d10 (5 HD) costs the 4 tokens between the two ranks on the Talent ladder')],
  },
];

/** A test as `check` prints it: file › describe › it. */
export const testName = (t: Proof['tests'][number]) => [t.file, ...t.titles].join(' › ');

/** The proof of a problem, found by its table and the start of its message. */
export function proofOf(proofs: readonly Proof[], table: string, message: string): Proof | undefined {
  return proofs.find((p) => p.table === table && message.startsWith(`${p.where}:`));
}
