/**
 * Text from outside the game (a name, a Background, an answer, anything read
 * back from a file) made inert: a terminal that prints it only ever shows
 * characters. Control characters would otherwise be obeyed (ESC starts a
 * sequence that can retitle, clear or recolour the terminal, BEL rings,
 * C1's CSI does what ESC [ does), and bidirectional controls would make it
 * read as something else than it is. They are dropped, not replaced, so
 * what is left is the text as it looks.
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export function plainText(text: string): string {
  return text.replace(UNPRINTABLE, '');
}

/** Lines of text made inert one by one: the line breaks between them stay. */
export function plainLines(text: string): string {
  return text.split('\n').map(plainText).join('\n');
}
