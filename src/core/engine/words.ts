/** Small helpers for the game's sentences. */

/** "a" or "an" before `noun`, by its first letter: "an Orc", "a Goblin"; "An Orc" to begin a sentence. */
export function aOrAn(noun: string, capital = false): string {
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${noun}`;
}

/** A sum of money: "1 coin", "7 coins". */
export function coins(n: number): string {
  return `${n} coin${n === 1 ? '' : 's'}`;
}

/** "the flail", "the torches"; a name that opens with its count stands alone ("10 small gems"). */
export function the(name: string, capital = false): string {
  if (/^\d/.test(name)) return name;
  return `${capital ? 'The' : 'the'} ${name}`;
}
