/**
 * Plain mode (`athack play --plain`), for screen readers and braille
 * displays: the same interface state, screens and reducer as the full
 * screen, written as lines of text instead of drawn. After each key (or
 * line of keys) it writes what changed, in reading order: the hero's
 * status, what happened (each message once), what the hero sees, and what
 * keys are asked. Menus and questions are their text, without frames or
 * cursor art; M reads the map as rows of characters. Everything written is
 * read from the view of the seat at the keyboard, as the full screen is.
 * Nothing written holds an escape sequence or any other control character.
 */
import type { Readable } from 'node:stream';
import { asciiText } from '../../base/ascii-text.js';
import { plainText } from '../../core/plain-text.js';
import { currentZone } from '../../core/engine/zones.js';
import type { GameState } from '../../core/engine/types.js';
import type { App, AppOptions } from '../app.js';
import { keyReader, sequenceName } from '../key-reader.js';
import { keyFor, NOT_IN_PLAIN } from '../keys.js';
import { LOG_HEIGHT } from '../layout.js';
import { mapLines } from '../map-view.js';
import { logText } from '../screens/zone.js';
import { readAtKeyboard } from '../screens/hotseat.js';
import type { LogLine } from '../ui.js';
import { asSeen, askToQuit, createUi, pasteText, pressKey, splitAlt, TYPED_AHEAD_DROPPED } from '../ui-state.js';
import { typedKeys } from './input.js';
import { readable, untagged } from './text.js';
import { seenLines } from './seen.js';
import { statusLine } from './status.js';

/** The size screens are drawn at before being read: wide and tall enough that no menu scrolls or cuts a line short. */
const WIDTH = 100;
const HEIGHT = 60;

/** The key that reads the map, on the zone screen where no command has it. */
export const MAP_KEY = 'M';

/** Characters of a piped line held while waiting for its end. */
const LONGEST_LINE = 4096;

/** A page of at most this many lines is read whole each time; a longer one, where it changed. */
const SHORT = 6;


