/** The manual page lists the options of `athack serve` as its --help does: both are made from the same command. */
import { describe, expect, it } from 'vitest';
import { manual } from '../../src/cli/main.js';
import { athack } from '../cli/run.js';

/** The page's text as man shows it: roff's escaped hyphens and backslashes read as typed. */
const shown = (page: string) => page.replace(/\\-/g, '-').replace(/\\e/g, '\\');

describe('athack serve in the manual page', () => {
  it('lists every option --help lists, with its words, under athack serve and before athack serve accounts', async () => {
    const help = (await athack('serve', '--help')).stdout;
    const flags = [...help.matchAll(/^ {2}(--[a-z-]+(?: <[a-z]+>)?)/gm)].map((m) => m[1]!).filter((f) => f !== '--help');
    expect(flags).toEqual(expect.arrayContaining(['--bind <address>', '--port <n>', '--data-dir <dir>', '--seed <seed>', '--max-connections <n>', '--max-per-address <n>', '--idle <minutes>', '--decide <seconds>']));
    const page = shown(await manual());
    const serve = page.slice(page.indexOf('.SS "athack serve '), page.indexOf('.SS "athack serve accounts'));
    for (const flag of flags) expect(serve).toContain(`.B ${flag}\n`);
    expect(serve).toContain("seconds a person has to answer the Opposition's question");
  });
});
