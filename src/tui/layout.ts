/** Where the parts of the zone view sit on the terminal, and drawing one block of lines over another. */
import { eachGrapheme } from '../base/text-width.js';
import { visibleLength } from './style.js';

export const PANEL_WIDTH = 26;
/** The message log's rows at 80×24, and the fewest it ever has. */
export const LOG_HEIGHT = 5;
/** A log taller than this is more than a glance takes in: rows past it stay with the map. */
export const MAX_LOG_HEIGHT = 12;
/** The map's rows at 80×24. The map never gives up these, so a terminal of 24 rows looks the same whatever the zone. */
const BASE_MAP_HEIGHT = 24 - 1 - LOG_HEIGHT;

/**
 * The map keeps every row the zone is tall (zones run to about 34 rows, so
 * a 40-row terminal shows the tallest whole); the rows a shorter zone
 * leaves blank go to the log, so a bigger terminal gives more to read. With
 * no zone height given the map takes all but the least log. A player who
 * reads more than they look asks for a taller least log (the options
 * file's msg_height), and the map gives up rows for it.
 */
export function zoneLayout(width: number, height: number, zoneHeight = Number.POSITIVE_INFINITY, leastLog = LOG_HEIGHT) {
  const logHeight = Math.max(leastLog, Math.min(MAX_LOG_HEIGHT, height - 1 - Math.max(BASE_MAP_HEIGHT, zoneHeight)));
  const mapWidth = width - PANEL_WIDTH - 1;
  const mapHeight = height - logHeight - 1;
  return { mapWidth, mapHeight, logHeight, panelLeft: mapWidth + 1, logTop: mapHeight + 1 };
}

const TAG = /^\{\/?[a-z-]*\}/;

/** A slice being taken: the text so far and the columns passed. */
interface Slice {
  out: string;
  seen: number;
}

/**
 * Visible columns `from` to `to` of a tagged line; colour tags before `from` are kept so colours carry on. A wide
 * character cut by either edge leaves blank the columns of it that are inside.
 */
function sliceVisible(line: string, from: number, to: number): string {
  const s: Slice = { out: '', seen: 0 };
  for (let i = 0; i < line.length && s.seen < to; ) {
    const tag = TAG.exec(line.slice(i));
    if (tag && !['{open}', '{close}'].includes(tag[0])) {
      s.out += tag[0];
      i += tag[0].length;
      continue;
    }
    const escaped = line.startsWith('{open}', i) ? '{open}' : line.startsWith('{close}', i) ? '{close}' : undefined;
    if (escaped || line.charCodeAt(i) < 0x80) {
      const piece = escaped ?? line[i]!;
      take(s, piece, 1, from, to);
      i += piece.length;
      continue;
    }
    // Past ASCII, the text up to the next tag is taken a grapheme at a time, each as wide as the terminal draws it.
    let end = line.indexOf('{', i + 1);
    if (end < 0) end = line.length;
    eachGrapheme(line.slice(i, end), (g, w) => take(s, g, w, from, to));
    i = end;
  }
  return s.out;
}

/** One piece `w` columns wide added to the slice from `from` to `to`: whole if inside, blank columns for what of it is. */
function take(s: Slice, piece: string, w: number, from: number, to: number): void {
  if (s.seen >= from && s.seen + w <= to) s.out += piece;
  else if (s.seen + w > from && s.seen < to) s.out += ' '.repeat(Math.min(to, s.seen + w) - Math.max(from, s.seen));
  s.seen += w;
}

/** Draws `block` over `below` with its top-left corner at (`left`, `top`). */
export function overlay(below: string[], top: number, left: number, block: string[]): string[] {
  const out = [...below];
  block.forEach((row, k) => {
    const y = top + k;
    if (y < 0 || y >= out.length) return;
    const base = out[y] ?? '';
    const w = visibleLength(row);
    const head = sliceVisible(base, 0, left);
    const pad = ' '.repeat(Math.max(0, left - visibleLength(head)));
    out[y] = `${head}{/}${pad}${row}{/}${sliceVisible(base, left + w, Number.MAX_SAFE_INTEGER).replace(/\{\/?[a-z-]*\}/g, (t) => (t === '{open}' || t === '{close}' ? t : ''))}`;
  });
  return out;
}
