/**
 * What the terminal sends, read before blessed sees it. blessed names the
 * keys it knows (arrows, F1–F12, Home, Alt+key) but cuts a sequence it does
 * not know into its characters, so a key sent in a newer form (`ESC[97;5u`,
 * Ctrl+a as kitty and fixterms send it) would be played as `9`, `7`, `;`,
 * `5`, `u`; and a paste arrives as keys. Here each escape sequence is taken
 * whole: one blessed names goes on to blessed as it came, one it does not is
 * reported as one unknown key, one cancelled by CAN or SUB and a control
 * string (a terminal's answer to a query) are taken without a word, and what comes between a bracketed paste's
 * start and end is reported as one paste, however many reads it spans. A
 * control string's opener is also what Alt+] or Alt+P sends: one that does
 * not read as an answer (docs/keys.md) goes on to blessed as the keys it was.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

const load = createRequire(import.meta.url);
const blessedKeys = load('blessed/lib/keys.js') as { emitKeypressEvents(stream: EventEmitter): void };

export const PASTE_START = '\x1b[200~';
export const PASTE_END = '\x1b[201~';

/**
 * How long the rest of a sequence or of a paste is waited for once the bytes stop: a terminal sends either in
 * one go, and a link may cut it into reads, but never this far apart. After it, what came is taken as it is.
 */
export const HELD_MS = 500;

/** How much of one paste is kept: far more than any field takes (a Background, 80 characters), and a paste of megabytes is not held whole. */
const PASTE_KEPT = 4096;

export interface KeyReaderHooks {
  /** A whole escape sequence blessed has no name for, as sent. */
  unknown(sequence: string): void;
  /** The text of one bracketed paste. */
  paste(text: string): void;
}

/**
 * What a terminal sends that is no key pressed, taken without a word: mouse reports (SGR and X10), focus
 * in and out, and a modifier key on its own as kitty reports it (57441–57452: Shift, Ctrl, Alt, Super…).
 */
const NOT_A_KEY = /^\x1b+\[(?:<[\d;]*[Mm]|M[\s\S]{3}|[IO]|(?:5744[1-9]|5745[0-2])(?:;[\d:]*)?u)$/;

/**
 * The bytes after ESC that open a control string, which runs to ESC \ (or, for OSC, to BEL): OSC `]`, DCS `P`,
 * SOS `X`, PM `^`, APC `_`. A terminal sends them as answers (its colours, the clipboard, what it can do); a
 * player sends the same two bytes for Alt with that key.
 */
const STRING_OPENERS = /^\x1b+[\]PX^_]/;

/** Whether `sequence` begins with a control string's opener: an answer, or Alt with that key. */
const isString = (sequence: string): boolean => STRING_OPENERS.test(sequence);

/** CAN and SUB: either cancels the sequence or control string it comes in (ECMA-48), and is no key itself. */
const cancels = (ch: string | undefined): boolean => ch === '\x18' || ch === '\x1a';

/**
 * How the text of a terminal's answer begins, by the last byte of its opener. In an OSC: the number of the
 * query it answers (five digits at most) and `;`, or `l` or `L` (a window's title). In a DCS: such a number and
 * what follows it (`$r` a setting, `+r` a capability), or `!`, `>` or `@` (the terminal's id, its name and
 * version, kitty's reply). In an APC: `G` (kitty's graphics). No terminal answers in an SOS or a PM.
 */
const ANSWER_STARTS: Readonly<Partial<Record<string, RegExp>>> = {
  ']': /^(?:\d{1,5}(?:;[\s\S]*)?|[lL][\s\S]*)$/,
  P: /^(?:\d{1,5}(?:\D[\s\S]*)?|[!>@][\s\S]*)$/,
  _: /^G/,
};

/**
 * How much of a control string cut at the end of a read is kept while it may yet be keys typed after Alt:
 * more than keys typed in one go, far less than a clipboard's answer, whose text is then no longer kept.
 */
const KEYS_KEPT = 256;

/** What `blessedNames` found, by sequence: an arrow is asked about at every step, and a terminal sends few kinds. */
const named = new Map<string, boolean>();

/** Whether blessed reads `sequence` as one key it names: the sequences it cuts up or calls `undefined` are not. */
function blessedNames(sequence: string): boolean {
  const known = named.get(sequence);
  if (known !== undefined) return known;
  // A sender making up sequences without end is not remembered past a few hundred of them.
  if (named.size >= 256) named.clear();
  const answer = askBlessed(sequence);
  named.set(sequence, answer);
  return answer;
}

function askBlessed(sequence: string): boolean {
  const probe = new EventEmitter();
  const names: (string | undefined)[] = [];
  probe.on('keypress', (_ch: string | undefined, key: { name?: string } | undefined) => names.push(key?.name));
  blessedKeys.emitKeypressEvents(probe);
  probe.emit('data', sequence);
  return names.length === 1 && names[0] !== undefined && names[0] !== 'undefined';
}

