/**
 * `npm run stress [KILLS] [HANG-UPS]`: 200 SIGKILLs of a real autoplay, each checked for a save that
 * replays exactly; then 30 hang-ups of a real game in a terminal, each checked for a save that resumes
 * exactly, the lock let go, and how the game ended (status 129 as a shell shows it) and how soon.
 */
import { ensureBuilt } from '../tests/support/built.js';
import { stress } from '../tests/persist/stress.js';
import { hangUps } from '../tests/tui/hangups.js';
import { shellStatus } from '../tests/tui/pty.js';

const kills = Number(process.argv[2] ?? 200);
const hangUpCount = Number(process.argv[3] ?? 30);
ensureBuilt();
const started = Date.now();
const problems = await stress(kills);
for (const p of problems) console.log(p);
console.log(`${kills - problems.length} passed, ${problems.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const hung = await hangUps(hangUpCount);
for (const h of hung) if (h.problem) console.log(h.problem);
const how = new Map<string, number>();
for (const { ended } of hung) {
  const key = ended.code !== undefined ? `exit ${ended.code}` : `signal ${ended.signal}`;
  how.set(key, (how.get(key) ?? 0) + 1);
}
const ms = hung.map((h) => h.ended.msAfterHangUp ?? Infinity).sort((a, b) => a - b);
const failed = hung.filter((h) => h.problem || shellStatus(h.ended) !== 129).length;
console.log(`${hangUpCount} hang-ups: ${[...how].map(([k, n]) => `${n} × ${k}`).join(', ')}; gone after a median ${ms[Math.floor(ms.length / 2)]} ms, at most ${ms.at(-1)} ms; ${hangUpCount - failed} passed, ${failed} failed`);
process.exitCode = problems.length === 0 && failed === 0 ? 0 : 1;
