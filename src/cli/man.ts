/**
 * The manual page, `athack.1`, made from the commands' own help so it says
 * what `--help` says. The build writes it and the package installs it
 * (`man athack`).
 */
import type { Command } from 'commander';

/** Text made safe for roff: a backslash printed, a line never read as a request. */
function roff(text: string): string {
  return text
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .split('\n')
    .map((l) => (/^[.']/.test(l) ? `\\&${l}` : l))
    .join('\n');
}

/** A command's usage line: `athack odds test [options] <target>`. */
function usage(command: Command, path: string[]): string {
  return `athack ${path.join(' ')} ${command.usage()}`.replace(/\s+/g, ' ').trim();
}

function options(command: Command): string[] {
  return command.options.flatMap((o) => ['.TP', `.B ${roff(o.flags)}`, roff(o.description)]);
}

function commands(command: Command, path: string[] = []): string[] {
  return command.commands.flatMap((c) => {
    const here = [...path, c.name()];
    const head = [`.SS "${roff(usage(c, here))}"`, roff(c.description())];
    // A command of subcommands lists its own options too (athack serve's), then each subcommand's.
    return [...head, ...options(c), ...commands(c, here)];
  });
}

const ENVIRONMENT: [string, string][] = [
  ['ATHACK_SAVE_DIR', 'the folder of saves, morgue files and scores, as --save-dir'],
  ['ATHACK_CONFIG_DIR', 'the folder of keys.json and options, as --config-dir'],
  ['ATHACK_TERMINAL', 'the terminfo entry the game draws with, as --terminal'],
  ['TERM', 'the terminal; its terminfo entry is used where blessed can read it, else xterm-256color'],
  ['XDG_DATA_HOME', 'the data folder is $XDG_DATA_HOME/athack (default ~/.local/share/athack)'],
  ['XDG_CONFIG_HOME', 'the configuration folder is $XDG_CONFIG_HOME/athack (default ~/.config/athack)'],
  ['NO_COLOR', 'any value but empty: no colour, in the output and the game, whatever FORCE_COLOR says; --color wins over it'],
  ['FORCE_COLOR', 'colour even into a pipe where NO_COLOR is not set; 0 or false for none'],
  ['COLUMNS', 'the width output is fitted to when it is not a terminal; unset, charts take 80 columns and other lines stay whole'],
];

export function manPage(program: Command, version: string): string {
  const lines = [
    `.TH ATHACK 1 "" "athack ${version}" "User Commands"`,
    '.SH NAME',
    `athack \\- ${roff(program.description())}`,
    '.SH SYNOPSIS',
    '.B athack',
    '[\\fIoptions\\fR] [\\fIcommand\\fR] [\\fIarguments\\fR]',
    '.SH DESCRIPTION',
    roff('A terminal roguelike that plays five tabletop rule sets as one game, and a rules lab that answers questions about them exactly. With no command, athack plays (athack play).'),
    '.SH OPTIONS',
    '.TP',
    '.B \\-h, \\-\\-help',
    'show help (each command takes it too; with \\-\\-json, as JSON)',
    ...options(program),
    '.SH COMMANDS',
    ...commands(program),
    '.SH FILES',
    '.TP',
    '.I ~/.config/athack/options',
    roff('the options file (athack options --init writes one)'),
    '.TP',
    '.I ~/.config/athack/keys.json',
    'remapped keys',
    '.TP',
    '.I ~/.local/share/athack/',
    roff('saves, morgue/ and scores.json'),
    '.SH ENVIRONMENT',
    ...ENVIRONMENT.flatMap(([name, what]) => ['.TP', `.B ${name}`, roff(what)]),
    '.SH EXIT STATUS',
    roff('0 success, 1 a check that failed, 2 bad input or a request refused (the message says which argument and why), 130 a long run (autoplay, check --engine, sim) stopped by Ctrl-C (143 by SIGTERM) once it has saved or reported what it had; with --json, a failure before the document is printed as {"error": ..., "status": N}.'),
  ];
  return `${lines.join('\n')}\n`;
}
