/**
 * `athack completion bash|zsh|fish`: a completion script for the shell,
 * made from the commands as they are registered, so it names every command,
 * option and (where the choices are few) option value this athack has.
 */
import type { Command, Option } from 'commander';
import { CLASS_NAMES } from '../core/bots/bot.js';
import { EXPLOIT_NAMES } from '../core/bots/exploit-play.js';
import { RULES_ROWS } from '../core/engine/rules-options.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { flagName, playableValues, ruleWord } from './options.js';
import { SYMBOL_SETS } from '../tui/style.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** Values an option takes from a short list; a folder or a file where the shell should offer those. */
const VALUES: Record<string, string[] | 'dir' | 'file'> = {
  '--opposition': ['easy', 'fair', 'hard', 'none'],
  '--opponents': ['1', '2', '3', '4'],
  '--class': CLASS_NAMES.map((c) => c.toLowerCase()),
  '--bot': ['default', ...EXPLOIT_NAMES],
  '--rules': RULES_ROWS.flatMap((r) => playableValues(r).map((v) => `${flagName(r)}=${ruleWord(r.key, v)}`)),
  '--symbols': [...SYMBOL_SETS],
  '--save-dir': 'dir',
  '--config-dir': 'dir',
  '--options': 'file',
};

interface Node {
  /** The command words after `athack`, such as ['odds', 'test']. */
  path: string[];
  summary: string;
  subcommands: string[];
  options: Option[];
}

function walk(command: Command, path: string[] = []): Node[] {
  const here: Node = { path, summary: command.summary() || command.description(), subcommands: command.commands.map((c) => c.name()), options: command.options.filter((o) => o.long !== undefined) };
  return [here, ...command.commands.flatMap((c) => walk(c, [...path, c.name()]))];
}

/** Arguments with a short list of values, by command. */
const ARGUMENTS: Record<string, readonly string[]> = { completion: SHELLS };

/** The words offered after a command: its subcommands or arguments, its options and --help. */
const words = (n: Node) => [...n.subcommands, ...(ARGUMENTS[n.path.join(' ')] ?? []), ...n.options.map((o) => o.long!), '--help'];
const takesValue = (o: Option) => o.required || o.optional;
const quoteWords = (list: readonly string[]) => list.join(' ').replace(/'/g, '');

function bash(nodes: Node[]): string {
  const valued = [...new Set(nodes.flatMap((n) => n.options.filter(takesValue).map((o) => o.long!)))];
  const paths = nodes.filter((n) => n.path.length > 0).map((n) => `"${n.path.join(' ')}"`);
  const valueCases = Object.entries(VALUES).map(([flag, v]) =>
    v === 'dir' ? `    ${flag}) COMPREPLY=($(compgen -d -- "$cur")); return ;;` : v === 'file' ? `    ${flag}) COMPREPLY=($(compgen -f -- "$cur")); return ;;` : flag === '--rules' ? `    ${flag}) local head=""; [[ $cur == *,* ]] && head="\${cur%,*},"; COMPREPLY=($(compgen -P "$head" -W '${quoteWords(v)}' -- "\${cur##*,}")); return ;;` : `    ${flag}) COMPREPLY=($(compgen -W '${quoteWords(v)}' -- "$cur")); return ;;`,
  );
  return `# athack completion for bash: eval "$(athack completion bash)" in ~/.bashrc
_athack() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]} path="" w i
  # The command words typed so far; an option's value is not one.
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    case "$w" in
      ${valued.join('|')}) ((i++)); continue ;;
      -*) continue ;;
    esac
    case "\${path:+$path }$w" in
      ${paths.join('|')}) path="\${path:+$path }$w" ;;
    esac
  done
  case "$prev" in
${valueCases.join('\n')}
    ${valued.filter((f) => !(f in VALUES)).join('|')}) return ;;
  esac
  local words
  case "$path" in
${nodes.map((n) => `    "${n.path.join(' ')}") words='${quoteWords(words(n))}' ;;`).join('\n')}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _athack athack
`;
}

/** zsh runs the bash function through its bash-completion layer, so both shells offer the same words. */
const zsh = (nodes: Node[]) => `#compdef athack
# athack completion for zsh: eval "$(athack completion zsh)" in ~/.zshrc
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bash(nodes).split('\n').slice(1).join('\n')}`;

function fish(nodes: Node[]): string {
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  const lines = [
    '# athack completion for fish: athack completion fish > ~/.config/fish/completions/athack.fish',
    // A comma list (--rules a=1,b=2) is completed item by item: each value is offered after the items already typed.
    'function __athack_list',
    "  set -l head (string replace -r '[^,]*$' '' -- (commandline -ct))",
    "  printf '%s\\n' $head$argv",
    'end',
    'complete -c athack -f',
    "complete -c athack -s h -l help -d 'show help'",
  ];
  for (const n of nodes) {
    const parent = n.path.at(-1);
    const siblings = n.subcommands.join(' ');
    // Words for a command are offered once it is typed and none of its own subcommands is.
    const cond = parent === undefined ? '__fish_use_subcommand' : `__fish_seen_subcommand_from ${parent}${siblings ? `; and not __fish_seen_subcommand_from ${siblings}` : ''}`;
    for (const c of nodes.filter((m) => m.path.length === n.path.length + 1 && m.path.slice(0, -1).join(' ') === n.path.join(' '))) lines.push(`complete -c athack -n '${cond}' -a ${c.path.at(-1)} -d '${esc(c.summary.split(/[.:(]/)[0]!.trim())}'`);
    const args = ARGUMENTS[n.path.join(' ')];
    if (args) lines.push(`complete -c athack -n '${cond}' -a '${quoteWords(args)}'`);
    for (const o of n.options) {
      const v = VALUES[o.long!];
      const value = !takesValue(o) ? '' : v === 'dir' ? ` -r -a '(__fish_complete_directories)'` : v === 'file' ? ' -r -F' : v && o.long === '--rules' ? ` -x -a '(__athack_list ${quoteWords(v)})'` : v ? ` -x -a '${quoteWords(v)}'` : ' -x';
      lines.push(`complete -c athack -n '${cond}' -l ${o.long!.slice(2)}${value} -d '${esc(o.description.split(/[.;(]/)[0]!.trim())}'`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function register(program: Command, io: Io, all: () => Promise<Command>): Command {
  return program
    .command('completion')
    .description('print a completion script for your shell: commands, options and option values')
    .argument('<shell>', `the shell: ${SHELLS.join(', ')}`)
    .addHelpText('after', '\nInstall:\n  bash  eval "$(athack completion bash)"   (in ~/.bashrc)\n  zsh   eval "$(athack completion zsh)"    (in ~/.zshrc)\n  fish  athack completion fish > ~/.config/fish/completions/athack.fish')
    .action(async (shell: string) => {
      if (!(SHELLS as readonly string[]).includes(shell)) throw new UsageError(`completion is for ${SHELLS.join(', ')}, not "${shell}".`);
      const nodes = walk(await all());
      io.out({ bash, zsh, fish }[shell as Shell](nodes));
    });
}
