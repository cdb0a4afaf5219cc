/** Tests that run the real `bin/athack` need `dist/` current with `src/`: build it when it is missing or older. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs), 0);
}

export function ensureBuilt(): void {
  const main = 'dist/main.js';
  if (existsSync(main) && newest('dist') >= newest('src')) return;
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'pipe' });
}
