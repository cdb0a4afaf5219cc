/**
 * A message log as it grows: the interface's log of a screen, and a shared
 * table's log of what it said to every seat, kept alike so a seat that
 * comes back reads its lines as it left them.
 */

/** A line of a log: what was said, its kind (its colour), the turn it was last said on, and how many times running. */
export interface SaidLine {
  text: string;
  kind: string;
  turn: number;
  times?: number;
}

/** Adds a line to `log`: one said again straight after itself is counted, not repeated, so the log keeps room for news; only the last `limit` lines stay. */
export function sayInto<L extends SaidLine>(log: L[], line: L, limit: number): void {
  const last = log.at(-1);
  if (last && last.text === line.text && last.kind === line.kind) {
    last.times = (last.times ?? 1) + 1;
    last.turn = line.turn;
    return;
  }
  log.push(line);
  if (log.length > limit) log.splice(0, log.length - limit);
}
