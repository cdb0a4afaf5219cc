/** `athack odds tables`: every figure the seeds print, beside the exact one. */
import type { Command } from 'commander';
import { printedTables } from '../../core/audit/printed-tables.js';
import type { Io } from '../io.js';
import { bookSource, printJson } from '../format.js';

export function registerTables(odds: Command, io: Io): void {
  odds
    .command('tables')
    .description('the probabilities and averages printed in the seeds\' tables, next to the exact figures; disagreements flagged')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const tables = printedTables();
      if (opts.json) {
        printJson(io, {
          tables: tables.map((t) => ({
            id: t.id,
            name: t.name,
            source: t.source,
            rows: t.rows.map((r) => ({ label: r.label, printed: r.printed, exact: r.exactShown, exactFraction: r.exact.toString(), disagrees: r.disagrees })),
          })),
        });
        return;
      }
      const labelWidth = Math.max(...tables.flatMap((t) => t.rows.map((r) => r.label.length)));
      let disagreements = 0;
      for (const t of tables) {
        io.out(`${io.paint.bold(t.name)}  ${io.paint.dim(`(${bookSource(t.source)})`)}`);
        io.out(`  ${'figure'.padEnd(labelWidth)}  ${'printed'.padStart(7)}  ${'exact'.padStart(9)}`);
        for (const r of t.rows) {
          const exact = `${r.exactShown}${r.exact.den === 1n ? '' : ` = ${r.exact.toString()}`}`;
          const flag = r.disagrees ? `  ${io.paint.red('DISAGREES')}` : '';
          io.out(`  ${r.label.padEnd(labelWidth)}  ${r.printed.padStart(7)}  ${exact.padStart(9)}${flag}`);
          if (r.disagrees) disagreements++;
        }
        io.out('');
      }
      io.out(`${disagreements} printed figure${disagreements === 1 ? '' : 's'} disagree${disagreements === 1 ? 's' : ''} with the dice beyond the table's own rounding (within one unit of the last printed digit agrees).`);
    });
}
