import { describe, expect, it } from 'vitest';
import { balanceRows, balanceTable, exploitBalanceRows, medianFigure } from '../../src/core/bots/balance.js';
import { exploitRows } from '../../src/core/bots/exploits.js';
import { wilson } from '../../src/core/bots/fights.js';
import { playRunGame, type GameSummary, type Outcome } from '../../src/core/bots/games.js';

const flows = { heroGained: 0, heroSpent: 0, heroBid: 0, oppositionZones: 0, oppositionBid: 0, refunded: 0 };

function game(outcome: Outcome, zonesLeft: number, finalZone: GameSummary['finalZone'] = null): GameSummary {
  return { seed: 's', className: 'Thief', outcome, steps: 1, level: 1, deepest: 1, escalation: 1, score: 0, cause: null, winner: null, tokens: flows, quests: { taken: 0, completed: 0 }, zonesLeft, finalZone };
}

const times = (k: number, g: GameSummary) => Array.from({ length: k }, () => g);

describe('the balance table', () => {
  it('reads each target beside its figure, interval and whether it is met', () => {
    const fz = (opposition: number, hero: number) => ({ hero, heroRefresh: 10, oppositionHeld: opposition, oppositionReceived: 100 });
    // Fair: Warriors 8 of 10 alive after three zones (one won: in the band), Wizards 6 of 10 (below it) (a death in the fourth zone still counts as alive after three).
    const warriors = [...times(7, game('dead', 3)), game('won', 9, fz(20, 15)), ...times(2, game('dead', 1))];
    const wizards = [...times(5, game('alive', 5)), game('dead', 4), ...times(4, game('dead', 2))];
    const rows = balanceRows({ easy: {}, fair: { Warrior: warriors, Wizard: wizards }, hard: {} });
    expect(rows.map((r) => [r.what, r.met])).toEqual([
      ['fair: Warrior alive after 3 zones', true],
      ['fair: Wizard alive after 3 zones', false],
      ['fair: Wizard below Warrior', false],
      ['fair: Final Zone won, whole games', false],
      ['fair: Opposition holds at the Final Zone, of all it received (median)', true],
      ["fair: hero's unspent tokens at the Final Zone, in zone refreshes (median)", true],
    ]);
    expect(rows[0]!.figure).toEqual({ value: 0.8, interval: wilson(8, 10), n: 10 });
    expect(rows[1]!.figure!.value).toBe(0.6);
    expect(rows[2]!.figure!.value).toBeCloseTo(0.2, 12);
    expect(rows[3]!.figure).toEqual({ value: 1 / 20, interval: wilson(1, 20), n: 20 });
    expect(rows[4]!.figure!.value).toBe(0.2);
    expect(rows[5]!.figure!.value).toBe(1.5);
    const table = balanceTable(rows);
    expect(table).toContain('| fair: Warrior alive after 3 zones | 67–82% | 80.0% |');
    expect(table).toContain('| fair: Wizard below Warrior | ≤ 15 points | 20.0 pts |');
    expect(table).toContain('**not met**');
  });

  it('reads an exploit that pays as a target not met: its figure above the default bot\'s interval', () => {
    // The default bot: 6 of 10 alive, scores 10 each; the door-bounce bot: 10 of 10 alive (above Wilson's upper bound), the same scores.
    const defaults = [...times(6, { ...game('alive', 3), score: 10 }), ...times(4, { ...game('dead', 1), score: 10 })];
    const bouncer = times(10, { ...game('alive', 3), score: 10 });
    const rows = exploitBalanceRows(exploitRows('door-bounce', defaults, bouncer), 10);
    expect(rows.map((r) => [r.what, r.met])).toEqual([
      ["door-bounce bot: alive (the default bot's 60.0%, its interval beside)", false],
      ["door-bounce bot: mean score (the default bot's 10.00, its interval beside)", true],
    ]);
    expect(balanceTable(rows)).toContain(`| ≤ ${(wilson(6, 10)[1] * 100).toFixed(1)}% | 100.0% |`);
  });

  it('gives a median the interval between the order statistics a fair coin puts around it', () => {
    const values = Array.from({ length: 100 }, (_, k) => 100 - k);
    const m = medianFigure(values)!;
    expect(m.value).toBe(50.5);
    // Ranks 40 and 61 of 100 (1 from the smallest): the Binomial(100, 1/2) interval.
    expect(m.interval).toEqual([40, 61]);
    expect(medianFigure([])).toBeNull();
  });

  it('a bot game counts the zones its hero left and, short of the Final Zone, reads no tokens there', () => {
    const g = playRunGame({ seed: 'balance-test', n: 1, maxSteps: 400, rules: { opposition: 'ai-easy' }, className: 'Warrior' }, 0);
    expect(g.zonesLeft).toBeGreaterThan(0);
    expect(g.finalZone).toBeNull();
  });
});
