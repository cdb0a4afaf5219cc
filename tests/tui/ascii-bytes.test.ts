/** --ascii on a real terminal: the rules' bullets, dashes and quotes, and a name typed with an accent, reach it as ASCII. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toCreation, toNameQuestion } from './flow.js';
import { tempDir } from './harness.js';
import { ensureBuilt, runInPty, scriptPath, type PtyRun } from './pty.js';

/** The characters written past ASCII, each once: a terminal without UTF-8 shows each as rubbish. */
const pastAscii = (raw: string): string[] => [...new Set(raw.match(/[^\x00-\x7f]/gu) ?? [])];

describe('--ascii', () => {
  let run: PtyRun | undefined;
  beforeAll(() => {
    scriptPath();
    ensureBuilt();
  }, 120_000);
  afterEach(() => run?.kill());

  it('sends nothing but ASCII from the title through setup, creation, a zone and help, and a name typed with an accent is shown by its letters', async () => {
    const dir = tempDir('ascii-bytes');
    run = runInPty(['--ascii', '--seed', '7'], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, NO_COLOR: '' });
    await toCreation(run);
    await toNameQuestion(run);
    await run.type('Zoë');
    await run.press('enter');
    expect(await run.until(/Enter: go into the dungeon/), run.screenText()).toBe(true);
    expect(run.screenText()).toContain('Zoe');
    await run.press('enter');
    expect(await run.until(/Zone 1 +depth 1/), run.screenText()).toBe(true);
    await run.press('?');
    expect(await run.until(/Tests and Advantage/), run.screenText()).toBe(true);
    await run.press('b');
    expect(await run.until(/Help: Tests and Advantage/), run.screenText()).toBe(true);
    // The class list's abilities are bulleted, its texts dashed: they were sent, as stand-ins.
    expect(run.raw()).toContain('* ');
    expect(pastAscii(run.raw())).toEqual([]);
  }, 60_000);

  it('in plain mode writes the readable stand-ins, the lines of creation and help too', async () => {
    const dir = tempDir('ascii-plain');
    // A terminal tall enough that the lines waited for are still on it when they are looked for.
    run = runInPty(['--plain', '--ascii', '--seed', '7'], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir }, { cols: 100, rows: 500 });
    await toCreation(run);
    await toNameQuestion(run);
    await run.type('Zoë');
    await run.press('enter');
    expect(await run.until(/Zoe the Warrior is ready/), run.screenText()).toBe(true);
    await run.press('enter');
    expect(await run.until(/Your move/), run.screenText()).toBe(true);
    await run.press('?');
    expect(await run.until(/Tests and Advantage/), run.screenText()).toBe(true);
    expect(run.raw()).toContain('* ');
    expect(pastAscii(run.raw())).toEqual([]);
  }, 60_000);
});
