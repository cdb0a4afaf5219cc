/**
 * The end of a game (RULES.md §1.7, §8): how it ended, the score and the
 * run in figures, the zone where it ended with everything in it revealed,
 * then the Opposition's ledger (when there was one), then the high-score table. The game's entry goes into the table when the
 * screen first shows, once.
 */
import { currentZone } from '../../core/engine/zones.js';
import type { GameState } from '../../core/engine/types.js';
import { addScore, scoreEntry, type Added, type ScoreEntry } from '../../persist/scores.js';
import { mapLines } from '../map-view.js';
import { esc, fit, tone } from '../style.js';
import type { LogLine, Screen, Ui } from '../ui.js';
import { logLine, logText } from './zone.js';
import { scoresScreen } from './scores.js';
import { ledgerScreen } from './ledger.js';
import { doesNothing, hint, para, printable, wrap } from '../widgets.js';
import { counted } from '../../base/words.js';
import { oppositionSeat } from '../../core/engine/seats.js';
import { seatName } from '../seats.js';
import { helpPage } from '../modals/help.js';

const END_KEYS = "On this screen: Enter, Space, Esc or q go on: to the Opposition's ledger when there was an Opposition, then to the high scores. Below, the keys of play.";

export interface EndOptions {
  /** Where scores.json lives; no table is kept without one. */
  saveDir: string | undefined;
  /** After the high scores: back to the title. Quits when not set. */
  toTitle?: (ui: Ui) => void;
  /** Where toTitle leads, in words (the high scores' keys name it): the title unless given. */
  backTo?: string;
  /**
   * A seat whose high scores do not keep this game (over SSH, an Opposition
   * seat's or a watcher's): these words stand in place of the score's place,
   * and saveDir's table follows as it stands, the game not added.
   */
  notTheirs?: string;
  /** What the player reads for a table that could not be written, from the problem; the problem itself unless given (over SSH the folder is the server's, not the player's to mend). */
  unwritten?: (problem: string) => string;
  /** Where the game's morgue file was written, once it is: named on the screen, as roguelikes name the dump a player keeps or shares. */
  morgue?: () => string | undefined;
}

const sessions = new WeakMap<Ui, EndOptions>();

/** The session says where the high scores go and where the title is; what follows a step builds the end screen without arguments. */
export function configureEnd(ui: Ui, o: EndOptions): void {
  sessions.set(ui, o);
}

export function revealedMap(s: GameState, ui: Ui, width: number, height: number): string[] {
  if (!s.zone || !s.zones[s.zone]) return [tone(ui.style, 'dim', esc('(the game ended at Home: no zone to show)'))];
  const { zone } = currentZone(s);
  return mapLines(s, ui.style, Math.min(width, zone.width), Math.min(height, zone.height), true);
}

