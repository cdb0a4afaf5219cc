/**
 * Steps worked out while the player reads the frame. A key's time is its
 * step, its frame and the write; the player then looks at the screen for a
 * tenth of a second or far longer, and the process sits idle. A walk goes
 * on the way it went (a corridor, a fight) or turns back (a step to look,
 * then back), so once a key's frame is out, those two moves are stepped
 * through the reducer from the state on screen, one at each turn of the
 * event loop, so that a key read meanwhile never waits behind more than
 * one. The likelier of the two (back again after a step back, else on the
 * same way) goes first, and its frame is made too: the key, when it comes,
 * finds its step taken and its lines made.
 *
 * `step` is pure: a step taken from the same state with the same action is
 * the step the key would take, with the same random numbers, so playing
 * one worked out ahead changes nothing in the game, its recording or its
 * replay; a step the player never takes is dropped with the state it was
 * taken from. The frame's parts keep what they last made with what they
 * made it from, so a frame made for a step not taken only means the next
 * frame makes its own. Only the step: what the AI seats answer after it (a
 * zone's stocking can take a while to plan) is worked out when the key
 * comes, and a frame is made ahead only for a step that leaves nothing to
 * answer and stays in its zone.
 */
import type { Action } from '../core/engine/actions.js';
import { step, type StepResult } from '../core/engine/step.js';
import type { Dir, GameState } from '../core/engine/types.js';
import { BACK } from '../core/engine/geometry.js';

/**
 * How long after its key the work begins: the frame is out by then, and the terminal (or the pseudo-terminal's
 * relay, on another core of a small machine) has had the processor to show it. Keys come further apart.
 */
const SETTLE_MS = 4;

export interface Ahead {
  /** The step `action` takes from `state`, if it was worked out ahead from that very state. */
  taken(state: GameState, action: Action): StepResult | undefined;
  /**
   * After a move in `last`: works out the likelier next move and makes its frame, then works out the other,
   * each at a later turn of the event loop, as long as the state in play then is still the one they start from.
   */
  think(last: Dir): void;
}

/**
 * Work ahead from the state `current` gives when the work begins (undefined: nothing to work out, as when a
 * box waits for its own keys), the likelier step's frame made with `draw`.
 */
export function ahead(current: () => GameState | undefined, draw: (next: GameState) => void): Ahead {
  let from: GameState | undefined;
  const steps = new Map<Dir, StepResult>();
  /** The last move, and the one before it: a step back after a step back is a pacing walk. */
  let last: Dir | undefined;
  let before: Dir | undefined;
  /** The step, or none if it fails: the key, if it comes, meets the failure in its own step. */
  const tried = (s: GameState, dir: Dir): StepResult | undefined => {
    try {
      return step(s, { type: 'move', dir });
    } catch {
      return undefined;
    }
  };
  const work = () => {
    const start = current();
    if (!last || !start || start.phase !== 'dungeon' || start.pending || start.decision) return;
    const likelier = before !== undefined && last === BACK[before] ? BACK[last] : last;
    const other = likelier === last ? BACK[last] : last;
    from = start;
    steps.clear();
    const r = tried(start, likelier);
    if (!r) return;
    steps.set(likelier, r);
    if (r.ok && r.state.phase === 'dungeon' && r.state.zone === start.zone && !r.state.pending && !r.state.decision) {
      try {
        draw(r.state);
      } catch {
        // A frame that cannot be made ahead is made when its key comes, and fails there, where it is told.
      }
    }
    setImmediate(() => {
      const back = current() === start && from === start ? tried(start, other) : undefined;
      if (back) steps.set(other, back);
    }).unref();
  };
  /**
   * One timer, set again by each move: a move made meanwhile (a walk of many steps in one key) puts its work in
   * the place of the last one's, and a key pays for no new timer. Its first run finds no move to work from. Never
   * what keeps a process that is ending alive.
   */
  const timer = setTimeout(work, SETTLE_MS).unref();
  let setting = false;
  return {
    taken(state, action) {
      return action.type === 'move' && state === from ? steps.get(action.dir) : undefined;
    },
    think(dir) {
      before = last;
      last = dir;
      // Set once the key's frame is out (the key's own code ends before any promise's callback runs), so the key
      // does not wait for the timer either; a walk of many steps in one key sets it once.
      if (setting) return;
      setting = true;
      void Promise.resolve().then(() => {
        setting = false;
        timer.refresh();
      });
    },
  };
}
