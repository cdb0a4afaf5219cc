/**
 * The running interface: a blessed screen for the terminal's keys and modes,
 * and the screens' text drawn by the painter on every change (it sends only
 * the cells that changed). Keys go to the topmost modal, or the screen. Too
 * small a terminal shows a notice until it is resized.
 */
import * as blessed from './blessed.js';
import type { Readable, Writable } from 'node:stream';
import type { Action } from '../core/engine/actions.js';
import type { GameState } from '../core/engine/types.js';
import { keyName, pairHalves, type KeyMap } from './keys.js';
import { keyReader, sequenceName } from './key-reader.js';
import { esc, fit, SYMBOL_SETS, SYMBOL_WORDS, type Style } from './style.js';
import type { KeyInput, Screen, Ui } from './ui.js';
import { askToQuit, composeFrame, createUi, pasteText, pressKey, sendKey, splitAlt, TYPED_AHEAD_DROPPED, type UiHooks } from './ui-state.js';
import { wrap } from './widgets.js';
import { atTable } from './own-seat.js';
import { charsetFor, createPainter } from './painter.js';
import { perSlot } from './slot-memo.js';
import type { HpShare } from './hp-share.js';
import type { TitleFrame } from '../persist/title-cache.js';

export const MIN_WIDTH = 80;
export const MIN_HEIGHT = 24;

export interface AppOptions {
  input: Readable;
  output: Writable;
  style: Style;
  keys: KeyMap;
  /** The terminfo name blessed uses (Debian's *-256color terminfo files confuse blessed). */
  terminal: string;
  first: (ui: Ui) => Screen;
  /** Called with every action the reducer took, for the recording. */
  onAction?: (action: Action, state: GameState) => void;
  onSave?: (ui: Ui) => void;
  /** A shared table's own action and flow (ui-state.ts, UiHooks). */
  perform?: UiHooks['perform'];
  settle?: UiHooks['settle'];
  game?: GameState;
  /** Danger stops play for a key (danger.ts), with this HP warning; left out, it never does. */
  hpWarning?: HpShare;
  /** A save goes back to a lobby rather than ending the interface (a table of athack serve): Ctrl-C in a terminal too small asks first, as at any size, where it would otherwise save at once. */
  savesToLobby?: boolean;
  /** Why only ASCII is drawn, in the player's hands, for the note on walls that stay `#`: the flag or the locale unless given (over SSH, the locale the client sent). */
  asciiBecause?: string;
  /** Ctrl-Z: stop as a shell's job. Raw mode turns the terminal's own suspend key off, so the game does it; left out (over SSH), Ctrl-Z is an ordinary key. */
  onStop?: () => void;
  /** The first frame, already on the terminal (the launcher drew it from the cache: cli/early-title.ts). */
  drawn?: TitleFrame;
  /** Given the first frame as a blank terminal would be sent it, for the cache. */
  onFirstFrame?: (frame: TitleFrame) => void;
}

export interface App {
  ui: Ui;
  /** Resolves with the exit status when the interface ends. */
  done: Promise<number>;
  /** Draws the current frame now (tests call it after resizing). */
  render(): void;
  /** Ends the interface and gives the terminal back as it was found. */
  destroy(): void;
  /** Gives the terminal back for a stop (SIGTSTP): its own screen, the cursor shown, lines typed as usual. */
  suspend(): void;
  /** Takes the terminal back after a stop (SIGCONT) and draws the whole frame again. */
  resume(): void;
  /** Ends the interface, for leaving the process at once, without a word more to a terminal that has gone away (writing to it or setting its mode fails). */
  abandon(): void;
}

