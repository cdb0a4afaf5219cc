/**
 * A playing session: the title, a new game or a saved one, and the
 * recording that becomes the save. Saving happens on `S` (then quit) and
 * whenever a zone is entered; a finished game's save is removed
 * (permadeath).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';
import { listSaves, readSave, saveName, SaveError, writeSave } from '../persist/saves.js';
import { SAVE_FORMAT, type Recording } from '../persist/recording.js';
import { startApp, type App } from './app.js';
import type { KeyMap } from './keys.js';
import type { Style } from './style.js';
import type { Ui } from './ui.js';
import { creationScreen } from './screens/creation.js';
import { titleScreen } from './screens/title.js';
import { afterAct } from './screens/flow.js';
import { helpPage } from './modals/help.js';
import type { Readable, Writable } from 'node:stream';

export interface SessionOptions {
  input: Readable;
  output: Writable;
  style: Style;
  keys: KeyMap;
  terminal: string;
  saveDir: string;
  seed?: string;
  options: Partial<RulesOptions>;
  version: string;
  /** A fresh seed when none is given. */
  randomSeed: () => string;
}

export function startSession(o: SessionOptions): App {
  let rec: Recording | undefined;

  const persist = (ui: Ui): string | undefined => {
    if (!rec || !ui.game) return undefined;
    rec.snapshot = ui.game;
    if (ui.game.phase === 'dead' || ui.game.phase === 'won') {
      rmSync(join(o.saveDir, saveName(ui.game.hero.name)), { force: true });
      return undefined;
    }
    try {
      return writeSave(o.saveDir, rec);
    } catch (error) {
      ui.say(`Could not save: ${(error as Error).message}`, 'error');
      return undefined;
    }
  };

  const app = startApp({
    input: o.input,
    output: o.output,
    style: o.style,
    keys: o.keys,
    terminal: o.terminal,
    onAction(action: Action, state: GameState) {
      if (!rec) return;
      rec.actions.push(action);
      rec.checks.push(state.check);
      // A save on every zone entry and every 50 actions, so little is lost to a dropped line.
      if (action.type === 'enter-dungeon' || rec.actions.length % 50 === 0 || state.zone !== rec.snapshot.zone || state.phase === 'dead' || state.phase === 'won') {
        rec.snapshot = state;
        persist(app.ui);
      }
    },
    onSave(ui) {
      const file = persist(ui);
      ui.quit(0);
      if (file) process.stderr.write(`Saved to ${file}\n`);
    },
    first: () =>
      titleScreen({
        canContinue: () => listSaves(o.saveDir).length > 0,
        newGame(ui) {
          const seed = o.seed ?? o.randomSeed();
          ui.go(
            creationScreen(seed, o.options, (u) => {
              rec = { format: SAVE_FORMAT, game: o.version, seed, options: o.options, actions: [], checks: [], snapshot: u.game! };
            }),
          );
        },
        continueGame(ui) {
          const latest = listSaves(o.saveDir)[0];
          if (!latest) return;
          try {
            rec = readSave(latest.file);
          } catch (error) {
            ui.say(error instanceof SaveError ? error.message : String(error), 'error');
            return;
          }
          ui.game = rec.snapshot;
          ui.say(`Welcome back, ${rec.snapshot.hero.name}.`);
          afterAct(ui);
        },
        help: (ui) => ui.push(helpPage()),
      }),
  });
  return app;
}
