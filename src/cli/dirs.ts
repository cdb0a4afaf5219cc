/** Where saves (and the morgue and scores beside them) live: --save-dir, ATHACK_SAVE_DIR, or saves/ in the project. */
import { join } from 'node:path';
import { projectRoot } from './root.js';

export function saveDir(flag: string | undefined): string {
  return flag ?? process.env.ATHACK_SAVE_DIR ?? join(projectRoot(), 'saves');
}
