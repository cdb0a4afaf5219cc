/**
 * Every figure the seeds print beside their dice (averages, percentages),
 * paired with the exact value computed by the same code the game uses.
 */
import { distributionOf, parseDice } from '../../base/dice/index.js';
import { expectedUses, isUsageDie, type UsageDie } from '../odds/usage-die.js';
import { rankOdds } from '../odds/die-rank.js';
import { checkFigure, type PrintedTable } from './printed.js';
import { DAMAGE_PER_HD } from '../../data/blackhack/combat.js';
import { USAGE_AVERAGE_USES } from '../../data/blackhack/usage.js';
import { DIE_RANKS } from '../../data/athack/costs.js';
import type { Table } from '../../data/table.js';

const where = (t: Table) => `${t.source.seed}: ${t.source.table}`;

function usageSides(name: string): UsageDie {
  const sides = Number(name.replace(/^d/, ''));
  if (!isUsageDie(sides)) throw new Error(`${name} is not a Usage die`);
  return sides;
}

export function printedTables(): PrintedTable[] {
  return [
    {
      id: DAMAGE_PER_HD.id,
      name: DAMAGE_PER_HD.name,
      source: where(DAMAGE_PER_HD),
      rows: DAMAGE_PER_HD.rows.map((r) => checkFigure(`HD ${r.hd}: ${r.dice} average`, r.printedAverage, distributionOf(parseDice(r.dice)).mean())),
    },
    {
      id: USAGE_AVERAGE_USES.id,
      name: USAGE_AVERAGE_USES.name,
      source: where(USAGE_AVERAGE_USES),
      rows: USAGE_AVERAGE_USES.rows.map((r) => checkFigure(`Ud ${r.name} average uses`, r.printedAverage, expectedUses(usageSides(r.name)))),
    },
    {
      id: DIE_RANKS.id,
      name: DIE_RANKS.name,
      source: where(DIE_RANKS),
      rows: DIE_RANKS.rows.flatMap((r) => {
        const odds = rankOdds(r.sides);
        return [checkFigure(`${r.rank} success (4+)`, r.printedSuccess, odds.success), checkFigure(`${r.rank} failure (1)`, r.printedFailure, odds.failure)];
      }),
    },
  ];
}
