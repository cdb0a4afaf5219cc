/** The title: a new game, continue a saved one (choosing among several), high scores, help, quit. */
import { basename } from 'node:path';
import { cutWidth, fitWidth, textWidth } from '../../base/text-width.js';
import { esc, tone, type Style } from '../style.js';
import type { Modal, Screen, Ui } from '../ui.js';
import { pickList } from '../modals/list.js';
import { hint, sayNothing, wrap } from '../widgets.js';
import { logText, unknownKey } from './zone.js';

import { heroKey, type SaveInfo } from '../../persist/save-list.js';
import { when } from '../../base/when.js';

/** A save the title offers, and who holds it where another running game plays it (its lock's holder, as taking it would say). */
export type TitleSave = SaveInfo & { held?: string };

export interface TitleChoices {
  /** Saved games to continue, newest first; what in the save folder is named like a save but is not one (a FIFO, a link), each with what it is; what is wrong with each save that cannot be played; and what is wrong with the save folder itself (a file stands in its place), with what to do, a sentence. */
  saves: () => { saves: TitleSave[]; skipped: string[]; damaged?: string[]; folder?: string };
  /** A line about a save (class, level, where), read when the list is shown; undefined if unreadable. */
  describe?: (file: string) => string | undefined;
  newGame: (ui: Ui) => void;
  continueGame: (ui: Ui, file: string) => void;
  highScores: (ui: Ui) => void;
  help: (ui: Ui) => void;
  /** What is wrong with the player's own files (the options file, keys.json), a sentence each: shown above the notes on the save folder while the files stay as they are. */
  notices?: readonly string[];
}

/** What help says first on the title, above the keys of play. */
export const TITLE_KEYS = 'On this screen: n starts a new game, c continues a saved one (choosing among several), s (or h) shows the high scores, q or Esc quits. Below, the keys of play.';

const LOGO = ['    _    ____   ____ ___ ___      ____  _   _    _    ____ _  __ _ ', '   / \\  / ___| / ___|_ _|_ _|    / __ \\| | | |  / \\  / ___| |/ /| |', '  / _ \\ \\___ \\| |    | | | |    / / _` | |_| | / _ \\| |   | \' / | |', ' / ___ \\ ___) | |___ | | | |   | | (_| |  _  |/ ___ \\ |___| . \\ |_|', '/_/   \\_\\____/ \\____|___|___|   \\ \\__,_|_| |_/_/   \\_\\____|_|\\_\\(_)', '                                 \\____/'];

/** A save another running game holds, as the title notes it: `athack continue` passes it over, and so does Continue. */
const heldNote = (s: TitleSave, holder: string): string => `${s.hero} (${s.file}) is in use, left out of Continue: ${holder}.`;

/** The saved games to choose from, as any list is: a letter or the arrows and Enter load; a long description wraps under its save. */
export function saveChooser(saves: SaveInfo[], describe: TitleChoices['describe'], load: (ui: Ui, file: string) => void): Modal {
  const details = new Map<string, string>();
  const detail = (file: string) => {
    if (!details.has(file)) details.set(file, describe?.(file) ?? '');
    return details.get(file)!;
  };
  return pickList({
    title: `Continue which game? (${saves.length} saved, newest first)`,
    choices: () => {
      // Heroes of one name (a second Ward, saved as Ward-2.json) are told apart by their files, the name `athack continue --hero` takes.
      const name = (sv: SaveInfo) => (saves.filter((o) => heroKey(o.hero) === heroKey(sv.hero)).length > 1 ? `${cutWidth(sv.hero, 16)} (${basename(sv.file)})` : sv.hero);
      const column = Math.max(16, ...saves.map((sv) => textWidth(name(sv))));
      return saves.map((sv) => ({ label: esc(`${fitWidth(name(sv), column)} ${when(sv.mtime)}  ${detail(sv.file) || '(unreadable)'}`), value: sv.file }));
    },
    pick: load,
    footer: 'letter or arrows, Enter: load   Esc: back',
  });
}

/**
 * The notes on the player's files and the save folder, each whole, in the rows left once the answer to the player's last key is
 * placed below them: that answer (a hero another game holds, a save that would not load) is never pushed off
 * the screen by them. Those that do not fit are counted on a last line.
 */
