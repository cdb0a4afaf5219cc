/**
 * `ai.zoneDecision`: milliseconds for the AI Opposition to stock one zone
 * (every player plans with its simulations, places and seals), over the new
 * zones of bot games against each difficulty with one to four players.
 * Each sample restocks a zone just entered, from its native contents and
 * with the players' tokens as they were before they bought for it. The
 * target is a median of 20 ms or less.
 */
import { Bot, botTurn } from '../src/core/bots/index.js';
import { Ctx } from '../src/core/engine/context.js';
import { workingCopy } from '../src/core/engine/clone.js';
import { newGame } from '../src/core/engine/creation.js';
import type { GameState, RulesOptions } from '../src/core/engine/types.js';
import { currentZone } from '../src/core/engine/zones.js';
import { stockZone } from '../src/core/opposition/index.js';
import type { Bench } from './bench.js';

const ZONES = 240;
const MAX_STEPS = 1500;

/** The zone as it was before the Opposition stocked it, and the players' tokens then. */
function beforeStocking(s: GameState, ledgerBefore: number): GameState {
  const copy = workingCopy(s);
  const { z } = currentZone(copy);
  z.creatures = z.creatures.filter((c) => c.owner === undefined);
  z.traps = z.traps.filter((t) => !s.ledger.slice(ledgerBefore).some((e) => e.purchases.some((p) => p.kind === 'trap' && p.name === t.name)));
  z.environ = null;
  z.puzzles = {};
  for (const e of copy.ledger.slice(ledgerBefore)) {
    const p = copy.tokens.opposition.find((o) => o.id === e.player);
    if (p) p.tokens += e.tokens;
  }
  copy.ledger = copy.ledger.slice(0, ledgerBefore);
  return copy;
}

export function zoneDecisionTimes(zones = ZONES): number[] {
  const times: number[] = [];
  const kinds: RulesOptions['opposition'][] = ['ai-easy', 'ai-fair', 'ai-hard'];
  for (let g = 0; times.length < zones; g++) {
    const opposition = kinds[g % kinds.length]!;
    const opponents = 1 + (Math.floor(g / kinds.length) % 4);
    const seed = `bench-ai-${g}`;
    const bot = new Bot(seed);
    let s = newGame(seed, { opposition, opponents }).state;
    for (let k = 0; k < MAX_STEPS && s.phase !== 'dead' && s.phase !== 'won' && times.length < zones; k++) {
      const known = Object.keys(s.zones).length;
      const ledger = s.ledger.length;
      s = botTurn(bot, s).result.state;
      if (Object.keys(s.zones).length === known || s.phase !== 'dungeon' || !s.zone) continue;
      const before = beforeStocking(s, ledger);
      const ctx = new Ctx(before);
      const { zone, z } = currentZone(before);
      const start = process.hrtime.bigint();
      stockZone(ctx, zone, z, false);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times;
}

export const benches: Bench[] = [{ name: 'ai.zoneDecision', unit: 'ms', samples: () => zoneDecisionTimes() }];
