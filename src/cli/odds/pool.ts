/** `athack odds pool`: @HACK! dice pools, success on 4+ and failure on a 1. */
import { InvalidArgumentError, type Command } from 'commander';
import { DIE_RANKS, isDieRank, netSuccesses, pitchOdds, rankOdds } from '../../core/odds/die-rank.js';
import type { Io } from '../io.js';
import { UsageError } from '../errors.js';
import { barChart, blankFractionNote, exact, fitLine, fitTable, outLines, percent, printJson, readableFraction } from '../format.js';

/** The most dice of one kind a pool takes, so that every answer comes at once. */
const MAX_OF_A_KIND = 50;

/** `d8` is one die, `3d6` three; the sizes are the @HACK! die ranks. */
function poolArg(value: string, previous: number[] = []): number[] {
  const m = /^(\d*)d(\d+)$/i.exec(value.trim());
  const count = m && m[1] ? Number(m[1]) : 1;
  const sides = m ? Number(m[2]) : NaN;
  if (!m || !isDieRank(sides)) throw new InvalidArgumentError(`pool dice are ${DIE_RANKS.map((s) => `d${s}`).join(', ')} (or e.g. 3d6 for three), not "${value}".`);
  if (count < 1 || count > MAX_OF_A_KIND) throw new InvalidArgumentError(`a pool takes 1 to ${MAX_OF_A_KIND} dice of a kind, not ${count}.`);
  return [...previous, ...Array<number>(count).fill(sides)];
}

/**
 * The limit holds for the pool as a whole, not only each word: 50d20 given twice is 100 d20s. Checked once every
 * word is read, so the count said is the pool's, not where the words first passed the limit.
 */
function checkPool(pool: readonly number[]): void {
  for (const sides of new Set(pool)) {
    const inAll = pool.filter((s) => s === sides).length;
    if (inAll > MAX_OF_A_KIND) throw new UsageError(`a pool takes 1 to ${MAX_OF_A_KIND} dice of a kind, not ${inAll} d${sides} in all.`);
  }
}

function poolName(pool: number[]): string {
  const counts = new Map<number, number>();
  for (const s of pool) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n > 1 ? n : ''}d${s}`).join(' ');
}

export function registerPool(odds: Command, io: Io): void {
  odds
    .command('pool')
    .description('@HACK! die ranks: each die\'s success (4+) and failure (1) chance, and the pool\'s net successes')
    .argument('<dice...>', 'the Adventurer\'s pool: d4 d6 d8 d10 d12 d20, or 2d8 for two', (v: string, prev: number[] | undefined) => poolArg(v, prev))
    .option('--vs <dice...>', 'the opposing pool: adds the chances that the Adventurer wins, ties and loses the pitch', (v: string, prev: number[] | undefined) => poolArg(v, prev))
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds pool d8 d6\n  athack odds pool 2d8 d10 --vs d12 d6 --json')
    .action((pool: number[], opts: { vs?: number[]; json?: boolean }) => {
      checkPool(pool);
      checkPool(opts.vs ?? []);
      const dice = [...new Set(pool)].sort((a, b) => a - b).map(rankOdds);
      const net = netSuccesses(pool);
      const pitch = opts.vs ? pitchOdds(pool, opts.vs) : undefined;
      if (opts.json) {
        printJson(io, {
          pool: pool.map((s) => `d${s}`),
          dice: dice.map((d) => ({ die: `d${d.sides}`, success: exact(d.success), failure: exact(d.failure) })),
          mean: net.mean().toNumber(),
          net: net.entries().map((e) => ({ value: e.value, ...exact(e.probability) })),
          ...(pitch && opts.vs
            ? { vs: opts.vs.map((s) => `d${s}`), pitch: { win: exact(pitch.win), tie: exact(pitch.tie), lose: exact(pitch.lose) } }
            : {}),
        });
        return;
      }
      outLines(io, [
        ...fitLine(io, `Pool ${poolName(pool)}: success on 4+, failure on 1`),
        // Too wide for the output, a die's success and failure each get a row of their own.
        ...fitTable(
          io,
          dice.map((d) => `  d${String(d.sides).padEnd(3)} success ${d.success.toString().padStart(5)} ${percent(d.success).padStart(7)}   failure ${d.failure.toString().padStart(5)} ${percent(d.failure).padStart(7)}`),
          () => dice.flatMap((d) => [{ label: `d${d.sides} success`, figures: [d.success.toString(), percent(d.success)] }, { label: `d${d.sides} failure`, figures: [d.failure.toString(), percent(d.failure)] }]),
        ),
        ...fitLine(io, `Net successes (mean ${net.mean().toString()})`),
        ...barChart(io, net.entries().map((e) => ({ label: String(e.value), probability: e.probability }))),
      ]);
      if (pitch && opts.vs) {
        // Exact, as every other chance odds prints: the dice are discrete.
        const rows = ([['more net successes', pitch.win], ['as many (a tie)', pitch.tie], ['fewer', pitch.lose]] as const).map(([label, p]) => ({ label, figures: [readableFraction(p), percent(p)] }));
        const wide = Math.max(...rows.map((r) => r.figures[0]!.length));
        outLines(io, [
          ...fitLine(io, `Pitch of the Adventurer's ${poolName(pool)} against ${poolName(opts.vs)} (ties go to the Adventurer)`),
          ...fitTable(io, rows.map((r) => `  ${r.label.padEnd(18)}  ${r.figures[0]!.padStart(wide)}  ${r.figures[1]!.padStart(7)}`), () => rows),
          ...blankFractionNote(io, rows.map((r) => r.figures[0]!)),
        ]);
      }
    });
}
