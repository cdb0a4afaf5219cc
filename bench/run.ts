/**
 * `npm run bench`: runs every `bench/*.bench.ts` and prints each figure's
 * median and p90 (`--json` for `[{ name, median, p90, unit }]`). Words
 * after the options pick benchmarks by name: `npm run bench -- engine tui`
 * runs the figures whose names start with `engine` or `tui`.
 */
import { readdirSync } from 'node:fs';
import { quantile, type Bench } from './bench.js';

const json = process.argv.includes('--json');
const picked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wanted = (name: string) => picked.length === 0 || picked.some((p) => name.startsWith(p));
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.bench.ts')).sort();
const all: Bench[] = [];
for (const file of files) all.push(...((await import(new URL(file, import.meta.url).href)) as { benches: Bench[] }).benches);
const unknown = picked.filter((p) => !all.some((b) => b.name.startsWith(p)));
if (unknown.length > 0) {
  console.error(`bench: no figure starts with ${unknown.map((p) => `"${p}"`).join(', ')}. The figures: ${all.map((b) => b.name).join(', ')}.`);
  process.exit(2);
}
interface Result {
  name: string;
  median: number;
  p90: number;
  unit: string;
  /** The median over the median of the figure it is read against, when both ran. */
  ratio?: { versus: string; value: number };
  missing?: string;
}
const round = (x: number) => Number(x.toPrecision(4));
const results: Result[] = [];
const chosen = all.filter((b) => wanted(b.name));
for (const bench of chosen) {
  const sorted = [...(await bench.samples())].sort((a, b) => a - b);
  if (!json) process.stderr.write(`  ran ${bench.name} (${sorted.length} samples)\n`);
  if (sorted.length === 0) {
    results.push({ name: bench.name, median: NaN, p90: NaN, unit: bench.unit, missing: bench.missing ?? 'no samples' });
    continue;
  }
  results.push({ name: bench.name, median: round(quantile(sorted, 0.5)), p90: round(quantile(sorted, 0.9)), unit: bench.unit });
}
// Ratios once every figure has run: a floor may be measured after the figure read against it.
for (const bench of chosen) {
  const own = results.find((r) => r.name === bench.name)!;
  const floor = results.find((r) => r.name === bench.versus);
  if (floor && !own.missing && !floor.missing) own.ratio = { versus: floor.name, value: round(own.median / floor.median) };
}
if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const w = Math.max(4, ...results.map((r) => r.name.length));
  console.log(`${'name'.padEnd(w)}  ${'median'.padStart(10)}  ${'p90'.padStart(10)}  unit`);
  for (const r of results) {
    if (r.missing) console.log(`${r.name.padEnd(w)}  ${r.missing}`);
    else console.log(`${r.name.padEnd(w)}  ${String(r.median).padStart(10)}  ${String(r.p90).padStart(10)}  ${r.unit}${r.ratio ? `  ${r.ratio.value}× ${r.ratio.versus}` : ''}`);
  }
}
