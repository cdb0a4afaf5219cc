/**
 * Saves are recordings (docs/architecture.md rule 6): a game replayed from its
 * seed and its actions must reach the identical state, checking the
 * gameplay RNG every turn.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playGame, replay } from '../../src/core/bots/index.js';

const GAMES = 200;
const STEPS = 120;
const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

describe('replaying recorded games', () => {
  it(`${GAMES} bot games replay from seed and actions to the identical state`, () => {
    const mismatches: string[] = [];
    for (let k = 1; k <= GAMES; k++) {
      const seed = `replay-${k}`;
      const played = playGame(seed, { armourPrompt: k % 3 === 0 ? 'ask' : 'always' }, { maxSteps: STEPS });
      const again = replay(seed, { armourPrompt: k % 3 === 0 ? 'ask' : 'always' }, played.actions, played.checks);
      // Every game plays its full length unless it ends: replays of real games, not of stalls.
      if (played.actions.length < STEPS && played.state.phase !== 'dead' && played.state.phase !== 'won') mismatches.push(`${seed} stopped after ${played.actions.length} actions`);
      if (again.divergedAt !== null) mismatches.push(`${seed} diverged at turn ${again.divergedAt}: ${again.reason}`);
      else if (hash(again.state) !== hash(played.state)) mismatches.push(`${seed} ended in a different state`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
