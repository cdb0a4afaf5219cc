/** `npm run stress`: 200 SIGKILLs of a real autoplay, each checked for a save that replays exactly. */
import { ensureBuilt } from '../tests/support/built.js';
import { stress } from '../tests/persist/stress.js';

const kills = Number(process.argv[2] ?? 200);
ensureBuilt();
const started = Date.now();
const problems = await stress(kills);
for (const p of problems) console.log(p);
console.log(`${kills - problems.length} passed, ${problems.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
