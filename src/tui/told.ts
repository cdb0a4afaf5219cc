/**
 * Whom the game's lines speak to. The game speaks to the Adventurer ("You
 * object", "Your bid is sealed"): a person in an Opposition seat reads
 * each of its lines as told to the hero, so that none is taken for their
 * own, on their own connection at a shared table as at one keyboard while
 * their turn holds the screen. A watcher looks over the hero's shoulder
 * and reads them as they are.
 */

/**
 * `lines` as a person in the Opposition reads them: the game's lines told
 * to `hero`; the interface's own notes (info: chat, who came and went) and
 * a refusal of the key just pressed (error) speak to whoever reads them.
 */
export function toldLines<L extends { text: string; kind: string }>(hero: string, lines: readonly L[]): L[] {
  return lines.map((l) => (l.kind === 'info' || l.kind === 'error' ? l : { ...l, text: `To ${hero}: ${l.text}` }));
}
