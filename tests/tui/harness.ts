/**
 * A real playing session on in-memory streams: blessed draws into a
 * PassThrough that says it is an 80×24 TTY, the bytes go into a headless
 * xterm, and tests press real key sequences and read the screen back as a
 * user would see it.
 */
import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterEach } from 'vitest';
import type { IBufferCell, Terminal } from '@xterm/headless';
import { keyMap, type KeyMap } from '../../src/tui/keys.js';
import { startSession } from '../../src/tui/session.js';
import type { App } from '../../src/tui/app.js';
import type { Style } from '../../src/tui/style.js';
import type { GameState, RulesOptions } from '../../src/core/engine/types.js';
import { createHero, graphemes, startGame, type Driver } from './flow.js';
import { headlessTerminal } from '../support/xterm.js';
import { tempFolder as tempDir } from '../support/temp.js';

/** Key names (as blessed and keys.json name them) → the bytes a terminal sends for them. */
const SEQUENCES: Record<string, string> = {
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  home: '\x1b[H',
  end: '\x1b[F',
  pageup: '\x1b[5~',
  pagedown: '\x1b[6~',
  enter: '\r',
  return: '\r',
  escape: '\x1b',
  tab: '\t',
  backspace: '\x7f',
  space: ' ',
};

/** The bytes for one key: a name above, `C-x` for Ctrl-x, or a single character as typed. */
export function sequence(key: string): string {
  const named = SEQUENCES[key];
  if (named !== undefined) return named;
  const ctrl = /^C-([a-z])$/.exec(key);
  if (ctrl) return String.fromCharCode(ctrl[1]!.charCodeAt(0) - 96);
  const shift = /^S-([a-z])$/.exec(key);
  if (shift) return shift[1]!.toUpperCase();
  if ([...key].length !== 1) throw new Error(`unknown key "${key}": use a key name or type() for text`);
  return key;
}

export interface HarnessOptions {
  seed?: string;
  style?: Partial<Style>;
  keys?: KeyMap;
  cols?: number;
  rows?: number;
  /** An existing save folder (to continue a game); a fresh temp folder otherwise. */
  saveDir?: string;
  /** Rules options for new games (the setup screen's defaults); no Opposition unless given. */
  options?: Partial<RulesOptions>;
  /** Troubles to show in the log as the session opens, as `athack play` passes those of keys.json. */
  notices?: string[];
  /** Keep every frame the terminal showed, in `frames`: what anyone looking at it could have seen. */
  recordFrames?: boolean;
  /** Another interface than a playing session on the same streams (the replay viewer). */
  start?: (streams: { input: PassThrough; output: PassThrough }) => App;
}

export interface Harness extends Driver {
  app: App;
  term: Terminal;
  saveDir: string;
  /** With `recordFrames`: the screen's rows after each write the terminal took in, oldest first. */
  frames: string[][];
  /** Bytes the interface has written to its terminal so far. */
  readonly bytes: number;
  /** Everything the interface has written to its terminal, as text. */
  raw(): string;
  /** Waits until the interface has drawn everything and the terminal has taken it in. */
  settle(): Promise<void>;
  /**
   * Sets a scene no player could reach by keys: `change` gets a copy of the game in play to change (or gives a
   * game of its own), and that copy is the game from then on. A new state, as every step makes one: what was
   * worked out ahead from the game before it (ahead.ts) is dropped, as for any step not taken. The screen
   * shows it from the next key on. The game in play is read-only to a test: a change made to it in place throws.
   */
  scene(change: (s: GameState) => GameState | void): void;
  /** Keys arriving together, in one read, as typed ahead or pasted. */
  burst(...keys: string[]): Promise<void>;
  /** Bytes as a terminal sends them, in one read (escape sequences, a bracketed paste). */
  send(bytes: string): Promise<void>;
  /** The visible rows, right-trimmed. */
  lines(): string[];
  /** Where a character is on the screen (the first, reading row by row). */
  find(ch: string): { x: number; y: number } | undefined;
  resize(cols: number, rows: number): Promise<void>;
  /** Title → (setup) → creation → Home → the first zone (see flow.ts). */
  startGame(name?: string): Promise<void>;
  /** Title → a new hero, stopping at Home. */
  createHero(name?: string): Promise<void>;
  /** The attributes (foreground colour mode, bold) of the cell at a screen position. */
  cell(x: number, y: number): IBufferCell | undefined;
  destroy(): void;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes `o` and everything in it read-only: a write to it throws. What is frozen already (a part an earlier state shares) is passed over. */
function freeze(o: unknown): void {
  if (o === null || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o)) freeze(v);
}

/**
 * How long a player looks at a frame before the next key, at the least: longer than the work ahead waits
 * after a key (ahead.ts), so that the next move finds its step worked out, as in play. A pause for the player,
 * not a wait for the screen: the work ahead's timer is set before this one and due sooner, so it has run by then.
 */
const READING_MS = 10;

/**
 * The screen's words run together, each box's first: the rows between a box's borders joined, so a note wrapped in
 * the box reads as one line whatever the screen shows beside it; then the whole screen's, as it reads.
 */
