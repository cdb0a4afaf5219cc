/** Text sent to an SSH client outside the game's screen: echoed words, and lines OpenSSH prints as they stand. */
import { wrap } from '../tui/widgets.js';

/** What a client sent (a command, a login name) as it may be echoed back to it or logged: printable characters only, and not too many. */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
}

/** `text` as lines for OpenSSH to print (a banner, the words above a prompt): cut at spaces, where the terminal would cut words anywhere. */
export function clientLines(text: string): string {
  return wrap(text, 72).join('\r\n');
}
