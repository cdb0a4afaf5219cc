/**
 * The interface's state and the contract its screens follow. A screen only
 * draws from the state and turns keys into actions for the reducer
 * (docs/architecture.md rule 5); everything it draws is lines of blessed-tagged
 * text, so the whole frame can be tested as text.
 */
import type { Action } from '../core/engine/actions.js';
import type { GameEvent } from '../core/engine/events.js';
import type { GameState } from '../core/engine/types.js';
import type { Command, KeyMap } from './keys.js';
import type { Style } from './style.js';
import type { HpShare } from './hp-share.js';

export interface KeyInput {
  /** The key as blessed names it: `a`, `S-a` is `A`, `up`, `C-p`, `enter`, `escape`. */
  full: string;
  /** The character typed, for text entry. */
  ch: string | undefined;
  /** The command bound to the key, if any. */
  cmd: Command | undefined;
}

export interface Screen {
  /** A name for the screen, so flow logic can tell which one is showing. */
  kind: string;
  /** The whole frame: `height` lines of at most `width` visible characters. */
  draw(ui: Ui, width: number, height: number): string[];
  key(ui: Ui, key: KeyInput): void;
  /** A paste (the terminal's bracketed paste), typed into the text field being written; false, or left out, where none is: a paste is never played as keys. */
  paste?(ui: Ui, text: string): boolean;
}

/** A screen drawn over the one below it. */
export interface Modal {
  kind?: string;
  /** A question keys typed ahead must not answer: the rest of the burst that opened it is dropped. */
  guarded?: boolean;
  /** A yes-or-no question's words, for a terminal too small to draw its box (app.ts). */
  question?: string;
  /** Draws over `below` (the frame underneath) and returns the frame. */
  draw(ui: Ui, below: string[], width: number, height: number): string[];
  key(ui: Ui, key: KeyInput): void;
  /** As a screen's (Screen.paste). */
  paste?(ui: Ui, text: string): boolean;
  /** What `?` opens over the box (ui-state.ts, sendKey): the keys of what is on screen, or the page on what it asks; left out where `?` is typed as text. */
  help?(ui: Ui): Modal;
}

export interface LogLine {
  text: string;
  kind: GameEvent['kind'] | 'error' | 'info';
  turn: number;
  /** The same line said this many times running (from 2), shown once with its count. */
  times?: number;
}

export interface Ui {
  style: Style;
  keys: KeyMap;
  /** The game, once one is started or continued. */
  game: GameState | undefined;
  log: LogLine[];
  /** Events of the last step, for screens that show what just happened. */
  last: GameEvent[];
  /** Below this share of the maximum HP a hurt stops play for a key (danger.ts); none: no danger stops at all, as in the replay viewer. */
  hpWarning?: HpShare;
  /** Items the hero has stood on: exploring walks to the others and not again to these. */
  trodden: Set<number>;
  screen: Screen;
  modals: Modal[];
  /** Sends an action to the reducer; refusals go to the log. Returns whether it was taken. */
  act(action: Action): boolean;
  /** What follows a step of play: the question the game now asks, Home, or the end. Every screen that sends actions calls it. */
  settle(): void;
  go(screen: Screen): void;
  push(modal: Modal): void;
  pop(): void;
  say(text: string, kind?: LogLine['kind']): void;
  /** Ends the interface with an exit status. */
  quit(code?: number): void;
  /** Saves the game where it stands (when a save folder is set). */
  save(): void;
}
