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

/**
 * How long after its key the work begins: the frame is out by then, and the terminal (or the pseudo-terminal's
 * relay, on another core of a small machine) has had the processor to show it. Keys come further apart.
 */
const SETTLE_MS = 4;

const BACK: Record<Dir, Dir> = { n: 's', s: 'n', e: 'w', w: 'e', ne: 'sw', sw: 'ne', nw: 'se', se: 'nw' };

export interface Ahead {
  /** The step `action` takes from `state`, if it was worked out ahead from that very state. */
  taken(state: GameState, action: Action): StepResult | undefined;
  /**
   * After a move in `last`: works out the likelier next move, makes its frame with `draw`, then works out the
   * other, each at a later turn of the event loop, from the state `current` gives then (undefined: nothing to
   * work out, as when a box waits for its own keys), as long as that state is still the one in play.
   */
  think(current: () => GameState | undefined, last: Dir, draw: (next: GameState) => void): void;
}

export function ahead(): Ahead {
  let from: GameState | undefined;
  const steps = new Map<Dir, StepResult>();
  /** The move before the last: a step back after a step back is a pacing walk. */
  let before: Dir | undefined;
  /** The work still waiting: a move made meanwhile (a walk of many steps in one key) puts its own in its place. */
  let waiting: NodeJS.Timeout | NodeJS.Immediate | undefined;
  const stop = () => {
    clearTimeout(waiting as NodeJS.Timeout);
    clearImmediate(waiting as NodeJS.Immediate);
  };
  /** The step, or none if it fails: the key, if it comes, meets the failure in its own step. */
  const tried = (s: GameState, dir: Dir): StepResult | undefined => {
    try {
      return step(s, { type: 'move', dir });
    } catch {
      return undefined;
    }
  };
  return {
    taken(state, action) {
      return action.type === 'move' && state === from ? steps.get(action.dir) : undefined;
    },
    think(current, last, draw) {
      const likelier = before !== undefined && last === BACK[before] ? BACK[last] : last;
      const other = likelier === last ? BACK[last] : last;
      before = last;
      stop();
      waiting = setTimeout(() => {
        const start = current();
        if (!start || start.phase !== 'dungeon' || start.pending || start.decision) return;
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
        // Never what keeps a process that is ending alive.
        waiting = setImmediate(() => {
          const back = current() === start && from === start ? tried(start, other) : undefined;
          if (back) steps.set(other, back);
        }).unref();
      }, SETTLE_MS).unref();
    },
  };
}
