import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/base/fraction.js';
import { percent } from '../../src/cli/format.js';
import { athack, athackJson } from './run.js';

describe('athack odds test', () => {
  it('13 plain: 3/5', async () => {
    const j = await athackJson('odds', 'test', '13');
    expect(j).toMatchObject({ target: 13, edge: 'normal', fraction: '3/5', probability: 0.6 });
  });
  it('13 with Advantage: 21/25', async () => {
    expect((await athackJson('odds', 'test', '13', '--adv')).fraction).toBe('21/25');
  });
  it('13 with Disadvantage: 9/25', async () => {
    expect((await athackJson('odds', 'test', '13', '--dis')).fraction).toBe('9/25');
  });
  it('Advantage and Disadvantage cancel: 11 plain is 1/2', async () => {
    const j = await athackJson('odds', 'test', '11', '--adv', '--dis');
    expect(j).toMatchObject({ edge: 'normal', fraction: '1/2' });
  });
  it('a negative modifier: 10 with -3 succeeds on 1..12: 3/5', async () => {
    expect((await athackJson('odds', 'test', '10', '--mod', '-3')).fraction).toBe('3/5');
  });
  it('a dice modifier: 12 with +1d4 is 17/40', async () => {
    const j = await athackJson('odds', 'test', '12', '--mod', '1d4');
    expect(j).toMatchObject({ modifier: '1d4', fraction: '17/40', probability: 0.425 });
  });
  it('the text output shows the fraction and percentage', async () => {
    const r = await athack('odds', 'test', '15', '--adv', '--mod', '2');
    // d20 + 2 < 15 ⇔ d20 ≤ 12: 1 − (8/20)² = 21/25
    expect(r.stdout).toMatch(/success\s+21\/25\s+84\.00%/);
    expect(r.stdout).toContain('with Advantage');
  });
  it('above 20 every d20 passes, the natural 20 too: its row says so, not that a natural 20 never comes', async () => {
    const r = await athack('odds', 'test', '21');
    expect(r.stdout.split('\n')).toEqual([
      'Test: d20 below 21',
      '  success          1  100.00%',
      '  failure          0    0.00%',
      '  natural 1     1/20    5.00%  (a pass: an Attack that hits for double damage)',
      '  natural 20       0    0.00%  (a pass: 20 is below 21, so no Defend takes double damage)',
      '',
    ]);
    // A natural that doubles only with some rolls of the modifier says when; one that never can, why.
    expect((await athack('odds', 'test', '22', '--mod', '1d4')).stdout).toContain('natural 20    3/80    3.75%  (a failure when 20 +1d4 is not below 22: a Defend that takes double damage)');
    expect((await athack('odds', 'test', '1')).stdout).toContain('natural 1        0    0.00%  (a failure: 1 is not below 1, so no Attack hits for double damage)');
    // The JSON keeps its figures: the chance of the natural that doubles damage.
    expect(await athackJson('odds', 'test', '21')).toMatchObject({ fraction: '1', naturalOne: { fraction: '1/20' }, naturalTwenty: { fraction: '0' } });
  });
  it('a target out of range or not a number is refused with exit 2', async () => {
    for (const bad of ['0', '41', 'twelve', '12.5']) {
      const r = await athack('odds', 'test', bad);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('target');
    }
  });
  it('a malformed modifier is named as --mod, and points at the offending character', async () => {
    const r = await athack('odds', 'test', '12', '--mod', '1d4+x');
    expect(r.code).toBe(2);
    // The reason once, naming the option the dice were given to, then the expression with a caret under the character.
    expect(r.stderr).toBe('athack: bad dice expression in --mod: expected a number or a die, found "x"\n  1d4+x\n      ^\n');
  });
});

