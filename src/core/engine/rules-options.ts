/**
 * The rules options (RULES.md §10) a player can choose, with what each
 * means: the setup screen draws them and the command line's `--rules`
 * checks against them, so both offer the same choices. A choice the engine
 * does not play yet is listed as coming and is never selectable.
 */
import { POWER_LEVELS } from '../../data/athack/power-levels.js';
import { parseSeats } from './seats.js';
import type { RulesOptions } from './types.js';

/** The rules a new game is played by where neither the options file nor a flag says otherwise. */
export const DEFAULT_OPTIONS: RulesOptions = {
  power: 'medium',
  victory: 'final-zone',
  search: 'test',
  disarm: 'test',
  load: 'blackhack',
  reactions: 'off',
  movement: 'turn',
  opposition: 'ai-fair',
  opponents: 1,
  armourPrompt: 'ask',
};

export interface Choice {
  value: string | number;
  label: string;
  /** Not yet played by the engine: shown greyed, never selected. */
  coming?: boolean;
}

export interface RulesRow {
  key: keyof RulesOptions;
  label: string;
  choices: Choice[];
  about: string;
}

/** The options in the order the setup screen shows them. */
export const RULES_ROWS: readonly RulesRow[] = [
  {
    key: 'power',
    label: 'Power level',
    choices: POWER_LEVELS.rows.map((p) => ({ value: p.level, label: p.name })),
    about: 'How many tokens each side is refreshed with when a zone is left, and how much more after each escalation.',
  },
  {
    key: 'opposition',
    label: 'Opposition',
    choices: [
      { value: 'ai-fair', label: 'AI fair' },
      { value: 'ai-easy', label: 'AI easy' },
      { value: 'ai-hard', label: 'AI hard' },
      { value: 'none', label: 'None' },
      { value: 'humans', label: 'Hot-seat' },
    ],
    about: 'Who spends @HACK! tokens to stock the zones against you: each seat an AI (easy, fair or hard) or a person at this keyboard (hot-seat), mixed freely, as the command line writes them (opposition=fair,person:Bea,hard). With none, only the dungeon’s own tables do.',
  },
  {
    key: 'opponents',
    label: 'Opponents',
    choices: [1, 2, 3, 4].map((n) => ({ value: n, label: String(n) })),
    about: 'How many Opposition players: each has its own tokens and wants its own obstacle to make the kill.',
  },
  {
    key: 'victory',
    label: 'Victory',
    choices: [
      { value: 'final-zone', label: 'Final Zone' },
      { value: 'points-100', label: '100 points' },
    ],
    about: 'Final Zone: when the Escalation die reaches 10, clear the Final Zone and reach its entrance alive. 100 points: the Roguelike solo win.',
  },
  {
    key: 'armourPrompt',
    label: 'Armour dice',
    choices: [
      { value: 'ask', label: 'Ask' },
      { value: 'always', label: 'Always' },
      { value: 'never', label: 'Never' },
    ],
    about: 'After a failed Defend, break an armour die to ignore the blow: ask each time, always, or never. It can be changed in play.',
  },
  {
    key: 'search',
    label: 'Searching',
    choices: [
      { value: 'test', label: 'WIS test' },
      { value: 'survey', label: 'Survey' },
    ],
    about: 'How a search is made: a plain test, or Adventure Algorithms’ Survey mini-game (supply dice against a triangle of ten; find every Prize for a hidden way or a cache, run dry and something finds you), once a zone.',
  },
  {
    key: 'disarm',
    label: 'Disarm/repair',
    choices: [
      { value: 'test', label: 'DEX test' },
      { value: 'workshop', label: 'Workshop' },
    ],
    about: 'How traps are disarmed and locks forced: a plain test, or the Workshop mini-game (match three piles of dice before the supply runs out, or the trap goes off).',
  },
  {
    key: 'load',
    label: 'Load',
    choices: [
      { value: 'blackhack', label: 'Black Hack' },
      { value: 'hackssential', label: 'Hackssential' },
    ],
    about: 'Carrying: up to STR things, never more than twice STR (Black Hack); or Hackssential’s tiers: 3 things free, up to 3 + CON/3 Encumbered, then each thing more costs a point of DEX (Burdened, then Overloaded with Disadvantage on every test).',
  },
  {
    key: 'reactions',
    label: 'Reactions',
    choices: [
      { value: 'off', label: 'Off' },
      { value: 'hackssential', label: 'Hackssential' },
    ],
    about: 'Hackssential reaction checks: a d10 at or under half your WIS when ambushed (a foe already beside you as a fight begins), cornered (no square to step to out of a foe’s reach) or first hit in a fight; a failure loses your turn.',
  },
  {
    key: 'movement',
    label: 'Movement',
    choices: [
      { value: 'turn', label: 'A turn a step' },
      { value: 'hackssential', label: 'Hackssential' },
    ],
    about: 'A step takes a turn; or Hackssential’s movement rate by Control (half DEX, less what the load takes): at Control 5-6 a step is a turn, at 1-2 it takes two, at 9-10 two thirds of one, so creatures get more or fewer turns to each of your steps.',
  },
];

/**
 * What is wrong with rules options read from outside (a save file), or
 * undefined: every name must be an option and every value one the engine
 * plays, or a game would start on rules it cannot follow.
 */
export function optionsProblem(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'its rules options are not a set of name=value';
  for (const [key, value] of Object.entries(options)) {
    const row = RULES_ROWS.find((r) => r.key === key);
    if (!row) return `"${key}" is not a rules option`;
    // The Opposition may be a list of seats: its own parser says what is wrong with one.
    if (key === 'opposition' && typeof value === 'string') {
      const seats = parseSeats({ opposition: value });
      if (typeof seats === 'string') return seats;
      continue;
    }
    if (!row.choices.some((c) => c.value === value && !c.coming)) return `${key}=${JSON.stringify(value)} is not a choice this athack plays`;
  }
  return undefined;
}
