/**
 * Spell areas on the map, through the real interface: a Web cast with `z`
 * is drawn where it lies and look names it with what it does; Darkness has
 * a symbol of its own in --ascii on a monochrome screen; Light colours the
 * floor. docs/glyphs.md lists them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distance, key, whereFrom } from '../../src/core/engine/geometry.js';
import type { GameState } from '../../src/core/engine/types.js';
import { sightOf } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { AREA_CELLS } from '../../src/tui/map-view.js';
import { heroInDungeon } from '../engine/setup.js';
import { harnesses, type Harness, type HarnessOptions } from './harness.js';

const session = harnesses();

type Point = { x: number; y: number };

/** A Wizard of `level` in zone 1 with `spell` memorised, INT enough never to fail, nothing about. */
function wizard(spell: string, level: number): GameState {
  const s = heroInDungeon('Wizard');
  currentZone(s).z.creatures = [];
  Object.assign(s.hero, { level, memorised: [spell] });
  s.hero.attributes.INT = 30;
  return s;
}

/** A square `d` away whose 3×3 is open floor in view, so a Web there lies wholly in sight. */
function clearSpot(s: GameState, d: number): Point {
  const { zone } = currentZone(s);
  const sees = sightOf(s).keys;
  const open = (x: number, y: number) => zone.tiles[y]?.[x] === '.' && sees.has(key(x, y));
  for (let y = 1; y < zone.height - 1; y++)
    for (let x = 1; x < zone.width - 1; x++) {
      if (distance({ x, y }, s.hero) !== d) continue;
      let ok = true;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) ok &&= open(x + dx, y + dy);
      if (ok) return { x, y };
    }
  throw new Error(`no clear square ${d} away`);
}

/** Into the zone as `s`, then `z a`, the cursor moved from the hero to `p`, and Enter: the spell is cast through the keys. */
async function castAt(o: HarnessOptions, s: GameState, p: Point): Promise<Harness> {
  const h = await session({ seed: '5', ...o });
  await h.startGame('Ada');
  h.scene(() => s);
  await h.press('z', 'a');
  const steps = (n: number, more: string, less: string) => Array<string>(Math.abs(n)).fill(n > 0 ? more : less);
  await h.press(...steps(p.x - s.hero.x, 'l', 'h'), ...steps(p.y - s.hero.y, 'j', 'k'), 'enter');
  return h;
}

/** The screen cell showing map square `p`, placed from where the hero's `@` is drawn. */
function screenOf(h: Harness, p: Point): Point {
  const at = h.find('@')!;
  const hero = h.app.ui.game!.hero;
  return { x: at.x + p.x - hero.x, y: at.y + p.y - hero.y };
}

const charAt = (h: Harness, p: Point) => {
  const c = screenOf(h, p);
  return h.lines()[c.y]![c.x];
};

/** The look cursor moved from the hero onto `p`: the description under the map. */
async function lookAt(h: Harness, p: Point): Promise<string> {
  const hero = h.app.ui.game!.hero;
  const steps = (n: number, more: string, less: string) => Array<string>(Math.abs(n)).fill(n > 0 ? more : less);
  await h.press('x', ...steps(p.x - hero.x, 'l', 'h'), ...steps(p.y - hero.y, 'j', 'k'));
  const text = h.screenText();
  await h.press('escape');
  return text;
}

describe('a Web on the map', () => {
  it('is drawn over its 3×3 squares, and look names it with what it does', async () => {
    const s = wizard('Web', 2);
    const p = clearSpot(s, 3);
    const h = await castAt({}, s, p);
    // The screen shows no coordinates: the log counts the squares from the hero.
    expect(h.screenText()).toContain(`Web fills the squares around a spot ${whereFrom(s.hero, p)} of you.`);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) expect(charAt(h, { x: p.x + dx, y: p.y + dy }), `${dx},${dy}`).toBe(':');
    const cell = screenOf(h, p);
    // In colour it takes the trap's magenta.
    expect(h.cell(cell.x, cell.y)!.getFgColor()).toBe(5);
    expect(await lookAt(h, { x: p.x + 1, y: p.y })).toContain('Web (sticky: a creature that enters is stuck; it never catches you).');
  });
});

describe('Darkness and Light', () => {
  it('Darkness is a % in --ascii on a monochrome screen, where the squares cannot be seen, and look says so', async () => {
    const s = wizard('Darkness', 3);
    const p = clearSpot(s, 4);
    const h = await castAt({ style: { ascii: true, mono: true } }, s, p);
    expect(charAt(h, p)).toBe('%');
    expect(h.screenText()).not.toContain('░');
    expect((await lookAt(h, p)).replace(/\s+/g, ' ')).toContain('Darkness (no sight passes it; a creature in it, not next to you, loses every other turn).');
  });

  it('Light colours the floor it lights, and look names it', async () => {
    const s = wizard('Light', 1);
    const p = clearSpot(s, 4);
    const h = await castAt({}, s, p);
    const cell = screenOf(h, { x: p.x + 1, y: p.y });
    expect(charAt(h, { x: p.x + 1, y: p.y })).toBe('.');
    expect(h.cell(cell.x, cell.y)!.getFgColor()).toBe(3);
    expect(h.cell(cell.x, cell.y)!.isBold()).toBeTruthy();
    expect(await lookAt(h, { x: p.x + 1, y: p.y })).toContain('Light (magic light: what is in it can be seen).');
  });
});

describe('docs/glyphs.md', () => {
  it('lists every spell area symbol, and the ASCII one beside it', () => {
    const doc = readFileSync('docs/glyphs.md', 'utf8');
    for (const [name, look] of Object.entries(AREA_CELLS)) {
      expect(doc, name).toContain(name);
      if (look.glyph) expect(doc, name).toContain(`\`${look.glyph}\``);
      if (look.ascii) expect(doc, name).toContain(`\`${look.ascii}\``);
    }
  });
});
