/**
 * @HACK! tokens (RULES.md §5): every side starts with 20; refresh by the
 * power level each time the hero leaves a zone (the Opposition's split
 * among its players, rounded down, leftovers to the first in seating order);
 * the escalation bonus raises the escalating side's refresh for good.
 */
import { POWER_LEVELS } from '../../data/athack/power-levels.js';
import { CONSTANTS } from '../../data/athack/constants.js';
import type { Ctx } from './context.js';
import { parseSeats, playerName, seatWord } from './seats.js';
import type { GameState, OppositionPlayer, RulesOptions } from './types.js';

const constant = (name: string) => {
  const row = CONSTANTS.rows.find((c) => c.name === name);
  if (!row) throw new Error(`no @HACK! constant ${name}`);
  return row.value;
};

export const STARTING_TOKENS = constant('Starting tokens');
export const CONSUMABLE_START = 20;

export function powerLevel(options: Partial<RulesOptions>) {
  return POWER_LEVELS.rows.find((p) => p.level === (options.power ?? 'medium'))!;
}

/** A total split among `n` players: rounded down, the leftovers one each from the first. */
export function split(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, k) => Math.floor(total / n) + (k < total % n ? 1 : 0));
}

export function startingTokens(options: Partial<RulesOptions>): Pick<GameState, 'tokens'> {
  const power = powerLevel(options);
  const seats = parseSeats(options);
  // Options come checked (optionsProblem, the command line): a bad list here is a defect.
  if (typeof seats === 'string') throw new Error(seats);
  const n = seats.length;
  const refresh = split(power.oppositionRefresh, Math.max(1, n));
  const opposition: OppositionPlayer[] = seats.map((seat, k) => {
    const p: OppositionPlayer = {
      id: k + 1,
      // A person left unnamed is stored under the seat's own name, as every athack since seats has stored them.
      name: seat.kind === 'person' && seat.name !== '' ? seat.name : seatWord(n, k),
      // A person's seat keeps a difficulty only so that every player has one; nothing reads it.
      difficulty: seat.kind === 'ai' ? seat.difficulty : 'fair',
      tokens: STARTING_TOKENS,
      refresh: refresh[k]!,
      spent: 0,
      lost: 0,
    };
    if (seat.kind === 'person') p.person = true;
    return p;
  });
  return { tokens: { hero: STARTING_TOKENS, heroRefresh: power.adventurerRefresh, opposition } };
}

/** Leaving a zone: every side is refreshed. */
export function refreshTokens(ctx: Ctx): void {
  const t = ctx.s.tokens;
  t.hero += t.heroRefresh;
  for (const p of t.opposition) p.tokens += p.refresh;
  ctx.say('score', `Tokens refreshed: you have ${t.hero}${t.opposition.length > 0 ? `; ${t.opposition.map((p) => `${playerName(ctx.s, p.id, false)} ${p.tokens}`).join(', ')}` : ''}.`, { tokens: t.hero });
}
