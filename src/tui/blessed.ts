/**
 * The one blessed widget the interface uses, its screen, loaded on its own: the
 * package's index loads all of its thirty-odd widgets (images, video, a
 * terminal emulator), which costs every start some 20 ms for nothing.
 */
import { createRequire } from 'node:module';
import type { Widgets } from 'blessed';

const load = createRequire(import.meta.url);

export const screen = load('blessed/lib/widgets/screen.js') as (options: Widgets.IScreenOptions) => Widgets.Screen;
