/** A copy of the project as a fresh clone has it, for tests that pack, install or upgrade athack without touching this tree. */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The files git would commit (tracked and new, not ignored) copied to `to`; `node_modules` linked in, and `dist/` copied, when asked. */
export function copyProject(to: string, extras: { modules?: boolean; dist?: boolean } = {}): string {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree, not yet in git
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(ROOT, file), join(to, file));
  }
  if (extras.modules) symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'));
  if (extras.dist) cpSync(join(ROOT, 'dist'), join(to, 'dist'), { recursive: true });
  return to;
}
