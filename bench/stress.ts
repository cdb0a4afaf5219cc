/**
 * `npm run stress [autoplay-kills] [interactive-kills]`: SIGKILLs of a real
 * autoplay (200 by default), each checked for a save that replays exactly,
 * and of the game played in a terminal (20 by default), each counted for the
 * actions shown on screen that its save lost.
 */
import { ensureBuilt } from '../tests/support/built.js';
import { interactiveKill, stress } from '../tests/persist/stress.js';
import { Stream } from '../src/core/rng.js';

const kills = Number(process.argv[2] ?? 200);
const interactive = Number(process.argv[3] ?? 20);
ensureBuilt();
const started = Date.now();
const problems = await stress(kills);
for (const p of problems) console.log(p);
console.log(`autoplay: ${kills} kills, ${kills - problems.length} saves loadable and replaying exactly (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const rng = Stream.derive('stress', 'interactive');
const lost: number[] = [];
const failed: string[] = [];
for (let k = 1; k <= interactive; k++) {
  const r = await interactiveKill(k, rng);
  if ('problem' in r) failed.push(r.problem);
  else lost.push(r.lost);
}
for (const p of failed) console.log(p);
lost.sort((a, b) => a - b);
const median = lost.length ? (lost[(lost.length - 1) >> 1]! + lost[lost.length >> 1]!) / 2 : NaN;
console.log(`in a terminal: ${interactive} kills, ${lost.length} saves loadable; actions lost: median ${median}, max ${lost.at(-1) ?? NaN}`);
process.exitCode = problems.length === 0 && failed.length === 0 ? 0 : 1;
