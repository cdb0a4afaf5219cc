/**
 * The rules engine driven as the simulator drives it, on one core: whole
 * bot games (the bot's choice plus the reducer's step, zone generation
 * included) and arena fights as `athack sim fight` runs them (hero
 * creation and arena set-up included). Games are played with the default
 * Opposition (the fair AI, which plans each new zone), and again with none,
 * to show what the engine and the bot cost on their own.
 */
import { findFoe, playGame, simulateFights } from '../src/core/bots/index.js';
import type { RulesOptions } from '../src/core/engine/types.js';
import type { Bench } from './bench.js';

const GAMES = 12;
const MAX_STEPS = 1000;

/** Bot actions per second, one sample per game (seeds 1..GAMES). */
function actionRates(options: Partial<RulesOptions>): number[] {
  return Array.from({ length: GAMES }, (_, k) => {
    const start = process.hrtime.bigint();
    const g = playGame(`bench-${k + 1}`, options, { maxSteps: MAX_STEPS });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return g.steps / seconds;
  });
}

const BATCHES = 12;
const FIGHTS = 150;

/** Fight rounds per second, one sample per batch of fights (Warrior:3 against an Orc). */
function roundRates(): number[] {
  const found = findFoe('Orc');
  if (!('foe' in found)) throw new Error('no Orc in Appendix A');
  return Array.from({ length: BATCHES }, (_, k) => {
    const start = process.hrtime.bigint();
    const stats = simulateFights({ className: 'Warrior', level: 3, foe: found.foe, n: FIGHTS, seed: `bench-${k}` });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return (stats.meanRounds * stats.fights) / seconds;
  });
}

export const benches: Bench[] = [
  { name: 'engine.actions', unit: 'actions/s', samples: () => actionRates({}) },
  { name: 'engine.actions.solo', unit: 'actions/s', samples: () => actionRates({ opposition: 'none' }) },
  { name: 'fight.rounds', unit: 'rounds/s', samples: roundRates },
];
