import type { ListTable } from '../table.js';
import type { Obstacle } from './schema.js';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), "Zone Creation": the Obstacles the
// Opposition buys (monsters, traps, environs, puzzles) and the Illumination demand.
export const OBSTACLES: ListTable<Obstacle> = {
  kind: 'list',
  id: 'athack.obstacles',
  name: 'Opposition obstacles and their prices',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'Zone Creation' },
  rows: [
    {
      name: 'Monster',
      baseCost: 0,
      ladder: 'talent-and-gear',
      perTrigger: 0,
      perBypassToken: 0,
      note: 'Bought the way the Adventurer is: Talents on the Talent ladder, Gear on the Gear ladder. It fights until Dead or fled.',
    },
    {
      name: 'Trap',
      baseCost: 0,
      ladder: 'gear',
      perTrigger: 1,
      perBypassToken: 0,
      note: 'Its effect is priced as Gear, plus 1 token for each trigger. It rolls only when set off, and is disarmed once worn down to d4.',
    },
    {
      name: 'Environ',
      baseCost: 0,
      ladder: 'talent',
      perTrigger: 0,
      perBypassToken: 0,
      note: 'Priced as a Talent. It strikes once on every entry into the Zone and normally cannot be switched off.',
    },
    {
      name: 'Simple puzzle',
      baseCost: 0,
      ladder: null,
      perTrigger: 0,
      perBypassToken: 1,
      note: 'A toll on the way on: the Opposition pays one token for each token the Adventurer must pay to pass.',
    },
    {
      name: 'Logic puzzle',
      baseCost: 0,
      ladder: null,
      perTrigger: 0,
      perBypassToken: 0,
      note: 'Free to set. Solving it pays the Adventurer a number of tokens the table agrees on afterwards; it may be ignored at no cost.',
    },
    {
      name: 'Illumination requirement',
      baseCost: 1,
      ladder: null,
      perTrigger: 0,
      perBypassToken: 0,
      note: 'Paid by any Opposition player as the Adventurer enters; the Zone then takes a point of Illumination.',
    },
  ],
};
