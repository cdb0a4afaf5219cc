/**
 * Watching a recording: the game played back through the reducer, its
 * actions one by one on a timer, drawn as it was played. Space pauses, `+`
 * and `-` change the speed, `.` pauses and steps, `q` leaves; any other
 * key says which do something.
 */
import type { Readable, Writable } from 'node:stream';
import { newGame } from '../core/engine/creation.js';
import { step } from '../core/engine/step.js';
import type { ActResult } from '../core/opposition/settle.js';
import type { Action } from '../core/engine/actions.js';
import type { GameState } from '../core/engine/types.js';
import type { Recording } from '../persist/recording.js';
import { startApp, type App } from './app.js';
import type { KeyMap } from './keys.js';
import { esc, tone, type Style } from './style.js';
import type { Screen, Ui } from './ui.js';
import { homeScreen } from './screens/home.js';
import { logText, zoneScreen } from './screens/zone.js';
import { panelLines } from './panel.js';
import { clip, sayNothing, saysNothing } from './widgets.js';

export interface ReplayOptions {
  input: Readable;
  output: Writable;
  style: Style;
  keys: KeyMap;
  terminal: string;
  recording: Recording;
  /** Actions per second. */
  speed: number;
  /** Play straight through to this turn, then pause. */
  toTurn?: number;
  /**
   * The recording holds every seat's actions, the AI's included (format 3): each is played alone, and the AI
   * is never asked again. An older recording holds the hero's only: the AI answers where it was asked.
   */
  seatsRecorded?: boolean;
  /** Ctrl-Z: stop as a shell's job, as the game does (AppOptions). */
  onStop?: () => void;
}

const SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128];

/**
 * The header on one line, so the game below it is drawn where it was played
 * and never moves: once the recording has ended only q does anything, and
 * when the line is too long the other keys go first, then the end of the
 * name and what ended the game is cut, marked so.
 */
function header(style: Style, name: string, progress: string, ended: boolean, width: number): string {
  const all = ended ? 'q quit' : 'space pause  +/- speed  . step  q quit';
  const head = `REPLAY ${name || '(a new hero)'}: ${progress}`;
  const keys = head.length + 2 + all.length <= width ? all : 'q quit';
  return `${clip(head, width - 2 - keys.length, style)}  ${keys}`;
}

export function startReplay(o: ReplayOptions): App {
  const actions = o.recording.actions;
  let next = 0;
  let paused = false;
  // The speed asked for, as asked (--speed 3 plays at 3/s); + and - then go to the next speed of SPEEDS either side.
  let speed = o.speed;
  let timer: NodeJS.Timeout | undefined;
  const zone = zoneScreen();
  const home = homeScreen();

  /** The action the rules refused: the replay stops there, as what follows was played from another state. */
  let parted: number | undefined;
  const advance = (ui: Ui): boolean => {
    const action = actions[next];
    if (!action || parted !== undefined) return false;
    if (!ui.act(action)) {
      parted = next;
      ui.say(`The recording parts from the rules at action ${next}: it cannot be played further (athack replay --verify says why).`, 'error');
      return false;
    }
    next++;
    return true;
  };

  /** Why nothing more plays, if nothing does: the game's end, an action refused, or the last action played (a save ends with its hero alive). */
  const stoppedBy = (s: GameState): string | undefined =>
    s.phase === 'dead' ? `the end: ${s.causeOfDeath ?? 'dead'}` : s.phase === 'won' ? 'the end: won' : parted !== undefined ? `stopped: action ${parted} refused` : next >= actions.length ? 'the end of the recording' : undefined;

  const screen: Screen = {
    kind: 'replay',
    draw(ui, width, height) {
      const s = ui.game!;
      const stopped = stoppedBy(s);
      const progress = `action ${next}/${actions.length}  ${stopped ?? (paused ? 'paused' : `${speed}/s`)}`;
      const status = tone(ui.style, 'title', esc(` ${header(ui.style, s.hero.name, progress, stopped !== undefined, width - 2)} `));
      const rows = height - 1;
      // Drawn as the player saw it: Home's menu, or the zone (also where a game ended in one). Before the first
      // action there is no hero yet: the panel would show a made-up one, so a line says what comes instead.
      const body = s.phase === 'creation' ? ['', esc(' No hero yet: the first action makes one. . steps to it, Space plays.')] : s.phase === 'home' ? home.draw(ui, width, rows) : s.zone !== null ? zone.draw(ui, width, rows) : [esc(s.phase), '', ...panelLines(s, ui.style), '', ...ui.log.slice(-8).map((l) => esc(logText(l)))];
      return [status, ...body].slice(0, height);
    },
    key(ui, k) {
      if (k.full === 'q' || k.full === 'escape') return ui.quit(0);
      // A run of keys of no use keeps one line saying so, the last key's, so the recording's own messages stay in view.
      if (saysNothing(ui.log.at(-1)?.text)) ui.log.pop();
      // Nothing is left to play (the status line says why): every key but q says so, rather than seeming to be swallowed.
      if (stoppedBy(ui.game!)) sayNothing(ui, k, 'the replay has nothing more to play; q or Esc quits');
      else if (k.full === 'space') paused = !paused;
      else if (k.full === '+' || k.full === '=' || k.full === '-') {
        const faster = k.full !== '-';
        const to = faster ? SPEEDS.find((v) => v > speed) : [...SPEEDS].reverse().find((v) => v < speed);
        // At either end the key says so, rather than seeming to be swallowed.
        if (to === undefined) sayNothing(ui, k, `${speed}/s is the ${faster ? 'fastest' : 'slowest'}; ${faster ? '-' : '+'} changes it`);
        else speed = to;
      }
      // A step while playing pauses there first, so the step is what the key does, not lost among the timer's.
      else if (k.full === '.') {
        paused = true;
        advance(ui);
      }
      // The screens drawn below name the game's keys (S: save and quit, ? help): here they only watch, so they say which keys do something.
      else sayNothing(ui, k, 'Space pauses, + and - change the speed, . steps, q quits');
      schedule();
    },
  };

  // Each recorded action alone, as `replay --verify` plays it: the AI seats' choices and every pickup are in the
  // recording, so the AI is never asked again and no gold is picked up by the watcher's own autopickup setting.
  const perform = (action: Action): ActResult => {
    const r = step(app.ui.game!, action);
    return r.ok ? { ...r, steps: [{ action, state: r.state }] } : r;
  };
  const style = { ...o.style, autopickupGold: false };
  const app = startApp({ input: o.input, output: o.output, style, keys: o.keys, terminal: o.terminal, game: newGame(o.recording.seed, o.recording.options).state, first: () => screen, ...(o.seatsRecorded === false ? {} : { perform }), ...(o.onStop ? { onStop: o.onStop } : {}) });

  function schedule(): void {
    if (timer) clearTimeout(timer);
    if (paused || next >= actions.length || parted !== undefined) return;
    timer = setTimeout(() => {
      advance(app.ui);
      app.render();
      schedule();
    }, 1000 / speed);
  }

  if (o.toTurn !== undefined) {
    while (next < Math.min(o.toTurn, actions.length) && advance(app.ui));
    paused = true;
    app.render();
  }
  schedule();
  void app.done.then(() => timer && clearTimeout(timer));
  return app;
}
