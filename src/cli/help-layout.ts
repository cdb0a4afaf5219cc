/**
 * commander's help laid out for the output's width, where it has one (a
 * terminal, or COLUMNS): commander leaves a description unbroken when its
 * column beside the option or command is narrower than 40, which a narrow
 * terminal then cuts across; here it goes under its option or command
 * instead, and any line still too wide (the usage line, an example) is
 * broken between words. Into a pipe, help is commander's own, as before.
 */
import { Help, type HelpConfiguration, type OutputConfiguration } from 'commander';
import { fitLines } from './format.js';
import type { Io } from './io.js';
import { wrap } from '../tui/widgets.js';

/** Where a description goes under its term: two columns in from it, as a broken line's next lines are. */
const UNDER = 4;

export function helpOutput(io: Io): OutputConfiguration {
  return {
    writeOut: (s) => io.out(fitLines(io, s)),
    getOutHelpWidth: () => io.columns,
  };
}

export function helpLayout(io: Io): HelpConfiguration {
  if (!io.fitted) return {};
  return {
    formatItem(term, termWidth, description, helper) {
      const beside = io.columns - termWidth - 4;
      if (!description || beside >= helper.minWidthToWrap || helper.preformatted(description)) return Help.prototype.formatItem.call(helper, term, termWidth, description, helper);
      return [`  ${term}`, ...wrap(description, Math.max(1, io.columns - UNDER)).map((l) => `${' '.repeat(UNDER)}${l}`)].join('\n');
    },
  };
}
