/** What a client sent (a command, a login name) as it may be echoed back to it or logged: printable characters only, and not too many. */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
}
