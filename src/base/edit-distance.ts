/** How far apart two words are, for naming the one a user most likely meant. */

/** Edits (insert, delete, change, swap two neighbours) from `a` to `b`: "orge" is one from "ogre". */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The `candidates` nearest to `word`, in any case, as a slip of the typing: at most three edits away with most of
 * the longer word kept (the rule commander suggests by), the fewest edits winning, ties in alphabetical order.
 */
export function nearestWords(word: string, candidates: readonly string[]): string[] {
  const scored = candidates
    .filter((c) => c.length > 1)
    .map((c) => ({ c, edits: editDistance(word.toLowerCase(), c.toLowerCase()), longer: Math.max(word.length, c.length) }))
    .filter(({ edits, longer }) => edits <= 3 && (longer - edits) / longer > 0.4);
  const best = Math.min(...scored.map((s) => s.edits));
  return [...new Set(scored.filter((s) => s.edits === best).map((s) => s.c))].sort((a, b) => a.localeCompare(b));
}
