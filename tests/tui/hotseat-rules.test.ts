/**
 * Hot-seat is played, not "coming": the rules option `opposition=humans`
 * (and `person:Name` seats) starts a game whose Opposition seats are people
 * at this keyboard, from the command line's rules as from the setup screen,
 * and nothing the player reads says hot-seat is still to come.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RULES_ROWS } from '../../src/core/engine/rules-options.js';
import { athack } from '../cli/run.js';
import { harness, type Harness } from './harness.js';
import { finishCreation } from './flow.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

describe('hot-seat as a rules choice', () => {
  it('play --help offers opposition=humans, and no word of the Opposition option says hot-seat is coming', async () => {
    const r = await athack('play', '--help');
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/opposition \([^)]*humans[^)]*\)/);
    const row = RULES_ROWS.find((x) => x.key === 'opposition')!;
    expect(row.choices.filter((c) => c.coming)).toEqual([]);
    expect(row.about).not.toMatch(/coming/i);
  });

  it('opposition=humans with 2 opponents seats two people on the setup screen, and the game passes the keyboard to each behind a curtain', async () => {
    h = await harness({ seed: '7', options: { opposition: 'humans', opponents: 2 } });
    await h.press('n');
    expect(h.screenText()).toContain('Opposition 1   [person: Opposition 1]');
    expect(h.screenText()).toContain('Opposition 2   [person: Opposition 2]');
    expect(h.screenText()).not.toMatch(/coming[^\n]*(hot-seat|person)|(hot-seat|person)[^\n]*coming/i);
    await h.press('enter');
    await finishCreation(h, 'Hero');
    await h.press('enter');
    // A seat left unnamed goes by its own name, said once.
    expect(h.screenText()).toMatch(/Opposition [12]: your turn at the keyboard\./);
    expect(h.screenText()).not.toMatch(/Opposition [12] \(Opposition [12]\)/);
    expect(h.app.ui.game!.tokens.opposition.map((p) => p.person)).toEqual([true, true]);
  }, 60_000);
});
