/**
 * Accounts: a player's name and the public keys that may use it. The first
 * key to claim a free name owns it; after that only its keys log in as it.
 * The list lives in the data folder as accounts.json.
 */
import { join } from 'node:path';
import { readPrivate, writePrivate } from '../persist/private-files.js';
import { DataFileError } from './data-file-error.js';

/** Names players log in with: short, and safe as a folder name for their saves. */
export const NAME = /^[a-z][a-z0-9_-]{0,23}$/;

interface AccountsFile {
  accounts: Record<string, { keys: string[] }>;
}

export class Accounts {
  private data: AccountsFile;
  readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'accounts.json');
    this.data = read(this.file);
  }

  /** Whether `key` (as `algo base64`) may log in as `name`: its own key, or a name nobody has claimed. */
  mayUse(name: string, key: string): boolean {
    if (!NAME.test(name)) return false;
    const account = this.data.accounts[name];
    return account === undefined || account.keys.includes(key);
  }

  /** Binds `key` to `name` if the name is free; a name already claimed is left as it is. */
  claim(name: string, key: string): void {
    if (this.data.accounts[name] !== undefined) return;
    this.data.accounts[name] = { keys: [key] };
    writePrivate(this.file, `${JSON.stringify(this.data, null, 2)}\n`);
  }
}

function read(file: string): AccountsFile {
  const text = readPrivate(file);
  if (text === undefined) return { accounts: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DataFileError(`${file} is not JSON; it is left as it is: fix it or move it away`);
  }
  const accounts = (parsed as Partial<AccountsFile> | null)?.accounts;
  const good =
    typeof accounts === 'object' &&
    accounts !== null &&
    Object.entries(accounts).every(([name, a]) => NAME.test(name) && Array.isArray(a?.keys) && a.keys.every((k) => typeof k === 'string'));
  if (!good) throw new DataFileError(`${file} does not list accounts as {"accounts": {"name": {"keys": ["ssh-ed25519 AAAA…"]}}}; it is left as it is`);
  return { accounts: accounts as AccountsFile['accounts'] };
}
