/**
 * JSON.parse builds nested values on the stack of whatever walks them next
 * (a schema, a checksum, structuredClone): a value nested a hundred thousand
 * deep overflows it. Reading a file, the nesting is measured first, in one
 * pass that keeps no stack, and a text deeper than any save is refused.
 */

/** Deeper than anything athack writes (a game state nests about ten deep). */
export const JSON_DEPTH_LIMIT = 64;

/** Whether the JSON text nests objects and lists deeper than `limit`; strings are skipped, so a bracket inside text never counts. */
export function nestedTooDeep(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
