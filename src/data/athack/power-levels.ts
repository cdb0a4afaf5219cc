import type { ListTable } from '../table.js';
import type { PowerLevel } from './schema.js';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), table "Power Level".
export const POWER_LEVELS: ListTable<PowerLevel> = {
  kind: 'list',
  id: 'athack.power-levels',
  name: 'Power levels: refresh and escalation bonus',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'Power Level' },
  rows: [
    { level: 'low', name: 'Low', adventurerRefresh: 3, adventurerEscalationBonus: 1, oppositionRefresh: 10, oppositionEscalationBonus: 3 },
    { level: 'medium', name: 'Medium', adventurerRefresh: 5, adventurerEscalationBonus: 3, oppositionRefresh: 15, oppositionEscalationBonus: 5 },
    { level: 'high', name: 'High', adventurerRefresh: 10, adventurerEscalationBonus: 5, oppositionRefresh: 30, oppositionEscalationBonus: 10 },
  ],
  errata: [
    {
      where: 'header',
      printed: 'Power Level Adventurer Refresh / Escalation Bonus Opposition\nEscalation Bonus',
      problem:
        'The header is mangled: the Opposition refresh column has no "Refresh" label and the second "Escalation Bonus" sits on a line of its own, so the four number columns are not labelled one to one.',
      resolution:
        'Columns read as Adventurer refresh, Adventurer escalation bonus, Opposition refresh, Opposition escalation bonus, which is how every row of figures lines up.',
    },
    {
      where: 'Opposition refresh',
      printed: '10/# of Opposition Players',
      problem: 'The Opposition refresh is a total divided among the Opposition players, but the seed does not say how to round an uneven split.',
      resolution:
        'The table keeps the total (10, 15, 30). It is shared out as evenly as possible: each player gets the total divided by the number of players, rounded down, and the leftover tokens go one each to players in seating order.',
    },
    {
      where: 'Escalation Bonus',
      printed: 'Low 3 / +1 10/# of Opposition Players +3 total',
      problem:
        'The escalation passage only says a side\'s refresh "increases by the amount indicated"; it is unclear whether the bonus is a one-off payment or a lasting rise, and how the Opposition\'s "total" is shared.',
      resolution:
        'An escalation bonus raises that side\'s refresh for the rest of the game (RULES.md section 5). The Opposition bonus is a total, shared like the refresh.',
    },
    {
      where: 'when refresh is paid',
      printed: 'how many Tokens are refreshed after the Adventurer completes a Zone',
      problem:
        'The chart speaks of completing a Zone, the refresh passage of exiting one and of "all players"; Adventurer Prep also refreshes the Adventurer once before play, and the Opposition is said not to be refreshed before or during the first Zone.',
      resolution:
        'Refresh is paid to every side when the Adventurer exits a Zone for the first time, by whatever way: a door, stairs, a passage, an Escape, a chute or teleport trap, a Scroll of Recall, a recall sigil or a Teleport spell out of it. A Zone is completed once, as the chart has it; paying on every exit would let the Adventurer mint tokens by walking in and out of one door. The Adventurer Prep refresh is the starting stake: every side starts with 20 tokens (RULES.md section 5) and nobody is refreshed before the first Zone is exited.',
    },
  ],
};
