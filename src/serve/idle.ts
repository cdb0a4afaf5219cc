/**
 * The idle limit of one connection: it counts the player's own keys only.
 * What the server sends (a redraw, another seat's move at a shared table)
 * and the keepalive's answers keep no one's place.
 */
import type { Duplex } from 'node:stream';

/** Calls `idle` once no key has come down `channel` for `seconds`; the returned function stops the watch. */
export function watchIdle(channel: Duplex, seconds: number, idle: () => void): () => void {
  const timer = setTimeout(idle, seconds * 1000);
  const touch = () => timer.refresh();
  channel.on('data', touch);
  return () => {
    clearTimeout(timer);
    channel.removeListener('data', touch);
  };
}
