/** Makes the Opposition object to a spend in a game on screen, for tests of objections and sealed bids. */
import { step } from '../../src/core/engine/step.js';
import type { Spend } from '../../src/core/engine/types.js';
import { Stream } from '../../src/core/rng.js';
import type { Harness } from './harness.js';

/** Sets the AI's stream of the game on screen to one under which the Opposition objects to `x` (objections come from that stream). */
export function makeThemObject(h: Harness, x: Spend): void {
  const s = h.app.ui.game!;
  for (let k = 0; k < 500; k++) {
    const ai = Stream.derive('objection', String(k)).state();
    const r = step({ ...s, rng: { ...s.rng, ai } }, { type: 'spend', ...x } as Parameters<typeof step>[1]);
    if (r.ok && r.state.pending?.kind === 'objection') {
      s.rng.ai = ai;
      return;
    }
  }
  throw new Error('the Opposition never objects');
}
