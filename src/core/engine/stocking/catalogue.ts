/**
 * What the Opposition can buy and what it costs (RULES.md §5): a creature of
 * Appendix A at the rank of its HD, priced on the Talent ladder per creature
 * (each HD raised costs the difference between ranks, so a raised creature
 * costs the Talent price of its final rank); a trap at the rank of its
 * average damage, priced on the Gear ladder plus one per trigger square; an
 * environ at the Talent price of its die; the Illumination requirement, 1
 * token; a simple puzzle, the N tokens the hero must pay to pass; a riddle,
 * nothing. `priceOf` prices any ledger purchase from the ladders alone.
 */
import { COSTS } from '../../../data/athack/costs.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES } from '../../../data/roguelike/creatures.js';
import type { Creature as CreatureRow } from '../../../data/roguelike/schema.js';
import { TRAPS } from '../../../data/roguelike/traps.js';
import { ENVIRONS } from '../../../data/athack/environs.js';
import type { Environ } from '../../../data/athack/schema.js';
import type { Purchase } from '../types.js';
import { creatureHd, rankForHd, rankForTrap } from '../../../base/ranks.js';

const rung = (rank: number) => {
  const row = COSTS.rows.find((r) => r.rank === `d${rank}`);
  if (!row) throw new Error(`no cost for a d${rank}`);
  return row;
};

export const talentCost = (rank: number) => rung(rank).talentCost;
export const gearCost = (rank: number) => rung(rank).gearCost;

export interface CreatureOffer {
  row: CreatureRow;
  category: string;
  hd: number;
  rank: number;
  /** Tokens for one creature. */
  cost: number;
}

export interface TrapOffer {
  name: string;
  rank: number;
  triggers: number;
  cost: number;
}

const categoryOf = (tableId: string) => CREATURE_CATEGORIES.rows.find((c) => c.table === tableId)?.name ?? tableId;

/** Every creature of Appendix A the Opposition may place (a rival @ has no fixed stats to price, so it is not on sale). */
export const CREATURE_OFFERS: CreatureOffer[] = CREATURE_TABLES.flatMap((t) =>
  t.rows
    .filter((row) => !row.character && row.health !== null)
    .map((row) => {
      const hd = creatureHd(row.health!);
      const rank = rankForHd(hd);
      return { row, category: categoryOf(t.id), hd, rank, cost: talentCost(rank) };
    }),
);

/** Every Roguelike trap, set on one square. */
export const TRAP_OFFERS: TrapOffer[] = TRAPS.rows.map((t) => {
  const rank = rankForTrap(t.damage, t.lethal);
  return { name: t.name, rank, triggers: 1, cost: gearCost(rank) + 1 };
});

export const ILLUMINATION_COST = 1;

/** A simple puzzle costs the Opposition one token per token the hero must pay to pass. */
export const puzzleCost = (tokens: number) => tokens;
/** A logic puzzle (a riddle) is free to set. */
export const RIDDLE_COST = 0;
/** The most a simple puzzle asks of the hero. */
export const MAX_PUZZLE_TOKENS = 6;

export interface EnvironOffer {
  environ: Environ;
  rank: number;
  cost: number;
}

const SIDES: Record<string, number> = { d4: 4, d6: 6, d8: 8, d10: 10, d12: 12, d20: 20 };

/** Every environ of the project's table, at the Talent price of its die. */
export const ENVIRON_OFFERS: EnvironOffer[] = ENVIRONS.rows.map((environ) => {
  const rank = SIDES[environ.rank]!;
  return { environ, rank, cost: talentCost(rank) };
});

/** The HD a creature is raised to by `ranks` ranks from `hd`: the least HD of each next rank; past d20, one HD a rank. */
export function raiseByRanks(hd: number, ranks: number): number {
  let out = hd;
  for (let k = 0; k < ranks; k++) {
    const rank = rankForHd(out);
    let next = out + 1;
    if (rank < 20) while (rankForHd(next) === rank) next++;
    out = next;
  }
  return out;
}

/** +1 armour die for a creature: the Gear cost of a d4 (RULES.md §5). */
export const ARMOUR_DIE_COST = gearCost(4);

/** The ladder price of a ledger purchase, computed from its die rank and counts alone. */
export function priceOf(p: Purchase): number {
  switch (p.kind) {
    case 'creature':
      return talentCost(rankForHd(p.hd)) * p.count;
    case 'armour':
      return ARMOUR_DIE_COST * p.dice;
    case 'trap':
      return gearCost(p.rank) + p.triggers;
    case 'environ':
      return talentCost(p.rank);
    case 'illumination':
      return ILLUMINATION_COST;
    case 'puzzle':
      return puzzleCost(p.tokens);
    case 'riddle':
      return RIDDLE_COST;
    case 'returning':
      return 0;
  }
}
