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

export const screen = load('blessed/lib/widgets/screen.js') as (options: Widgets.IScreenOptions) => Widgets.Screen;
