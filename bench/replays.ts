/**
 * `npm run replays`: bot games against AI seats of mixed difficulties (200
 * by default, at most 400 bot actions each), each replayed from its
 * recording, which holds every seat's actions: every replay must reach the
 * same check after every action and the same final state. Arguments: games,
 * steps (e.g. `npm run replays -- 50 300`).
 */
import { isDeepStrictEqual } from 'node:util';
import { playGame, replay } from '../src/core/bots/index.js';

const SEATINGS = ['easy,hard', 'fair,fair,hard', 'hard', 'easy,fair,hard,easy', 'fair'];
const [games = 200, steps = 400] = process.argv.slice(2).map(Number);
const start = Date.now();
let same = 0;
let actions = 0;
let aiActions = 0;
for (let g = 0; g < games; g++) {
  const options = { opposition: SEATINGS[g % SEATINGS.length]! };
  const seed = `replays:${g}`;
  const game = playGame(seed, options, { maxSteps: steps });
  const r = replay(seed, options, game.actions, game.checks);
  actions += game.actions.length;
  aiActions += game.actions.filter((a) => a.seat !== undefined).length;
  if (r.divergedAt === null && isDeepStrictEqual(r.state, game.state)) same++;
  else console.log(`${seed} (${options.opposition}): ${r.reason ?? 'the final state differs'}`);
}
console.log(`${same} of ${games} bot games replay identically (${actions} actions recorded, ${aiActions} of them the AI seats'); ${((Date.now() - start) / 1000).toFixed(0)} s`);
