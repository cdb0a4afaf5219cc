/**
 * Every Roguelike creature and trap must translate into Black Hack and
 * @HACK! numbers (RULES.md §4.7, §5): a creature's Health gives its HD and
 * rank, a trap's damage its rank, and each rank has a price on the ladders.
 */
import { COSTS } from '../../data/athack/costs.js';
import { CREATURE_TABLES } from '../../data/roguelike/creatures.js';
import { TRAPS } from '../../data/roguelike/traps.js';
import { creatureHd, rankForHd, rankForTrap } from '../../base/ranks.js';

export interface TranslationProblem {
  table: string;
  message: string;
}

export function translationProblems(): TranslationProblem[] {
  const priced = new Set(COSTS.rows.map((r) => r.rank));
  const problems: TranslationProblem[] = [];
  const attempt = (table: string, what: string, rank: () => number) => {
    try {
      const r = `d${rank()}`;
      if (!priced.has(r as (typeof COSTS.rows)[number]['rank'])) problems.push({ table, message: `${what} translates to rank ${r}, which has no cost on the ladders` });
    } catch (error) {
      problems.push({ table, message: `${what} does not translate: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  for (const t of CREATURE_TABLES) {
    for (const c of t.rows) {
      // A rival @ takes its HD from the hero it meets, so it has no fixed Health to translate.
      if (c.character) continue;
      if (c.health === null) problems.push({ table: t.id, message: `${c.name} has no Health to give it HD` });
      else attempt(t.id, `${c.name} (Health ${c.health})`, () => rankForHd(creatureHd(c.health!)));
    }
  }
  for (const trap of TRAPS.rows) attempt(TRAPS.id, `${trap.name} (damage ${trap.damage ?? 'none'})`, () => rankForTrap(trap.damage, trap.lethal));
  return problems;
}
