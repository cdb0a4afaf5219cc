/**
 * A command's help as JSON, for `--help --json` (or `help <command> --json`): a script that asked for JSON
 * reads JSON, help included. Made with commander's own help helper, from the items the text help lists, so the
 * two cannot say different things.
 */
import type { Command } from 'commander';
import type { EventEmitter } from 'node:events';

/** A command's names from the program's down (`athack sim fight`). */
export function commandPath(command: Command): string[] {
  const path: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) path.unshift(c.name());
  return path;
}

export function helpJson(command: Command): string {
  const helper = command.createHelp();
  const path = commandPath(command);
  // What a command adds after its items (examples, exit statuses), as commander would print it: athack adds text
  // only after. commander's Command is an EventEmitter, though its typings give it only `on`.
  let notes = '';
  (command as Command & Pick<EventEmitter, 'emit'>).emit('afterHelp', { error: false, command, write: (text: string) => void (notes += text) });
  const document = {
    command: path.join(' '),
    usage: helper.commandUsage(command),
    description: helper.commandDescription(command),
    arguments: helper.visibleArguments(command).map((a) => ({ name: a.name(), required: a.required, variadic: a.variadic, help: helper.argumentDescription(a) })),
    options: helper.visibleOptions(command).map((o) => ({ flags: o.flags, long: o.long ?? null, short: o.short ?? null, help: helper.optionDescription(o) })),
    commands: helper.visibleCommands(command).map((c) => ({ name: c.name(), aliases: c.aliases(), usage: helper.subcommandTerm(c), summary: helper.subcommandDescription(c) })),
    notes: notes.trim(),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
