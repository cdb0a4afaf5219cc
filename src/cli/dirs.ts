/** Where saves (and the morgue and scores beside them) live: --save-dir, ATHACK_SAVE_DIR, or saves/ in the project. */
import { join } from 'node:path';
import { UsageError } from './errors.js';
import { projectRoot } from './root.js';

export function saveDir(flag: string | undefined): string {
  if (flag !== undefined && flag.trim() === '') throw new UsageError('--save-dir needs a folder.');
  // An empty ATHACK_SAVE_DIR counts as unset, as shells leave it after `ATHACK_SAVE_DIR=`.
  return flag ?? (process.env.ATHACK_SAVE_DIR || join(projectRoot(), 'saves'));
}
