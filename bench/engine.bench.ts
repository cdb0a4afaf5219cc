/**
 * The rules engine driven as the simulator drives it, on one core: whole
 * bot games (the bot's choice plus the reducer's step, zone generation
 * included) and arena fights as `athack sim fight` runs them (hero
 * creation and arena set-up included). Games are played with the default
 * Opposition (the fair AI, which plans each new zone), and again with none,
 * to show what the engine and the bot cost on their own. Fights are also
 * timed through the built `athack sim fight`, which shares them over the
 * machine's cores.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const bin = new URL('../bin/athack', import.meta.url).pathname;
const POOLED_FIGHTS = 20_000;

/**
 * Fight rounds per second of `athack sim fight` as a user runs it (the built
 * program, start-up included), on every core the machine has: one sample per
 * run of POOLED_FIGHTS fights.
 */
function pooledRoundRates(): number[] {
  if (!existsSync(new URL('../dist/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  return Array.from({ length: 5 }, (_, k) => {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [bin, 'sim', 'fight', '--hero', 'Warrior:3', '--vs', 'Orc', '--n', String(POOLED_FIGHTS), '--seed', `bench-${k}`, '--json'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`sim fight failed: ${r.stderr}`);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const stats = JSON.parse(r.stdout) as { meanRounds: number; fights: number };
    return (stats.meanRounds * stats.fights) / seconds;
  });
}

export const benches: Bench[] = [
  { name: 'engine.actions', unit: 'actions/s', samples: () => actionRates({}) },
  { name: 'engine.actions.solo', unit: 'actions/s', samples: () => actionRates({ opposition: 'none' }) },
  { name: 'fight.rounds', unit: 'rounds/s', samples: roundRates },
  { name: 'fight.rounds.cores', unit: 'rounds/s', samples: pooledRoundRates },
];