export function endScreen(given?: EndOptions): Screen {
  let o: EndOptions = given ?? { saveDir: undefined };
  let added: Added | undefined;
  let entry: ScoreEntry | undefined;
  /** The last words of the game, kept before the high-score notes join the log. */
  let tail: LogLine[] = [];
  /** What a key of no use said, in place of the keys' line until the next key. */
  let note = '';

  const record = (ui: Ui) => {
    if (entry || !ui.game) return;
    if (!given) o = sessions.get(ui) ?? o;
    tail = ui.log.slice(-2);
    entry = scoreEntry(ui.game);
    if (!o.saveDir || o.notTheirs !== undefined) return;
    added = addScore(o.saveDir, entry);
    if (added.writeError && o.unwritten) added = { ...added, writeError: o.unwritten(added.writeError) };
    if (added.problem) ui.say(`High scores: ${added.problem}; a new table was started.`, 'error');
    if (added.writeError) ui.say(`High scores: ${added.writeError}`, 'error');
  };

  const next = (ui: Ui) => {
    record(ui);
    // With an Opposition, its ledger comes first: what it bought and bid, sealed.
    if (ui.game && ui.game.tokens.opposition.length > 0 && ui.screen.kind === 'end') return ui.go(ledgerScreen(scores));
    scores(ui);
  };

  const scores = (ui: Ui) => {
    ui.go(
      scoresScreen({
        saveDir: o.saveDir,
        ...(added ? { table: { entries: added.entries }, highlight: added.place } : {}),
        back: (u) => (o.toTitle ? o.toTitle(u) : u.quit(0)),
        ...(o.backTo ? { backTo: o.backTo } : {}),
        quitOnQ: true,
      }),
    );
  };

  return {
    kind: 'end',
    draw(ui, width, height) {
      record(ui);
      const s = ui.game!;
      const st = ui.style;
      const won = s.phase === 'won';
      const h = s.hero;
      const headline = won ? `${h.name} has won!` : `${h.name} is dead: ${s.causeOfDeath ?? 'unknown'}.`;
      const zones = Object.keys(s.zones).length;
      const L = [
        ...para(st, headline, width, won ? 'good' : 'bad'),
        ...(s.killer !== undefined && s.killer !== null ? para(st, `${seatName(s, oppositionSeat(s.killer))} wins: its obstacle made the kill.`, width, 'warn') : []),
        ...para(st, `Score ${s.score}  Level ${h.level} ${h.className}  deepest zone ${s.deepest}  ${counted(zones, 'zone')} seen  ${s.turn} turns  escalation ${s.escalation}`, width),
        ...para(st, `${s.zone ? `Zone ${s.zone}, revealed` : 'At Home'}   seed ${s.seed}`, width, 'dim'),
      ];
      const place = added?.place;
      const rankText =
        o.notTheirs ??
        (!o.saveDir
          ? 'No save folder is set: the score is not kept.'
          : added?.writeError
            ? added.writeError
            : added?.problem
              ? `${added.problem}. ${added.keptAs ? `It was kept aside as ${added.keptAs}` : 'It could not be kept aside'} and a new table started.`
              : place === null || place === undefined
                ? 'The score did not make the high-score table.'
                : `Your score is #${place + 1} in the high-score table.`);
      const rankTone = o.notTheirs || !o.saveDir ? 'dim' : added?.writeError || added?.problem ? 'warn' : place === null ? 'floor' : 'good';
      const morgue = o.morgue?.();
      const rank = [...para(st, rankText, width, rankTone).slice(0, 3), ...(morgue ? para(st, `Morgue file: ${morgue}`, width, 'dim') : [])];
      // The game's last words whole, wrapped: the Final Zone's warning is longer than a line.
      const last = tail.flatMap((l) => wrap(logText(l), width).map((part) => logLine(st, { kind: l.kind, turn: l.turn, text: part })));
      while (last.length < 2) last.unshift('');
      const mapRows = Math.max(1, height - L.length - last.length - 1 - rank.length);
      const map = revealedMap(s, ui, width, mapRows);
      while (map.length < mapRows) map.push('');
      L.push(...map.map((l) => fit(l, width)));
      L.push(...last);
      L.push(...rank);
      const onTo = s.tokens.opposition.length > 0 ? "the Opposition's ledger, then the high scores" : 'the high scores';
      L.push(note ? fit(tone(st, 'warn', esc(note)), width) : `${hint(st, 'Enter or q', esc(onTo))}   ${hint(st, '?', esc('keys'))}`);
      return L.slice(0, height);
    },
    key(ui, k) {
      note = '';
      if (k.full === '?' || k.cmd === 'help') ui.push(helpPage(END_KEYS));
      else if (k.full === 'q' || k.full === 'enter' || k.full === 'escape' || k.full === 'space') next(ui);
      else if (k.full === 'C-c') ui.quit(0);
      else if (printable(k)) note = doesNothing(k, 'Enter or q goes on; ? lists the keys');
    },
  };
}
