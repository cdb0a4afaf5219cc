/**
 * `npm run balance`: the game's balance targets measured with the games of
 * `athack sim games` (the same bot, the same AI, the same threads), for
 * every class against every AI difficulty, printed beside their 95%
 * intervals and written into docs/balance.md with the command that made
 * them. Flags: `--n <games per class and difficulty>`, `--seed <text>`,
 * `--quick` (a tenth of the games, for tuning; docs/balance.md is left as
 * it is), `--turns <bot actions per game>`.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { balanceRows, balanceTable, exploitBalanceRows, type BalanceGames, type BalanceRow } from '../src/core/bots/balance.js';
import { EXPLOIT_NAMES } from '../src/core/bots/exploit-play.js';
import { exploitRows } from '../src/core/bots/exploits.js';
import { CLASS_NAMES } from '../src/core/bots/bot.js';
import type { GameRun } from '../src/core/bots/games.js';
import { defaultThreads, poolGames } from '../src/cli/pool.js';
import type { Difficulty } from '../src/core/opposition/difficulty.js';

/**
 * Games per class and difficulty: 150 gives a share near 70% an interval
 * of about ±7 points, narrower than the bands it is read against, and the
 * 12 cells (1,800 whole games) take a few minutes on two cores.
 */
const DEFAULT_N = 150;
const QUICK_N = 15;
/** Enough for a bot hero to reach and play the Final Zone: games still going at the end count as not won. */
const DEFAULT_TURNS = 3000;
const DIFFICULTIES: Difficulty[] = ['easy', 'fair', 'hard'];

/**
 * The exploit rows: the default bot and each policy that leans on one
 * exploit play the same seeds against the fair AI, heroes of any class;
 * an exploit's row is met when its survival or score lies within the
 * default's 95% interval, not above it.
 */
async function exploitGames(seed: string, n: number, turns: number): Promise<BalanceRow[]> {
  const run: GameRun = { seed: `${seed}:exploits`, n, maxSteps: turns, rules: { opposition: 'ai-fair' } };
  const defaults = await poolGames(run, threads);
  const rows: BalanceRow[] = [];
  for (const exploit of EXPLOIT_NAMES) rows.push(...exploitBalanceRows(exploitRows(exploit, defaults, await poolGames({ ...run, exploit }, threads)), n));
  return rows;
}

function fail(message: string): never {
  console.error(`npm run balance: ${message}`);
  process.exit(2);
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({ options: { n: { type: 'string' }, seed: { type: 'string' }, quick: { type: 'boolean' }, turns: { type: 'string' } } }).values;
  } catch (e) {
    fail(`${(e as Error).message}; the flags are --n <games>, --seed <text>, --turns <actions>, --quick.`);
  }
  const whole = (flag: string, raw: string | undefined, fallback: number) => {
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) fail(`${flag} takes a whole number of at least 1, not "${raw}".`);
    return Number(raw);
  };
  if (parsed.seed !== undefined && parsed.seed.trim() === '') fail('--seed needs some text or a number.');
  const quick = parsed.quick === true;
  return { n: whole('--n', parsed.n, quick ? QUICK_N : DEFAULT_N), seed: parsed.seed ?? 'balance', turns: whole('--turns', parsed.turns, DEFAULT_TURNS), quick };
}

const o = options();
const threads = defaultThreads();
const started = Date.now();
const games: BalanceGames = { easy: {}, fair: {}, hard: {} };
for (const difficulty of DIFFICULTIES) {
  for (const className of CLASS_NAMES) {
    const run: GameRun = { seed: `${o.seed}:${difficulty}:${className}`, n: o.n, maxSteps: o.turns, rules: { opposition: `ai-${difficulty}` }, className };
    const progress = process.stderr.isTTY ? (done: number) => process.stderr.write(`\r  ${difficulty} ${className}: ${done}/${o.n}`) : undefined;
    games[difficulty][className] = await poolGames(run, threads, progress);
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  }
}
const rows = [...balanceRows(games)];
rows.push(...(await exploitGames(o.seed, o.n, o.turns)));
const table = balanceTable(rows);
const command = `npm run balance -- --n ${o.n} --seed ${o.seed} --turns ${o.turns}${o.quick ? ' --quick' : ''}`;
const met = rows.filter((r) => r.met).length;
const summary = `${met} of ${rows.length} targets met; ${o.n} games per class and difficulty, at most ${o.turns} bot actions each, ${((Date.now() - started) / 1000).toFixed(0)} s on ${threads} thread${threads === 1 ? '' : 's'}.`;
console.log(`${command}\n\n${table}\n\n${summary}`);
if (!o.quick) {
  const date = new Date().toISOString().slice(0, 10);
  const doc = [
    '# Balance',
    '',
    'The targets a game fair to lose is held to, measured with the bot games of `athack sim games`: every class against every AI difficulty, each game to its end. A share is alive or won over the games played, with a 95% Wilson interval; a median has the 95% order-statistic interval. A target is met when its figure lies in its band. "Alive after 3 zones": the hero left three zones alive, or the game ended before with the hero alive. The Final Zone figures are read as the hero first stands in it, the Opposition\'s stocking done, over the games that got there.',
    '',
    `Measured on ${date} with \`${command}\` (seed \`${o.seed}\`):`,
    '',
    table,
    '',
    summary.replace(/, [\d.]+ s on .*$/, '.'),
    '',
  ].join('\n');
  writeFileSync(new URL('../docs/balance.md', import.meta.url), doc);
}
