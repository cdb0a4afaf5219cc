import type { ListTable } from '../table.js';
import type { Consumable } from './schema.js';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), the Consumables passage.
export const CONSUMABLES: ListTable<Consumable> = {
  kind: 'list',
  id: 'athack.consumables',
  name: 'Consumables: Sustenance and Illumination',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'Consumables' },
  rows: [
    {
      name: 'Sustenance',
      die: '1d20',
      start: 20,
      max: 20,
      spend: 1,
      spentWhen: 'Whenever the Adventurer enters a new Zone.',
      whenEmpty: 'Each further new Zone costs the Adventurer one die rank off a Talent of the player\'s choice.',
    },
    {
      name: 'Illumination',
      die: '1d20',
      start: 20,
      max: 20,
      spend: 1,
      spentWhen: 'Whenever the Adventurer enters a new Zone for which an Opposition player has paid a token to make it dark.',
      whenEmpty: 'In every such dark Zone all of the Adventurer\'s Talents and Gear count as d4.',
    },
  ],
  errata: [
    {
      where: 'max',
      printed: 'The Consumable dice can increase during play',
      problem: 'The dice start at 20 on a d20 and may be raised, but no ceiling is given.',
      resolution: 'Neither die goes above 20, the highest face of a d20.',
    },
    {
      where: 'raising a die (Exploration)',
      printed: 'the Adventurer player may choose to increase the Sustenance or Illumination die by any amount that he or she wants',
      problem:
        'The Exploration passage sets no token price for raising a Consumable; only "Returning Home" implies tokens are spent, calling Home tokens "worth triple their value".',
      resolution: 'Raising a Consumable costs 1 token per point, open to Objection; at Home each token counts three points (athack.token-ratios).',
    },
    {
      where: 'spentWhen',
      printed: 'Every time the Adventurer enters a new Zone, reduce the Sustenance die by 1.',
      problem: '"New Zone" could mean a Zone never visited before or simply the next Zone entered; the seed does not say whether going back through cleared Zones uses food and light.',
      resolution:
        'A new Zone is one the Adventurer has never entered: only the first entry of each Zone costs a point of Sustenance (or, with none left, a point of an attribute above 1), so going back through Zones already visited, on the way Home or not, eats nothing. Illumination drops only when an Opposition player pays for the dark as the Adventurer enters. A fleeing creature likewise regains one rank at each first entry of a Zone, not on going back into one.',
    },
  ],
};
