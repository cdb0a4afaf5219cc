/** Where saves (and the morgue and scores beside them) live: --save-dir, ATHACK_SAVE_DIR, or saves/ in the project. */
import { fileURLToPath } from 'node:url';

export function saveDir(flag: string | undefined): string {
  return flag ?? process.env.ATHACK_SAVE_DIR ?? fileURLToPath(new URL('../../saves/', import.meta.url));
}