describe('athack odds usage', () => {
  it('Ud6 expects 5 uses; two uses is 1/6', async () => {
    const j = await athackJson('odds', 'usage', 'd6');
    expect(j.expectedUses).toBe(5);
    expect(j.distribution[0]).toMatchObject({ uses: 2, fraction: '1/6' });
    expect(j.distribution[1]).toMatchObject({ uses: 3, fraction: '7/36' });
  });
  it('accepts Ud8 and 8 alike, and refuses a d7', async () => {
    expect((await athackJson('odds', 'usage', 'Ud8')).expectedUses).toBe(9);
    expect((await athackJson('odds', 'usage', '8')).expectedUses).toBe(9);
    const r = await athack('odds', 'usage', 'd7');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('A Usage die is one of d20, d12, d10, d8, d6, d4');
  });
  it('into a pipe its lines stay whole, as scripts read them: the d20\'s chain and the notes under its chart', async () => {
    const lines = (await athack('odds', 'usage', 'd20')).stdout.split('\n');
    expect(lines[0]).toBe('Usage die d20: each use rolls it; 1-2 steps it down (d20 > d12 > d10 > d8 > d6 > d4 > gone)');
    expect(lines).toContain('  (a fraction left blank is too long to read; --json gives every one exactly)');
    expect(lines).toContain('  (90 rows under 0.1% not shown, together 1.09%; more than 157 uses: <0.01%)');
  });
  it('prints an ASCII bar chart', async () => {
    const r = await athack('odds', 'usage', 'd4');
    expect(r.stdout).toContain('expected uses  2');
    expect(r.stdout).toMatch(/1\s+1\/2\s+50\.00%\s+#{40}/);
  });
});

/** `value` as the exact fraction num/den it is (a double is a whole number times a power of two). */
function exactly(value: number): [bigint, bigint] {
  if (value === 0 || !Number.isFinite(value)) return [0n, 1n];
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, Math.abs(value));
  const raw = bits.getBigUint64(0);
  const exponent = Number(raw >> 52n);
  const mantissa = (raw & ((1n << 52n) - 1n)) | (exponent === 0 ? 0n : 1n << 52n);
  const power = (exponent === 0 ? 1 : exponent) - 1075;
  return power >= 0 ? [mantissa << BigInt(power), 1n] : [mantissa, 1n << BigInt(-power)];
}

/** Whether `value` is the double nearest num/den (> 0): no double beside it is nearer. */
function nearest(value: number, fraction: string): boolean {
  const [num, den = '1'] = fraction.split('/');
  const n = BigInt(num!);
  const d = BigInt(den);
  // |a/b − n/d| compared as whole numbers over the common denominator b·d.
  const distance = (x: number) => {
    const [a, b] = exactly(x);
    const diff = a * d - n * b;
    return [diff < 0n ? -diff : diff, b * d] as const;
  };
  const [mine, over] = distance(value);
  return [nextUp(value), ...(value > 0 ? [nextDown(value)] : [])].every((other) => {
    const [theirs, overTheirs] = distance(other);
    return mine * overTheirs <= theirs * over;
  });
}

const nextUp = (x: number) => stepped(x, 1n);
const nextDown = (x: number) => stepped(x, -1n);
function stepped(x: number, by: bigint): number {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, x);
  bits.setBigUint64(0, bits.getBigUint64(0) + by);
  return bits.getFloat64(0);
}

describe('the chances --json gives as numbers', () => {
  it('each is the double nearest its exact fraction, whatever the size of its terms (a Usage die\'s long chain, 40d20 under --adv)', async () => {
    const usage = await athackJson('odds', 'usage', 'd12');
    const roll = await athackJson('odds', 'roll', '40d20', '--adv');
    const rows = [...usage.distribution, ...roll.distribution] as { fraction: string; probability: number }[];
    expect(rows.length).toBeGreaterThan(700);
    expect(rows.filter((r) => !nearest(r.probability, r.fraction)).slice(0, 3)).toEqual([]);
  });
});

