/**
 * Text pages (help, the message history, the character sheet) and the quest
 * board with a Quest under way, on the headless terminal with real keys: a
 * key of no use says which keys work there, as a screen's does, and the next
 * key that works takes the note away.
 */
import { describe, expect, it } from 'vitest';
import { harnesses, screenWords } from './harness.js';

const session = harnesses();
/** The screen's words run together: a note wrapped in a box reads as one line, whatever is beside the box. */
const flat = screenWords;
const PAGE_KEYS = 'x does nothing here: Esc, q or Enter closes; the arrows, PgUp and PgDn scroll';

describe('a page says which keys work to a key of no use', () => {
  it('help (the page of keys), the message history and the character sheet', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    for (const [open, title, said] of [
      [['?', 'a'], 'Help: keys', `${PAGE_KEYS}.`],
      [['C-p'], 'Message history', `${PAGE_KEYS}.`],
      [['C'], 'Character', `${PAGE_KEYS}; A changes the armour setting.`],
    ] as const) {
      await h.press(...open);
      expect(flat(h)).toContain(title);
      await h.press('x');
      expect(flat(h), title).toContain(said);
      await h.press('down');
      expect(flat(h), title).toContain(title);
      expect(flat(h), title).not.toContain('does nothing here');
      await h.press('escape');
      expect(flat(h)).not.toContain(title);
    }
  });

  it('the quest board with a Quest under way', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('q', 'enter', 'p');
    expect(h.app.ui.game!.quest).toBeDefined();
    await h.press('q');
    expect(flat(h)).toContain('Your Quest:');
    await h.press('x');
    expect(flat(h)).toContain('x does nothing here: the keys below say what does.');
    expect(flat(h)).toContain('Your Quest:');
    await h.press('down');
    expect(flat(h)).not.toContain('does nothing here');
  });
});
