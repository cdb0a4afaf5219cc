/**
 * Hot-seat is played, not "coming": the rules option `opposition=humans`
 * (and `person:Name` seats) starts a game whose Opposition seats are people
 * at this keyboard, from the command line's rules as from the setup screen,
 * and nothing the player reads says hot-seat is still to come. Two people
 * by one name, who every line would name alike, are not seated.
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

  it('does not seat two people by one name, or a person by another seat\'s name, on the command line or the setup screen', async () => {
    const twins = await athack('play', '--plain', '--opposition', 'person:Bea,fair,person:bea');
    expect(twins.stderr).toContain('Seats 1 and 3 are both "bea": give each person a name of their own.');
    expect(twins.code).not.toBe(0);
    const taken = await athack('play', '--plain', '--rules', 'opposition=person:Opposition 2,fair');
    expect(taken.stderr).toContain('"Opposition 2" on seat 1 is the name of seat 2: give the person a name of their own.');
    h = await harness({ seed: '7', options: { opposition: 'humans', opponents: 2 } });
    await h.press('n', 'down');
    await h.type('Ann');
    await h.press('down');
    await h.type('Ann');
    await h.press('enter');
    expect(h.screenText()).toContain('Seats 1 and 2 are both "Ann": give each person a name of their own.');
    expect(h.screenText()).toContain('New game: setup');
    await h.press('backspace', 'backspace', 'backspace');
    await h.type('Bob');
    await h.press('enter');
    expect(await h.until(/A new hero/)).toBe(true);
  }, 60_000);
});
