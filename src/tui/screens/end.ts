/**
 * The end of a game (RULES.md §1.7, §8): how it ended, the score and the
 * run in figures, the zone where it ended with everything in it revealed,
 * then the high-score table. The game's entry goes into the table when the
 * screen first shows, once.
 */
import { lootGlyph, OVERLAY, TILE } from '../../procgen/glyphs.js';
import { currentZone } from '../../core/engine/zones.js';
import { key } from '../../core/engine/geometry.js';
import type { GameState } from '../../core/engine/types.js';
import { addScore, scoreEntry, type Added, type ScoreEntry } from '../../persist/scores.js';
import { OPEN_DOOR, viewport, type Cell } from '../map-view.js';
import { esc, fit, tone, type Tone } from '../style.js';
import type { LogLine, Screen, Ui } from '../ui.js';
import { logLine } from './zone.js';
import { scoresScreen } from './scores.js';
import { hint, para } from './widgets.js';

export interface EndOptions {
  /** Where scores.json lives; no table is kept without one. */
  saveDir: string | undefined;
  /** After the high scores: back to the title. Quits when not set. */
  toTitle?: (ui: Ui) => void;
}

const sessions = new WeakMap<Ui, EndOptions>();

/** The session says where the high scores go and where the title is; `afterAct` builds the end screen without arguments. */
export function configureEnd(ui: Ui, o: EndOptions): void {
  sessions.set(ui, o);
}


const TILE_TONES: Record<string, Tone> = {
  [TILE.door]: 'door',
  [TILE.arch]: 'door',
  [TILE.portcullis]: 'door',
  [TILE.stairsDown]: 'feature',
  [TILE.stairsUp]: 'feature',
  [TILE.fountain]: 'feature',
  [TILE.coffin]: 'feature',
};

/** A square with nothing hidden: every creature (coffins too), item, trap (found or not), door and feature. */
export function revealedCell(s: GameState, x: number, y: number): Cell | undefined {
  const { zone, z } = currentZone(s);
  if (x < 0 || y < 0 || x >= zone.width || y >= zone.height) return undefined;
  const tile = zone.tiles[y]?.[x] ?? TILE.rock;
  if (s.hero.x === x && s.hero.y === y) return { glyph: '@', tone: 'hero' };
  const c = z.creatures.find((o) => o.x === x && o.y === y);
  if (c) return { glyph: c.glyph, tone: c.glyph === '@' ? 'rival' : c.attitude === 'friendly' ? 'friend' : 'creature' };
  const f = z.items.find((i) => i.x === x && i.y === y);
  if (f) return { glyph: lootGlyph(f.item.kind === 'valuable' ? 'gems' : f.item.kind, f.chest), tone: 'item' };
  const trap = z.traps.find((t) => t.x === x && t.y === y && !t.disarmed);
  if (trap) return { glyph: OVERLAY.trap, tone: 'trap' };
  // Rock is drawn where it bounds an open square, so rooms have walls and solid rock stays blank.
  if (tile === TILE.rock) {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((zone.tiles[y + dy]?.[x + dx] ?? TILE.rock) !== TILE.rock) return { glyph: TILE.rock, tone: 'rock' };
    return undefined;
  }
  if (z.doors[key(x, y)]?.open && tile === TILE.door) return { glyph: OPEN_DOOR, tone: 'door' };
  return { glyph: tile, tone: TILE_TONES[tile] ?? 'floor' };
}

export function revealedMap(s: GameState, ui: Ui, width: number, height: number): string[] {
  if (!s.zone || !s.zones[s.zone]) return [tone(ui.style, 'dim', esc('(the game ended at Home: no zone to show)'))];
  const { zone } = currentZone(s);
  const left = viewport(zone.width, width, s.hero.x);
  const top = viewport(zone.height, height, s.hero.y);
  const lines: string[] = [];
  for (let row = 0; row < Math.min(height, zone.height); row++) {
    let line = '';
    for (let col = 0; col < Math.min(width, zone.width); col++) {
      const cell = revealedCell(s, left + col, top + row);
      line += cell ? tone(ui.style, cell.tone, esc(cell.glyph)) : ' ';
    }
    lines.push(line);
  }
  return lines;
}

export function endScreen(given?: EndOptions): Screen {
  let o: EndOptions = given ?? { saveDir: undefined };
  let added: Added | undefined;
  let entry: ScoreEntry | undefined;
  /** The last words of the game, kept before the high-score notes join the log. */
  let tail: LogLine[] = [];

  const record = (ui: Ui) => {
    if (entry || !ui.game) return;
    if (!given) o = sessions.get(ui) ?? o;
    tail = ui.log.slice(-2);
    entry = scoreEntry(ui.game);
    if (!o.saveDir) return;
    added = addScore(o.saveDir, entry);
    if (added.problem) ui.say(`High scores: ${added.problem}; a new table was started.`, 'error');
    if (added.writeError) ui.say(`High scores: ${added.writeError}`, 'error');
  };

  const next = (ui: Ui) => {
    record(ui);
    ui.go(
      scoresScreen({
        saveDir: o.saveDir,
        ...(added ? { table: { entries: added.entries }, highlight: added.place } : {}),
        back: (u) => (o.toTitle ? o.toTitle(u) : u.quit(0)),
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
        tone(st, won ? 'good' : 'bad', esc(headline)),
        esc(`Score ${s.score}  Level ${h.level} ${h.className}  deepest zone ${s.deepest}  ${zones} zone${zones === 1 ? '' : 's'} seen  ${s.turn} turns  escalation ${s.escalation}`),
        tone(st, 'dim', esc(`${s.zone ? `Zone ${s.zone}, revealed` : 'At Home'}   seed ${s.seed}`)),
      ];
      const place = added?.place;
      const rankText = !o.saveDir
        ? 'No save folder is set: the score is not kept.'
        : added?.writeError
          ? added.writeError
          : added?.problem
            ? `${added.problem}. It was kept aside as scores.json.bad and a new table started.`
            : place === null || place === undefined
              ? 'The score did not make the high-score table.'
              : `Your score is #${place + 1} in the high-score table.`;
      const rankTone = !o.saveDir ? 'dim' : added?.writeError || added?.problem ? 'warn' : place === null ? 'floor' : 'good';
      const rank = para(st, rankText, width, rankTone).slice(0, 3);
      const last = [...tail];
      while (last.length < 2) last.unshift({ text: '', kind: 'info', turn: 0 });
      const mapRows = Math.max(1, height - L.length - 3 - rank.length);
      const map = revealedMap(s, ui, width, mapRows);
      while (map.length < mapRows) map.push('');
      L.push(...map.map((l) => fit(l, width)));
      L.push(...last.map((l) => logLine(st, { ...l, text: l.text.slice(0, width) })));
      L.push(...rank);
      L.push(hint(st, 'Enter or q', esc('the high scores')));
      return L.slice(0, height);
    },
    key(ui, k) {
      if (k.full === 'q' || k.full === 'enter' || k.full === 'escape' || k.full === 'space') next(ui);
      else if (k.full === 'C-c') ui.quit(0);
    },
  };
}