describe('athack odds roll', () => {
  it('2d6: mean 7, 7 comes up 1/6', async () => {
    const j = await athackJson('odds', 'roll', '2d6');
    expect(j).toMatchObject({ expression: '2d6', mean: 7, min: 2, max: 12 });
    expect(j.distribution.find((d: { value: number }) => d.value === 7)).toMatchObject({ fraction: '1/6' });
  });
  it('spaces are allowed: 1d6 + 1d8 has mean 8', async () => {
    expect((await athackJson('odds', 'roll', '1d6', '+', '1d8')).mean).toBe(8);
  });
  it('2d8x5 (a rare item\'s price): mean 45, from 10 to 80', async () => {
    expect(await athackJson('odds', 'roll', '2d8x5')).toMatchObject({ mean: 45, min: 10, max: 80 });
  });
  it('damage with Advantage keeps the higher: 1d6 mean 161/36', async () => {
    expect((await athackJson('odds', 'roll', '1d6', '--adv')).meanFraction).toBe('161/36');
  });
  it('a bad expression is exit 2 with a pointer', async () => {
    const r = await athack('odds', 'roll', '2d6++1');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('athack: bad dice expression: expected a number or a die, found "+"\n  2d6++1\n      ^\n');
  });
  it('a wide roll lists the rows of 0.1% or more, and says how many it left out and their total', async () => {
    const r = await athack('odds', 'roll', '2d100');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[2]).toMatch(/^ +11 +1\/1000 +0\.10% /);
    expect(lines.at(-1)).toBe('  (18 rows under 0.1% not shown, together 0.90%)');
    expect(r.stdout).not.toContain('<0.01%');
    // The JSON keeps every row.
    expect((await athackJson('odds', 'roll', '2d100')).distribution).toHaveLength(199);
  });
  it('a roll whose every total is under 0.1% charts ranges of totals, its shape and the chance of each range', async () => {
    for (const expr of ['3d1000', 'd1000+d1000+d1000']) {
      const r = await athack('odds', 'roll', expr);
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines[2]).toBe('  totals in ranges of 100 (too many, each too rare, to list one by one; --json lists each)');
      const rows = lines.filter((l) => /^ +\d+\.\.\d+ /.test(l));
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.length).toBeLessThanOrEqual(40);
      // The likeliest ranges are the middle ones: 1400..1499 and 1500..1599 at 7.46% and 7.47%.
      expect(rows.find((l) => l.trim().startsWith('1500..1599 '))).toMatch(/ 746863\/10000000 +7\.47% /);
      expect(lines.at(-1)).toBe('  (3 rows under 0.1% not shown, together 0.03%)');
    }
    // 100d100 too: most of its 9901 totals are under 0.1%, so listing each would leave out 42% of the chance.
    const wide = (await athack('odds', 'roll', '100d100')).stdout;
    expect(wide).toMatch(/\n  5000\.\.5099 +13\.73% /);
    expect(wide).not.toContain('<0.01%');
    expect((await athackJson('odds', 'roll', '100d100')).distribution).toHaveLength(9901);
  });
  it('a short chart keeps every row, its rare extremes too: 2d6 with Advantage lists the 2', async () => {
    const r = await athack('odds', 'roll', '2d6', '--adv');
    const rows = r.stdout.split('\n').filter((l) => /^ +\d+ /.test(l));
    expect(rows.map((l) => Number(l.trim().split(' ')[0]))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.stdout).not.toContain('not shown');
  });
  it('a mean whose exact fraction would fill the screen is shown as its decimal, saying so', async () => {
    const r = await athack('odds', 'roll', '100d100', '--adv');
    expect(r.stdout.split('\n')[1]).toBe('  mean 5212.900 (rounded: the exact fraction is too long to show; --json has it)   min 100   max 10000');
    expect((await athack('odds', 'roll', '2d6', '--adv')).stdout.split('\n')[1]).toBe('  mean 5425/648 (8.372)   min 2   max 12');
  });
  it('a chance too small for a double (100 under 100d100 --adv) still reads <0.01%, not 0.00%', async () => {
    const { distribution } = await athackJson('odds', 'roll', '100d100', '--adv');
    const [num, den] = (distribution[0].fraction as string).split('/').map(BigInt);
    expect(distribution[0].probability).toBe(0);
    expect(percent(new Fraction(num!, den!))).toBe('<0.01%');
    expect(percent(Fraction.ZERO)).toBe('0.00%');
  });
  it('--adv with --dis says they cancel, and rolls once', async () => {
    const r = await athack('odds', 'roll', '1d6', '--adv', '--dis');
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['1d6, rolled once (--adv and --dis cancel)', '  mean 7/2 (3.500)   min 1   max 6']);
  });
  it('an expression too large to tabulate says so', async () => {
    const r = await athack('odds', 'roll', '100d1000');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('more than 20,000 outcomes');
  });
  it('a number too large is quoted as it was typed, not as the float it would round to', async () => {
    const r = await athack('odds', 'test', '13', '--mod', '99999999999999999999');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('constant 99999999999999999999 is more than 1,000,000');
    expect((await athack('odds', 'roll', '2d6x0012345678')).stderr).toContain('multiplier 12345678 is more than 1,000,000');
  });
  it('a sum of many terms is refused as a whole, naming the limit: 500 × 1d20 is 500 dice', async () => {
    const r = await athack('odds', 'roll', Array(500).fill('1d20').join('+'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('101 dice in all are more than 100');
    expect(r.stdout).toBe('');
  });
  it('a hundred different dice are refused by the work their sum needs, naming it; a hundred alike are one table', async () => {
    const different = await athack('odds', 'roll', Array.from({ length: 100 }, (_, k) => `1d${k + 1}`).join('+'));
    expect(different.code).toBe(2);
    expect(different.stderr).toContain('needs more than 2,000,000 additions of outcomes');
    const alike = await athackJson('odds', 'roll', Array(100).fill('1d100').join('+'));
    expect(alike).toMatchObject({ min: 100, max: 10000, meanFraction: '5050' });
  });
});

