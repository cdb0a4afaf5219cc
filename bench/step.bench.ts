/**
 * One `step` as play pays for it, over a replay of recorded bot games
 * against the default Opposition: every action is timed on its own.
 * `step.ordinary` is an action that stays in its zone (a move, a blow, a
 * search); `step.zone-entry` one that leads into another zone or back
 * Home, generating and stocking what it enters.
 */
import { playGame } from '../src/core/bots/index.js';
import { newGame } from '../src/core/engine/creation.js';
import { step } from '../src/core/engine/step.js';
import { once, type Bench } from './bench.js';

const GAMES = 16;

function stepTimes(): { ordinary: number[]; entry: number[] } {
  const games = Array.from({ length: GAMES }, (_, g) => ({ seed: `bench-step-${g}`, actions: playGame(`bench-step-${g}`, {}, { maxSteps: 1000 }).actions }));
  const out = { ordinary: [] as number[], entry: [] as number[] };
  for (const game of games) {
    let s = newGame(game.seed, {}).state;
    for (const action of game.actions) {
      const start = process.hrtime.bigint();
      const r = step(s, action);
      const ns = Number(process.hrtime.bigint() - start);
      if (!r.ok) throw new Error(`${game.seed}: the replay was refused: ${r.error}`);
      if (r.state.zone !== s.zone) out.entry.push(ns / 1e6);
      else out.ordinary.push(ns / 1e3);
      s = r.state;
    }
  }
  return out;
}

const timesOnce = once(stepTimes);

export const benches: Bench[] = [
  { name: 'step.ordinary', unit: 'µs', samples: () => timesOnce().ordinary },
  { name: 'step.zone-entry', unit: 'ms', samples: () => timesOnce().entry },
];
