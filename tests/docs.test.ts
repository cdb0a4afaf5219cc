import { readFileSync } from 'node:fs';
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
