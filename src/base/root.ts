/**
 * The project folder, found by walking up from this module to athack's own
 * package.json: the same answer from the sources, the compiled files and
 * the bundle, wherever each sits.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

export function projectRoot(): string {
  if (found) return found;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'athack') return (found = dir);
    if (dirname(dir) === dir) throw new Error('athack cannot find its own package.json');
  }
}
