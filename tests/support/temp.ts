/**
 * Temporary folders for tests, each removed when its test file ends, passed or failed: a developer who runs the
 * suite a few times a day would otherwise fill the machine's temporary folder. `tempFolder` makes one and notes it;
 * the suite's setup file (temp-setup.ts) removes every folder noted, after the file's own hooks have stopped the
 * programs its tests started. A script outside the suite (the benchmarks, `npm run stress`) has them removed as it
 * exits, unless it keeps one to be looked at.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/** A new, empty folder `athack-<prefix>-XXXXXX` in the machine's temporary folder, removed when the test file ends. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `athack-${prefix}-`));
  made.add(dir);
  return dir;
}

/** Lets every folder inside `dir` be emptied: a test that takes a folder's write permission away may fail before it gives it back. */
function openUp(dir: string): void {
  chmodSync(dir, 0o700);
  for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) openUp(join(dir, e.name));
}

/**
 * Removes `dir` and all it holds. `force`: a folder already gone is fine. The retries: a program a test stopped may
 * still be finishing a write as the removal runs, and a folder that gained a file meanwhile is not empty yet.
 */
export function removeFolder(dir: string): void {
  made.delete(dir);
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code !== 'EACCES' && code !== 'EPERM') || !lstatSync(dir).isDirectory()) throw error;
    openUp(dir);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** `dir` outlives the run: it holds a problem to look at. */
export function keepFolder(dir: string): void {
  made.delete(dir);
}

/** Removes every folder `tempFolder` made and nothing kept. */
export function removeTempFolders(): void {
  for (const dir of [...made]) removeFolder(dir);
}

// A script's normal end. A test worker is ended by a signal instead, which the setup file sees to.
process.once('exit', removeTempFolders);
