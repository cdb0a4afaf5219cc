/**
 * Roguelike scoring and levelling: the points charts and the level-up choices.
 * Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`, "Leveling Up".
 */
import type { LevelUpChoice, Points } from './schema.js';
import type { ListTable } from '../table.js';

const SEED = '003_28059e771b2b09b3.txt';

// Seed 003 (Roguelike), "Leveling Up": chart "Action or Accomplishment / Points Gained"
// for living characters, plus the loot rule stated just below it.
export const POINTS: ListTable<Points> = {
  kind: 'list',
  id: 'roguelike.points',
  name: 'Points for characters',
  source: { seed: SEED, table: 'Leveling Up: Action or Accomplishment / Points Gained' },
  errata: [
    {
      where: 'loot held at the end (text below the chart)',
      printed:
        'every piece of loot (see Appendix B) that your character has in their possession at the end of the game is worth one point',
      problem:
        'Stated in the text below the chart, not in it, and "piece of loot" is ambiguous: one Appendix B result such as "50 gold pieces" could be one piece or fifty. The seed\'s own example scores five gold pieces and a magic sword (an item no table offers) as six points, counting coins one by one.',
      resolution:
        'Shipped as the row "loot-held-at-end", 1 point per piece; as in the example, each gold piece and each gem counts as a piece, and every other item counts 1.',
    },
  ],
  rows: [
    { event: 'leave-room-alive', name: 'Surviving Long Enough to Leave a Room', points: 4, per: 'event' },
    { event: 'find-disarm-trap', name: 'Locating and Disarming a Trap', points: 3, per: 'event' },
    { event: 'killing-blow', name: 'Landing the Killing Blow while... uhm... killing stuff', points: 5, per: 'event' },
    { event: 'last-character-standing', name: 'Being the Last Commercial At Character on The Screen', points: 10, per: 'event' },
    { event: 'loot-held-at-end', name: 'Every piece of loot in possession at the end of the game', points: 1, per: 'piece' },
  ],
};

// Seed 003 (Roguelike), "Leveling Up": chart "Action or Accomplishment / Points Gained"
// for the player of a dead character who now shares the Referee's duties.
export const REFEREE_POINTS: ListTable<Points> = {
  kind: 'list',
  id: 'roguelike.referee-points',
  name: 'Points for the players of dead characters',
  source: { seed: SEED, table: 'Leveling Up: Action or Accomplishment / Points Gained (former controller of a deceased character)' },
  rows: [
    { event: 'character-dies-on-your-turn', name: 'Commercial At Character Dies on Your Turn', points: 5, per: 'event' },
    { event: 'last-character-dies-on-your-turn', name: 'The Last Commercial At Character Dies on Your Turn', points: 10, per: 'event' },
    { event: 'trap-triggered-on-your-turn', name: 'Having a Trap Triggered on Your Turn', points: 2, per: 'event' },
  ],
};

// Seed 003 (Roguelike), "Leveling Up": the numbered list of level-up choices
// (one level per twenty points; the player picks one choice per level).
export const LEVEL_UP_CHOICES: ListTable<LevelUpChoice> = {
  kind: 'list',
  id: 'roguelike.level-up-choices',
  name: 'Level-up choices',
  source: { seed: SEED, table: 'Leveling Up' },
  rows: [
    { n: 1, stats: ['health'], change: '1d6', limit: null, label: 'Add 1d6 to Health.' },
    { n: 2, stats: ['special-abilities'], change: '2', limit: null, label: 'Regain two expended special abilities of the kinds the character has.' },
    { n: 3, stats: ['attack'], change: '-1', limit: 3, label: 'Attack rating one lower (better), never below 3.' },
    { n: 4, stats: ['defense'], change: '1', limit: 11, label: 'Defense rating one higher, never above 11.' },
    { n: 5, stats: ['speed', 'power', 'intellect'], change: '1', limit: null, label: 'One point more in Speed, Power or Intellect (pick one).' },
  ],
};
