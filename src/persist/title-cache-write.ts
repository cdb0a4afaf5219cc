/** Keeps the title just drawn for the next start (title-cache.ts); a cache that cannot be written is no loss: the next start draws the title itself. */
import { dirname } from 'node:path';
import { makeDir } from './make-dir.js';
import { writeFileSafely } from './safe-write.js';
import { checksum, identity, titleCacheFile, titleKey, type TitleCacheEntry, type TitleContext, type TitleFrame } from './title-cache.js';

/** `read`: every file and folder the frame was made from. */
export function writeTitleCache(c: TitleContext, frame: TitleFrame, read: readonly string[]): void {
  const file = titleCacheFile(c.env);
  try {
    // The folder first: when it is the save folder, its making is no change the next start should see.
    makeDir(dirname(file));
    const entry: TitleCacheEntry = { key: titleKey(c), read: read.map((path) => [path, identity(path)]), ...frame, sum: checksum(frame) };
    writeFileSafely(file, JSON.stringify(entry));
  } catch {
    // A read-only or full data folder: the title is simply drawn by the program next time.
  }
}
