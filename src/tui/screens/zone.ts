/** The zone view: the map, the side panel and the message log, and the keys of play. */
import type { Action } from '../../core/engine/actions.js';
import { zoneLayout } from '../layout.js';
import { mapLines } from '../map-view.js';
import { fitPanel, panelLines, type PanelReader } from '../panel.js';
import { esc, fit, tone, type Style } from '../style.js';
import type { KeyInput, LogLine, Modal, Screen, Ui } from '../ui.js';
import { confirm, MOVE_DIRS, textPage } from '../modals/basic.js';
import { pickDirection } from '../modals/direction.js';
import { sayNothing, wrap } from '../widgets.js';
import { openMenu } from '../modals/menus.js';
import { explore, forceHint, riddleHint } from '../modals/walk.js';
import { capitalised, counted, creatureName } from '../../base/words.js';
import { tollAt } from '../../core/engine/puzzles.js';
import { DIR_STEPS } from '../../core/engine/geometry.js';
import { currentZone } from '../../core/engine/zones.js';
import type { Dir, GameState } from '../../core/engine/types.js';
import { creatureSeenAt, peaceful } from '../modals/target.js';
import { lastMadeFor, perSlot } from '../slot-memo.js';
import { COMMANDS, keyFor, keyInProse, type KeyMap } from '../keys.js';
import { logToldTo, panelReader, readAtKeyboard } from './hotseat.js';

const LOG_TONES: Partial<Record<LogLine['kind'], Parameters<typeof tone>[1]>> = {
  roll: 'roll',
  test: 'roll',
  damage: 'bad',
  death: 'bad',
  error: 'warn',
  prompt: 'warn',
  heal: 'good',
  level: 'good',
  score: 'good',
  victory: 'good',
};

/** A log line as shown: one said several times running carries its count. */
export function logText(l: LogLine): string {
  return l.times ? `${l.text} (×${l.times})` : l.text;
}

export function logLine(style: Style, l: LogLine): string {
  return tone(style, LOG_TONES[l.kind] ?? 'floor', esc(logText(l)));
}

/** The log's last `count` lines (all of it by default) as the one at the keyboard reads them: at one keyboard, a person in the Opposition reads the game's lines as told to the hero. */
function readLog(ui: Ui, count = ui.log.length): readonly LogLine[] {
  return readAtKeyboard(ui, ui.log.slice(-count));
}

/** The whole message log on a page, opened at its end (Ctrl-P). */
export function historyPage(ui: Ui): Modal {
  return textPage('Message history', () => readLog(ui).map((l) => logLine(ui.style, l)), { startAtEnd: true });
}

/**
 * What the log's rows were last made from, and the rows: most keys say nothing new, and its rows stay as they
 * were. Kept by the log itself, which a frame made ahead of its key (ahead.ts) reads as the key's frame does.
 */
const logMade = new WeakMap<LogLine[], { from: unknown[]; rows: string[] }>();

/** The last `rows` lines of the log, long messages wrapped at spaces, blank lines above when there are fewer. */
export function logRows(ui: Ui, width: number, rows: number): string[] {
  // A line said again is counted on the last line itself; any other news is a new last line.
  const last = ui.log.at(-1);
  const from = [ui.log.length, last, last?.text, last?.times, ui.style, width, rows, logToldTo(ui)];
  const made = logMade.get(ui.log);
  if (made && made.from.every((v, k) => v === from[k])) return made.rows;
  const shown = wrappedLog(ui, width, rows);
  logMade.set(ui.log, { from, rows: shown });
  return shown;
}

function wrappedLog(ui: Ui, width: number, rows: number): string[] {
  const out: string[] = [];
  for (const l of readLog(ui, rows * 2)) for (const part of wrap(logText(l), width)) out.push(logLine(ui.style, { text: part, kind: l.kind, turn: l.turn }));
  const last = out.slice(-rows);
  while (last.length < rows) last.unshift('');
  return last;
}

/** The creature the hero can see on the square `dir` leads to, named with its mood, if it means no harm. */
function peacefulAhead(s: GameState, dir: Dir): string | undefined {
  if (s.phase !== 'dungeon') return undefined;
  const c = creatureSeenAt(s, { x: s.hero.x + DIR_STEPS[dir].x, y: s.hero.y + DIR_STEPS[dir].y });
  return c && peaceful(c) ? `the ${c.attitude} ${creatureName(c.name)}` : undefined;
}

/** The question for a step that would pay a puzzle lock's toll, if it would (and can). */
function tollAhead(s: GameState, dir: Dir): string | undefined {
  // A zone with no puzzle on its exits (most) asks no toll: its exits are not looked for on every step.
  if (s.phase !== 'dungeon' || Object.keys(currentZone(s).z.puzzles).length === 0) return undefined;
  const toll = tollAt(s, s.hero.x + DIR_STEPS[dir].x, s.hero.y + DIR_STEPS[dir].y);
  if (!toll || toll.tokens > s.tokens.hero) return undefined;
  return `A puzzle lock bars ${toll.door}. Pay ${counted(toll.tokens, 'token')} (you have ${s.tokens.hero}) to go through?`;
}

/** One step of play, then whatever must follow it (a prompt, Home, the end). */
function play(ui: Ui, action: Action): boolean {
  const ok = ui.act(action);
  ui.settle();
  return ok;
}

