/**
 * What a frame costs on the wire: a step sends the cells it changed and no
 * more (over SSH every byte is waited for), a frame that changes nothing
 * sends nothing, and what the terminal ends up showing is exactly the whole
 * frame drawn afresh, and exactly what blessed's own text box made of the
 * same frame's tags, as the screens have always looked: a monochrome
 * rival's underline too, which blessed ends with the rival's bold (its
 * code for bold off turns every flag off).
 */
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Terminal } from '@xterm/headless';
import type { Widgets } from 'blessed';
import { composeFrame } from '../../src/tui/ui-state.js';
import { fit } from '../../src/tui/style.js';
import { charsetFor, createPainter } from '../../src/tui/painter.js';
import { zoneScreen } from '../../src/tui/screens/zone.js';
import { DIR_KEY, freeSteps } from './plan.js';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { TILE } from '../../src/procgen/glyphs.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { foeBeside, heroInDungeon } from '../engine/setup.js';
import { headlessTerminal } from '../support/xterm.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

/** Every cell as the player sees it: the character and its look. */
function cells(term: Terminal): string[] {
  const out: string[] = [];
  const buf = term.buffer.active;
  for (let y = 0; y < term.rows; y++) {
    for (let x = 0; x < term.cols; x++) {
      const c = buf.getLine(buf.viewportY + y)!.getCell(x)!;
      out.push(`${y},${x} ${c.getChars() || ' '} ${c.getFgColorMode()}:${c.getFgColor()} bold ${+!!c.isBold()} underline ${+!!c.isUnderline()} inverse ${+!!c.isInverse()}`);
    }
  }
  return out;
}

const load = createRequire(import.meta.url);

/** The frame as blessed's own text box draws its tags, on a terminal of its own: how the game's screens have always looked. */
async function blessedDrawing(lines: string[], cols: number, rows: number): Promise<string[]> {
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: cols, rows });
  const input = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, setRawMode: () => input });
  const term = headlessTerminal(cols, rows);
  const written: Promise<void>[] = [];
  output.on('data', (chunk: Buffer) => written.push(new Promise((resolve) => term.write(chunk, resolve))));
  const screen = (load('blessed/lib/widgets/screen.js') as (o: Widgets.IScreenOptions) => Widgets.Screen)({ input: input as never, output: output as never, terminal: 'xterm-256color', smartCSR: true, fullUnicode: true, forceUnicode: true, warnings: false, autoPadding: false, dockBorders: false });
  (screen as unknown as { tput: { brokenACS: boolean } }).tput.brokenACS = true;
  const box = (load('blessed/lib/widgets/box.js') as (o: Widgets.BoxOptions) => Widgets.BoxElement)({ parent: screen, top: 0, left: 0, width: '100%', height: '100%', tags: true, wrap: false });
  box.setContent(lines.join('\n'));
  screen.render();
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(written);
  const shown = cells(term);
  screen.destroy();
  term.dispose();
  return shown;
}

/** The screen after the terminal is cleared and the whole frame sent again (as after a resize). */
async function redrawnWhole(h: Harness): Promise<string[]> {
  await h.resize(h.term.cols, h.term.rows);
  return cells(h.term);
}

/** The screen equals what blessed's own box drew from the same frame. */
async function asBlessedDrew(h: Harness, what: string): Promise<void> {
  const { cols, rows } = h.term;
  const lines = composeFrame(h.app.ui, cols, rows).slice(0, rows).map((l) => fit(l, cols));
  expect(cells(h.term), what).toEqual(await blessedDrawing(lines, cols, rows));
}

/**
 * The frame the game stands at, drawn from nothing: a new painter on a blank
 * terminal, and nothing of the lines kept from frames before (a new zone
 * view, a style and an interface of its own, which the kept map rows and
 * log rows belong to).
 */
