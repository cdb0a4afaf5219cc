/** `athack completion`: the scripts offer what the commands take, each run in its real shell (bash, zsh, fish). */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

let script: string;
beforeAll(async () => {
  const r = await athack('completion', 'bash');
  expect(r.code).toBe(0);
  script = join(tempDir('completion'), 'athack.bash');
  writeFileSync(script, r.stdout);
});

/** What bash offers for the command line `line` (the cursor at its end; a trailing space starts a new word). */
function offered(line: string): string[] {
  const words = line.split(' ');
  const program = `source '${script}'; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _athack; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['--norc', '-c', program], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.split('\n').filter(Boolean);
}

/** Command lines (the cursor at the end) and the words every shell offers for them, sorted. */
const ASKED: [string, string[]][] = [
  ['athack o', ['odds', 'options']],
  ['athack odds t', ['tables', 'test']],
  ['athack play --opp', ['--opponents', '--opposition']],
  ['athack play --opposition ', ['easy', 'fair', 'hard', 'none']],
  ['athack play --symbols ', ['ascii', 'dec', 'lines']],
  ['athack continue --pl', ['--plain']],
  ['athack play --rules power=high,vic', ['power=high,victory=final-zone', 'power=high,victory=points-100']],
  ['athack sim games --class w', ['warrior', 'wizard']],
];

describe('athack completion', () => {
  it('bash: commands, subcommands, options and option values', () => {
    expect(offered('athack ')).toEqual(expect.arrayContaining(['play', 'continue', 'odds', 'map', 'sim', 'options', 'completion', '--version', '--help']));
    expect(offered('athack o')).toEqual(['odds', 'options']);
    expect(offered('athack odds t')).toEqual(['test', 'tables']);
    expect(offered('athack play --opp')).toEqual(['--opposition', '--opponents']);
    expect(offered('athack play --opposition ')).toEqual(['easy', 'fair', 'hard', 'none']);
    expect(offered('athack continue --symbols ')).toEqual(['ascii', 'lines', 'dec']);
    expect(offered('athack --no-color play --seed 7 --opposition h')).toEqual(['hard']);
    expect(offered('athack play --rules power=high,vic')).toEqual(['power=high,victory=final-zone', 'power=high,victory=points-100']);
    expect(offered('athack sim games --class w')).toEqual(['warrior', 'wizard']);
    // A value typed for an option is not taken for a command: map's options follow --seed map.
    expect(offered('athack map --seed map --j')).toEqual(['--json']);
    expect(offered('athack completion ')).toEqual(['bash', 'zsh', 'fish', '--help']);
  });

  it('zsh, in a real interactive zsh pressing Tab: commands, options and option values, comma lists too', async () => {
    const offers = zshOffers(await scriptFor('zsh'), [...ASKED.map(([line]) => line), 'athack completion ']);
    expect(offers).toEqual([...ASKED.map(([, words]) => words), ['--help', 'bash', 'fish', 'zsh']]);
  }, 30_000);

  it('fish, asked by complete -C: commands, options and option values, comma lists too', async () => {
    const offers = fishOffers(await scriptFor('fish'), [...ASKED.map(([line]) => line), 'athack completion ', 'athack sim --']);
    // fish offers options once a - is typed, so a bare command's words are its arguments alone.
    expect(offers).toEqual([...ASKED.map(([, words]) => words), ['bash', 'fish', 'zsh'], ['--help']]);
  });

  it('another shell is refused', async () => {
    const bad = await athack('completion', 'powershell');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('completion is for bash, zsh, fish, not "powershell".');
  });
});

/** The script for a shell, written to a file the shell can source. */
async function scriptFor(shell: string): Promise<string> {
  const r = await athack('completion', shell);
  expect(r.code).toBe(0);
  const file = join(tempDir('completion'), `athack.${shell}`);
  writeFileSync(file, r.stdout);
  return file;
}

/**
 * What zsh offers for each command line, sorted: an interactive zsh (no
 * startup files) on a pseudo-terminal of zsh's own (zpty) sources the
 * script as a user's ~/.zshrc would, then each line is typed and Tab
 * pressed; compadd, the builtin every completer adds its words with, is
 * wrapped to write down what it adds.
 */
function zshOffers(script: string, lines: string[]): string[][] {
  const dir = tempDir('zsh');
  const out = join(dir, 'offers');
  const driver = `
zmodload zsh/zpty
zpty z 'HOME=${dir} zsh -f -i'
zpty -w z "PS1='> '; source '${script}'"
zpty -w z 'compadd () { local -a added; builtin compadd -A added "$@"; print -rl -- $added >> ${out}; builtin compadd "$@" }'
# Lines are typed once the script is loaded, as a user's would be: what the shell prints then says it is.
zpty -w z "print script-'loaded'"
# And the prompt after it: zsh readies the terminal before it prints one, and what was typed before that may be dropped.
zpty -r z seen '*script-loaded*> '
for line in "$@"; do
  zpty -w z "print -r -- '<<line>>' >> ${out}"
  zpty -w -n z "$line"$'\t'
  # Ctrl-U clears the line; the word the shell prints after it says this Tab has been answered.
  zpty -w -n z $'\x15'
  zpty -w z "print tab-'answered'"
  zpty -r z seen '*tab-answered*> '
done
zpty -d z
`;
  const r = spawnSync('zsh', ['-f', '-c', driver, 'zsh', ...lines], { encoding: 'utf8', timeout: 20_000 });
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(out, 'utf8').split('<<line>>\n').slice(1).map((block) => [...new Set(block.split('\n').filter(Boolean))].sort());
}

/** What fish offers for each command line (complete -C, as Tab asks), sorted. */
function fishOffers(script: string, lines: string[]): string[][] {
  const program = `source '${script}'; for line in $argv; echo '<<line>>'; complete -C "$line"; end`;
  const r = spawnSync('fish', ['--no-config', '-c', program, ...lines], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.split('<<line>>\n').slice(1).map((block) => block.split('\n').filter(Boolean).map((l) => l.split('\t')[0]!).sort());
}
