/** Where the parts of the zone view sit on the terminal, and drawing one block of lines over another. */
import { visibleLength } from './style.js';

export const PANEL_WIDTH = 26;
export const LOG_HEIGHT = 5;

export function zoneLayout(width: number, height: number) {
  const mapWidth = width - PANEL_WIDTH - 1;
  const mapHeight = height - LOG_HEIGHT - 1;
  return { mapWidth, mapHeight, panelLeft: mapWidth + 1, logTop: mapHeight + 1 };
}

const TAG = /^\{\/?[a-z-]*\}/;

/** Visible characters `from` to `to` of a tagged line; colour tags before `from` are kept so colours carry on. */
function sliceVisible(line: string, from: number, to: number): string {
  let out = '';
  let seen = 0;
  for (let i = 0; i < line.length && seen < to; ) {
    const tag = TAG.exec(line.slice(i));
    if (tag && !['{open}', '{close}'].includes(tag[0])) {
      out += tag[0];
      i += tag[0].length;
      continue;
    }
    const escaped = line.startsWith('{open}', i) ? '{open}' : line.startsWith('{close}', i) ? '{close}' : line[i]!;
    if (seen >= from) out += escaped;
    seen++;
    i += escaped.length;
  }
  return out;
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
