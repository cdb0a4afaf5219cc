/** What the hero's hindrances are put down to, as the engine keeps it and as the player reads it. */

/** Hindrances an environ lays carry this prefix in their source, so leaving the zone can lift exactly those. */
export const ENVIRON_SOURCE = 'environ: ';

/** A hindrance's source in words: "the grave whispers" for an environ's, the source itself otherwise. */
export function sourceText(source: string): string {
  return source.startsWith(ENVIRON_SOURCE) ? `the ${source.slice(ENVIRON_SOURCE.length)}` : source;
}
