/**
 * The title drawn before the program loads: the launcher (bin/athack) runs
 * this first, with Node's own modules only, and when the last start's
 * title was made from exactly what this one would read (title-cache.ts)
 * its bytes go to the terminal at once. The keyboard is put in raw mode,
 * not read: keys typed meanwhile wait in the terminal for the game, and
 * are not echoed. The game then finds the frame on screen and sends only
 * what differs from it.
 */
import { readTitleCache, type TitleContext, type TitleFrame } from '../persist/title-cache.js';

let drawn: TitleFrame | undefined;

/** This start's surroundings, as the cache's key reads them. */
export const titleContext = (argv: readonly string[]): TitleContext => ({ argv, env: process.env, cwd: process.cwd(), cols: process.stdout.columns, rows: process.stdout.rows });

/** Called by the launcher only when stdin and stdout are both terminals. */
export function drawCachedTitle(argv: readonly string[]): void {
  const frame = readTitleCache(titleContext(argv));
  if (!frame) return;
  process.stdin.setRawMode(true);
  process.stdout.write(frame.entering + frame.paint);
  drawn = frame;
}

/** The frame the launcher drew, if it did: for the first screen only. */
export function takeDrawnTitle(): TitleFrame | undefined {
  const frame = drawn;
  drawn = undefined;
  return frame;
}

/**
 * A frame drawn that the game never took, as it stopped before its screen opened (a file it reads changed
 * in the moment between): the terminal is given back as it was found before anything is said, so the
 * message is not written over the title and then lost with the screen it was on.
 */
export function releaseDrawnTitle(): void {
  const frame = takeDrawnTitle();
  if (!frame) return;
  process.stdin.setRawMode(false);
  // The alternate screen is left the way the cached bytes entered it (xterm's private mode 1049), bracketed paste
  // turned off if they turned it on (2004), the cursor shown.
  const undo = (mode: number) => (frame.entering.includes(`\x1b[?${mode}h`) ? `\x1b[?${mode}l` : '');
  process.stdout.write(`${undo(2004)}${undo(1049)}\x1b[?25h`);
}
