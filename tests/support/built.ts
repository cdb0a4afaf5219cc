/**
 * Tests that run the real `bin/athack` need `dist/` current with `src/`: build it when it is missing or older.
 * Test files run in parallel, and a build starts by removing dist/: one file builds while the others wait for
 * it (a lock folder in the temporary folder, named for this checkout), then find dist/ current and build nothing,
 * rather than removing it under a file whose tests are already running the program.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A lock older than this was left by a build that died: it is taken over. */
const STALE_MS = 5 * 60_000;

function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
}

const current = () => existsSync('dist/main.js') && newest('dist') >= newest('src');

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function ensureBuilt(): void {
  if (current()) return;
  const lock = join(tmpdir(), `athack-build-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16)}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > STALE_MS) rmSync(lock, { recursive: true, force: true });
      else sleep(100);
    }
  }
  try {
    if (!current()) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'pipe' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
