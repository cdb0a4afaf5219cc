/** The player's data folder: where saves go unless told otherwise, and the title's cache. */
import { homedir, userInfo } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * The player's home: HOME when it is an absolute path, else the one the system keeps for the user. An empty
 * or relative HOME would put the saves under whatever folder a command is run from, where the next command,
 * run from another, would never find them.
 */
export function homeFolder(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.HOME;
  if (home && isAbsolute(home)) return home;
  try {
    const own = userInfo().homedir;
    if (isAbsolute(own)) return own;
  } catch {
    // A user the system has no entry for: HOME, or Node's idea of it, is all there is.
  }
  return home || homedir();
}

/** `$XDG_DATA_HOME/athack`, or `~/.local/share/athack`; a relative XDG_DATA_HOME is ignored, as the XDG spec asks. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  return xdg && isAbsolute(xdg) ? join(xdg, 'athack') : join(homeFolder(env), '.local', 'share', 'athack');
}
