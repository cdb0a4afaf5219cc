/**
 * `npm run stress [AUTOPLAY-KILLS] [TERMINAL-KILLS] [HANG-UPS]`: SIGKILLs of a
 * real autoplay (200 by default), each checked for a save that replays
 * exactly; SIGKILLs of the game played in a terminal (20 by default), each
 * counted for the actions shown on screen that its save lost; then hang-ups
 * of a real game in a terminal (30 by default), each checked for a save that
 * resumes exactly, the lock let go, how the game ended (status 129 as a shell
 * shows it) and how soon. A kill's save folder is kept only when it shows
 * a problem, and the problem's line says where.
 */
import { ensureBuilt } from '../tests/support/built.js';
import { interactiveKill, stress, type Problem } from '../tests/persist/stress.js';
import { keepFolder } from '../tests/support/temp.js';
import { hangUps } from '../tests/tui/hangups.js';
import { shellStatus } from '../tests/tui/pty.js';
import { Stream } from '../src/base/rng.js';

const kills = Number(process.argv[2] ?? 200);
const interactive = Number(process.argv[3] ?? 20);
const hangUpCount = Number(process.argv[4] ?? 30);
ensureBuilt();

/** Says the problem, and where its save folder stays to be looked at. */
function report(p: Problem): void {
  keepFolder(p.folder);
  console.log(`${p.text} (its save folder is kept: ${p.folder})`);
}

const started = Date.now();
const problems = await stress(kills);
problems.forEach(report);
if (kills > 0) console.log(`autoplay: ${kills} kills, ${kills - problems.length} saves loadable and replaying exactly (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const rng = Stream.derive('stress', 'interactive');
const lost: number[] = [];
const failed: Problem[] = [];
for (let k = 1; k <= interactive; k++) {
  const r = await interactiveKill(k, rng);
  if ('problem' in r) failed.push(r.problem);
  else lost.push(r.lost);
}
failed.forEach(report);
lost.sort((a, b) => a - b);
const median = lost.length ? (lost[(lost.length - 1) >> 1]! + lost[lost.length >> 1]!) / 2 : NaN;
if (interactive > 0) console.log(`in a terminal: ${interactive} kills, ${lost.length} saves loadable; actions lost: median ${median}, max ${lost.at(-1) ?? NaN}`);

const hung = await hangUps(hangUpCount);
for (const h of hung) if (h.problem) console.log(h.problem);
const how = new Map<string, number>();
for (const { ended } of hung) {
  const key = ended.code !== undefined ? `exit ${ended.code}` : `signal ${ended.signal}`;
  how.set(key, (how.get(key) ?? 0) + 1);
}
const ms = hung.map((h) => h.ended.msAfterHangUp ?? Infinity).sort((a, b) => a - b);
const hungFailed = hung.filter((h) => h.problem || shellStatus(h.ended) !== 129).length;
if (hangUpCount > 0) console.log(`${hangUpCount} hang-ups: ${[...how].map(([k, n]) => `${n} × ${k}`).join(', ')}; gone after a median ${ms[Math.floor(ms.length / 2)]} ms, at most ${ms.at(-1)} ms; ${hangUpCount - hungFailed} passed, ${hungFailed} failed`);
process.exitCode = problems.length === 0 && failed.length === 0 && hungFailed === 0 ? 0 : 1;
