/**
 * A playing session: the title, setup and a new hero or a saved game, the
 * high scores, and the recording that becomes the save, with the last
 * messages. Saving happens on `S` (then quit) and whenever a zone is
 * entered; a finished game's save is removed (permadeath).
 */
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';
import { listSaves, readPlayableSave, readSave, removeSave, SaveError, writeSave } from '../persist/saves.js';
import { claimSave, lockSave, LockError } from '../persist/lock.js';
import { confirm } from './modals/basic.js';
import { writeMorgue } from '../persist/morgue.js';
import { fsProblem } from '../persist/fs-problem.js';
import type { Recording, SaveFile } from '../persist/recording.js';
import { startApp, type App } from './app.js';
import { restoredLog } from './ui-state.js';
import type { KeyMap } from './keys.js';
import type { Style } from './style.js';
import type { Screen, Ui } from './ui.js';
import { creationScreen } from './screens/creation.js';
import { titleScreen } from './screens/title.js';
import { setupScreen } from './screens/setup.js';
import { scoresScreen } from './screens/scores.js';
import { configureEnd } from './screens/end.js';
import { afterAct } from './screens/flow.js';
import { logText } from './screens/zone.js';
import { helpPage } from './modals/help.js';
import type { Readable, Writable } from 'node:stream';
import { settle } from '../core/opposition/settle.js';

export interface SessionOptions {
  /** A save to pick up at once (`athack continue`) instead of showing the title first. */
  continueFile?: string;
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

export interface Session extends App {
  savedTo(): string | undefined;
}

export function startSession(o: SessionOptions): Session {
  let rec: Recording | undefined;
  /** The creation action, taken just before a new game's recording begins. */
  let created: { action: Action; check: number } | undefined;
  /** Where the last save-and-quit wrote, for the command to tell the player once the screen is gone. */
  let savedTo: string | undefined;

  /** Picks a saved game up exactly where it stood: the same screen, the same next rolls, the messages last seen. */
  const continueGame = (ui: Ui, file: string): void => {
    let loaded: SaveFile;
    try {
      loaded = readPlayableSave(file);
    } catch (error) {
      ui.say(error instanceof SaveError ? error.message : String(error), 'error');
      return;
    }
    // Another process playing this hero keeps it: the player is told who, and nothing is loaded.
    if (!hold(ui, file)) return;
    rec = loaded.recording;
    ui.log.splice(0, ui.log.length, ...restoredLog(loaded.messages ?? []));
    // Saved while the AI seats were answering: they answer now, and their actions join the recording.
    const ai = settle(rec.snapshot);
    for (const taken of ai.steps) {
      rec.actions.push(taken.action);
      rec.checks.push(taken.state.check);
    }
    rec.snapshot = ai.state;
    ui.game = rec.snapshot;
    ui.say(`Welcome back, ${rec.snapshot.hero.name}.`);
    afterAct(ui);
  };

  const title = (): Screen =>
    titleScreen({
      saves: () => listSaves(o.saveDir),
      describe(file) {
        try {
          const s = readSave(file).snapshot;
          const where = s.phase === 'home' ? 'at Home' : s.zone ? `zone ${s.zone}` : s.phase;
          return `${s.hero.className} ${s.hero.level}, ${where}, turn ${s.turn}`;
        } catch {
          return undefined;
        }
      },
      newGame(ui) {
        ui.go(setup(o.seed ?? o.randomSeed(), o.options));
      },
      continueGame: (ui, file) => continueGame(ui, file),
      highScores: (ui) => ui.go(scoresScreen({ saveDir: o.saveDir, back: (u) => u.go(title()) })),
      help: (ui) => ui.push(helpPage()),
    });

  /** Setup, then creation with its choices; Esc in creation comes back here with them kept. */
  const setup = (seed: string, options: Partial<RulesOptions>): Screen =>
    setupScreen({
      seed,
      seedGiven: o.seed !== undefined && seed === o.seed,
      randomSeed: o.randomSeed,
      options,
      back: (ui) => ui.go(title()),
      start(ui, chosenSeed, chosen) {
        // A new game's log starts empty: nothing of the last game (or its ending) carries over.
        ui.log.length = 0;
        ui.go(
          creationScreen(
            chosenSeed,
            chosen,
            (u) => {
              rec = { seed: chosenSeed, options: chosen, actions: created ? [created.action] : [], checks: created ? [created.check] : [], snapshot: u.game! };
              // A new hero gets a save of its own, chosen (and locked) when it is first written.
              release?.();
              release = undefined;
              saveFile = undefined;
            },
            (u) => u.go(setup(chosenSeed, chosen)),
          ),
        );
      },
    });

  /** The save this session writes, and the lock that keeps other processes off it. */
  let saveFile: string | undefined;
  let release: (() => void) | undefined;
  /** Locks the save to write: `file` when continuing one, else a free name claimed for a new hero. */
  const hold = (ui: Ui, file: string | { hero: string }): boolean => {
    release?.();
    release = undefined;
    try {
      if (typeof file === 'string') {
        release = lockSave(file);
        saveFile = file;
      } else ({ file: saveFile, release } = claimSave(o.saveDir, file.hero));
    } catch (error) {
      // Held by another process, or a folder that cannot take the lock: either way nothing is written.
      ui.say(error instanceof LockError && typeof file === 'string' ? `${file}: ${error.message}.` : `Could not save: ${fsProblem(error, true)}`, 'error');
      return false;
    }
    return true;
  };

  /** Saves where the game stands; a game that has ended leaves a morgue file instead (permadeath). */
  const persist = (ui: Ui): string | undefined => {
    if (!rec || !ui.game) return undefined;
    rec.snapshot = ui.game;
    if (!saveFile && !hold(ui, { hero: ui.game.hero.name })) return undefined;
    try {
      if (ui.game.phase === 'dead' || ui.game.phase === 'won') {
        // The morgue file first, then the save goes: a crash between the two leaves both, never neither.
        const morgue = writeMorgue(o.saveDir, ui.game, ui.log.map(logText), rec, o.version);
        removeSave(saveFile!);
        release?.();
        return morgue;
      }
      return writeSave(o.saveDir, rec, o.version, saveFile, ui.log);
    } catch (error) {
      ui.say(`Could not save: ${fsProblem(error, true)}`, 'error');
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
      // The hero's creation is the recording's first action: it is taken before the recording starts.
      if (action.type === 'create') created = { action, check: state.check };
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
      const inPlay = rec !== undefined && (ui.game?.phase === 'home' || ui.game?.phase === 'dungeon');
      const to = persist(ui);
      const quit = (u: Ui) => {
        release?.();
        u.quit(0);
      };
      if (to !== undefined || !inPlay) {
        savedTo = to;
        return quit(ui);
      }
      // The save failed and the log says why: the game stays until the player chooses to lose it.
      ui.push({ ...confirm('Quit without saving? What was played since the last save is lost. Answer n to play on; S tries the save again.', quit), kind: 'quit' });
    },
    first: (ui) => {
      configureEnd(ui, {
        saveDir: o.saveDir,
        toTitle(u) {
          // The title's notes are for this session's troubles, not the last game's final words.
          u.log.length = 0;
          u.go(title());
        },
      });
      return title();
    },
  });
  void app.done.then(() => release?.());
  if (o.continueFile) {
    continueGame(app.ui, o.continueFile);
    app.render();
  }
  return { ...app, savedTo: () => savedTo };
}
