/**
 * The options file, --no-color and --ascii reach the game: what the player sees in a real terminal. Under
 * --ascii the rules' bullets, dashes and quotes, and a name typed with an accent, reach it as ASCII.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finishCreation, toCreation, toNameQuestion } from './flow.js';
import { tempDir } from './harness.js';
import { ensureBuilt, runInPty, scriptPath, type PtyRun } from './pty.js';

/** Whether the program set a foreground or background colour (SGR 30–48, 90–107), not only bold or inverse. */
function coloured(raw: string): boolean {
  return [...raw.matchAll(/\x1b\[([\d;]*)m/g)].some((m) => m[1]!.split(';').some((p) => /^(3\d|4\d|9\d|10\d)$/.test(p)));
}

/** The characters written past ASCII, each once: a terminal without UTF-8 shows each as rubbish. */
const pastAscii = (raw: string): string[] => [...new Set(raw.match(/[^\x00-\x7f]/gu) ?? [])];

describe('the game as the options say', () => {
  let run: PtyRun | undefined;
  beforeAll(() => {
    scriptPath();
    ensureBuilt();
  }, 120_000);
  afterEach(() => run?.kill());

  async function setupScreen(args: string[], env: Record<string, string> = {}): Promise<PtyRun> {
    const dir = tempDir('options-play');
    run = runInPty(['--seed', '7', ...args], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, NO_COLOR: '', ...env });
    // A seed asked for opens its game's setup at once.
    expect(await run.until(/New game: setup/), run.screenText()).toBe(true);
    return run;
  }

  it("a new game starts from the options file's rules, its color = no plays without colour, and the log keeps msg_height rows", async () => {
    const file = join(tempDir('options-file'), 'options');
    writeFileSync(file, 'power = high\nopposition = hard\ncolor = no\nmsg_height = 8\n');
    const r = await setupScreen(['--options', file]);
    expect(r.screenText()).toMatch(/Power level +Low +Medium +\[High\]/);
    expect(r.screenText()).toMatch(/Opposition 1 +\[AI hard\]/);
    await r.press('enter');
    await finishCreation(r, 'Ada');
    await r.press('enter');
    expect(await r.until(/Zone 1 +depth 1/), r.screenText()).toBe(true);
    // The rule under the map, then the log's rows to the foot of the 24-row screen.
    const rule = r.screenText().split('\n').findIndex((l) => /^─{80}$/.test(l));
    expect(24 - 1 - rule).toBe(8);
    expect(coloured(r.raw())).toBe(false);
  }, 30_000);

  it('where the locale is not UTF-8 (LANG=C) the game draws in plain ASCII; with no locale set it draws lines as before', async () => {
    const unset = { LC_ALL: '', LC_CTYPE: '', LANG: '' };
    for (const [env, rule] of [[{ ...unset, LANG: 'C' }, /^-{80}$/m], [unset, /^─{80}$/m]] as const) {
      run?.kill();
      const r = await setupScreen([], env);
      await r.press('enter');
      await finishCreation(r, 'Ada');
      await r.press('enter');
      expect(await r.until(/Zone 1 +depth 1/), r.screenText()).toBe(true);
      // The rule between the map and the log.
      expect(r.screenText()).toMatch(rule);
      // No line drawing anywhere, as with --ascii: frames and rules are drawn with ASCII.
      expect(/[\u2500-\u257f]/.test(r.raw())).toBe(env.LANG !== 'C');
    }
  }, 60_000);

  it("the options file's symbols = lines draws the walls as lines, and --symbols ascii for one run draws them as #", async () => {
    const file = join(tempDir('options-file'), 'options');
    writeFileSync(file, 'symbols = lines\n');
    for (const [args, corridor] of [[[], '│@│'], [['--symbols', 'ascii'], '#@#']] as const) {
      run?.kill();
      const r = await setupScreen(['--options', file, ...args]);
      await r.press('enter');
      await finishCreation(r, 'Ada');
      await r.press('enter');
      expect(await r.until(/Zone 1 +depth 1/), r.screenText()).toBe(true);
      // Seed 7's hero starts in a corridor between two walls running north-south.
      expect(r.screenText()).toContain(corridor);
    }
  }, 30_000);

  it("a replay is watched with the options file's symbols, and --symbols for one run wins over them", async () => {
    const config = tempDir('options-file');
    const saves = tempDir('options-play');
    writeFileSync(join(config, 'options'), 'symbols = lines\n');
    run = runInPty(['--seed', '7', '--save-dir', saves, '--opposition', 'none'], { ATHACK_CONFIG_DIR: config, NO_COLOR: '' });
    // A seed asked for opens its game's setup at once.
    expect(await run.until(/New game: setup/), run.screenText()).toBe(true);
    await run.press('enter');
    await finishCreation(run, 'Ada');
    await run.press('enter');
    expect(await run.until(/Zone 1 +depth 1/), run.screenText()).toBe(true);
    run.kill();
    const save = join(saves, readdirSync(saves).find((f) => f.endsWith('.json'))!);
    for (const [args, corridor] of [[[], '│@│'], [['--symbols', 'ascii'], '#@#']] as const) {
      run?.kill();
      run = runInPty(['replay', save, '--to-turn', '1000', ...args], { ATHACK_CONFIG_DIR: config, NO_COLOR: '' });
      expect(await run.until(/Zone 1 +depth 1/), run.screenText()).toBe(true);
      expect(run.screenText()).toContain(corridor);
    }
  }, 30_000);

  it('--no-color plays without colour, where the game is coloured by default', async () => {
    expect(coloured((await setupScreen([])).raw())).toBe(true);
    run!.kill();
    const r = await setupScreen(['--no-color']);
    expect(r.screenText()).toMatch(/Power level +Low +\[Medium\]/);
    expect(coloured(r.raw())).toBe(false);
  }, 30_000);

  it("the options file's bad lines and keys.json's refused keys are all on the title, counted when the terminal is too short for them", async () => {
    const dir = tempDir('own-files');
    writeFileSync(join(dir, 'options'), 'color = maybe\n');
    writeFileSync(join(dir, 'keys.json'), '{\n  "help": ["C-x", "ctrl-y", "return", "f13", "C-i"]\n}\n');
    const env = { ATHACK_SAVE_DIR: tempDir('own-files-saves'), ATHACK_CONFIG_DIR: dir, NO_COLOR: '' };
    run = runInPty([], env);
    expect(await run.until(/a taller terminal shows them/), run.screenText()).toBe(true);
    // The options file's line, which the screen used to cover until the game ended, comes first.
    expect(run.screenText()).toMatch(/options line 1: color is yes or no, not "maybe"\./);
    // A key bound to nothing names the help key as a sentence says it.
    await run.press('Z');
    expect(await run.until(/Z does nothing here: Ctrl-X lists the keys\./), run.screenText()).toBe(true);
    run.kill();
    run = runInPty([], env, { cols: 80, rows: 40 });
    // The warnings are said on the terminal first (there for the shell once the game ends), then on the title.
    expect(await run.until(/Quit[\s\S]*"C-i" arrives as tab/), run.screenText()).toBe(true);
    const text = run.screenText().replace(/\s+/g, ' ');
    for (const key of ['ctrl-y', 'return', 'f13']) expect(text).toContain(`"${key}" is not a key name`);
    expect(text).toContain('not "maybe"');
    expect(text).not.toContain('more notes');
  }, 30_000);

  it('--ascii sends nothing but ASCII from the title through setup, creation, a zone and help, and a name typed with an accent is shown by its letters', async () => {
    const dir = tempDir('ascii-bytes');
    run = runInPty(['--ascii', '--seed', '7'], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, NO_COLOR: '' });
    await toCreation(run);
    await toNameQuestion(run);
    await run.type('Zoë');
    await run.press('enter');
    expect(await run.until(/Enter: go into the dungeon/), run.screenText()).toBe(true);
    expect(await run.until(/Zoe/), run.screenText()).toBe(true);
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

  it('--ascii in plain mode writes the readable stand-ins, the lines of creation and help too', async () => {
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
