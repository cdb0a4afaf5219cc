import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_GLYPHS, OVERLAY, RIVAL_GLYPH, TILE } from '../src/procgen/glyphs.js';
import { CREATURE_CATEGORIES } from '../src/data/roguelike/creatures.js';

const glyphsDoc = readFileSync('docs/glyphs.md', 'utf8');
const documented = (glyph: string) => glyphsDoc.includes(`| \`${glyph}\` |`);

describe('docs/glyphs.md', () => {
  it('lists every terrain, feature and item symbol the maps use', () => {
    for (const glyph of [...Object.values(TILE), ...Object.values(OVERLAY)]) expect(documented(glyph), glyph).toBe(true);
  });
  it('gives every creature category its letter, and @ only to the rival', () => {
    for (const category of CREATURE_CATEGORIES.rows) {
      const glyph = CATEGORY_GLYPHS[category.name];
      expect(glyph, category.name).toBeDefined();
      expect(glyphsDoc).toContain(`| \`${glyph}\` | ${category.name}`);
    }
    expect(Object.values(CATEGORY_GLYPHS)).not.toContain(RIVAL_GLYPH);
    expect(new Set(Object.values(CATEGORY_GLYPHS)).size).toBe(Object.keys(CATEGORY_GLYPHS).length);
  });
});

/** The Markdown files a reader opens: the README and every page under docs. */
const pages = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

describe('the documents', () => {
  it('keep each table whole: every row sits under its table, none after a paragraph that cut the table in two', () => {
    const loose: string[] = [];
    for (const page of pages) {
      const lines = readFileSync(page, 'utf8').split('\n');
      let fenced = false;
      lines.forEach((line, n) => {
        if (line.startsWith('```')) fenced = !fenced;
        if (fenced || !line.startsWith('|')) return;
        // A row follows a row; a table's first row is its header, with the line of dashes under it.
        const header = /^\|[-:| ]+\|\s*$/.test(lines[n + 1] ?? '');
        if (!header && !(lines[n - 1] ?? '').startsWith('|')) loose.push(`${page}:${n + 1}: ${line.slice(0, 50)}`);
      });
    }
    expect(loose).toEqual([]);
  });
});
