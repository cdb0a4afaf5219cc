/** Small helpers for the game's sentences. */

/** "a" or "an" before `noun`, by its first letter: "an Orc", "a Goblin". */
export function aOrAn(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A sum of money: "1 coin", "7 coins". */
export function coins(n: number): string {
  return `${n} coin${n === 1 ? '' : 's'}`;
}
