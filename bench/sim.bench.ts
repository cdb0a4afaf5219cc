/**
 * The rules lab as a designer runs it. `sim.fight`: 10,000 arena fights
 * (Warrior:3 against an Orc) on one thread, timed against the bare kernel
 * of the same fight (fight-kernel.ts) in the same run, interleaved, so the
 * ratio holds however busy the machine is. `sim.fight.threads`: the built
 * `athack sim fight` as it shares the fights over the machine's cores,
 * against the same run on one thread. `sim.games`: whole bot games as
 * `athack sim games` plays them (its default rules and turns), per second
 * on one thread; 10,000 games in a minute on two cores is 84 a core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arenaState, findFoe, simulateFights } from '../src/core/bots/index.js';
import { gameShare } from '../src/core/bots/games.js';
import { armourLeft } from '../src/core/engine/hero.js';
import { once, type Bench } from './bench.js';
import { kernelFight, kernelFor } from './fight-kernel.js';

const FIGHTS = 10_000;
const PAIRS = 3;

const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function fightTimes(): { engine: number[]; kernel: number[]; ratio: number[] } {
  const found = findFoe('Orc');
  if (!('foe' in found)) throw new Error('no Orc in Appendix A');
  // The kernel's armour dice are those a real arena hero of the class starts with.
  const armour = armourLeft(arenaState('kernel', 'Warrior', 3, found.foe).state.hero);
  const kernel = kernelFor('Warrior', 3, 'Orc', armour);
  const out = { engine: [] as number[], kernel: [] as number[], ratio: [] as number[] };
  let sink = 0;
  for (let p = 0; p < PAIRS; p++) {
    let start = process.hrtime.bigint();
    for (let k = 0; k < FIGHTS; k++) sink += kernelFight(`bench-${p}:fight:${k}`, kernel).rounds;
    const bare = msSince(start);
    start = process.hrtime.bigint();
    sink += simulateFights({ className: 'Warrior', level: 3, foe: found.foe, n: FIGHTS, seed: `bench-${p}` }).meanRounds;
    const engine = msSince(start);
    out.kernel.push(bare);
    out.engine.push(engine);
    out.ratio.push(engine / bare);
  }
  if (sink < 0) throw new Error('unreachable: keeps the loops from being optimised away');
  return out;
}

const bin = new URL('../bin/athack', import.meta.url).pathname;

/** Wall time of the built `sim fight` on the default threads over its time on one, interleaved runs. */
function threadRatios(): number[] {
  if (!existsSync(new URL('../dist/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  const run = (extra: string[]) => {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [bin, 'sim', 'fight', '--hero', 'Warrior:3', '--vs', 'Orc', '--n', String(FIGHTS), '--seed', 'bench', '--json', ...extra], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`sim fight failed: ${r.stderr}`);
    return msSince(start);
  };
  return Array.from({ length: PAIRS }, () => {
    const one = run(['--threads', '1']);
    return run([]) / one;
  });
}

const GAMES = 20;

/** Games per second on one thread, a sample per GAMES games of `sim games` with its defaults. */
function gameRates(): number[] {
  return Array.from({ length: 3 }, (_, p) => {
    const start = process.hrtime.bigint();
    gameShare({ seed: `bench-${p}`, n: GAMES, maxSteps: 1500, rules: {} }, 0, GAMES);
    return GAMES / (msSince(start) / 1000);
  });
}

const fightsOnce = once(fightTimes);

export const benches: Bench[] = [
  { name: 'sim.fight.kernel', unit: 'ms per 10k', samples: () => fightsOnce().kernel },
  { name: 'sim.fight.engine', unit: 'ms per 10k', samples: () => fightsOnce().engine },
  { name: 'sim.fight.ratio', unit: '× kernel', samples: () => fightsOnce().ratio },
  { name: 'sim.fight.threads', unit: '× one thread', samples: threadRatios },
  { name: 'sim.games', unit: 'games/s', samples: gameRates },
];
