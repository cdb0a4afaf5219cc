/**
 * The title drawn from the last start's cache before the program loads
 * (src/cli/early-title.ts): on screen before the program's modules have
 * loaded, the same cells, the keys typed meanwhile played and not echoed;
 * and any change of what it was made from, or a damaged cache, gives the
 * title exactly as the program draws it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './harness.js';
import { commandInPty, ensureBuilt, scriptPath, type PtyRun } from './pty.js';

const home = tempDir('early-home');
const data = join(home, 'data', 'athack');
const config = join(home, 'config', 'athack');
const cache = join(data, 'title.cache');
const loaded = join(home, 'loaded');
const release = join(home, 'release');
const runs: PtyRun[] = [];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `bin/athack` as a user starts it (sh reads the launcher), with its own home, saves and settings there. */
function start(env: Record<string, string> = {}, size = { cols: 80, rows: 24 }): PtyRun {
  const run = commandInPty(['bin/athack'], { HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config'), ...env }, size);
  runs.push(run);
  return run;
}

/**
 * The title of a run once it is on screen, then quit with q: its screen, and every byte it wrote to its end. The
 * end, not a pause: a program slow to load (its title drawn early) may not have sent its own bytes when the output
 * has been quiet a while, and it reads the q only once it has.
 */
async function title(env: Record<string, string> = {}, size?: { cols: number; rows: number }): Promise<{ screen: string; raw: string }> {
  const run = start(env, size);
  // Its last line: the frame is written at once, so the whole title is on screen with it.
  expect(await run.until(/q Quit/, 10_000), run.screenText()).toBe(true);
  const screen = run.screenText();
  run.proc.stdin.write('q');
  await run.exited;
  return { screen, raw: run.raw() };
}

/** What `bytes` draw in cells: their text, the terminal's control sequences (modes, moves, colours) taken out. */
const cellsIn = (bytes: string): string => bytes.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b[^[]/g, '');

/**
 * Node told to hold the program's modules back (a module loader's hook): never, not at all (with
 * `meanwhile` done first), or until the test writes `release`; `loaded` is written as they load.
 * Held until the test says so, not for a time: on a busy machine a time runs out before the test
 * has looked.
 */
function holdingBack(hold: 'never' | 'until-released' | 'at-once', meanwhile = ''): Record<string, string> {
  const hook = join(home, `hold-${hold}-${meanwhile.length}.mjs`);
  const wait = { never: 'await new Promise(() => {})', 'until-released': `while (!existsSync(${JSON.stringify(release)})) await new Promise((r) => setTimeout(r, 20))`, 'at-once': '' }[hold];
  const loader = `import { existsSync, writeFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (!url.endsWith('/dist/main.js')) return next(url, context);
  ${wait};
  ${meanwhile}
  writeFileSync(${JSON.stringify(loaded)}, '');
  return next(url, context);
}`;
  writeFileSync(hook, `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(loader)}));\n`);
  // A program that never loads still keeps its process: the test ends it.
  return { NODE_OPTIONS: `--import=${hook}` };
}

beforeAll(() => {
  scriptPath();
  ensureBuilt();
}, 120_000);

afterAll(() => {
  for (const run of runs) run.kill();
  rmSync(home, { recursive: true, force: true });
});

describe('the title on a second start', () => {
  it('is on screen before the program has loaded, the same cells, and keys typed then are played when it has, none echoed', async () => {
    const first = await title();
    rmSync(loaded, { force: true });
    rmSync(release, { force: true });
    const run = start(holdingBack('until-released'));
    expect(await run.until(/q Quit/, 10_000), run.screenText()).toBe(true);
    expect(existsSync(loaded), 'the program had loaded').toBe(false);
    expect(run.screenText()).toBe(first.screen);
    // A new game, then setup's defaults, typed while the program is still loading.
    run.proc.stdin.write('n');
    run.proc.stdin.write('\r');
    await sleep(100);
    expect(run.screenText(), 'the keys echoed').toBe(first.screen);
    writeFileSync(release, '');
    expect(await run.until(/A new hero +\(seed \d+\)/, 15_000), run.screenText()).toBe(true);
    expect(existsSync(loaded)).toBe(true);
  }, 40_000);

  it('is sent once: the program adds nothing to the bytes the first start wrote', async () => {
    const first = await title();
    rmSync(loaded, { force: true });
    const stalled = start(holdingBack('never'));
    expect(await stalled.until(/q Quit/, 10_000), stalled.screenText()).toBe(true);
    // A paste is marked as one from the first frame on, the program not yet loaded to read it.
    expect(stalled.term.modes.bracketedPasteMode).toBe(true);
    const cached = stalled.raw();
    stalled.kill();
    const second = await title();
    expect(second.raw).toBe(first.raw);
    // What the program wrote after the cached frame, to the screen it left: modes, not one cell.
    expect(second.raw.startsWith(cached)).toBe(true);
    expect(cellsIn(second.raw.slice(cached.length))).toBe('');
  }, 40_000);
});

describe('a title drawn early that the game does not take', () => {
  it('is gone before the game says why it stopped', async () => {
    mkdirSync(config, { recursive: true });
    await title();
    await title();
    // keys.json spoilt just after the launcher found nothing changed, before the game reads it.
    const run = start(holdingBack('at-once', `writeFileSync(${JSON.stringify(join(config, 'keys.json'))}, '{ not json');`));
    const { code } = await run.exited;
    expect(code).toBe(2);
    expect(run.screenText()).toMatch(/keys\.json/);
    expect(run.screenText()).not.toMatch(/q Quit/);
    // The terminal's modes are given back too: a paste in the shell is the text pasted, not wrapped in markers.
    expect(run.term.modes.bracketedPasteMode).toBe(false);
    rmSync(join(config, 'keys.json'), { force: true });
  }, 40_000);
});

describe('a title made from anything else', () => {
  /** The title with the cache as the last start left it, and the same start's title without any cache: they must be byte for byte the same. */
  async function bothWays(change: () => void, env: Record<string, string> = {}, size?: { cols: number; rows: number }): Promise<void> {
    rmSync(cache, { force: true });
    await title();
    await title();
    change();
    const cached = await title(env, size);
    rmSync(cache, { force: true });
    const drawn = await title(env, size);
    expect(cached.raw).toBe(drawn.raw);
    expect(cached.screen).toBe(drawn.screen);
  }

  it('a resized terminal', () => bothWays(() => {}, {}, { cols: 100, rows: 30 }), 60_000);

  it('a save added', () =>
    bothWays(() => {
      mkdirSync(data, { recursive: true });
      const save = join(data, 'Bea.json');
      writeFileSync(save, '{}');
      utimesSync(save, new Date(2026, 0, 2, 3, 4), new Date(2026, 0, 2, 3, 4));
    }), 60_000);

  it('a changed options file', () =>
    bothWays(() => {
      mkdirSync(config, { recursive: true });
      writeFileSync(join(config, 'options'), 'color = no\n');
    }), 60_000);

  it('NO_COLOR', () => bothWays(() => {}, { NO_COLOR: '1' }), 60_000);

  it('a damaged cache is passed over without a word, and written anew', async () => {
    rmSync(join(config, 'options'), { force: true });
    // Drawn by the program, as the title with a damaged cache is: a title drawn early leaves the terminal's colour
    // unknown to the program, which sets it plain again as it leaves.
    rmSync(cache, { force: true });
    const plain = await title();
    const whole = readFileSync(cache, 'utf8');
    for (const damaged of [whole.slice(0, whole.length >> 1), whole.replace(/"paint":"/, '"paint":"X'), 'not a cache\n']) {
      writeFileSync(cache, damaged);
      const seen = await title();
      expect(seen.raw).toBe(plain.raw);
      expect(readFileSync(cache, 'utf8')).toBe(whole);
    }
  }, 60_000);
});
