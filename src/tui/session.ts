/**
 * A playing session: the title, setup and a new hero or a saved game, the
 * high scores, and the recording that becomes the save, with the last
 * messages. The save is written when the hero is made and a line is
 * appended for every action; `S` adds a snapshot and quits. A finished
 * game's save is removed once its morgue file is written (permadeath).
 */
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';
import { hasEnded, readPlayableSave, readSave, removeSave, SaveError } from '../persist/saves.js';
import { listSaves, notAFolder, type HeroCache } from '../persist/save-list.js';
import { capitalised } from '../base/words.js';
import { basename } from 'node:path';
import { SaveWriter } from '../persist/save-writer.js';
import { closeEndedNote, closeEndedSaves } from '../persist/ended.js';
import { claimSave, lockHeld, lockSave, LockError, type Release } from '../persist/lock.js';
import { confirm } from './modals/basic.js';
import { writeMorgue } from '../persist/morgue.js';
import { fsProblem } from '../persist/fs-problem.js';
import type { Recording, SaveFile } from '../persist/recording.js';
import { startApp, type App, type AppOptions } from './app.js';
import { restoredLog } from './ui-state.js';
import type { KeyMap } from './keys.js';
import type { Style } from './style.js';
import type { Screen, Ui } from './ui.js';
import { creationScreen } from './screens/creation.js';
import { titleScreen, TITLE_KEYS } from './screens/title.js';
import { setupScreen } from './screens/setup.js';
import { scoresScreen } from './screens/scores.js';
import { configureEnd } from './screens/end.js';
import { logText } from './screens/zone.js';
import { resumeTable, savedKeyboard } from './screens/hotseat.js';
import { helpPage } from './modals/help.js';
import { DEFAULT_HP_WARNING, type HpShare } from './hp-share.js';
import type { Readable, Writable } from 'node:stream';
import { settle } from '../core/opposition/settle.js';
import { gameOver } from '../core/engine/game-over.js';

export interface SessionOptions {
  /** A save to pick up at once (`athack continue`) instead of showing the title first. */
  continueFile?: string;
  /** Take that save's lock even from a game that may still hold it (`athack continue --take-over`). */
  takeOver?: boolean;
  input: Readable;
  output: Writable;
  style: Style;
  keys: KeyMap;
  terminal: string;
  saveDir: string;
  seed?: string;
  /** The seed was asked for to play (`athack play --seed`): the first screen is that new game's setup, not the title. */
  newGame?: boolean;
  options: Partial<RulesOptions>;
  version: string;
  /** A fresh seed when none is given. */
  randomSeed: () => string;
  /** Troubles found before the screen opened (a bad line of the options file, a key keys.json could not bind): the title shows them, and a continued game's log first. */
  notices?: readonly string[];
  /** The share of the maximum HP below which a hurt stops play for a key (1/3 when left out). */
  hpWarning?: HpShare;
  /** What Ctrl-Z does: stop the process where the game owns a terminal (play), nothing where it does not. */
  onStop?: () => void;
  /** The title already on the terminal, and what keeps the title for the next start (AppOptions): the title only, never a continued game. */
  title?: Pick<AppOptions, 'drawn' | 'onFirstFrame'>;
  /** The interface to run: the full screen when left out, or plain mode's lines of text. */
  app?: (options: AppOptions) => App;
}

export interface Session extends App {
  savedTo(): string | undefined;
  /** Saves the game in play and lets its lock go, drawing nothing: for leaving the process at once. Where it saved, if it did. */
  keep(): string | undefined;
}

/** What the player is told of a save that cannot be played: nothing is done to it, and how to play on. */
const leftAsItIs = (problem: string): string => `${problem}. It is left as it is; n starts a new game.`;