export function startApp(options: AppOptions): App {
  // Keys go to blessed through the key reader: a sequence it cannot name is one unknown key, a paste one paste.
  const reader = keyReader(options.input, {
    unknown: (sequence) => onKey(undefined, { full: sequenceName(sequence) }),
    paste: (text) => onPaste(text),
  });
  const screen = blessed.screen({
    input: reader.keys as never,
    output: options.output as never,
    terminal: options.terminal,
    smartCSR: true,
    fullUnicode: !options.style.ascii,
    forceUnicode: !options.style.ascii,
    warnings: false,
    autoPadding: false,
    dockBorders: false,
    title: 'ASCII @HACK!',
  });
  // Line characters go out as UTF-8: the terminal's alternate character set is garbled by tmux,
  // screen and some SSH clients (they show "qqqq" for a line). --ascii avoids both; the dec symbol set
  // asks for that alternate set, for terminals that have it but no UTF-8 (the painter sends it).
  if (!options.style.ascii) (screen as unknown as { tput: { brokenACS: boolean } }).tput.brokenACS = true;
  // Everything blessed writes goes out in order through its program; blessed has just cleared the terminal.
  const program = (screen as unknown as { program: { _write(text: string): void; _owrite(text: string): void; flush(): void } }).program;
  const charset = charsetFor(options.style);
  const painter = createPainter(charset);
  // What blessed has queued so far enters its screen. A frame drawn from the cache began with these very bytes:
  // they are not sent again (the alternate screen entered anew would be wiped), and the painter starts from its cells.
  const queued = program as unknown as { _buf?: string };
  const entering = queued._buf ?? '';
  /** The bytes that draw `lines` on a blank terminal. */
  const fromBlank = (lines: readonly string[]): string => {
    const blank = createPainter(charset);
    blank.cleared();
    return blank.paint(lines, screen.width as number, screen.height as number);
  };
  // Its cells are what its bytes drew (or the painter would start from cells the terminal does not show).
  const drawn = options.drawn?.entering === entering && fromBlank(options.drawn.lines) === options.drawn.paint ? options.drawn : undefined;
  if (drawn) {
    queued._buf = '';
    painter.shows(drawn.lines, screen.width as number, screen.height as number);
  } else {
    // A frame drawn from the cache that this start would not draw: the terminal is cleared of it first.
    if (options.drawn) (program as unknown as { clear(): void }).clear();
    painter.cleared();
  }
  let firstFrame = options.onFirstFrame;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finish = resolve));
  let ended = false;

  const ui = createUi(options.style, options.keys, options.game, {
    // The options' own hooks (the recording, the save, a shared table's), and how this interface ends.
    ...options,
    drawAhead(u) {
      const width = screen.width as number;
      const height = screen.height as number;
      if (width >= MIN_WIDTH && height >= MIN_HEIGHT) painter.prepare(gameLines(u, width, height, true), width, height);
    },
    onQuit(code) {
      if (ended) return;
      ended = true;
      reader.stop();
      program._write(painter.plain());
      screen.destroy();
      finish(code);
    },
  }, options.hpWarning);

  function frame(): string[] {
    const width = screen.width as number;
    const height = screen.height as number;
    if (width < MIN_WIDTH || height < MIN_HEIGHT) {
      // Only Ctrl-C works meanwhile (below), and the answer to the question of quitting: the notice says so, as a player's first guesses (q, Esc) do nothing.
      const asked = quitAsked();
      // With nothing to save and no table, the screen is a replay's: it is watched, not played.
      const goOn = atTable(ui) ? 'play on; Ctrl-C leaves the table' : options.onSave ? 'play on; Ctrl-C quits, saving a game in play' : 'watch on; Ctrl-C quits';
      const notice = `Terminal too small: need ${MIN_WIDTH}×${MIN_HEIGHT}, have ${width}×${height}. ${asked ? `${asked} y: yes, n or Esc: no.` : `Make it larger to ${goOn}.`}`;
      // Wrapped, so even a very narrow terminal shows all of it (as much as fits in its height).
      const rows = wrap(notice, width).slice(0, height);
      const top = Math.floor((height - rows.length) / 2);
      const lines = Array.from({ length: height }, (_, y) => {
        const row = rows[y - top] ?? '';
        return ' '.repeat(Math.floor((width - row.length) / 2)) + row;
      });
      return lines.map((l) => fit(esc(l), width));
    }
    return gameLines(ui, width, height);
  }
  const fitted = perSlot(fit);
  /** What `u`'s screen and boxes show, each line fitted to the width (`ahead`: composeFrame's). */
  const gameLines = (u: Ui, width: number, height: number, ahead = false): string[] => composeFrame(u, width, height, ahead).slice(0, height).map((l, y) => fitted(y, l, width));
  /** The question of quitting, when it is the one open. */
  const quitAsked = (): string | undefined => {
    const top = ui.modals.at(-1);
    return top?.kind === 'quit' ? top.question : undefined;
  };

  function render(): void {
    if (ended) return;
    const lines = frame();
    const bytes = painter.paint(lines, screen.width as number, screen.height as number);
    if (bytes) {
      // Out now, not at blessed's next turn of the event loop: the key's frame goes before the save's line
      // and anything else queued meanwhile (what blessed buffered before it still goes first).
      program.flush();
      program._owrite(bytes);
    }
    if (firstFrame && !(drawn && bytes === '')) firstFrame({ entering, lines, paint: drawn ? fromBlank(lines) : bytes });
    firstFrame = undefined;
  }

  let dropping = false;
  let dropped = 0;
  const whole = pairHalves();
  screen.on('keypress', (sentCh: string | undefined, sent: { full: string } | undefined) => onKey(sentCh, sent));
  function onKey(sentCh: string | undefined, sent: { full: string } | undefined): void {
    // blessed reports Enter twice, as `enter` and as `return`: one key press, one action.
    if (ended || !sent || sent.full === 'return') return;
    const key = whole(sent.full, sentCh);
    if (!key) return;
    const ch = key.ch;
    const width = screen.width as number;
    const height = screen.height as number;
    // While the terminal is too small only quitting works; the game waits for a resize.
    if (width < MIN_WIDTH || height < MIN_HEIGHT) {
      if (key.full === 'C-c') {
        // A game in play is saved first: nothing is lost to a window made small by accident. A save that only goes
        // back to the lobby is asked first, as at any size: the seat it leaves is the player's to keep.
        if (options.savesToLobby) askToQuit(ui);
        // An interface that saves nothing (a watched replay) just quits: ui.save() would do nothing, and Ctrl-C with it.
        else if (options.onSave && ui.game && (ui.game.phase === 'home' || ui.game.phase === 'dungeon')) ui.save();
        else ui.quit(0);
      } else if (quitAsked() && ['y', 'Y', 'n', 'N', 'escape'].includes(keyName(key.full))) sendKey(ui, { full: keyName(key.full), ch: key.ch, cmd: undefined });
      return render();
    }
    if (key.full === 'C-z' && options.onStop) return options.onStop();
    if (key.full === 'C-c') {
      askToQuit(ui);
      return render();
    }
    // Keys that came in the same burst as one that ran into something new are not played blind.
    if (dropping) {
      if (dropped++ === 0) ui.say(TYPED_AHEAD_DROPPED, 'prompt');
      return render();
    }
    const full = keyName(key.full);
    // Colour off or on from any screen, for a terminal or a link that draws it badly: every frame after is drawn in the new style.
    if (options.keys.get(full) === 'colour') {
      ui.style = { ...ui.style, mono: !ui.style.mono };
      ui.say(ui.style.mono ? `Colour off; ${full} turns it on again.` : 'Colour on.', 'info');
      return render();
    }
    // The walls' symbols in turn, from any screen: over SSH there is no options file of the player's to set them.
    if (options.keys.get(full) === 'symbols') {
      const next = SYMBOL_SETS[(SYMBOL_SETS.indexOf(ui.style.symbols ?? 'ascii') + 1) % SYMBOL_SETS.length]!;
      ui.style = { ...ui.style, symbols: next };
      ui.say(ui.style.ascii ? `Walls stay # while only ASCII is drawn (${options.asciiBecause ?? '--ascii, or a locale that is not UTF-8'}).` : `Walls drawn ${SYMBOL_WORDS[next]}; ${full} changes them again.`, 'info');
      return render();
    }
    const [first, after] = splitAlt(options.keys, full, ch);
    press(first!);
    if (after && !dropping) press(after);
    render();
  }

  /** A paste goes into the text being typed, if any; anywhere else it does nothing but say so. */
  function onPaste(text: string): void {
    const width = screen.width as number;
    const height = screen.height as number;
    if (ended || width < MIN_WIDTH || height < MIN_HEIGHT) return;
    if (dropping) {
      if (dropped++ === 0) ui.say(TYPED_AHEAD_DROPPED, 'prompt');
      return render();
    }
    pasteText(ui, text);
    render();
  }

  function press(input: KeyInput): void {
    if (pressKey(ui, input)) {
      dropping = true;
      dropped = 0;
      // A burst of keys is read in one go: by the next turn of the event loop it has all been seen.
      setImmediate(() => (dropping = false));
    }
  }
  // blessed clears the terminal on a resize before it says so.
  screen.on('resize', () => {
    painter.cleared();
    render();
  });

  /** Raw mode, set and unset on the input blessed reads (a terminal; the tests' stand-in has it too). */
  const rawMode = (on: boolean) => (options.input as Readable & { setRawMode?: (raw: boolean) => void }).setRawMode?.(on);
  // blessed's typings leave out the two calls that move between the terminal's screens.
  const screens = screen as unknown as { enter(): void; leave(): void };
  let stopped = false;
  const suspend = () => {
    if (ended || stopped) return;
    stopped = true;
    program._write(painter.plain());
    // Out of the alternate screen (said at once: the process stops straight after), the cursor shown, lines typed as usual.
    screens.leave();
    rawMode(false);
  };
  const resume = () => {
    if (ended || !stopped) return;
    stopped = false;
    rawMode(true);
    // Back into the alternate screen, which the shell may have drawn over: blessed clears it, and every cell is sent again.
    screens.enter();
    painter.cleared();
    render();
  };
  const abandon = () => {
    if (ended) return;
    ended = true;
    reader.stop();
    // blessed's own exit handler would leave the alternate screen and unset raw mode on the way
    // out; on a hung-up terminal that throws EIO (see ARCHITECTURE.md). Out of its list, it leaves this screen be.
    const instances = (screen.constructor as unknown as { instances: unknown[] }).instances;
    instances.splice(instances.indexOf(screen), 1);
  };

  ui.screen = options.first(ui);
  render();
  return { ui, done, render, destroy: () => ui.quit(0), suspend, resume, abandon };
}
