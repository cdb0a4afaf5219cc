/**
 * Accounts: a player's name, the public keys that may use it and, if its
 * owner chose one, a password (kept only as a hash). The first key to claim
 * a free name owns it; after that only its keys, or its password, log in
 * as it. The list lives in the data folder as accounts.json and is read
 * afresh at each use, so `athack serve accounts` changes a running server's
 * logins from the next one on.
 */
import { join } from 'node:path';
import { readPrivate, writePrivate } from '../persist/private-files.js';
import { DataFileError } from './data-file-error.js';
import { checkPassword, isPasswordHash, type PasswordHash } from './password.js';

/** Names players log in with: short, and safe as a folder name for their saves. */
export const NAME = /^[a-z][a-z0-9_-]{0,23}$/;
export const NAME_RULE = 'a name is lower-case letters, digits, - and _, starting with a letter, at most 24 characters';

export interface Account {
  keys: string[];
  password?: PasswordHash;
}

type AccountsFile = { accounts: Record<string, Account> };

export class Accounts {
  readonly file: string;

  /** Reads the file once at once, so a server with an unreadable one does not start. */
  constructor(dataDir: string) {
    this.file = join(dataDir, 'accounts.json');
    this.all();
  }

  /** Every account by name, as the file holds them now. */
  all(): Record<string, Account> {
    return read(this.file).accounts;
  }

  /** Whether `key` (as `algo base64`) may log in as `name`: one of its keys, or a name nobody has claimed. */
  mayUse(name: string, key: string): boolean {
    if (!NAME.test(name)) return false;
    const account = own(this.all(), name);
    return account === undefined || account.keys.includes(key);
  }

  /** Binds `key` to `name` if the name is free; a name already claimed is left as it is. */
  claim(name: string, key: string): void {
    const data = read(this.file);
    if (own(data.accounts, name) !== undefined) return;
    data.accounts[name] = { keys: [key] };
    this.write(data);
  }

  /** Whether `password` is `name`'s; as slow for a name without one, or with no account, as for one with. */
  async passwordFits(name: string, password: string): Promise<boolean> {
    const account = NAME.test(name) ? own(this.all(), name) : undefined;
    return checkPassword(account?.password, password);
  }

  /** Makes `name` an account, or adds to the one there is: keys it does not have yet, and a password in place of its old one. */
  add(name: string, keys: readonly string[], password?: PasswordHash): { keysAdded: number; made: boolean } {
    const data = read(this.file);
    const made = own(data.accounts, name) === undefined;
    const account = own(data.accounts, name) ?? { keys: [] };
    const fresh = [...new Set(keys)].filter((k) => !account.keys.includes(k));
    data.accounts[name] = { keys: [...account.keys, ...fresh], ...(password ?? account.password ? { password: password ?? account.password } : {}) };
    this.write(data);
    return { keysAdded: fresh.length, made };
  }

  /** Deletes `name`'s account; false when there was none. */
  remove(name: string): boolean {
    const data = read(this.file);
    if (own(data.accounts, name) === undefined) return false;
    delete data.accounts[name];
    this.write(data);
    return true;
  }

  private write(data: AccountsFile): void {
    writePrivate(this.file, `${JSON.stringify(data, null, 2)}\n`);
  }
}

/** `name`'s account: its own entry only, so a name such as `constructor` is not found on Object's prototype. */
export function own(accounts: Record<string, Account>, name: string): Account | undefined {
  return Object.hasOwn(accounts, name) ? accounts[name] : undefined;
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
    !Array.isArray(accounts) &&
    Object.entries(accounts).every(
      ([name, a]) => NAME.test(name) && Array.isArray(a?.keys) && a.keys.every((k) => typeof k === 'string') && (a.password === undefined || isPasswordHash(a.password)),
    );
  if (!good) throw new DataFileError(`${file} does not list accounts as {"accounts": {"name": {"keys": ["ssh-ed25519 AAAA…"], "password": {"scrypt": {…}}}}}; it is left as it is`);
  return { accounts: accounts as AccountsFile['accounts'] };
}
