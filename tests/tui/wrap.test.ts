/** Long lines wrap at spaces: in pop-ups (colours kept on each line, braces shown as typed) and in the message log. */
import { describe, expect, it } from 'vitest';
import { esc, tone, visibleLength, wrapTagged } from '../../src/tui/style.js';
import { keyMap } from '../../src/tui/keys.js';
import { LOG_HEIGHT } from '../../src/tui/layout.js';
import { homeScreen } from '../../src/tui/screens/home.js';
import { zoneScreen } from '../../src/tui/screens/zone.js';
import { composeFrame, createUi, sendKey } from '../../src/tui/ui-state.js';
import { pickList } from '../../src/tui/modals/list.js';
import { heroAtHome, heroInDungeon } from '../engine/setup.js';

const plain = (l: string) => l.replace(/\{(?!open\}|close\})\/?[a-z-]*\}/g, '').replace(/\{open\}/g, '{').replace(/\{close\}/g, '}');

describe('wrapping a tagged line', () => {
  const style = { mono: false, ascii: false };

  it('breaks at spaces, keeps the indent, and leaves a short line alone', () => {
    const line = tone(style, 'warn', esc('  DEX 12   30.25% with Disadvantage (a witch hex, a very bad dream, the cold)'));
    const lines = wrapTagged(line, 40);
    expect(lines.map(plain)).toEqual(['  DEX 12   30.25% with Disadvantage (a', '  witch hex, a very bad dream, the cold)']);
    expect(wrapTagged('short', 40)).toEqual(['short']);
  });

  it('closes the colours open at a break and opens them again on the next line', () => {
    const lines = wrapTagged(`plain ${tone(style, 'bad', 'red words that run on')} plain`, 12);
    for (const l of lines) {
      expect(visibleLength(l)).toBeLessThanOrEqual(12);
      // Every line opens what it closes: no colour leaks into the border drawn after it.
      const opened = (l.match(/\{[a-z-]+\}/g) ?? []).length;
      const closed = (l.match(/\{\/[a-z-]+\}/g) ?? []).length;
      expect(opened, l).toBe(closed);
    }
    expect(lines.map(plain).join(' ')).toBe('plain red words that run on plain');
    expect(lines[1]).toMatch(/^\{red-fg\}/);
  });

  it('counts an escaped brace as one character and cuts a word longer than the width', () => {
    const lines = wrapTagged(`${esc('{a}')} ${'x'.repeat(25)}`, 10);
    expect(lines.map(plain)).toEqual(['{a}', 'xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx']);
  });
});

describe('a list of long choices', () => {
  it('shows each choice whole, over as many lines as it needs, and keeps the chosen one in view as it scrolls', () => {
    const ui = createUi({ mono: true, ascii: false }, keyMap(), structuredClone(heroInDungeon('Warrior')), {});
    ui.screen = zoneScreen();
    const long = (k: number) => `choice ${k}: ${'a long description of what this choice does '.repeat(2)}end ${k}`;
    const picked: number[] = [];
    ui.push(pickList({ title: 'Pick', choices: () => Array.from({ length: 12 }, (_, k) => ({ label: esc(long(k)), value: k })), pick: (_u, v) => void picked.push(v) }));
    const text = () => composeFrame(ui, 80, 24).map(plain).join('\n');
    expect(text()).toContain('end 0');
    expect(text()).toMatch(/1-\d+ of 12/);
    for (let k = 0; k < 11; k++) sendKey(ui, { full: 'down', ch: undefined, cmd: undefined });
    // The last choice, now under the cursor, is on screen in full.
    expect(text()).toContain('>l choice 11');
    expect(text()).toContain('end 11');
    expect(text()).toMatch(/\d+-12 of 12/);
    sendKey(ui, { full: 'enter', ch: undefined, cmd: undefined });
    expect(picked).toEqual([11]);
  });
});

describe('the message log', () => {
  it('counts a line said again straight after itself instead of repeating it', () => {
    const ui = createUi({ mono: true, ascii: false }, keyMap(), structuredClone(heroInDungeon('Warrior')), {});
    ui.screen = zoneScreen();
    for (let k = 0; k < 3; k++) ui.say('A creature is in view.', 'prompt');
    ui.say('You wait.', 'message');
    ui.say('A creature is in view.', 'prompt');
    const rows = composeFrame(ui, 80, 24).slice(-LOG_HEIGHT).map((l) => plain(l).trimEnd()).filter(Boolean);
    expect(rows.slice(-3)).toEqual(['A creature is in view. (×3)', 'You wait.', 'A creature is in view.']);
    expect(ui.log.map((l) => l.text).slice(-3)).toEqual(['A creature is in view.', 'You wait.', 'A creature is in view.']);
  });

  it('wraps a long message at a space in the zone view and at Home alike', () => {
    const text = 'Out of Action: Cracked Bones. Disadvantage on STR, DEX and CON tests until the visit ends.';
    for (const [start, screen] of [[heroInDungeon('Wizard'), zoneScreen()], [heroAtHome('Wizard'), homeScreen()]] as const) {
      const ui = createUi({ mono: true, ascii: false }, keyMap(), structuredClone(start), {});
      ui.screen = screen;
      ui.say(text);
      const rows = composeFrame(ui, 80, 24).slice(-LOG_HEIGHT).map((l) => plain(l).trimEnd());
      const at = rows.findIndex((r) => r.startsWith('Out of Action'));
      expect(rows.slice(at, at + 2)).toEqual(['Out of Action: Cracked Bones. Disadvantage on STR, DEX and CON tests until the', 'visit ends.']);
    }
  });
});