export function startPlainApp(options: AppOptions): App {
  const out = options.output;
  const input = options.input as Readable & { setRawMode?: (raw: boolean) => void };
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finish = resolve));
  let ended = false;
  let stopped = false;

  // A terminal that shows only ASCII (--ascii, a C locale) is written the readable stand-ins of the rest: `...` for `…`, `->` for `→`.
  const ascii = options.style.ascii;
  const write = (lines: readonly string[]) => {
    if (!ended && lines.length > 0) out.write(`${lines.map((l) => (ascii ? asciiText(plainText(l)) : plainText(l))).join('\n')}\n`);
  };

  // No colour, frames drawn with line characters (the reading leaves them out, where ASCII ones would be read as dashes), blocks one under the other.
  const ui = createUi({ ...options.style, mono: true, ascii: false, stacked: true }, options.keys, options.game, {
    // The options' own hooks (the recording, the save, a shared table's), and how this interface ends.
    ...options,
    onQuit(code) {
      if (ended) return;
      ended = true;
      reader.stop();
      input.setRawMode?.(false);
      input.pause();
      finish(code);
    },
  }, options.hpWarning);

  /** The last log line written and how many times it had been said then: the lines after it are news. */
  let lastLine: LogLine | undefined;
  let lastTimes = 0;
  const news = (): string[] => {
    const log = ui.log;
    const at = lastLine ? log.lastIndexOf(lastLine) : -1;
    // A log replaced (a saved game picked up) is news only in its last lines, as many as the full screen's log shows.
    const from = at >= 0 ? at + 1 : lastLine ? Math.max(0, log.length - LOG_HEIGHT) : 0;
    const again = at >= 0 && (lastLine!.times ?? 1) > lastTimes ? [lastLine!] : [];
    const fresh = [...again, ...log.slice(from)];
    lastLine = log.at(-1);
    lastTimes = lastLine?.times ?? 1;
    // At one keyboard, what is said while a person in the Opposition has it is told to the hero, as the full screen's log reads it.
    return readAtKeyboard(ui, fresh).map(logText);
  };

  /** What was last read of the screen or question on top, and which it was: a changed one is read again in full, the same one only where it changed. */
  let shown: { top: unknown; lines: string[] } | undefined;
  let shownTurn: number | undefined;

  /** The text of the screen, or of the question on top of it; none for the zone's own map and log, which plain mode says in words. */
  const topText = (): string[] => {
    const lines = asSeen(ui, () => {
      const modal = ui.modals.at(-1);
      if (modal) return readable(modal.draw(ui, Array<string>(HEIGHT).fill(''), WIDTH, HEIGHT));
      return ui.screen.kind === 'zone' ? [] : readable(ui.screen.draw(ui, WIDTH, HEIGHT));
    });
    // Screens that show the last messages (the title, Home, the end) would say them twice: the news has them.
    const said = new Set(ui.log.slice(-2 * HEIGHT).map(logText));
    return lines.filter((l) => !said.has(l));
  };

  /** The map key works where keys.json leaves it free. */
  const mapKeyFree = () => !ui.keys.get(MAP_KEY);

  const prompt = (): string => {
    const k = (command: Parameters<typeof keyFor>[1]) => keyFor(ui.keys, command) ?? 'unbound';
    return `Your move: the direction keys walk, ${k('look')} looks, ${k('inventory')} inventory,${mapKeyFree() ? ` ${MAP_KEY} map,` : ''} ${k('help')} all keys, ${k('save')} save and quit.`;
  };

  /** What changed since the last report, in reading order. */
  function report(): void {
    if (ended || stopped) return;
    const view = asSeen(ui, () => ui.game);
    const top = ui.modals.at(-1) ?? ui.screen;
    const atPlay = ui.screen.kind === 'zone' && ui.modals.length === 0 && view?.phase === 'dungeon';
    const newTop = shown?.top !== top;
    const lines: string[] = [];
    const turned = view !== undefined && view.turn !== shownTurn;
    if (view && (view.phase === 'dungeon' || view.phase === 'home') && (turned || (newTop && ui.modals.length === 0))) lines.push(statusLine(view));
    lines.push(...news());
    const text = topText();
    const before = new Set(shown?.lines ?? []);
    // A long page read again is only its changed lines, and not a line the cursor has just left; a short question is read whole.
    lines.push(...(newTop || text.length <= SHORT ? text : text.filter((l) => !before.has(l) && !before.has(`>${l}`))));
    if (atPlay && (newTop || turned)) lines.push(...seenLines(view));
    if (atPlay) lines.push(prompt());
    else if (!newTop && lines.length === 0 && text.length > 0) lines.push(text.at(-1)!);
    shown = { top, lines: text };
    shownTurn = view?.turn;
    // At one keyboard a curtain wipes what the last seat's turn wrote: with no escape sequence to clear the screen,
    // a terminal's screenful of empty lines pushes it out of sight before the curtain is written below them.
    const rows = (out as { isTTY?: boolean; rows?: number }).isTTY ? ((out as { rows?: number }).rows ?? 24) : 0;
    const wipe = newTop && top.kind === 'curtain' ? Array<string>(rows).fill('') : [];
    write([...wipe, '', ...lines]);
  }

  /** The zone's map as rows of plain characters, and where the hero stands on it. */
  function mapRows(s: GameState): string[] {
    const { zone } = currentZone(s);
    const rows = mapLines(s, { mono: false, ascii: true, symbols: 'ascii' }, zone.width, zone.height).map((l) => untagged(l).trimEnd());
    return [`Map of zone ${s.zone}, ${zone.height} rows, north at the top; you are the @ at column ${s.hero.x + 1}, row ${s.hero.y + 1}.`, ...rows, 'End of the map.'];
  }

  function play(keys: ReturnType<typeof typedKeys>[number]): void {
    for (let k = 0; k < keys.length && !ended; k++) {
      const { full, ch } = keys[k]!;
      if (full === 'C-z' && options.onStop) {
        options.onStop();
        continue;
      }
      if (full === 'C-c') {
        askToQuit(ui);
        continue;
      }
      if (full === MAP_KEY && mapKeyFree() && ui.screen.kind === 'zone' && ui.modals.length === 0 && ui.game?.phase === 'dungeon') {
        write(['', ...asSeen(ui, () => mapRows(ui.game!))]);
        continue;
      }
      const cmd = ui.keys.get(full);
      const unused = cmd && NOT_IN_PLAIN[cmd];
      if (unused) {
        ui.say(unused, 'info');
        continue;
      }
      const interrupted = splitAlt(ui.keys, full, ch).some((input) => pressKey(ui, input));
      // Keys typed after one that ran into something new are not played blind, as on the full screen.
      if (interrupted && k < keys.length - 1) {
        ui.say(TYPED_AHEAD_DROPPED, 'prompt');
        break;
      }
    }
    report();
  }

  const playText = (text: string) => {
    for (const keys of typedKeys(text)) play(keys);
  };
  // From a pipe or a file, reads end anywhere, even inside a line: a line waits for its end, or for the input's.
  const piped = !(input as { isTTY?: boolean }).isTTY;
  let partial = '';
  /** The keys of a line begun before a sequence or a paste: played first, so all goes in the order it was sent. */
  const playPartial = () => {
    if (partial !== '') playText(partial);
    partial = '';
  };
  // Read as the full screen reads it (key-reader.ts): a sequence with no name is one unknown key, a paste is text, never keys.
  const reader = keyReader(input, {
    unknown(sequence) {
      playPartial();
      play([{ full: sequenceName(sequence), ch: undefined }]);
    },
    paste(text) {
      playPartial();
      if (ended) return;
      pasteText(ui, text);
      report();
    },
  });
  const onData = (text: string) => {
    if (!piped) return playText(text);
    const whole = partial + text;
    const cut = Math.max(whole.lastIndexOf('\n'), whole.lastIndexOf('\r')) + 1;
    partial = whole.slice(cut);
    if (cut > 0) playText(whole.slice(0, cut));
    // No line is that long but one that never ends (a file of keys with no line breaks): its keys are played as they come.
    if (partial.length > LONGEST_LINE) {
      playText(partial);
      partial = '';
    }
  };
  if (piped) input.once('end', () => partial !== '' && playText(`${partial}\n`));
  input.setRawMode?.(true);
  reader.keys.on('data', onData);
  input.resume();

  write(['ASCII @HACK! in plain mode: each turn is told in lines of text. Type a key, or a line of keys and Enter; Enter on its own is the Enter key.']);
  ui.screen = options.first(ui);
  report();
  return {
    ui,
    done,
    render: report,
    destroy: () => ui.quit(0),
    suspend() {
      if (ended || stopped) return;
      stopped = true;
      input.setRawMode?.(false);
    },
    resume() {
      if (ended || !stopped) return;
      stopped = false;
      input.setRawMode?.(true);
      // Read again in full: the shell has written in between.
      shown = undefined;
      report();
    },
    abandon() {
      ended = true;
    },
  };
}
