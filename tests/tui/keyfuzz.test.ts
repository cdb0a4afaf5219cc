/**
 * Keys at random, as a cat on the keyboard would press them: every bound
 * key and many that are not, on the zone and Home screens of real games
 * (fresh heroes and the middle of bot games), through every menu and
 * modal they open and on to the end screens. Nothing throws, and every
 * frame fits the terminal: no line runs past its right edge.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/play.js';
import type { GameState } from '../../src/core/engine/types.js';
import { Stream, randomInt } from '../../src/base/rng.js';
import { keyMap } from '../../src/tui/keys.js';
import { panelLines } from '../../src/tui/panel.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { homeScreen } from '../../src/tui/screens/home.js';
import { zoneScreen } from '../../src/tui/screens/zone.js';
import { visibleLength } from '../../src/tui/style.js';
import { composeFrame, createUi, sendKey } from '../../src/tui/ui-state.js';
import { heroAtHome, heroInDungeon, withoutEnviron } from '../engine/setup.js';

const SEQUENCES = 240;
const KEYS_EACH = 60;
const SIZES = [[80, 24], [100, 30], [132, 43], [81, 25]] as const;

describe('keys at random', () => {
  it(`${SEQUENCES} runs of ${KEYS_EACH} random keys never throw, and every frame fits the terminal`, () => {
    const keys = keyMap();
    const unbound = ['enter', 'escape', 'tab', 'S-tab', 'backspace', 'space', 'up', 'down', 'left', 'right', 'pageup', 'pagedown', 'home', 'end', 'C-p', 'C-x', 'a', 'z', '1', '9', '0', '-', '>', '<', '?', 'y', 'n', 'q', 'Q'];
    const pool = [...keys.keys(), ...unbound, ...unbound];
    const starts: GameState[] = (['Warrior', 'Thief', 'Cleric', 'Wizard'] as const).map((c, k) => heroInDungeon(c, String(k + 3)));
    // And two at Home, fresh from creation.
    for (const className of ['Cleric', 'Wizard'] as const) starts.push(heroAtHome(className, `home-${className}`));
    for (let k = 0; k < 6; k++) {
      playGame(`keys-${k}`, { opposition: 'ai-fair' }, { maxSteps: 400, onAction: ({ state, actions }) => void (actions.length % 80 === 0 && state.phase !== 'dead' && state.phase !== 'won' && starts.push(state)) });
    }
    expect(starts.some((s) => s.phase === 'home')).toBe(true);
    const rng = Stream.derive('keys', 'random');
    const found: string[] = [];
    for (let n = 0; n < SEQUENCES && found.length < 5; n++) {
      const s = starts[n % starts.length]!;
      const [width, height] = SIZES[n % SIZES.length]!;
      const ui = createUi({ mono: true, ascii: n % 2 === 0 }, keys, s, { onQuit: () => {} });
      ui.screen = s.phase === 'home' ? homeScreen() : zoneScreen();
      const pressed: string[] = [];
      for (let k = 0; k < KEYS_EACH; k++) {
        const full = pool[randomInt(rng, 0, pool.length - 1)]!;
        pressed.push(full);
        try {
          sendKey(ui, { full, ch: full.length === 1 ? full : undefined, cmd: keys.get(full) });
          const frame = composeFrame(ui, width, height);
          const long = frame.find((l) => visibleLength(l) > width);
          if (frame.length > height || long !== undefined) found.push(`${width}×${height}, keys ${pressed.join(' ')}: ${frame.length} lines; too long: ${long}`);
        } catch (error) {
          found.push(`keys ${pressed.join(' ')}: ${(error as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
        }
        if (found.length > 0) break;
      }
    }
    expect(found).toEqual([]);
    // 14,400 keys through the real screens: 12 s on a quiet machine, over a minute while a balance run shares its two cores.
  }, 240_000);
});

describe('the side panel', () => {
  it('keeps every line within its width (a deep zone shows the end of its id, long lists wrap) and names each lasting magic once', () => {
    const s = withoutEnviron(structuredClone(heroInDungeon('Wizard')));
    const deep = '1.2.1.1.2.1.1.4.1.3.2';
    s.zones[deep] = { ...s.zones[s.zone!]!, id: deep, context: { ...s.zones[s.zone!]!.context, depth: 11 } };
    s.zone = deep;
    s.hero.conditions.push({ kind: 'distracted', turns: 2, source: 'noise' }, { kind: 'disadvantage', attrs: ['DEX'], minutes: null, source: 'environ: blinding glare' }, { kind: 'weakened', turns: null, source: 'curse' });
    s.zones[deep]!.environ = { name: 'Blinding glare', die: 6 };
    for (const ascii of [false, true]) {
      const lines = panelLines(s, { mono: true, ascii }).map((l) => l.replace(/\{\/?[a-z-]*\}/g, ''));
      for (const l of lines) expect(visibleLength(l), l).toBeLessThanOrEqual(PANEL_WIDTH);
      expect(lines).toContain(ascii ? 'Zone ..1.4.1.3.2  depth 11' : 'Zone …1.4.1.3.2  depth 11');
      // The environ's hindrance is told once, on its own line.
      expect(lines.join(' ')).toContain('Here: Blinding glare (DEX at Disadvantage)');
      expect(lines).toContain('distracted, weakened');
    }
    // Lasting magic is named once, however many of it run.
    s.hero.effects = [];
    for (const [id, name] of ['Bless', 'Bless', 'Light'].entries()) s.hero.effects.push({ id, name, kind: 'hero', zone: null, untilTurn: null, untilMinute: null, visit: null });
    expect(panelLines(s, { mono: true, ascii: false }).map((l) => l.replace(/\{\/?[a-z-]*\}/g, ''))).toContain('Bless, Light');
  });

  it('that runs past the map at 80×24 ends on a pointer to the character sheet, which C opens in the zone and at Home', () => {
    for (const [start, screen] of [[heroInDungeon('Cleric'), zoneScreen()], [heroAtHome('Cleric'), homeScreen()]] as const) {
      const s = structuredClone(start);
      s.hero.name = 'Ysolde of the Long Name and the Longer Title';
      const sources = ['a witch hex', 'a very bad dream', 'the bitter cold', 'an open wound', 'the deep dark', 'a grim rumour', 'a maddening itch', 'the smell'];
      for (const source of sources) s.hero.conditions.push({ kind: 'disadvantage', attrs: ['DEX'], minutes: 5, source });
      for (const [id, name] of ['Bless', 'Light', 'Protection from Evil'].entries()) s.hero.effects.push({ id, name, kind: 'hero', zone: null, untilTurn: null, untilMinute: null, visit: null });
      const ui = createUi({ mono: true, ascii: false }, keyMap(), s, {});
      ui.screen = screen;
      const panel = composeFrame(ui, 80, 24).map((l) => l.replace(/\{\/?[a-z-]*\}/g, '').slice(54).trimEnd());
      expect(panel).toContain('… more on the sheet (C)');
      sendKey(ui, { full: 'C', ch: 'C', cmd: 'character' });
      expect(composeFrame(ui, 80, 24).join('\n').replace(/\{\/?[a-z-]*\}/g, '')).toContain('─ Character ─');
      // Its pages, read to the end, hold what the panel had no room for.
      let pages = '';
      for (let k = 0; k < 6; k++, sendKey(ui, { full: 'pagedown', ch: undefined, cmd: 'move-se' })) pages += composeFrame(ui, 80, 24).join('\n');
      expect(pages).toContain('the smell');
    }
  });
});
