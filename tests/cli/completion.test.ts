/** `athack completion`: the scripts offer what the commands take, each run in its real shell (bash, zsh, fish). */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../tui/harness.js';
import { commandInPty } from '../tui/pty.js';
import { athack } from './run.js';

/** The scripts written for the shells to source, in one folder removed when the file's tests are done. */
const scripts = tempDir('completion');
afterAll(() => rmSync(scripts, { recursive: true, force: true }));

let script: string;
beforeAll(async () => {
  script = await scriptFor('bash');
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
    const offers = await zshOffers(await scriptFor('zsh'), [...ASKED.map(([line]) => line), 'athack completion ']);
    expect(offers).toEqual([...ASKED.map(([, words]) => words), ['--help', 'bash', 'fish', 'zsh']]);
  });

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
  const file = join(scripts, `athack.${shell}`);
  writeFileSync(file, r.stdout);
  return file;
}

/** zsh's prompt in the test: its line editor is reading keys once it is drawn. */
const ZSH_PROMPT = 'zsh-ready> ';

/**
 * What zsh offers for each command line, sorted: an interactive zsh (no
 * startup files) in a pseudo-terminal of 80×24 sources the script as a
 * user's ~/.zshrc would, then each line is typed and Tab pressed;
 * compadd, the builtin every completer adds its words with, is wrapped to
 * write down what it adds.
 *
 * Keys go only to zsh's line editor. It puts the terminal in raw mode
 * before it draws a prompt, and gives the terminal back its own mode while
 * a command runs: keys that arrive then meet the terminal's line editing,
 * where Ctrl-U is the kill character, taken by the terminal and never
 * seen by zsh. So each command line is sent whole (the line, Tab, Ctrl-U,
 * then a command that prints a word, and Enter) once the prompt is drawn,
 * and the next one once that word and a new prompt have come.
 */
async function zshOffers(script: string, lines: string[]): Promise<string[][]> {
  const dir = tempDir('zsh');
  const out = join(dir, 'offers');
  // The prompt from the environment, set by env(1): the shell that starts the command would drop it.
  const zsh = commandInPty(['env', `PS1=${ZSH_PROMPT}`, 'zsh', '-f', '-i'], { HOME: dir, ZDOTDIR: dir });
  let read = 0;
  /** Waits for `word` printed since the last wait, and then for the prompt after it. */
  const printed = async (word: string) => {
    for (const start = Date.now(); ; await new Promise((r) => setTimeout(r, 10))) {
      const text = zsh.raw();
      const at = text.indexOf(word, read);
      const prompt = at < 0 ? -1 : text.indexOf(ZSH_PROMPT, at + word.length);
      if (prompt >= 0) return void (read = prompt + ZSH_PROMPT.length);
      if (Date.now() - start > 15_000) throw new Error(`zsh did not print ${JSON.stringify(word)} and its prompt; the screen shows:\n${zsh.screenText()}`);
    }
  };
  const added = () => (existsSync(out) ? readFileSync(out, 'utf8') : '');
  try {
    await printed('');
    // The emacs keymap (Ctrl-U clears the line) whatever $EDITOR says; no list drawn under the line after Tab, nor zsh's
    // question before a long one, which would take a key: the words added are what is read.
    const setup = [`bindkey -e`, `unsetopt auto_list`, `source '${script}'`, `compadd () { local -a added; builtin compadd -A added "$@"; print -rl -- $added >> '${out}'; builtin compadd "$@" }`];
    // The quotes keep the word apart from the line's own echo: only the command's output reads set-up.
    zsh.proc.stdin.write(`${setup.join('; ')}; print set-'up'\r`);
    await printed('set-up');
    const offers: string[][] = [];
    for (const line of lines) {
      const before = added().length;
      // Ctrl-U clears the line; the word the shell prints after it says this Tab has been answered.
      zsh.proc.stdin.write(`${line}\t\x15print tab-'answered'\r`);
      await printed('tab-answered');
      offers.push([...new Set(added().slice(before).split('\n').filter(Boolean))].sort());
    }
    return offers;
  } finally {
    zsh.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What fish offers for each command line (complete -C, as Tab asks), sorted. */
function fishOffers(script: string, lines: string[]): string[][] {
  const program = `source '${script}'; for line in $argv; echo '<<line>>'; complete -C "$line"; end`;
  const r = spawnSync('fish', ['--no-config', '-c', program, ...lines], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.split('<<line>>\n').slice(1).map((block) => block.split('\n').filter(Boolean).map((l) => l.split('\t')[0]!).sort());
}
