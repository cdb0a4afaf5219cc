/**
 * One rule for a name that must not take another file's place: the name
 * itself, then the same with `-2`, `-3`, … before its ending, numbered
 * without end. Saves (`Ash.json`, `Ash-2.json`), morgue files (`…Z.txt`,
 * `…Z-2.txt`) and damaged score tables kept aside (`scores.json.bad`,
 * `scores.json.bad-2`) all follow it, so none is ever lost to a cap.
 */

/** The `n`th name of the series: `stem` + `ending`, then `stem-2` + `ending`, … */
function numberedName(stem: string, ending: string, n: number): string {
  return n === 1 ? `${stem}${ending}` : `${stem}-${n}${ending}`;
}

/**
 * What `take` gives for the first name of the series it can have: it is
 * given each name in turn and answers undefined while that name is in use.
 * A folder holds finitely many names, so a free one always comes.
 */
export function firstFree<T>(stem: string, ending: string, take: (name: string) => T | undefined): T {
  for (let n = 1; ; n++) {
    const got = take(numberedName(stem, ending, n));
    if (got !== undefined) return got;
  }
}
