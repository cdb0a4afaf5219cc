/** `athack completion`: the scripts offer what the commands take, run in a real bash. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

describe('athack completion', () => {
  it('bash: commands, subcommands, options and option values', () => {
    expect(offered('athack ')).toEqual(expect.arrayContaining(['play', 'continue', 'odds', 'map', 'sim', 'options', 'completion', '--version', '--help']));
    expect(offered('athack o')).toEqual(['odds', 'options']);
    expect(offered('athack odds t')).toEqual(['test', 'tables']);
    expect(offered('athack play --opp')).toEqual(['--opposition', '--opponents']);
    expect(offered('athack play --opposition ')).toEqual(['easy', 'fair', 'hard', 'none']);
    expect(offered('athack --no-color play --seed 7 --opposition h')).toEqual(['hard']);
    expect(offered('athack play --rules power=high,vic')).toEqual(['power=high,victory=final-zone', 'power=high,victory=points-100']);
    expect(offered('athack sim games --class w')).toEqual(['warrior', 'wizard']);
    // A value typed for an option is not taken for a command: map's options follow --seed map.
    expect(offered('athack map --seed map --j')).toEqual(['--json']);
    expect(offered('athack completion ')).toEqual(['bash', 'zsh', 'fish', '--help']);
  });

  it('zsh and fish scripts name the same commands and values; another shell is refused', async () => {
    const zsh = (await athack('completion', 'zsh')).stdout;
    expect(zsh.startsWith('#compdef athack\n')).toBe(true);
    expect(zsh).toContain('bashcompinit');
    expect(zsh).toContain("--opposition) COMPREPLY=($(compgen -W 'easy fair hard none'");
    const fish = (await athack('completion', 'fish')).stdout;
    expect(fish).toContain("complete -c athack -n '__fish_use_subcommand' -a odds");
    expect(fish).toContain("complete -c athack -n '__fish_seen_subcommand_from odds; and not __fish_seen_subcommand_from test usage roll pool armour bid reaction tables' -a test");
    expect(fish).toMatch(/complete -c athack -n '__fish_seen_subcommand_from play' -l opposition -x -a 'easy fair hard none'/);
    const bad = await athack('completion', 'powershell');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('completion is for bash, zsh, fish, not "powershell".');
  });
});