describe('athack odds pool', () => {
  it('each die\'s success and failure; d8 is 5/8 and 1/8', async () => {
    const j = await athackJson('odds', 'pool', 'd8');
    expect(j.dice[0]).toMatchObject({ die: 'd8', success: { fraction: '5/8' }, failure: { fraction: '1/8' } });
  });
  it('d4 + d6 net −2 is 1/24 and +2 is 1/8', async () => {
    const j = await athackJson('odds', 'pool', 'd4', 'd6');
    const net = Object.fromEntries(j.net.map((n: { value: number; fraction: string }) => [n.value, n.fraction]));
    expect(net['-2']).toBe('1/24');
    expect(net['2']).toBe('1/8');
  });
  it('a pitch of d6 against d6 ties 7/18', async () => {
    const j = await athackJson('odds', 'pool', 'd6', '--vs', 'd6');
    expect(j.pitch.tie.fraction).toBe('7/18');
    expect(j.pitch.win.fraction).toBe(j.pitch.lose.fraction);
  });
  it('the pitch prints its chances exactly, as fractions beside the percents: d6 against d6 ties 7/18 (by hand 1/4 + 1/9 + 1/36)', async () => {
    const lines = (await athack('odds', 'pool', 'd6', '--vs', 'd6')).stdout.trimEnd().split('\n');
    expect(lines.slice(-4)).toEqual([
      "Pitch of the Adventurer's d6 against d6 (ties go to the Adventurer)",
      '  more net successes  11/36   30.56%',
      '  as many (a tie)      7/18   38.89%',
      '  fewer               11/36   30.56%',
    ]);
  });
  it('takes at most 50 dice of a kind in the pool as a whole, however they are given, and in the opposing pool alike', async () => {
    expect((await athackJson('odds', 'pool', '25d20', '25d20', '--vs', '50d20')).pool).toHaveLength(50);
    const cases: [string[], string][] = [[['50d20', '50d20'], '100 d20'], [['d6', ...Array<string>(50).fill('d6')], '51 d6'], [['d4', '--vs', '30d8', '21d8'], '51 d8'], [Array<string>(200).fill('d20'), '200 d20']];
    for (const [argv, inAll] of cases) {
      const r = await athack('odds', 'pool', ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      // The pool's own count, not where its words first passed the limit.
      expect(r.stderr, argv.join(' ')).toBe(`athack: a pool takes 1 to 50 dice of a kind, not ${inAll} in all.\n`);
      expect(r.stdout).toBe('');
    }
  });
  it('2d8 is two d8s, and a d7 is refused', async () => {
    expect((await athackJson('odds', 'pool', '2d8')).pool).toEqual(['d8', 'd8']);
    const r = await athack('odds', 'pool', 'd7');
    expect(r.code).toBe(2);
  });
});

describe('athack odds armour', () => {
  it('AV 3 mends on 4+: 1/2; a Warrior re-rolling 1s: 7/12', async () => {
    expect((await athackJson('odds', 'armour', '3')).mend.fraction).toBe('1/2');
    expect((await athackJson('odds', 'armour', '3', '--self-reliant')).mend.fraction).toBe('7/12');
  });
  it('AV runs from cloth (1) to plate (4), as the Armor Value Table has it: help and refusal agree', async () => {
    expect((await athack('odds', 'armour', '--help')).stdout).toMatch(/av +the armour value, 1 \(cloth \/ improvised\) to 4 \(plate & mail\)/);
    expect((await athackJson('odds', 'armour', '4')).mend.fraction).toBe('1/3');
    for (const av of ['0', '5', '6']) {
      const r = await athack('odds', 'armour', av);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`AV must be from 1 to 4, not ${av}.`);
    }
  });
});

