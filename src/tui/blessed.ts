/**
 * The one blessed widget the interface uses, its screen, loaded on its own: the
 * package's index loads all of its thirty-odd widgets (images, video, a
 * terminal emulator), which costs every start some 20 ms for nothing.
 */
import { createRequire } from 'node:module';
import type { Widgets } from 'blessed';

const load = createRequire(import.meta.url);

/** blessed's reader of terminfo: what it keeps of each capability is a function, which it builds here. */
interface Tput {
  _compile(info: unknown, key: string, cap: unknown): unknown;
}

// blessed turns every string capability of the terminal (some 400 for xterm) into JavaScript and compiles
// it with `new Function` when its screen starts: 40–100 ms and 5 MB of peak memory before the first frame,
// for the two dozen a game sends. Each is compiled the first time it is sent instead, to the same function.
const tput = (load('blessed/lib/tput.js') as { prototype: Tput }).prototype;
const compileNow = tput._compile;
tput._compile = function (info, key, cap) {
  // Flags, numbers and empty strings are kept as they are, not compiled: blessed tests those by value.
  if (typeof cap !== 'string' || cap === '') return compileNow.call(this, info, key, cap);
  let compiled: ((...args: unknown[]) => unknown) | undefined;
  const self = this;
  return function (this: unknown, ...args: unknown[]) {
    compiled ??= compileNow.call(self, info, key, cap) as (...args: unknown[]) => unknown;
    return compiled.apply(this, args);
  };
};

/** blessed's screen as it enters and leaves the terminal's own screen, and what it writes through. */
interface ScreenModes {
  program: { isAlt: boolean; _write(text: string): void };
  enter(): void;
  leave(): void;
}

const Screen = load('blessed/lib/widgets/screen.js') as ((options: Widgets.IScreenOptions) => Widgets.Screen) & { prototype: ScreenModes };

// Bracketed paste (xterm's private mode 2004): a paste comes marked as one (key-reader.ts), never as keys typed.
// It is on while the game holds the terminal and off again on every way out (quitting, a stop, the exit
// handler) along with the terminal's other modes, since blessed enters and leaves its screen on each.
const BRACKETED_PASTE_ON = '\x1b[?2004h';
const BRACKETED_PASTE_OFF = '\x1b[?2004l';
const enterNow = Screen.prototype.enter;
const leaveNow = Screen.prototype.leave;
Screen.prototype.enter = function (this: ScreenModes) {
  const entering = !this.program.isAlt;
  enterNow.call(this);
  if (entering) this.program._write(BRACKETED_PASTE_ON);
};
Screen.prototype.leave = function (this: ScreenModes) {
  if (this.program.isAlt) this.program._write(BRACKETED_PASTE_OFF);
  leaveNow.call(this);
};

export const screen = Screen;
