/** Shared helpers of the Opposition tests: games with an AI Opposition, and the ladders' prices read straight from the data. */
import { createHash } from 'node:crypto';
import { COSTS } from '../../src/data/athack/costs.js';
import { ENVIRONS } from '../../src/data/athack/environs.js';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { rankForHd, rankForTrap } from '../../src/base/ranks.js';
import { newGame } from '../../src/core/engine/creation.js';
import { Ctx } from '../../src/core/engine/context.js';
import { workingCopy } from '../../src/core/engine/clone.js';
import { openStocking } from '../../src/core/engine/stocking/stock.js';
import { MAX_PUZZLE_TOKENS } from '../../src/core/engine/stocking/catalogue.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { act, settle, type Acted } from '../../src/core/opposition/settle.js';
import type { ClassName, GameState, LedgerEntry, Purchase, RulesOptions } from '../../src/core/engine/types.js';
import type { GameEvent } from '../../src/core/engine/events.js';

/** The AI seats stock the zone the hero stands in as on entering it: the stocking decision opened, then `settle`. */
export function aiStocks(s: GameState, restock = false): Acted {
  const ctx = new Ctx(workingCopy(s));
  openStocking(ctx, currentZone(ctx.s).zone, restock);
  return settle(ctx.s);
}

/** Entering, the hero lets the Opposition's Illumination requirement be, if asked: the entry's events and the state once it is done. */
export function letTheDarkBe(entered: { state: GameState; events: GameEvent[] }): { state: GameState; events: GameEvent[] } {
  const d = entered.state.decision;
  if (d?.kind !== 'challenge' || d.stage !== 'object') return entered;
  const r = act(entered.state, { type: 'object', yes: false });
  if (!r.ok) throw new Error(r.error);
  return { state: r.state, events: [...entered.events, ...r.events] };
}

/** A hero made through the reducer and standing in zone 1. */
export function heroIn(seed: string, options: Partial<RulesOptions> = {}, className: ClassName = 'Warrior'): GameState {
  const made = act(newGame(seed, options).state, { type: 'create', name: 'Test', className, kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } });
  if (!made.ok) throw new Error(made.error);
  const entered = act(made.state, { type: 'enter-dungeon' });
  if (!entered.ok) throw new Error(entered.error);
  return letTheDarkBe(entered).state;
}

const rung = (rank: number) => COSTS.rows.find((r) => r.rank === `d${rank}`)!;

/**
 * The price RULES.md §5 gives a purchase, from the cost table itself:
 * creature, the Talent cost of its rank times the count (a raised creature
 * pays the difference of ranks, so the Talent cost of its final rank);
 * trap, the Gear cost of its rank plus one per trigger square; environ, the
 * Talent cost of its die; Illumination 1; a simple puzzle its N tokens; a
 * riddle nothing; a fled creature placed again nothing; armour dice the Gear
 * cost of a d4 each.
 */
export function ladderPrice(p: Purchase): number {
  switch (p.kind) {
    case 'creature':
      return rung(rankForHd(p.hd)).talentCost * p.count;
    case 'armour':
      return rung(4).gearCost * p.dice;
    case 'trap':
      return rung(p.rank).gearCost + p.triggers;
    case 'environ':
      return rung(p.rank).talentCost;
    case 'illumination':
      return 1;
    case 'puzzle':
      return p.tokens;
    case 'riddle':
      return 0;
    case 'returning':
      return 0;
  }
}

/** Ranks a purchase must carry, from the data: a creature's from its HD, a trap's from its damage, an environ's from its table. */
export function rankProblems(p: Purchase): string[] {
  const out: string[] = [];
  if (p.kind === 'creature' && p.rank !== rankForHd(p.hd)) out.push(`${p.name}: rank d${p.rank} for HD ${p.hd}`);
  if (p.kind === 'trap') {
    const row = TRAPS.rows.find((t) => t.name === p.name);
    if (!row) out.push(`no trap ${p.name}`);
    else if (p.rank !== rankForTrap(row.damage, row.lethal)) out.push(`${p.name}: rank d${p.rank}`);
    if (p.triggers < 1) out.push(`${p.name}: ${p.triggers} triggers`);
  }
  if (p.kind === 'environ') {
    const row = ENVIRONS.rows.find((e) => e.name === p.name);
    if (!row) out.push(`no environ ${p.name}`);
    else if (`d${p.rank}` !== row.rank) out.push(`${p.name}: rank d${p.rank}, the table says ${row.rank}`);
  }
  if (p.kind === 'puzzle' && (p.tokens < 1 || p.tokens > MAX_PUZZLE_TOKENS)) out.push(`a puzzle of ${p.tokens} tokens`);
  return out;
}

/** The seal of a ledger entry, recomputed. */
export function sealOf(e: LedgerEntry): string {
  return createHash('sha256').update(JSON.stringify({ zone: e.zone, player: e.player, purchases: e.purchases })).digest('hex');
}
