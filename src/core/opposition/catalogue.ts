/**
 * What the Opposition can buy and what it costs (RULES.md §5): a creature of
 * Appendix A at the rank of its HD, priced on the Talent ladder per creature;
 * a trap at the rank of its average damage, priced on the Gear ladder plus
 * one per trigger square; the Illumination requirement, 1 token.
 */
import { COSTS } from '../../data/athack/costs.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES } from '../../data/roguelike/creatures.js';
import type { Creature as CreatureRow } from '../../data/roguelike/schema.js';
import { TRAPS } from '../../data/roguelike/traps.js';
import { creatureHd, rankForHd, rankForTrap } from '../ranks.js';

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
