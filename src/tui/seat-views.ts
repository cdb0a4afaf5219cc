/**
 * The views the interface draws from (docs/architecture.md, "Seats, views
 * and drivers"): one per state and seat, kept while the state is, so a
 * screen drawn many times from one state reads one view.
 */
import { viewFor, type SeatView } from '../core/engine/seat-view.js';
import { ADVENTURER, type Seat } from '../core/engine/seats.js';
import type { GameState } from '../core/engine/types.js';

const views = new WeakMap<GameState, Map<Seat, SeatView>>();

export function seatView(s: GameState, seat: Seat = ADVENTURER): SeatView {
  let bySeat = views.get(s);
  if (!bySeat) views.set(s, (bySeat = new Map()));
  let view = bySeat.get(seat);
  if (!view) bySeat.set(seat, (view = viewFor(s, seat)));
  return view;
}