function fitNotes(st: Style, notes: string[][], rows: number, width: number): string[] {
  const all = notes.flat();
  if (all.length <= rows) return all;
  const shown: string[] = [];
  let left = notes.length;
  for (const note of notes) {
    if (shown.length + note.length > rows - 1) break;
    shown.push(...note);
    left--;
  }
  const more = wrap(`…and ${left} more ${left === 1 ? 'note' : 'notes'}: a taller terminal shows them.`, width).map((part) => tone(st, 'dim', esc(part)));
  return [...shown, ...more].slice(0, Math.max(0, rows));
}

export function titleScreen(choices: TitleChoices): Screen {
  return {
    kind: 'title',
    draw(ui, width, height) {
      const st = ui.style;
      const { saves: all, skipped, damaged = [], folder } = choices.saves();
      const saves = all.filter((s) => s.held === undefined);
      const cont =
        saves.length === 0
          ? tone(st, 'dim', esc(all.length === 0 ? '  (no saved game to continue)' : '  (no saved game free to continue)'))
          : saves.length === 1
            ? hint(st, 'c', esc(`Continue ${saves[0]!.hero} (saved ${when(saves[0]!.mtime)})`))
            : hint(st, 'c', esc(`Continue a saved game (${saves.length} saved)`));
      const menu = [hint(st, 'n', esc('New game')), cont, hint(st, 's', esc('High scores')), hint(st, '?', esc('Help')), hint(st, 'q', esc('Quit'))];
      const logo = LOGO.map((l) => tone(st, 'title', esc(l.length <= width ? l : l.slice(0, width))));
      const lines = ['', ...logo, '', esc('A roguelike of five rule sets: The Black Hack hero, Roguelike dungeons,'), esc('ASCII @HACK! opposition, Adventure Algorithms, Hackssential.'), '', ...menu, ''];
      const notes = [
        ...(choices.notices ?? []).map((note) => wrap(note, width).map((part) => tone(st, 'warn', esc(part)))),
        ...(folder === undefined ? [] : [wrap(folder, width).map((part) => tone(st, 'warn', esc(part)))]),
        ...(skipped.length === 0 ? [] : [wrap(`Not saves, left out: ${skipped.sort().join(', ')}.`, width).map((part) => tone(st, 'dim', esc(part)))]),
        ...damaged.map((note) => wrap(note, width).map((part) => tone(st, 'warn', esc(part)))),
        ...all.flatMap((s) => (s.held === undefined ? [] : [wrap(heldNote(s, s.held), width).map((part) => tone(st, 'warn', esc(part)))])),
      ];
      const recent = ui.log.slice(-3).flatMap((l) => wrap(logText(l), width).map((part) => tone(st, l.kind === 'error' ? 'warn' : 'dim', esc(part))));
      return [...lines, ...fitNotes(st, notes, height - lines.length - recent.length, width), ...recent].slice(0, height);
    },
    key(ui, k) {
      if (k.full === 'n') choices.newGame(ui);
      else if (k.full === 'c') {
        const { saves: all, folder } = choices.saves();
        const saves = all.filter((s) => s.held === undefined);
        if (saves.length === 1) choices.continueGame(ui, saves[0]!.file);
        else if (saves.length > 1) ui.push(saveChooser(saves, choices.describe, choices.continueGame));
        // Every save held: taking up the newest is refused with who holds it, and how to take it over once that game is gone.
        else if (all.length > 0) choices.continueGame(ui, all[0]!.file);
        // No game in a folder that is a file: what is wrong, and what to do, where a new game would not be saved either.
        else if (folder !== undefined) ui.say(folder, 'error');
        else ui.say('There is no saved game to continue: n starts a new one.', 'info');
      } else if (k.full === 's' || k.full === 'h') choices.highScores(ui);
      else if (k.full === '?' || k.cmd === 'help') choices.help(ui);
      else if (k.full === 'q' || k.full === 'escape' || k.full === 'C-c') ui.quit(0);
      // In play Enter and space go unsaid (pressed again from habit, after a box); here they are a new player's first guess.
      // One such line, as a run of unknown keys keeps one: Enter pressed again does not fill the title's few lines.
      else if (k.full === 'enter' || k.full === 'space') sayNothing(ui, k, 'n starts a new game, c continues a saved one, ? lists the keys');
      else unknownKey(ui, k);
    },
  };
}
