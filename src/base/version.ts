/** athack's version, as its package.json says. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './root.js';

export function version(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
