/** `athack odds tables`: every figure the seeds print, beside the exact one. */
import type { Command } from 'commander';
import { printedTables } from '../../core/audit/printed-tables.js';
import type { Io } from '../io.js';
import { bookSource, fitLine, fitTable, outLines, printJson } from '../format.js';

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
        const rows = t.rows.map((r) => ({ ...r, exact: `${r.exactShown}${r.exact.den === 1n ? '' : ` = ${r.exact.toString()}`}` }));
        outLines(io, [
          ...fitLine(io, `${io.paint.bold(t.name)}  ${io.paint.dim(`(${bookSource(t.source)})`)}`),
          ...fitTable(
            io,
            [
              `  ${'figure'.padEnd(labelWidth)}  ${'printed'.padStart(7)}  ${'exact'.padStart(9)}`,
              ...rows.map((r) => `  ${r.label.padEnd(labelWidth)}  ${r.printed.padStart(7)}  ${r.exact.padStart(9)}${r.disagrees ? `  ${io.paint.red('DISAGREES')}` : ''}`),
            ],
            // Without the heading's columns, each figure says which it is.
            () => rows.map((r) => ({ label: r.label, figures: [`printed ${r.printed}`, `exact ${r.exact}`, ...(r.disagrees ? [io.paint.red('DISAGREES')] : [])] })),
          ),
        ]);
        io.out('');
        disagreements += rows.filter((r) => r.disagrees).length;
      }
      outLines(io, fitLine(io, `${disagreements} printed figure${disagreements === 1 ? '' : 's'} disagree${disagreements === 1 ? 's' : ''} with the dice beyond the table's own rounding (within one unit of the last printed digit agrees).`));
    });
}
