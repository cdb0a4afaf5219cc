/** What the `sim` commands share: the options every run takes, and how counts are charted. */
import { InvalidArgumentError } from 'commander';
import { counted } from '../base/words.js';
import { UsageError } from './errors.js';
import { barLines } from './chart.js';
import { grouped } from './format.js';
import type { Io } from './io.js';
import { defaultThreads } from './pool.js';
import { integerArg } from './integer-arg.js';
import { BOT_RULES_HELP, FIGHT_CHOICES, ruleName, ruleWord, simRulesArg } from './options.js';
import type { RulesOptions, SimOptions } from '../core/engine/types.js';

export const MAX_THREADS = 64;

export const threadsHelp = (verb: string, below = '') => `threads to ${verb} on, 1 to ${MAX_THREADS} (default: ${below}the cores other programs leave free, at most 16); the figures do not depend on it`;
export const SEED_HELP = 'fixes every roll: the same seed gives the same figures (random when left out)';

/**
 * A value read by one of commander's parsers, its complaint turned into a
 * UsageError (exit 2) for the one place that checks a command's options;
 * `option` names the option where the complaint does not.
 */
export function parsed<T>(parse: (value: string) => T, value: string, option?: string): T {
  try {
    return parse(value);
  } catch (error) {
    if (error instanceof InvalidArgumentError) throw new UsageError(option ? `${option}: ${error.message}` : error.message);
    throw error;
  }
}

export const whole = (name: string, value: string, min: number, max: number): number => parsed(integerArg(name, min, max), value);

/** The run's seed: the one given, or a random one, said to be so when printed. */
export function runSeed(raw: string | undefined): { seed: string; randomSeed: boolean } {
  if (raw !== undefined && raw.trim() === '') throw new UsageError('--seed needs some text or a number.');
  return { seed: raw ?? String(Math.floor(Math.random() * 1_000_000_000)), randomSeed: raw === undefined };
}

/** `--threads`, else the default: one thread for a run of fewer than `worthFrom` items, where threads have not paid for their start-up, else the free cores. */
export const threadsOf = (raw: string | undefined, n = 0, worthFrom = 0): number =>
  raw !== undefined ? whole('--threads', raw, 1, MAX_THREADS) : n < worthFrom ? 1 : defaultThreads();

/** `1000 fights, seed "1"`, and how to repeat a random one. */
export const runLine = (n: number, what: string, seed: string, randomSeed: boolean): string =>
  `${counted(n, what)}, seed ${JSON.stringify(seed)}${randomSeed ? ' (random; pass --seed to repeat)' : ''}`;

/** The line a stopped run's report is marked with: `Stopped after 1,234 of 5,000 games: the figures are of those.` */
export const stoppedLine = (played: number, of: number, what: string): string =>
  `Stopped after ${grouped(played)} of ${grouped(of)} ${what}${of === 1 ? '' : 's'}: the figures are of those.`;

/** `--json`'s mark of a stopped run: the signal, and how many items of how many were played. */
export const stoppedJson = (signal: NodeJS.Signals, played: number, of: number) => ({ stopped: { signal, played, of } });

export const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/** Values grouped into at most `maxRows` bins of equal width, from the least to the greatest. */
export function valueBins(rows: { value: number; count: number }[], maxRows = 20): { label: string; count: number }[] {
  if (rows.length === 0) return [];
  const lo = rows[0]!.value;
  const hi = rows.at(-1)!.value;
  const width = Math.max(1, Math.ceil((hi - lo + 1) / maxRows));
  const bins: { label: string; count: number }[] = [];
  for (let from = lo; from <= hi; from += width) {
    const to = Math.min(hi, from + width - 1);
    const count = rows.filter((r) => r.value >= from && r.value <= to).reduce((a, r) => a + r.count, 0);
    bins.push({ label: from === to ? String(from) : `${from}-${to}`, count });
  }
  return bins;
}

/**
 * Rows of `label  count  percent  bar`, the bar scaled to the largest
 * count, or to the total `ofTotal` (a share that falls, as survival does). Counts from a run, not exact odds: `barChart`'s fractions in
 * lowest terms would hide them.
 */
export function countChart(io: Io, bins: { label: string; count: number }[], total: number, layout: { align?: 'left' | 'right'; ofTotal?: boolean } = {}): string[] {
  return barLines(io, bins.map((b) => ({ label: b.label, figures: [String(b.count), pct(b.count / total).padStart(7)], value: b.count, aboveZero: b.count > 0 })), layout.align, layout.ofTotal ? total : undefined);
}

/** The help line of `sim`'s `--rules`: every rules option of a game, and the fight resolution that only `sim` plays. */
export const SIM_RULES_HELP = `${BOT_RULES_HELP}, fight (${FIGHT_CHOICES.join('|')}; sim only)`;

/** Every `--rules` given, a later one adding to the earlier, `fight=` among them. */
export function simRules(values: string[] = [], option = '--rules'): Partial<RulesOptions> & SimOptions {
  return values.reduce<Partial<RulesOptions> & SimOptions>((sofar, value) => parsed((v) => simRulesArg(v, sofar), value, option), {});
}

/** The rules options a run sets, as they are typed (`power=high, armour=never`), or the defaults. */
export const describeRules = (rules: Partial<RulesOptions> & SimOptions): string =>
  Object.entries(rules).map(([k, v]) => `${ruleName(k)}=${ruleWord(k as keyof RulesOptions, v)}`).join(', ') || 'the defaults';