/** Keys pressed to close or go on (a box, a --More--): one pressed again from habit says nothing. */
const QUIET_KEYS = new Set(['escape', 'enter', 'space']);

/**
 * A key bound to nothing says so, as a key of no use says it on every
 * screen (doesNothing), and which key lists the keys: no turn passes and
 * nothing is recorded. A run of them (typed ahead, or a paste from a
 * terminal without bracketed paste) keeps one such line, the last key's, so
 * the log's news is not pushed away. At Home (`home`) a key of the dungeon's
 * says that it is one, and what the keys there do instead. Where the screen
 * only watches (a watcher's, a seat's between its turns, the hero's while
 * the table waits) every key but its own says in the same words why nothing
 * plays now (`watching`, a clause without its full stop).
 */
export function unknownKey(ui: Ui, k: KeyInput, home = false, watching?: string): void {
  if (QUIET_KEYS.has(k.full)) return;
  const bound = keyFor(ui.keys, 'help');
  const help = bound === undefined ? undefined : keyInProse(bound);
  const lists = help ? `${help} lists the keys` : 'no key of yours lists the keys';
  if (watching) sayNothing(ui, k, `${watching}; ${lists}`);
  else if (home && k.cmd) sayNothing(ui, k, `it is a key of the dungeon's (${COMMANDS[k.cmd].help}); here the letters of the menu choose a service, and ${lists}`);
  else sayNothing(ui, k, lists);
}

/** The line between the map and the log, made once for a style and a width. */
const rule = lastMadeFor((style: Style, width: number) => tone(style, 'dim', (style.ascii ? '-' : '─').repeat(width)));

/**
 * The map and the panel as a view shows them, made again for another view (or style, or size): the key of a
 * step worked out ahead (ahead.ts) reads the very view its frame was made from, and every other frame a view
 * made afresh.
 */
const zoneMap = lastMadeFor((style: Style, s: GameState, width: number, height: number) => mapLines(s, style, width, height));
const zonePanel = lastMadeFor((style: Style, s: GameState, reader: PanelReader, rows: number, keys: KeyMap) => fitPanel(panelLines(s, style, reader), rows, style, keys));

/** A map row and the panel's row beside it, as one line of the zone view. */
const besidePanel = (map: string, panel: string, mapWidth: number) => `${fit(map, mapWidth)} ${panel}`;

export function zoneScreen(): Screen {
  const row = perSlot(besidePanel);
  return {
    kind: 'zone',
    draw(ui, width, height) {
      const s = ui.game!;
      const { mapWidth, mapHeight, logHeight } = zoneLayout(width, height, currentZone(s).zone.height, ui.style.logRows);
      const map = zoneMap(ui.style, s, mapWidth, mapHeight);
      const panel = zonePanel(ui.style, s, panelReader(ui), mapHeight, ui.keys);
      const lines: string[] = [];
      for (let y = 0; y < mapHeight; y++) lines.push(row(y, map[y] ?? '', panel[y] ?? '', mapWidth));
      lines.push(rule(ui.style, width));
      lines.push(...logRows(ui, width, logHeight));
      return lines;
    },
    key(ui, k) {
      const dir = k.cmd ? MOVE_DIRS[k.cmd] : undefined;
      if (dir) {
        // Stepping into a creature strikes it: one that means no harm is struck only when the player says so.
        const peaceful = peacefulAhead(ui.game!, dir);
        if (peaceful) return ui.push(confirm(`Really attack ${peaceful}?`, (u) => void play(u, { type: 'move', dir })));
        // Tokens are spent only when the player says so: a puzzle lock's toll is asked, not taken.
        const toll = tollAhead(ui.game!, dir);
        if (toll) return ui.push(confirm(toll, (u) => void play(u, { type: 'move', dir })));
        if (play(ui, { type: 'move', dir })) riddleHint(ui);
        else forceHint(ui, dir);
        return;
      }
      switch (k.cmd) {
        case 'wait':
          return void play(ui, { type: 'wait' });
        case 'pickup':
          return void play(ui, { type: 'pickup' });
        case 'stairs-down':
        case 'stairs-up':
          return void play(ui, { type: 'stairs' });
        case 'search':
          return void play(ui, { type: 'search' });
        case 'rest': {
          // An hour that can heal nothing and mend nothing still costs its encounter rolls: ask first.
          const h = ui.game!.hero;
          if (h.hp >= h.maxHp && h.armourBroken === 0) return ui.push(confirm('You are unhurt and no armour die is broken. Rest an hour anyway?', (u) => void play(u, { type: 'rest' })));
          return void play(ui, { type: 'rest' });
        }
        case 'ability':
          return void play(ui, { type: 'deal-death' });
        case 'open':
        case 'close':
        case 'force':
        case 'disarm': {
          const type = k.cmd;
          return ui.push(pickDirection(`${capitalised(type)} in which direction?`, (u, d) => void play(u, { type, dir: d })));
        }
        case 'explore':
          return explore(ui);
        case 'history':
          return ui.push(historyPage(ui));
        case 'suicide':
          return ui.push(confirm('Commit suicide? The game ends and the hero is gone.', (u) => void play(u, { type: 'suicide' })));
        case 'save':
          return ui.save();
        case undefined:
          return unknownKey(ui, k);
        default:
          return openMenu(ui, k.cmd);
      }
    },
  };
}