describe('athack odds bid', () => {
  it('fixed bids: the larger total wins, a tie goes to the hero, and every bid token is lost', async () => {
    expect(await athackJson('odds', 'bid', '5', '--vs', '3', '4', '--json')).toMatchObject({ oppositionTotal: 7, winner: 'opposition', heroLoses: 5, oppositionLoses: 7 });
    const tie = await athack('odds', 'bid', '7', '--vs', '3', '4');
    expect(tie.stdout).toContain('the Opposition 3 + 4 = 7');
    expect(tie.stdout).toContain('You win the tie (ties go to you)');
    // At Home a bid on a Consumable counts three: 3 × 3 = 9 beats 8.
    expect(await athackJson('odds', 'bid', '3', '--vs', '8', '--home', '--json')).toMatchObject({ heroCounts: 9, winner: 'hero' });
  });

  it("the fair AI's bid with 30 tokens on an Escape, by hand: round(30 × 20% × (1 + 25/50) × f) = round(9f), f = 0.50 … 1.50", async () => {
    const j = await athackJson<{ opposition: { total: number; fraction: string }[]; win: { fraction: string }; bidToWin: Record<string, number> }>('odds', 'bid', '6', '--ai', 'fair', '--tokens', '30', '--spend', 'escape', '--json');
    // 9f < 5.5 for f = 0.50 … 0.61 (12 hundredths); 9f ≥ 13.5 only at f = 1.50.
    expect(j.opposition[0]).toMatchObject({ total: 5, fraction: '12/101' });
    expect(j.opposition.at(-1)).toMatchObject({ total: 14, fraction: '1/101' });
    // A bid of 6 wins on 5 or 6: 12 + 11 hundredths.
    expect(j.win.fraction).toBe('23/101');
    expect(j.bidToWin.always).toBe(14);
  });

  it('a bid that always or never wins says so in words, not as a chance that reads like a count', async () => {
    const always = await athack('odds', 'bid', '14', '--ai', 'fair', '--tokens', '30', '--spend', 'escape');
    expect(always.stdout).toContain('Your bid of 14 always wins (ties go to you).');
    const never = await athack('odds', 'bid', '0', '--ai', 'fair', '--tokens', '30', '--spend', 'escape');
    expect(never.stdout).toContain('Your bid of 0 never wins (ties go to you).');
    expect(`${always.stdout}${never.stdout}`).not.toMatch(/wins [01] /);
  });

  it('names the AI with its article: an easy player, a fair one', async () => {
    expect((await athack('odds', 'bid', '0', '--ai', 'easy', '--tokens', '1', '--spend', 'device')).stdout).toMatch(/^An easy AI player's sealed bid on “Find a Device”, holding 1 token:/);
  });

  it('two AI players bid on their own, so their total spreads wider', async () => {
    const j = await athackJson<{ opposition: { total: number }[]; win: { fraction: string } }>('odds', 'bid', '28', '--ai', 'fair', '--tokens', '30', '--spend', 'escape', '--players', '2', '--json');
    expect(j.opposition.map((o) => o.total)).toEqual(Array.from({ length: 28 - 10 + 1 }, (_, k) => k + 10));
    expect(j.win.fraction).toBe('1');
  });

  it('every bid it names as needed can be asked of it: four hard AI players holding 9,999 tokens each', async () => {
    const ai = ['--ai', 'hard', '--tokens', '9999', '--spend', 'escape', '--players', '4'];
    const { bidToWin } = await athackJson('odds', 'bid', '0', ...ai);
    expect(bidToWin.always).toBeGreaterThan(999);
    const always = await athackJson('odds', 'bid', String(bidToWin.always), ...ai);
    expect(always.win.fraction).toBe('1');
    expect((await athackJson('odds', 'bid', String(bidToWin.always - 1), ...ai)).win.fraction).not.toBe('1');
  });

  it('bad input gets a clear message and exit 2', async () => {
    const cases: [string[], string][] = [
      [['5'], "give the Opposition's bids (--vs 3 4) or its AI"],
      [['5', '--ai', 'fair'], '--ai needs --tokens'],
      [['5', '--ai', 'brutal', '--tokens', '3', '--spend', 'escape'], 'The AI is one of easy, fair, hard'],
      [['5', '--ai', 'fair', '--tokens', '3', '--spend', 'nap'], 'The spend is one of device, sustenance'],
      [['5', '--ai', 'fair', '--tokens', '3', '--spend', 'escape', '--home'], 'only a bid on sustenance or illumination counts three'],
      [['-1', '--vs', '2'], 'A bid must be from 0 to 39,996'],
      [['5', '--vs', '10000'], 'An Opposition bid must be from 0 to 9,999, not 10,000'],
      [['5', '--vs', '2', '--ai', 'fair'], 'not both'],
      [['5', '--vs', '1', '2', '3', '4', '5'], 'at most 4 Opposition players bid, not 5'],
      [['5', '--vs', '3', '--spend', 'heal'], '--spend goes with --ai, not with given bids'],
      [['5', '--ai', 'fair', '--tokens', '0', '--spend', 'heal'], '--tokens must be from 1 to 9,999, not 0'],
    ];
    for (const [args, message] of cases) {
      const r = await athack('odds', 'bid', ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toContain(message);
    }
  });
});

describe('athack odds reaction', () => {
  it('WIS 10 keeps its head on 1-5 of a d10: 1/2; WIS 7 on 1-3: 3/10; WIS 1 never; WIS 22 always', async () => {
    expect(await athackJson('odds', 'reaction', '10')).toMatchObject({ wis: 10, score: 5, fraction: '1/2', loseTurn: { fraction: '1/2' } });
    expect((await athackJson('odds', 'reaction', '7')).fraction).toBe('3/10');
    expect((await athackJson('odds', 'reaction', '1')).fraction).toBe('0');
    expect((await athackJson('odds', 'reaction', '22')).fraction).toBe('1');
  });
  it('the text output says what is rolled, and a WIS that is no number is refused', async () => {
    const r = await athack('odds', 'reaction', '9');
    expect(r.stdout).toContain('Reaction check: d10 at or under 4 (half of WIS 9)');
    expect(r.stdout).toMatch(/keep your head +2\/5 +40(\.0+)?%/);
    const bad = await athack('odds', 'reaction', 'wise');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/WIS/);
  });
});

describe('athack odds survey and workshop', () => {
  it('gives the Survey’s chance with best play, exact, for a Field and a supply', async () => {
    // Prize 5 on the top and at the end of the third row: 9←6, 5←5, 0←5.
    const j = await athackJson('odds', 'survey', '5123456666', '655');
    expect(j.prizes).toEqual([5]);
    expect(j.chance.fraction).toBe('1');
    expect((await athackJson('odds', 'survey', '5,1,2,3,4,5,6,6,6,6', '5,4,4')).chance.fraction).toBe('0');
    const text = await athack('odds', 'survey', '5123456666', '655');
    expect(text.stdout).toContain('every Prize found, best play');
  });

  it('gives the Workshop’s chance with best play, exact', async () => {
    expect((await athackJson('odds', 'workshop', '222222221', '1')).chance.fraction).toBe('1/3');
    expect((await athackJson('odds', 'workshop', '222222221', '2')).chance.fraction).toBe('5/9');
  });

  it('refuses a Field, a Craft or a supply that is not d6 faces, saying what is wanted', async () => {
    const r = await athack('odds', 'survey', '512345666', '655');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("The Field's dice must be 10 dice, not 9");
    expect((await athack('odds', 'survey', '5123456666', '657')).stderr).toContain('The supply dice are d6 faces, 1 to 6');
    expect((await athack('odds', 'workshop', '222222221', '12')).stderr).toContain('The supply must be from 0 to 9');
    // The example a refusal gives is as many dice as the argument takes: a Field of 4 would only be refused again.
    expect((await athack('odds', 'survey', 'x', '3633')).stderr).toContain('The Field\'s dice are d6 faces, 1 to 6 (as 6324226226 or 6,3,2,4,2,2,6,2,2,6), not "x".');
    expect((await athack('odds', 'workshop', '0', '1')).stderr).toContain('The Craft\'s dice are d6 faces, 1 to 6 (as 111666333 or 1,1,1,6,6,6,3,3,3), not "0".');
  });
});
