/** `athack check`: audit the rules tables and report what is wrong in the seeds and how the game resolves it. */
import type { Command } from 'commander';
import { audit, type Problem } from '../core/audit/index.js';
import { FailureExit } from './errors.js';
import type { Io } from './io.js';
import { bookSource, printJson } from './format.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('check')
    .description('audit the rules tables: every die result covered once, every cross-reference resolved, costs on the ladders, and every known problem of the seeds with its resolution')
    .option('--json', 'print JSON')
    .option('--unresolved', 'list only the problems nothing resolves')
    .addHelpText('after', '\nExit status: 0 when the shipped data is consistent (every problem resolved), 1 otherwise.')
    .action((opts: { json?: boolean; unresolved?: boolean }) => {
      const result = audit();
      const shown = opts.unresolved ? result.problems.filter((p) => p.resolution === null) : result.problems;
      if (opts.json) {
        printJson(io, { tables: result.tables, references: result.references, consistent: result.consistent, problems: shown });
      } else {
        printProblems(io, shown);
        const unresolved = result.problems.filter((p) => p.resolution === null).length;
        const summary = `Audited ${result.tables} tables and ${result.references} cross-references: ${result.problems.length} problems, ${unresolved} unresolved.`;
        io.out(unresolved === 0 ? io.paint.green(`${summary} The shipped data is consistent.`) : io.paint.red(summary));
      }
      if (!result.consistent) throw new FailureExit();
    });
}

function printProblems(io: Io, problems: Problem[]): void {
  const byTable = new Map<string, Problem[]>();
  for (const p of problems) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p]);
  for (const [table, list] of byTable) {
    io.out(`${io.paint.bold(table)}  ${io.paint.dim(bookSource(list[0]!.source))}`);
    for (const p of list) {
      io.out(`  - ${p.message}`);
      io.out(p.resolution === null ? `    ${io.paint.red('UNRESOLVED')}` : `    ${io.paint.green('resolved:')} ${p.resolution}`);
    }
    io.out('');
  }
}