export function screenWords(h: Pick<Harness, 'lines'>): string {
  const rows = h.lines();
  const boxed: string[] = [];
  rows.forEach((top, y) => {
    const left = top.indexOf('┌');
    const right = top.indexOf('┐', left);
    if (left < 0 || right < 0) return;
    for (let k = y + 1; k < rows.length && rows[k]![left] !== '└'; k++) boxed.push(rows[k]!.slice(left + 1, right));
  });
  return [...boxed, ...rows].join(' ').replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
}

/** `athack-<prefix>-XXXXXX` in the temporary folder, removed when the test file ends. */
export { tempDir };

export async function harness(o: HarnessOptions = {}): Promise<Harness> {
  const cols = o.cols ?? 80;
  const rows = o.rows ?? 24;
  const ownSaveDir = o.saveDir === undefined;
  const saveDir = o.saveDir ?? tempDir('saves');

  const output = Object.assign(new PassThrough(), { isTTY: true, columns: cols, rows });
  const input = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, setRawMode(raw: boolean) { input.isRaw = raw; return input; } });
  const term = headlessTerminal(cols, rows);
  let bytes = 0;
  const written: Buffer[] = [];
  const frames: string[][] = [];
  output.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    written.push(chunk);
    term.write(chunk, o.recordFrames ? () => frames.push(lines()) : undefined);
  });

  const app = o.start ? o.start({ input, output }) : startSession({
    input,
    output,
    style: { mono: false, ascii: false, ...o.style },
    keys: o.keys ?? keyMap(),
    terminal: 'xterm-256color',
    saveDir,
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    // Without an Opposition, the zones of the planned seeds hold only what their tables put there.
    options: { opposition: 'none', ...o.options },
    version: '0.0.0-test',
    randomSeed: () => '1',
    ...(o.notices ? { notices: o.notices } : {}),
  });

  let destroyed = false;
  const settle = async () => {
    // blessed may flush on the next tick; wait until no more bytes come, then until xterm has parsed them.
    let before = -1;
    while (before !== bytes) {
      before = bytes;
      await tick();
    }
    await new Promise<void>((resolve) => term.write('', resolve));
    // The game in play is never changed in place, by the interface or by a test (a scene is set with `scene`):
    // the work ahead takes the state on screen to stay as it is, as play does.
    freeze(app.ui.game);
  };

  const lines = () => {
    const buf = term.buffer.active;
    return Array.from({ length: term.rows }, (_, y) => (buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '').trimEnd());
  };

  /** A key and its frame, then the player reading it: after a step on the map, the work ahead has its turn. */
  const key = async (bytes: string) => {
    const before = app.ui.game;
    input.write(bytes);
    await settle();
    const ui = app.ui;
    if (ui.game !== before && ui.game?.phase === 'dungeon' && ui.screen.kind === 'zone' && ui.modals.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, READING_MS));
      // The work ahead's second step comes at the turn of the event loop after its first.
      await tick();
    }
  };

  const h: Harness = {
    app,
    term,
    saveDir,
    frames,
    get bytes() {
      return bytes;
    },
    raw: () => Buffer.concat(written).toString('utf8'),
    async press(...keys) {
      for (const k of keys) await key(sequence(k));
    },
    async burst(...keys) {
      input.write(keys.map(sequence).join(''));
      await settle();
    },
    async send(bytes) {
      input.write(bytes);
      await settle();
    },
    async type(text) {
      // A character as a terminal sends it: an emoji or a letter with its accent, whole, in one read.
      for (const ch of graphemes(text)) {
        input.write(ch);
        await settle();
      }
    },
    settle,
    scene(change) {
      const copy = structuredClone(app.ui.game!);
      app.ui.game = change(copy) ?? copy;
      freeze(app.ui.game);
    },
    lines,
    screenText: () => lines().join('\n'),
    find(ch) {
      const all = lines();
      for (let y = 0; y < all.length; y++) {
        const x = all[y]!.indexOf(ch);
        if (x >= 0) return { x, y };
      }
      return undefined;
    },
    async resize(c, r) {
      output.columns = c;
      output.rows = r;
      term.resize(c, r);
      output.emit('resize');
      await settle();
    },
    // Everything is drawn by the time a key's frame has settled: nothing to wait for.
    until: async (pattern) => pattern.test(h.screenText()),
    createHero: (name) => createHero(h, name),
    startGame: (name) => startGame(h, name),
    cell(x, y) {
      const buf = term.buffer.active;
      return buf.getLine(buf.viewportY + y)?.getCell(x);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      app.destroy();
      term.dispose();
      input.destroy();
      output.destroy();
      if (ownSaveDir) rmSync(saveDir, { recursive: true, force: true });
    },
  };
  await settle();
  return h;
}

/** For a test file: opens harnesses that are all destroyed after each test. */
export function harnesses(): (o?: HarnessOptions) => Promise<Harness> {
  const open: Harness[] = [];
  afterEach(() => {
    for (const h of open.splice(0)) h.destroy();
  });
  return async (o) => {
    const h = await harness(o);
    open.push(h);
    return h;
  };
}
