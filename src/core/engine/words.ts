/** Small helpers for the game's sentences. */

/** "a" or "an" before `noun`, by its first letter: "an Orc", "a Goblin". */
export function aOrAn(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
