/**
 * The full screen's text made plain: blessed's tags taken out, the boxes'
 * and the title's drawing left out, so what is left is the words a screen
 * reader should read, line by line.
 */

/** A tagged line as its characters: colour tags go, an escaped brace is a brace again. */
export function untagged(line: string): string {
  return line.replace(/\{(\/?[a-z-]*)\}/g, (_, name: string) => (name === 'open' ? '{' : name === 'close' ? '}' : ''));
}

/** Box drawing and block characters: frames and bars, drawn rather than read. */
const DRAWING = /[\u2500-\u259f]/g;

/** A line with no word in it (two letters or digits together) is a picture, such as the title's lettering. */
const WORDS = /[\p{L}\p{N}]{2}/u;

/** Tagged frame lines as the lines worth reading: no tags, no frames, no pictures, no blank lines, columns kept apart by two spaces. */
export function readable(lines: readonly string[]): string[] {
  return lines
    .map((l) =>
      untagged(l)
        .replace(DRAWING, ' ')
        .replace(/ {2,}/g, '  ')
        .trim(),
    )
    .filter((l) => WORDS.test(l));
}
