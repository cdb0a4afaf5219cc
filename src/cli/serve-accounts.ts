/**
 * `athack serve accounts list|add|remove`: the accounts of `athack serve`,
 * changed in its data folder whether or not a server is running (it reads
 * them afresh at every login).
 */
import type { Command } from 'commander';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { readPassword } from './read-password.js';
import { readFileSafely } from '../persist/safe-read.js';
import { privateDir } from '../persist/private-files.js';
import { Accounts, NAME, NAME_RULE, own } from '../serve/accounts.js';
import { hashPassword, passwordProblem } from '../serve/password.js';
import { publicKeyLines } from '../serve/key-line.js';
import { accountSaves } from '../serve/player.js';


/** A key file is a few lines: a larger one is not a key file. */
const KEY_FILE_CAP = 1024 * 1024;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where `--data-dir` (or its defaults) puts the server's data: `athack serve`'s own rule, handed in. */
type DataDirOf = (flag: string | undefined, env: NodeJS.ProcessEnv) => string;

/** The accounts of the data folder `serve --data-dir` names: commander reads that option wherever it stands, `serve accounts list --data-dir D` too. */
function accountsIn(command: Command, dataDirOf: DataDirOf): { accounts: Accounts; dataDir: string } {
  const dataDir = dataDirOf((command.optsWithGlobals() as { dataDir?: string }).dataDir, process.env);
  privateDir(dataDir);
  return { accounts: new Accounts(dataDir), dataDir };
}

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new UsageError(`"${name}" cannot be an account: ${NAME_RULE}.`);
  return name;
}

function keysIn(file: string): string[] {
  try {
    return publicKeyLines(readFileSafely(file, KEY_FILE_CAP));
  } catch (error) {
    if (error instanceof Error && (error as NodeJS.ErrnoException).syscall === undefined) throw new UsageError(`${file} ${error.message}; nothing was changed.`);
    throw error;
  }
}

export function registerAccounts(serve: Command, io: Io, dataDirOf: DataDirOf): void {
  const accounts = serve.command('accounts').description('list, add and remove the accounts players log in with (in the data folder of --data-dir, as serve)');

  accounts.command('list').description('each account: its keys and whether it has a password').action((_opts: object, command: Command) => {
    const { accounts: all } = accountsIn(command, dataDirOf);
    const entries = Object.entries(all.all()).sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) return io.out(`no accounts yet in ${all.file}`);
    const w = Math.max(...entries.map(([name]) => name.length));
    for (const [name, a] of entries) io.out(`${name.padEnd(w)}  ${plural(a.keys.length, 'key')}${a.password ? ', a password' : ''}`);
  });

  accounts
    .command('add <name>')
    .description('make an account, or add keys or a new password to one')
    .option('--key <file>', 'its public keys: an OpenSSH .pub file or authorized_keys lines')
    .option('--password', 'set its password: asked for at the terminal without echo, or the first line of standard input')
    .action(async (name: string, opts: { key?: string; password?: boolean }, command: Command) => {
      checkedName(name);
      if (opts.key === undefined && !opts.password) throw new UsageError('give --key FILE, --password or both: an account with neither could never log in.');
      const keys = opts.key === undefined ? [] : keysIn(opts.key);
      let hash;
      if (opts.password) {
        const password = await readPassword(process.stdin, process.stderr);
        const problem = passwordProblem(password);
        if (problem) throw new UsageError(`${problem}; nothing was changed.`);
        hash = await hashPassword(password);
      }
      const { accounts: all } = accountsIn(command, dataDirOf);
      const { made, keysAdded } = all.add(name, keys, hash);
      const what = [...(opts.key !== undefined ? [`${plural(keysAdded, 'key')} added`] : []), ...(hash ? ['password set'] : [])];
      io.out(`${name}: ${made ? 'account made' : 'account changed'}, ${what.join(', ')}.`);
    });

  accounts.command('remove <name>').description('delete an account: its name is free for the next key that claims it').action((name: string, _opts: object, command: Command) => {
    checkedName(name);
    const { accounts: all, dataDir: dir } = accountsIn(command, dataDirOf);
    if (own(all.all(), name) === undefined) throw new UsageError(`there is no account "${name}" in ${all.file}; nothing was changed.`);
    all.remove(name);
    io.out(`${name}: account removed. Its saves stay in ${accountSaves(dir, name)}: whoever claims the name next plays them, so move or delete them unless that is meant.`);
  });
}
