/** Small helpers for the game's sentences. */

/** Words put at the start of a sentence: "your shield" becomes "Your shield". */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "a" or "an" before `noun`, by its first letter: "an Orc", "a Goblin"; "An Orc" to begin a sentence. */
export function aOrAn(noun: string, capital = false): string {
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return `${capital ? capitalised(article) : article} ${noun}`;
}

/** The Appendix A row a rival @ is rolled from. */
const RIVAL = 'Commercial At Character';

/** A creature's name as the player knows it: a rival @ is not called by its table row. */
export function creatureName(name: string): string {
  return name === RIVAL ? 'rival @' : name;
}

/** A count of a thing whose plural adds "s": "1 token", "3 tokens". */
export function counted(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A sum of money: "1 coin", "7 coins". */
export function coins(n: number): string {
  return counted(n, 'coin');
}

/** "the flail", "the torches"; a name that opens with its count or its own article stands alone ("10 small gems", "a void creature’s egg"). */
export function the(name: string, capital = false): string {
  if (/^(\d|(a|an|the) )/i.test(name)) return capital ? capitalised(name) : name;
  return `${capital ? 'The' : 'the'} ${name}`;
}

/** Last words whose plural no spelling rule gives (or that are plural already). */
// Human is no compound of "man": its plural is regular.
const IRREGULAR: Readonly<Record<string, string>> = { Fungus: 'Fungi', Wolf: 'Wolves', Vines: 'Vines', Gak: 'Gak', Human: 'Humans' };

/** An item sold under a plural name ("torches", "candles", not "glass"): its verbs and pronouns are plural. */
export function pluralName(name: string): boolean {
  return /[^s]s$/.test(name);
}

/** A creature's name for more than one: "Orcs", "Mummies", "Lizard Men", "Liches", "Wolves", "Platypuses of Death". */
export function plural(name: string): string {
  const of = name.indexOf(' of ');
  if (of > 0) return plural(name.slice(0, of)) + name.slice(of);
  const cut = name.lastIndexOf(' ') + 1;
  const head = name.slice(0, cut);
  const last = name.slice(cut);
  if (IRREGULAR[last]) return head + IRREGULAR[last];
  if (/man$/i.test(last)) return head + last.replace(/an$/, 'en');
  if (/[^aeiou]y$/i.test(last)) return head + last.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/i.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}

/** Words listed as a sentence says them, the last two joined by `last`: "a, b or c", "Bea, Cy and Di". */
function listed(words: readonly string[], last: 'and' | 'or'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** Choices listed as a sentence offers them: "a, b or c". */
export const orList = (words: readonly string[]): string => listed(words, 'or');

/** Names (or things) listed as a sentence counts them together: "Bartholomew, Cy and Di", "Bea and Cy". */
export const andList = (words: readonly string[]): string => listed(words, 'and');
