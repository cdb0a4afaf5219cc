/** Makes the Opposition object to a spend in a game on screen, for tests of objections and sealed bids. */
import type { Action } from '../../src/core/engine/actions.js';
import { act } from '../../src/core/opposition/settle.js';
import type { Spend } from '../../src/core/engine/types.js';
import type { Harness } from './harness.js';

/** Sets the game on screen's count of decisions to one under which the AI objects to `x` (its stream for a decision is derived from that number). */
export function makeThemObject(h: Harness, x: Spend): void {
  const s = h.app.ui.game!;
  for (let k = 0; k < 500; k++) {
    const decisions = 1000 + k;
    const r = act({ ...s, decisions }, { type: 'spend', ...x } as Action);
    if (r.ok && r.state.pending?.kind === 'objection') {
      h.scene((t) => void (t.decisions = decisions));
      return;
    }
  }
  throw new Error('the Opposition never objects');
}
