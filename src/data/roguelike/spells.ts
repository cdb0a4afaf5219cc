/**
 * Roguelike spells and miracles. Transcribed from
 * `shared/seeds/003_28059e771b2b09b3.txt`, "Spells and Miracles". Damage, when
 * printed, is figured like weapon damage with Intellect in place of Power.
 */
import type { Spell } from './schema.js';
import type { ListTable } from '../table.js';

const SEED = '003_28059e771b2b09b3.txt';

// Seed 003 (Roguelike), "Spells and Miracles": chart "Spell Name / SDR / Effect".
export const SPELLS: ListTable<Spell> = {
  kind: 'list',
  id: 'roguelike.spells',
  name: 'Spells',
  source: { seed: SEED, table: 'Spell Name / SDR / Effect' },
  errata: [
    {
      where: 'Magic WMD: Effect',
      noPlayChange: 'the game casts the Black Hack\'s spells: no Roguelike spell is played.',
      printed: 'strikes all characters',
      problem: 'Unclear whether "all characters" includes the caster and the caster\'s side.',
      resolution: 'Target "all": it hits everyone present, the caster included.',
    },
  ],
  rows: [
    { name: 'Fireball', damage: '4d6', target: 'one', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A ball of fire bursts on one target.' },
    { name: 'Ice Storm', damage: '4d6', target: 'one', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A jet of ice and snow from the hands hits one target.' },
    { name: 'Blast', damage: '5d6', target: 'one', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A lightning bolt out of nowhere hits one target.' },
    { name: 'Magic WMD', damage: '8d6', target: 'all', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A weapon of mass destruction appears and hits everyone.' },
    { name: 'Minor Heal', damage: null, target: 'one', effect: 'heal', dice: '2d6', turns: null, amount: null, stats: ['health'], undoes: null, label: 'The target regains 2d6 Health.' },
    { name: 'Major Heal', damage: null, target: 'one', effect: 'heal', dice: '4d6', turns: null, amount: null, stats: ['health'], undoes: null, label: 'The target regains 4d6 Health.' },
    { name: 'Blocker', damage: null, target: 'portal', effect: 'seal-portal', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A magic barrier closes a door or other opening.' },
    { name: 'Unblocker', damage: null, target: 'portal', effect: 'unseal-portal', dice: null, turns: null, amount: null, stats: [], undoes: 'Blocker', label: 'Removes a barrier made by Blocker.' },
    { name: 'Sleep', damage: null, target: 'one', effect: 'lose-turns', dice: null, turns: 3, amount: null, stats: [], undoes: null, label: 'The target misses three turns.' },
    { name: 'Paralyze', damage: null, target: 'one', effect: 'lose-turns', dice: '1d6', turns: null, amount: null, stats: [], undoes: null, label: 'In a fight, the target misses 1d6 turns.' },
    { name: 'Molasses', damage: null, target: 'one', effect: 'halve-speed', dice: null, turns: 3, amount: null, stats: ['speed'], undoes: null, label: 'Speed halved, rounding down, for three turns.' },
    { name: 'Amphetamine', damage: null, target: 'one', effect: 'double-speed', dice: null, turns: 3, amount: null, stats: ['speed'], undoes: null, label: 'Speed doubled for three turns.' },
    { name: 'Teleport', damage: null, target: 'one', effect: 'teleport', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'The target lands in a new, unexplored area.' },
    { name: 'Invisibility', damage: null, target: 'one', effect: 'invisible', dice: null, turns: 3, amount: 10, stats: ['defense'], undoes: null, label: 'Unseen for three turns, with Defense 10 higher.' },
  ],
};

// Seed 003 (Roguelike), "Spells and Miracles": chart "Miracle Name / MDR / Effect".
export const MIRACLES: ListTable<Spell> = {
  kind: 'list',
  id: 'roguelike.miracles',
  name: 'Miracles',
  source: { seed: SEED, table: 'Miracle Name / MDR / Effect' },
  errata: [
    {
      where: 'Confession: Effect',
      noPlayChange: 'the game prays the Black Hack\'s prayers: no Roguelike miracle is played.',
      printed: 'Raises Attack rating by four for three rounds.',
      problem:
        'An attack hits when 2d6 equals or exceeds the Attack rating, so a higher rating is worse (levelling up lowers it); raising it by four would cripple the petitioner, yet the miracle is meant as a boon.',
      resolution: 'Shipped as a bonus: the Attack rating is four lower (better) for three rounds (effect "attack-bonus", amount 4).',
    },
    {
      where: 'Holy Crap!: Effect',
      noPlayChange: 'the game prays the Black Hack\'s prayers: no Roguelike miracle is played.',
      printed: 'lays the smack down on all characters',
      problem: 'Unclear whether "all characters" includes the petitioner and the petitioner\'s side.',
      resolution: 'Target "all": it hits everyone present, the petitioner included.',
    },
  ],
  rows: [
    { name: 'Healing Touch', damage: null, target: 'one', effect: 'heal', dice: '3d6', turns: null, amount: null, stats: ['health'], undoes: null, label: 'A slap on the brow restores 3d6 Health.' },
    { name: 'Detox', damage: null, target: 'one', effect: 'cure-poison', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'Ends every poison in the target.' },
    { name: 'Convert', damage: null, target: 'one', effect: 'convert', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'An NPC foe joins the faith and fights for the petitioner until it dies.' },
    { name: 'Create Food', damage: null, target: 'area', effect: 'create-food', dice: null, turns: null, amount: 1, stats: [], undoes: null, label: 'A single ration appears on the floor.' },
    { name: 'Detect Evil', damage: null, target: 'one', effect: 'detect-evil', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'Tells whether a creature, character or item is evil.' },
    { name: 'Detect Magic', damage: null, target: 'one', effect: 'detect-magic', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'Tells whether a creature, character or item is magical.' },
    { name: 'Curse', damage: null, target: 'one', effect: 'curse', dice: null, turns: null, amount: 3, stats: ['speed', 'power', 'health', 'intellect'], undoes: null, label: 'Speed, Power, Health and Intellect each 3 lower until lifted.' },
    { name: 'Remove Curse', damage: null, target: 'one', effect: 'remove-curse', dice: null, turns: null, amount: null, stats: [], undoes: 'Curse', label: 'Lifts a Curse.' },
    { name: 'Clap On', damage: null, target: 'area', effect: 'light', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A clap lights up the room or corridor the petitioner is in.' },
    { name: 'Clap Off', damage: null, target: 'area', effect: 'darken', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'A clap darkens the room or corridor the petitioner is in.' },
    { name: 'Holy Touch', damage: '4d6', target: 'unholy', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'Holy harm to one evil creature or NPC.' },
    { name: 'Holy Kick', damage: '5d6', target: 'unholy', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'Stronger holy harm to one evil creature or NPC.' },
    { name: 'Holy Crap!', damage: '8d6', target: 'all', effect: 'damage', dice: null, turns: null, amount: null, stats: [], undoes: null, label: 'An angry god smites everyone present.' },
    { name: 'Confession', damage: null, target: 'self', effect: 'attack-bonus', dice: null, turns: 3, amount: 4, stats: ['attack'], undoes: null, label: 'A clear conscience: Attack rating 4 better for three rounds.' },
  ],
};