async function drawnAfresh(h: Harness): Promise<string[]> {
  const { cols, rows } = h.term;
  const ui = h.app.ui;
  const style = { ...ui.style };
  const fresh = { ...ui, style, screen: ui.screen.kind === 'zone' ? zoneScreen() : ui.screen };
  const lines = composeFrame(fresh, cols, rows).slice(0, rows).map((l) => fit(l, cols));
  const term = headlessTerminal(cols, rows);
  await new Promise<void>((resolve) => term.write(createPainter(charsetFor(style)).paint(lines, cols, rows), resolve));
  const shown = cells(term);
  term.dispose();
  return shown;
}

describe('drawing a frame', () => {
  it('after every key, what the terminal shows is the frame drawn from nothing: across steps, a zone change, menus, the message history scrolled, colour off and on, and a resize', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    /** A step to a free square beside the hero. */
    const STEP = 'step';
    /** A step into the rock beside the hero. */
    const WALL = 'wall';
    const rockAside = (s: GameState) => (Object.keys(DIR_STEPS) as Dir[]).find((d) => currentZone(s).zone.tiles[s.hero.y + DIR_STEPS[d].y]?.[s.hero.x + DIR_STEPS[d].x] === TILE.rock)!;
    const keys = [
      STEP, STEP,
      // The inventory and the help opened and closed.
      'i', 'escape', '?', 'escape',
      // Travel to the iron door and through it: zone 1.2.
      '_', '>', 'enter', 'l',
      STEP, STEP, STEP,
      // Into the rock twice: the same words, counted on the log's last line.
      WALL, WALL,
      // The message history, scrolled up and down and closed.
      'C-p', 'up', 'up', 'pageup', 'down', 'escape',
      // Colour off and on again, and the walls' symbols in turn, a step in each.
      'C-o', STEP, 'C-o', STEP,
      'C-w', STEP, 'C-w', STEP, 'C-w', STEP,
    ];
    const zones = new Set<string | null>();
    for (const key of keys) {
      await h.press(key === STEP ? DIR_KEY[freeSteps(h.app.ui.game!)[0]!] : key === WALL ? DIR_KEY[rockAside(h.app.ui.game!)] : key);
      zones.add(h.app.ui.game!.zone);
      expect(cells(h.term), `after ${key}`).toEqual(await drawnAfresh(h));
    }
    expect(zones).toEqual(new Set(['1', '1.2']));
    expect(h.app.ui.log.some((l) => l.times === 2), 'a line said twice running').toBe(true);
    // A bigger terminal, a step there, and back to 80×24.
    for (const [cols, rows] of [[100, 30], [80, 24]] as const) {
      await h.resize(cols, rows);
      expect(cells(h.term), `resized to ${cols}×${rows}`).toEqual(await drawnAfresh(h));
      await h.press(DIR_KEY[freeSteps(h.app.ui.game!)[0]!]);
      expect(cells(h.term), `a step at ${cols}×${rows}`).toEqual(await drawnAfresh(h));
    }
  });

  it('a map made again only where its squares changed shows the frame drawn from nothing: walls joined as lines while exploring, the whole zone shown where the hero stands, a spell area laid, and the zone revealed at the end', async () => {
    const h = await session({ seed: '5', style: { symbols: 'lines' } });
    await h.startGame('Ada');
    // A Wizard sure to cast, alone in zone 1, with a spell that shows the zone's shape and one that lays an area.
    const s = heroInDungeon('Wizard');
    currentZone(s).z.creatures = [];
    Object.assign(s.hero, { level: 8, memorised: ['Contact Higher Plane', 'Web'] });
    s.hero.attributes.INT = 30;
    h.scene(() => s);
    const same = async (what: string) => expect(cells(h.term), what).toEqual(await drawnAfresh(h));
    await h.press('escape');
    await same('the Wizard in zone 1');
    // Exploring: each step shows new squares, and the walls beside them join the walls already drawn.
    const back: Record<Dir, Dir> = { n: 's', s: 'n', e: 'w', w: 'e', ne: 'sw', sw: 'ne', nw: 'se', se: 'nw' };
    let going: Dir | undefined;
    for (let k = 0; k < 40; k++) {
      // On the way it goes while it can; else any way but back.
      const ways = freeSteps(h.app.ui.game!);
      going = going && ways.includes(going) ? going : (ways.find((d) => d !== (going && back[going])) ?? ways[0]!);
      await h.press(DIR_KEY[going]);
      await same(`step ${k}`);
    }
    /** Casts the memorised spell named, by its letter in the list. */
    const cast = async (spell: string, ...then: string[]) => {
      await h.press('z');
      const letter = new RegExp(`([a-z])\\W+${spell}`).exec(h.screenText())![1]!;
      await h.press(letter, ...then);
    };
    const seen = currentZone(h.app.ui.game!).z.seen;
    const at = { ...h.app.ui.game!.hero };
    await cast('Contact Higher Plane');
    expect(h.app.ui.game!.hero, 'the hero has not moved').toMatchObject({ x: at.x, y: at.y });
    expect(currentZone(h.app.ui.game!).z.seen, 'the whole zone remembered').not.toBe(seen);
    await same('Contact Higher Plane cast');
    // Web two squares away, the cursor moved there from the hero.
    const [way] = freeSteps(h.app.ui.game!);
    await cast('Web', DIR_KEY[way!], DIR_KEY[way!], 'enter');
    expect(h.app.ui.game!.hero.effects.map((e) => e.name)).toContain('Web');
    await same('Web cast');
    await h.press('Q', 'y');
    expect(h.screenText()).toMatch(/Zone 1/);
    await same('the end, the zone revealed');
  });

  it('a walking step sends fewer bytes than NetHack (55) for the same walk and none for a frame with no change, and every frame looks cell for cell as blessed drew it, in colour and monochrome, a rival in view, with boxes open', async () => {
    const h = await session({ seed: '2' });
    await h.startGame();
    // Two steps from the entrance into the first room, then back and forth along it.
    await h.press('k', 'k');
    const sent: number[] = [];
    for (const key of 'lhlhlhlhlh') {
      const before = h.bytes;
      const at = h.find('@')!;
      await h.press(key);
      expect(h.find('@')!.x).toBe(at.x + (key === 'l' ? 1 : -1));
      sent.push(h.bytes - before);
      await asBlessedDrew(h, `step ${key}`);
      const shown = cells(h.term);
      expect(await redrawnWhole(h)).toEqual(shown);
    }
    expect(Math.max(...sent)).toBeLessThan(55);
    const before = h.bytes;
    h.app.render();
    await h.settle();
    expect(h.bytes - before).toBe(0);

    // A walk with the Opposition about and a rival @ beside the hero (bold and underlined in monochrome), in both
    // styles, and the inventory, the help and the look cursor (inverse) open.
    for (const mono of [false, true]) {
      const g = await session({ seed: '3', style: { mono }, options: { opposition: 'ai-fair' } });
      const style = mono ? 'mono' : 'colour';
      await asBlessedDrew(g, `${style}: the title`);
      await g.startGame();
      g.scene((s) => void foeBeside(s, { name: 'Commercial At Character', glyph: '@', attitude: 'neutral' }));
      await g.press('x', 'escape'); // look, and back: the map is drawn again, the rival on it
      if (mono) expect(cells(g.term).filter((c) => c.endsWith('underline 1 inverse 0')).map((c) => c.split(' ')[1]), 'the rival alone underlined').toEqual(['@']);
      await asBlessedDrew(g, `${style}: the rival beside the hero`);
      for (let k = 0; k < 12 && g.app.ui.game?.phase === 'dungeon'; k++) {
        if (g.app.ui.modals.length > 0) await g.press('escape');
        else await g.press(DIR_KEY[freeSteps(g.app.ui.game)[k % 3] ?? 'n']);
        await asBlessedDrew(g, `${style}: step ${k}`);
      }
      for (const key of ['i', 'escape', '?', 'escape', 'x', 'l']) {
        await g.press(key);
        if (key === 'x') expect(cells(g.term).some((c) => c.endsWith('inverse 1')), 'the look cursor, drawn in inverse').toBe(true);
        await asBlessedDrew(g, `${style}: ${key}`);
      }
    }
  });
});