/** A sequence as a player can read it in a message: ESC written out, the rest as sent. */
export function sequenceName(sequence: string): string {
  return sequence.replace(/\x1b/g, 'ESC');
}

/**
 * Where the escape sequence starting at `text[at]` (an ESC) ends: the index after it; `undefined` when the
 * text stops before its end (more may come); `-1` for an ESC that starts no sequence (Esc itself, an
 * Alt+key, Alt with a control string's opener and the keys typed after it). A CSI is ESC [ then parameter
 * bytes (0–9 : ; < = > ?), intermediate bytes (space to /) and one final byte (@ to ~); the Linux console's
 * ESC [ [ x is one too. An SS3 is ESC O, optional parameters, and one final byte. Leading extra ESCs (Alt, as
 * some terminals send it) belong to it. A CAN or SUB before the final byte ends it, cancelled (ECMA-48).
 */
function sequenceEnd(text: string, at: number): number | undefined {
  let k = at;
  while (text[k] === '\x1b') k++;
  const kind = text[k];
  if (kind === undefined) return -1;
  if (isString(text.slice(at, k + 1))) {
    // An opener with nothing after it is Alt with that key, as blessed reads it: a terminal sends an answer's opener and its text in one go.
    if (k + 1 >= text.length) return -1;
    const end = stringEnd(text, kind, k + 1, true);
    // Cut at the end of the read: its rest is waited for (a link may cut an answer) only if it begins as an answer does.
    return end === undefined && !ANSWER_STARTS[kind]?.test(text.slice(k + 1)) ? -1 : end;
  }
  if (kind !== '[' && kind !== 'O') return -1;
  // ESC O with nothing after it is Alt+O, as blessed reads it; ESC [ waits for the rest of its sequence.
  if (k + 1 >= text.length) return kind === 'O' ? -1 : undefined;
  k++;
  if (kind === '[' && text[k] === '[') return k + 2 <= text.length ? k + 2 : undefined;
  const params = kind === '[' ? /[0-?]/ : /[0-9;]/;
  while (k < text.length && params.test(text[k]!)) k++;
  if (kind === '[') while (k < text.length && /[ -/]/.test(text[k]!)) k++;
  if (k >= text.length) return undefined;
  // A CAN or SUB (Ctrl-X, Ctrl-Z) cancels a sequence begun (ECMA-48): it ends there, with it, and what follows is keys again.
  if (cancels(text[k]!)) return k + 1;
  // An X10 mouse report: its three bytes of button and place follow the M.
  if (kind === '[' && text[k] === 'M' && text[k - 1] === '[') return k + 4 <= text.length ? k + 4 : undefined;
  // A byte that can end no sequence (a control character, a letter typed after a cut-off one): the sequence ends before it.
  return /[@-~]/.test(text[k]!) ? k + 1 : k;
}

/**
 * Where the text of a control string opened by `kind` (its opener's last byte), from `text[from]`, ends: the
 * index after the ESC \ (or, for OSC, the BEL) that ends it, or after a CAN or SUB, which cancel it (ECMA-48);
 * `undefined` when the text stops first. An answer's text is printable: any other byte (a control character,
 * Backspace, an ESC that does not end it) shows that a string which `mayBeKeys` was keys typed after Alt (-1), and
 * so does a letter beyond ASCII before the string has begun as an answer does (`ANSWER_STARTS`); after that, such
 * a letter is the answer's text (a window's title). In one known to be an answer, an ESC that does not end it
 * starts the next sequence (the answer was cut short) and other bytes are its text.
 */
function stringEnd(text: string, kind: string, from: number, mayBeKeys: boolean): number | undefined {
  /** Whether the text so far begins as an answer does: asked once, at its first character beyond ASCII. */
  let answer = !mayBeKeys;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) continue;
    if (cancels(text[i]) || (c === 0x07 && kind === ']')) return i + 1;
    if (c === 0x1b) {
      if (i + 1 >= text.length) return undefined;
      if (text[i + 1] === '\\') return i + 2;
      return mayBeKeys ? -1 : i;
    }
    // A character beyond ASCII (not a C1 control) is text in an answer, such as a window's title in any script.
    if (c >= 0xa0 && (answer ||= ANSWER_STARTS[kind]?.test(text.slice(from, i)) === true)) continue;
    if (mayBeKeys) return -1;
  }
  return undefined;
}

/** The longest end of `text` that is a start of `marker`: bytes that may be the marker cut between two reads. */
function cutMarker(text: string, marker: string): number {
  for (let n = Math.min(marker.length - 1, text.length); n > 0; n--) if (marker.startsWith(text.slice(-n))) return n;
  return 0;
}