export function startSession(o: SessionOptions): Session {
  let rec: Recording | undefined;
  /** The creation action, taken just before a new game's recording begins. */
  let created: { action: Action; check: number } | undefined;
  /** Where the last save-and-quit wrote, for the command to tell the player once the screen is gone. */
  let savedTo: string | undefined;

  /** Picks a saved game up exactly where it stood: the same screen, the same next rolls, the messages last seen. */
  const continueGame = (ui: Ui, file: string, takeOver = false): void => {
    // Locked before it is read: another process playing this hero keeps it (the player is told who), and
    // a game that saves and quits meanwhile is read as it left it, not as it stood a moment before.
    if (!hold(ui, file, takeOver)) return;
    let loaded: SaveFile;
    try {
      loaded = readPlayableSave(file);
    } catch (error) {
      letGo();
      // Nothing is done to the file: the player is told so, and how to play on.
      ui.say(leftAsItIs(error instanceof SaveError ? error.message : String(error)), 'error');
      return;
    }
    // A game whose end is recorded is never played on: it becomes the morgue file it should have been.
    if (hasEnded(loaded)) {
      letGo();
      return ui.say(closeEndedNote(o.saveDir, file, loaded, o.version), 'error');
    }
    rec = loaded.recording;
    try {
      // An older format, or a last line a killed process left unfinished: written whole again before anything is appended.
      writer!.resume(loaded);
    } catch (error) {
      ui.say(`Could not save: ${fsProblem(error, true)}`, 'error');
    }
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
    resumeTable(ui, rec.actions, loaded.keyboard);
    ui.settle();
  };

  /** Heroes read from the saves, kept while their files stay the same: the title lists the saves on every redraw. */
  const heroes: HeroCache = new Map();
  const title = (): Screen =>
    titleScreen({
      saves() {
        const skipped: string[] = [];
        const open = listSaves(o.saveDir, skipped, heroes).filter((s) => !s.ended);
        // A save that cannot be played is no game to continue: the title says what is wrong with it instead.
        // A save another running game holds would only meet its lock: it is shown as held, and not offered.
        const saves = open.filter((s) => s.damaged === undefined).map((s) => {
          const held = lockHeld(s.file)?.message;
          return held === undefined ? s : { ...s, held };
        });
        const folder = notAFolder(o.saveDir);
        return { saves, skipped, damaged: open.flatMap((s) => (s.damaged === undefined ? [] : [leftAsItIs(s.damaged)])), ...(folder ? { folder: `${capitalised(folder)}.` } : {}) };
      },
      describe(file) {
        try {
          const s = readSave(file).snapshot;
          // A deep zone's id runs on past the list's line ("1.2.1.1.2.1.2.…"): its depth says where the hero is in a word.
          const where = s.phase === 'home' ? 'at Home' : s.zone ? (s.zone.length > 12 ? `depth ${s.zones[s.zone]?.context.depth ?? '?'}` : `zone ${s.zone}`) : s.phase;
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
      help: (ui) => ui.push(helpPage(TITLE_KEYS)),
      ...(o.notices ? { notices: o.notices } : {}),
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
              // A new hero gets a save of its own, chosen (and locked) and written at once: the hero exists from now on.
              release?.();
              release = undefined;
              saveFile = undefined;
              writer = undefined;
              record(u);
            },
            (u) => u.go(setup(chosenSeed, chosen)),
          ),
        );
      },
    });

  /** The save this session writes, the lock that keeps other processes off it, and what appends to it. */
  let saveFile: string | undefined;
  let release: Release | undefined;
  let writer: SaveWriter | undefined;
  /** The fault that stopped the last save (its reason, whatever path it named), until a save goes through again. */
  let failing: string | undefined;
  /** Lets go of a save this session took and will not play: its lock, and what would have written to it. */
  const letGo = (): void => {
    release?.();
    release = undefined;
    saveFile = undefined;
    writer = undefined;
  };
  /** Locks the save to write: `file` when continuing one, else a free name claimed for a new hero. */
  const hold = (ui: Ui, file: string | { hero: string }, takeOver = false): boolean => {
    release?.();
    release = undefined;
    try {
      if (typeof file === 'string') {
        release = lockSave(file, { takeOver });
        saveFile = file;
      } else ({ file: saveFile, release } = claimSave(o.saveDir, file.hero));
      writer = new SaveWriter(o.saveDir, saveFile, o.version);
    } catch (error) {
      // Held by another process, or a folder that cannot take the lock: either way nothing is written.
      if (typeof file !== 'string') ui.say(`Could not save: ${fsProblem(error, true)}`, 'error');
      else if (error instanceof LockError) ui.say(`${file}: ${error.message}. If that game is no longer running, athack continue --hero ${basename(file, '.json')} --take-over takes the hero over.`, 'error');
      // Nothing played on from here could be saved: the game is not taken up, and the player is told what to put right.
      else ui.say(leftAsItIs(`${file} cannot be continued until its folder takes the save's lock and what is played: ${fsProblem(error, true)}`), 'error');
      return false;
    }
    return true;
  };

  /** The morgue file of the game that ended last, for the end screen to name. */
  let morgueFile: string | undefined;
  /**
   * The game's end: the morgue file, then the save goes (permadeath). The
   * final action is in the save first (`recorded`), so a morgue file that
   * cannot be written leaves a save that says the game is over; a save the
   * death could not even be appended to is removed, or it would bring the
   * hero back. Either way this session writes nothing more of the game.
   */
  const bury = (ui: Ui, recorded: boolean): string | undefined => {
    let morgue: string | undefined;
    try {
      morgue = writeMorgue(o.saveDir, ui.game!, ui.log.map(logText), rec!, o.version);
      removeSave(saveFile!);
    } catch (error) {
      ui.say(`Could not write the morgue file: ${fsProblem(error, true)}`, 'error');
      if (!recorded) removeSave(saveFile!);
    }
    letGo();
    rec = undefined;
    morgueFile = morgue;
    return morgue;
  };

  /**
   * Whether this session still holds its save. Another game took it over
   * (`continue --take-over`) while this one was left open: this one stops
   * writing, or two games would append to one save and spoil it. Letting
   * go leaves the other game's lock be: only a lock with this session's
   * token is removed.
   */
  const stillHeld = (ui: Ui): boolean => {
    if (!release || release.held()) return true;
    ui.say(`Another game has taken ${ui.game!.hero.name} over (athack continue --take-over): this one no longer saves. Quit with S; nothing of the other game is lost.`, 'error');
    letGo();
    rec = undefined;
    return false;
  };

  /** Says what stopped a write to the save: once while the same fault lasts, as a full disk would otherwise fill the log a line a step, hiding the game. */
  const refused = (ui: Ui, error: unknown): void => {
    const fault = fsProblem(error);
    if (fault !== failing) ui.say(`Could not save: ${fsProblem(error, true)}. Play goes on, and each step tries again.`, 'error');
    failing = fault;
  };

  /** Writes the actions taken to the save, saying what stopped it or that it works again; whether it went through. */
  const saving = (ui: Ui, write: () => void): boolean => {
    try {
      write();
      if (failing !== undefined) ui.say('Saved again: every action so far is in the save.', 'info');
      failing = undefined;
      return true;
    } catch (error) {
      refused(ui, error);
      return false;
    }
  };

  /** Runs what follows a key's frame; anything it says is drawn at once, as the frame is already out. */
  const afterFrame = (ui: Ui, work: () => void): void => {
    const last = ui.log.at(-1);
    work();
    if (ui.log.at(-1) !== last) app.render();
  };

  /** Actions taken whose lines wait for their frame to go out (see onAction). */
  let unrecorded = false;
  const recordNow = (ui: Ui): void => {
    if (!unrecorded) return;
    unrecorded = false;
    record(ui);
  };

  /** Whether securing the lines already appended waits for the next turn of the event loop. */
  let securing = false;
  /** The lines appended kept against a power cut, and a snapshot when one is due (SaveWriter.secure). */
  const secure = (ui: Ui): void => {
    securing = false;
    try {
      if (rec && writer) writer.secure(rec, ui.log);
    } catch (error) {
      refused(ui, error);
    }
  };

  /** Puts the action just taken in the save (a new writer writes the whole save: a hero just made); the end of a game leaves its morgue file too. */
  const record = (ui: Ui): void => {
    if (!rec || !ui.game || !stillHeld(ui)) return;
    if (!writer && !hold(ui, { hero: ui.game.hero.name })) return;
    const over = gameOver(ui.game);
    const recorded = saving(ui, () => (over ? writer!.took(rec!, ui.log) : writer!.appended(rec!, ui.log)));
    if (over) return void bury(ui, recorded);
    if (!securing) {
      securing = true;
      setImmediate(() => afterFrame(ui, () => secure(ui)));
    }
  };

  /** Saves where the game stands (a snapshot with the last messages), or the morgue file of a game that has ended. */
  const persist = (ui: Ui): string | undefined => {
    recordNow(ui);
    if (!rec || !ui.game || !stillHeld(ui)) return undefined;
    rec.snapshot = ui.game;
    if (!writer && !hold(ui, { hero: ui.game.hero.name })) return undefined;
    if (gameOver(ui.game)) return bury(ui, false);
    try {
      writer!.snapshot(rec, ui.log, savedKeyboard(ui));
      return writer!.file;
    } catch (error) {
      ui.say(`Could not save: ${fsProblem(error, true)}`, 'error');
      return undefined;
    }
  };

  const app = (o.app ?? startApp)({
    input: o.input,
    output: o.output,
    style: o.style,
    keys: o.keys,
    terminal: o.terminal,
    hpWarning: o.hpWarning ?? DEFAULT_HP_WARNING,
    ...(o.onStop ? { onStop: o.onStop } : {}),
    ...(o.continueFile ? {} : o.title),
    onAction(action: Action, state: GameState) {
      // The hero's creation is the first action of a new recording, which starts once creation is done:
      // it never joins the record in hand, whatever became of that game.
      if (action.type === 'create') {
        created = { action, check: state.check };
        return;
      }
      if (!rec) return;
      // A line still waiting goes first: the lines keep the actions' order.
      recordNow(app.ui);
      rec.actions.push(action);
      rec.checks.push(state.check);
      rec.snapshot = state;
      if (gameOver(state)) return record(app.ui);
      // The line is appended once the key's frame is out, before anything else runs (a microtask, before the
      // next key is read): a key waits only for its frame, and a process ended by any signal but SIGKILL has
      // the line (docs/saves.md).
      unrecorded = true;
      // A promise's callback rather than queueMicrotask, which makes an async resource for every call.
      void Promise.resolve().then(() => afterFrame(app.ui, () => recordNow(app.ui)));
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
      // A save whose game ended while its morgue file could not be written is made one now, and never offered to continue.
      for (const note of closeEndedSaves(o.saveDir, o.version)) ui.say(note, 'error');
      configureEnd(ui, {
        saveDir: o.saveDir,
        morgue: () => morgueFile,
        toTitle(u) {
          // The title's notes are for this session's troubles, not the last game's final words.
          u.log.length = 0;
          for (const note of closeEndedSaves(o.saveDir, o.version)) u.say(note, 'error');
          u.go(title());
        },
      });
      // A seed asked for on the command line is a new game asked for: its setup opens at once, the seed in place
      // (Esc there goes back to the title and its saves), as a roguelike started with a seed starts that game.
      return o.seed !== undefined && o.newGame ? setup(o.seed, o.options) : title();
    },
  });
  void app.done.then(() => release?.());
  if (o.continueFile) continueGame(app.ui, o.continueFile, o.takeOver === true);
  // The title shows them itself, all of them (the log keeps only its last few lines there).
  if (o.continueFile) for (const notice of o.notices ?? []) app.ui.say(notice, 'error');
  if (o.continueFile || o.notices?.length) app.render();
  const keep = (): string | undefined => {
    const to = persist(app.ui);
    release?.();
    release = undefined;
    return to;
  };
  return { ...app, savedTo: () => savedTo, keep };
}
