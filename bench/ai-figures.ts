/**
 * `npm run ai-figures`: bot games against each AI difficulty (200 each by
 * default, 1500 steps at most), and the share of heroes alive when the
 * Escalation die reaches 5 or the game ends first. Arguments: games per
 * difficulty, steps, mark, players (e.g. `npm run ai-figures -- 50 1500 5 2`).
 */
import { survival } from '../src/core/bots/survival.js';

const [games = 200, steps = 1500, mark = 5, opponents = 1] = process.argv.slice(2).map(Number);
console.log(`${games} bot games per difficulty, at most ${steps} steps, ${opponents} AI player${opponents === 1 ? '' : 's'}: heroes alive when the Escalation die reaches ${mark} (or the game ends)`);
for (const opposition of ['ai-easy', 'ai-fair', 'ai-hard'] as const) {
  const start = Date.now();
  const f = survival({
    opposition,
    opponents,
    games,
    maxSteps: steps,
    mark,
    seed: 'ai-figures',
    // Progress only on a terminal: a log or a pipe gets the figures alone.
    onGame: (done) => process.stderr.isTTY && process.stderr.write(`\r  ${opposition}: ${done}/${games}`),
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  console.log(
    `${opposition.padEnd(8)} alive ${String(f.alive).padStart(3)}/${f.games} = ${(f.share * 100).toFixed(1).padStart(5)}%  (95% ${(f.interval[0] * 100).toFixed(1)}–${(f.interval[1] * 100).toFixed(1)}%)  reached ${mark}: ${String(f.reachedMark).padStart(3)}  mean escalation ${f.meanEscalation.toFixed(2)}  mean steps ${f.meanSteps.toFixed(0)}  tokens spent ${f.meanSpent.toFixed(0)}  ${((Date.now() - start) / 1000).toFixed(0)} s`,
  );
}
