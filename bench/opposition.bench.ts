/**
 * `ai.zoneDecision`: milliseconds for the AI Opposition to stock one zone
 * (every AI seat plans with its simulations, and the engine places and
 * seals what it buys), over the new zones of bot games against each
 * difficulty with one to four players. Each sample is the `settle` of the
 * stocking decision a zone just entered opens. The target is a median of
 * 20 ms or less.
 */
import { Bot, botTurn } from '../src/core/bots/index.js';
import { newGame } from '../src/core/engine/creation.js';
import type { RulesOptions } from '../src/core/engine/types.js';
import { settle } from '../src/core/opposition/index.js';
import type { Bench } from './bench.js';
import { gameOver } from '../src/core/engine/game-over.js';

const ZONES = 240;
const MAX_STEPS = 1500;

export function zoneDecisionTimes(zones = ZONES): number[] {
  const times: number[] = [];
  const kinds: RulesOptions['opposition'][] = ['ai-easy', 'ai-fair', 'ai-hard'];
  for (let g = 0; times.length < zones; g++) {
    const opposition = kinds[g % kinds.length]!;
    const opponents = 1 + (Math.floor(g / kinds.length) % 4);
    const seed = `bench-ai-${g}`;
    const bot = new Bot(seed);
    let s = newGame(seed, { opposition, opponents }).state;
    for (let k = 0; k < MAX_STEPS && !gameOver(s) && times.length < zones; k++) {
      const turn = botTurn(bot, s);
      s = turn.result.state;
      const hero = turn.taken[0]!.state;
      if (hero.decision?.kind !== 'stock' || hero.decision.restock) continue;
      // Stocked again from the state the bot's action left, timed alone.
      const start = process.hrtime.bigint();
      settle(hero);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times;
}

export const benches: Bench[] = [{ name: 'ai.zoneDecision', unit: 'ms', samples: () => zoneDecisionTimes() }];
