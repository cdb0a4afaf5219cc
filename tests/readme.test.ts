/**
 * The README's examples are what the program prints. Each `$ athack …`
 * line in a code block is run as typed (`/tmp/ap` becomes a fresh folder)
 * and its output compared with the lines shown under it: a `...` line
 * stands for lines left out, and the lines after it end the output; a `…`
 * inside a line stands for the rest of a long one.
 */
import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { athack } from './cli/run.js';
import { tempDir } from './tui/harness.js';

interface Example {
  command: string;
  expected: string[];
}

/** Code blocks that start with `$ athack`, each a list of commands with the lines shown under them. */
function blocks(readme: string): Example[][] {
  return [...readme.matchAll(/```\n(\$ athack[\s\S]*?)```/g)].map((m) => {
    const examples: Example[] = [];
    for (const line of m[1]!.trimEnd().split('\n')) {
      if (line.startsWith('$ athack ')) examples.push({ command: line.slice('$ athack '.length), expected: [] });
      else examples.at(-1)!.expected.push(line);
    }
    return examples;
  });
}

/** Whether a printed line is the shown one: equal, or, where the shown one has `…`, the same at both ends. */
function sameLine(shown: string, printed: string): boolean {
  const cut = shown.indexOf('…');
  if (cut < 0) return shown.trimEnd() === printed.trimEnd();
  return printed.startsWith(shown.slice(0, cut)) && printed.trimEnd().endsWith(shown.slice(cut + 1).trimEnd());
}

/**
 * The shown lines against the printed ones. `...` lines cut the shown ones
 * into runs: the first run starts the output, each later one is found
 * further on, and the last ends the output unless a `...` follows it.
 */
function mismatches(shown: string[], printed: string[]): string[] {
  const runs: string[][] = [[]];
  for (const l of shown) {
    if (l.trim() === '...') runs.push([]);
    else runs.at(-1)!.push(l);
  }
  const matchesAt = (run: string[], at: number) => at + run.length <= printed.length && run.every((l, i) => sameLine(l, printed[at + i]!));
  let at = 0;
  for (const [k, run] of runs.entries()) {
    if (run.length === 0) continue;
    const last = k === runs.length - 1;
    let found: number;
    if (k === 0) found = matchesAt(run, 0) ? 0 : -1;
    else if (last) found = matchesAt(run, printed.length - run.length) && printed.length - run.length >= at ? printed.length - run.length : -1;
    else {
      found = -1;
      for (let i = at; i + run.length <= printed.length && found < 0; i++) if (matchesAt(run, i)) found = i;
    }
    if (found < 0) return [`not printed ${k === 0 ? 'at the start' : last ? 'at the end' : `after line ${at}`}: ${JSON.stringify(run)}; printed ${JSON.stringify(printed)}`];
    at = found + run.length;
  }
  if (runs.length === 1 && at !== printed.length) return [`${printed.length} lines printed, ${shown.length} shown: ${JSON.stringify(printed.slice(at))} not shown`];
  return [];
}

describe('the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('starts with the two commands: npm install && npm start, and npm test', () => {
    const first = /```\w*\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(first.trim().split('\n').map((l) => l.replace(/#.*/, '').trim())).toEqual(['npm install && npm start', 'npm test']);
  });

  for (const block of blocks(readme)) {
    it(`shows what ${block.map((e) => `athack ${e.command}`).join(', then ')} prints`, async () => {
      const dir = tempDir('readme');
      try {
        for (const e of block) {
          const argv = e.command.split(' ').map((a) => a.replaceAll('/tmp/ap', dir));
          const r = await athack(...argv);
          expect(r.code, `athack ${e.command}: ${r.stderr}`).toBe(0);
          const printed = r.stdout.replaceAll(dir, '/tmp/ap').trimEnd().split('\n');
          expect(mismatches(e.expected, printed), `athack ${e.command}`).toEqual([]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
