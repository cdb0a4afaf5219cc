/**
 * Whether the locale says the terminal's characters are not UTF-8, as most terminal programs read it: the first of
 * LC_ALL, LC_CTYPE and LANG that is set (an empty one counts as unset, as POSIX reads them), when its name says no
 * UTF-8 (`C`, `POSIX`, `en_GB.ISO-8859-1`). Its setting as said (`LANG=C`), or undefined where it is UTF-8 or none
 * is set: then nothing is known, and nothing changes.
 */
export function nonUtf8Locale(env: NodeJS.ProcessEnv): string | undefined {
  const name = (['LC_ALL', 'LC_CTYPE', 'LANG'] as const).find((n) => env[n]);
  if (name === undefined || /utf-?8/i.test(env[name]!)) return undefined;
  return `${name}=${env[name]}`;
}
