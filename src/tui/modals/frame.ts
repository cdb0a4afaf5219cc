/** A bordered box drawn in the middle of the screen, the shape every pop-up shares. */
import { overlay } from '../layout.js';
import { boxChars, esc, fit, tone, visibleLength, wrapTagged, type Style } from '../style.js';
import { cutWidth } from '../../base/text-width.js';

/**
 * `notes` come and go below the lines (a box's "x does nothing here: answer with …"): they are wrapped to the width the rest gives the box,
 * so the frame never jumps wider when one appears, nor back when it goes.
 */
export function framed(style: Style, below: string[], width: number, height: number, title: string, lines: string[], footer = 'Esc: close', notes: readonly string[] = []): string[] {
  const b = boxChars(style);
  // A line wider than the box goes on over the next lines, never past its border.
  const content = lines.flatMap((l) => wrapTagged(l, width - 6));
  // A footer of keys longer than the widest box the terminal holds goes inside it, below the rest, whole: run on
  // past the box's corner, the terminal's edge would cut the last keys off.
  const footInside = visibleLength(esc(footer)) + 4 > width - 6;
  const room = footInside ? width - 6 : Math.min(width - 6, Math.max(visibleLength(esc(title)) + 4, visibleLength(esc(footer)) + 4, ...content.map(visibleLength)));
  const wrapped = [...content, ...notes.flatMap((l) => wrapTagged(l, room))];
  // Kept whatever else the height cuts: they are how to answer the box.
  const keys = footInside ? wrapTagged(esc(footer), room).map((l) => tone(style, 'dim', l)) : [];
  const rows = Math.max(0, Math.min(wrapped.length, height - 4 - keys.length));
  // Lines the terminal has no rows for are never cut off unsaid: the last row counts them.
  const cut = wrapped.length - rows + 1;
  const body = [...(rows < wrapped.length && rows > 0 ? [...wrapped.slice(0, rows - 1), tone(style, 'dim', esc(cutWidth(`…and ${cut} more lines: a taller terminal shows them.`, width - 6)))] : wrapped.slice(0, rows)), ...keys];
  const inner = Math.min(width - 6, Math.max(room, ...body.map(visibleLength)));
  const head = `${b.tl}${b.h} ${tone(style, 'title', esc(title))} ${b.h.repeat(Math.max(0, inner - visibleLength(esc(title)) - 3))}${b.tr}`;
  const foot = footInside ? `${b.bl}${b.h.repeat(inner)}${b.br}` : `${b.bl}${b.h} ${esc(footer)} ${b.h.repeat(Math.max(0, inner - visibleLength(esc(footer)) - 3))}${b.br}`;
  const block = [head, ...body.map((l) => `${b.v}${fit(l, inner)}${b.v}`), foot];
  const top = Math.max(0, Math.floor((height - block.length) / 2));
  const left = Math.max(0, Math.floor((width - inner - 2) / 2));
  // A screen shorter than the terminal (the title) still has the whole box drawn over it.
  const screen = below.length >= height ? below : [...below, ...Array<string>(height - below.length).fill('')];
  // The box's rows are cleared to the right edge, with a blank column to its left: the side panel cut
  // off mid-word ("urn 20") beside a box reads as garbage.
  const margin = left > 0 ? ' ' : '';
  const rest = ' '.repeat(Math.max(0, width - left - inner - 2));
  return overlay(screen, top, left - margin.length, block.map((row) => `${margin}${row}${rest}`));
}