/**
 * Reads `input` and gives blessed a stand-in for it to read keys from: the same terminal (raw mode, pause
 * and resume go through to it), but every sequence blessed cannot name is taken out and reported to `hooks`,
 * in order with the keys around it. `stop` lets the input go (the interface ended).
 */
export function keyReader(input: Readable, hooks: KeyReaderHooks): { keys: EventEmitter; stop(): void } {
  const tty = input as Readable & { isRaw?: boolean; setRawMode?: (raw: boolean) => unknown };
  const keys = Object.assign(new EventEmitter(), {
    get isRaw() {
      return tty.isRaw;
    },
    resume: () => void input.resume(),
    pause: () => void input.pause(),
    get destroyed() {
      return input.destroyed;
    },
    // blessed sets raw mode only on an input that has it: the stand-in has it when the terminal does.
    ...(tty.setRawMode ? { setRawMode: (raw: boolean) => tty.setRawMode!(raw) } : {}),
  });
  const decoder = new StringDecoder('utf8');
  let held = '';
  let pasting: string | undefined;
  /** The kind of the control string being passed over (its opener's last byte): an answer too long to be keys, whose text is not kept. */
  let dropping: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pass = (text: string) => {
    if (text) keys.emit('data', text);
  };

  /** Everything read so far that can be told: `held` keeps what waits for more. */
  const read = (text: string): void => {
    let rest = held + text;
    held = '';
    while (rest) {
      if (pasting !== undefined) {
        const end = rest.indexOf(PASTE_END);
        if (end < 0) {
          const cut = cutMarker(rest, PASTE_END);
          pasting = (pasting + rest.slice(0, rest.length - cut)).slice(0, PASTE_KEPT);
          held = rest.slice(rest.length - cut);
          return;
        }
        hooks.paste((pasting + rest.slice(0, end)).slice(0, PASTE_KEPT));
        pasting = undefined;
        rest = rest.slice(end + PASTE_END.length);
        continue;
      }
      if (dropping !== undefined) {
        const end = stringEnd(rest, dropping, 0, false);
        if (end === undefined) {
          // Its last ESC may be half of its end.
          held = rest.endsWith('\x1b') ? '\x1b' : '';
          return;
        }
        dropping = undefined;
        rest = rest.slice(end);
        continue;
      }
      const esc = rest.indexOf('\x1b');
      if (esc < 0) return pass(rest);
      let keysEnd = esc;
      let end = sequenceEnd(rest, esc);
      // Sequences blessed names, and ESCs that start none, go on to blessed together with the keys around them.
      while (end !== undefined && (end < 0 || (rest.slice(keysEnd, end) !== PASTE_START && !isString(rest.slice(keysEnd, end)) && !cancels(rest[end - 1]) && blessedNames(rest.slice(keysEnd, end))))) {
        keysEnd = end < 0 ? keysEnd + 1 : end;
        const next = rest.indexOf('\x1b', keysEnd);
        if (next < 0) return pass(rest);
        keysEnd = next;
        end = sequenceEnd(rest, next);
      }
      pass(rest.slice(0, keysEnd));
      if (end === undefined) {
        held = rest.slice(keysEnd);
        // A control string longer than keys typed in one go is an answer: its text is never used, and one may run to
        // megabytes (a clipboard's), which would otherwise be read again at every read that brings more of it.
        if (held.length > KEYS_KEPT && isString(held)) {
          dropping = STRING_OPENERS.exec(held)![0].slice(-1);
          held = held.endsWith('\x1b') ? '\x1b' : '';
        }
        return;
      }
      const sequence = rest.slice(keysEnd, end);
      if (sequence === PASTE_START) pasting = '';
      // A control string, a sequence cancelled by CAN or SUB, and what is no key pressed are taken without a word.
      else if (!isString(sequence) && !cancels(sequence.at(-1)) && !NOT_A_KEY.test(sequence)) hooks.unknown(sequence);
      rest = rest.slice(end);
    }
  };

  /**
   * Bytes that waited too long for the rest: a sequence cut short is unknown, a paste without its end is the
   * paste so far, and a control string whose end never came was Alt with its opener's key and the keys typed
   * after it, unless it was already too long to be keys.
   */
  const giveUp = (): void => {
    timer = undefined;
    if (dropping !== undefined) {
      dropping = undefined;
      held = '';
      return;
    }
    if (pasting !== undefined) {
      const text = pasting + held;
      pasting = undefined;
      held = '';
      return hooks.paste(text);
    }
    if (held) {
      const sequence = held;
      held = '';
      if (isString(sequence)) pass(sequence);
      else hooks.unknown(sequence);
    }
  };

  const onData = (chunk: Buffer | string) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    read(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (held || pasting !== undefined || dropping !== undefined) timer = setTimeout(giveUp, HELD_MS);
  };
  input.on('data', onData);
  return {
    keys,
    stop() {
      if (timer) clearTimeout(timer);
      input.off('data', onData);
    },
  };
}
