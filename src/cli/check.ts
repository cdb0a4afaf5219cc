/** `athack check`: audit the rules tables and report what is wrong in the seeds and how the game resolves it. */
import type { Command } from 'commander';
import { audit, type Problem } from '../core/audit/index.js';
import { FailureExit } from './errors.js';
import type { Io } from './io.js';
import { bookSource, printJson } from './format.js';
import { wrap } from '../tui/widgets.js';

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
        for (const l of hanging(io, '', 0, unresolved === 0 ? `${summary} The shipped data is consistent.` : summary)) io.out(unresolved === 0 ? io.paint.green(l) : io.paint.red(l));
      }
      if (!result.consistent) throw new FailureExit();
    });
}

/** `lead` then `text`, wrapped to the output's width, the lines after the first indented by `indent`; `shown` is the lead as printed (coloured). */
function hanging(io: Io, lead: string, indent: number, text: string, shown = lead): string[] {
  const width = Math.max(20, io.columns);
  const [head = '', ...more] = wrap(text, width - lead.length);
  const rest = more.length > 0 ? wrap(more.join(' '), width - indent) : [];
  return [`${shown}${head}`, ...rest.map((l) => `${' '.repeat(indent)}${l}`)];
}

function printProblems(io: Io, problems: Problem[]): void {
  const byTable = new Map<string, Problem[]>();
  for (const p of problems) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p]);
  for (const [table, list] of byTable) {
    for (const l of hanging(io, `${table}  `, 2, bookSource(list[0]!.source), `${io.paint.bold(table)}  `)) io.out(l);
    for (const p of list) {
      for (const l of hanging(io, '  - ', 4, p.message)) io.out(l);
      if (p.resolution === null) io.out(`    ${io.paint.red('UNRESOLVED')}`);
      else for (const l of hanging(io, '    resolved: ', 4, p.resolution, `    ${io.paint.green('resolved:')} `)) io.out(l);
    }
    io.out('');
  }
}
