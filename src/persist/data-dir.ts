/** The player's data folder: where saves go unless told otherwise, and the title's cache. */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** `$XDG_DATA_HOME/athack`, or `~/.local/share/athack`; a relative XDG_DATA_HOME is ignored, as the XDG spec asks. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  return xdg && isAbsolute(xdg) ? join(xdg, 'athack') : join(homedir(), '.local', 'share', 'athack');
}
