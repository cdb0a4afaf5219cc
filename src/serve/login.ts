/**
 * One connection's login attempts: a public key whose signature the key
 * made (ssh2 passes a signature on without checking it), or an account's
 * password, asked for as a password or as a keyboard-interactive prompt
 * (OpenSSH tries the latter first). A connection that guesses wrong too
 * often is closed, so guessing costs a new connection each few tries.
 */
import type { AuthContext } from 'ssh2';
import type { Accounts } from './accounts.js';
import { keyLine, parseKeyBlob } from './key-line.js';

/** Wrong passwords one connection may send before it is closed: OpenSSH's client asks three times a method. */
export const WRONG_PASSWORDS = 6;

/** What a client is told it may try. */
const METHODS: AuthContext['method'][] = ['publickey', 'keyboard-interactive', 'password'];

export interface LoginEvents {
  /** The account is proved, `how` (by key or password): heard before ssh2 announces the login. A reason returned refuses the login after all (no place is free). */
  proved(name: string, how: 'key' | 'password'): string | undefined;
  /** The connection must go: too many wrong passwords, or the accounts file cannot be read. */
  refused(why: string): void;
}

/** The handler of one connection's `authentication` events. */
export function loginChecker(accounts: Accounts, events: LoginEvents): (ctx: AuthContext) => void {
  let wrong = 0;
  const byPassword = async (ctx: AuthContext, password: string): Promise<void> => {
    if (await accounts.passwordFits(ctx.username, password)) {
      const no = events.proved(ctx.username, 'password');
      return no ? events.refused(no) : ctx.accept();
    }
    if (++wrong >= WRONG_PASSWORDS) return events.refused(`${wrong} wrong passwords`);
    ctx.reject(METHODS);
  };
  const byKey = (ctx: Extract<AuthContext, { method: 'publickey' }>): void => {
    const key = parseKeyBlob(ctx.key.data);
    if (!key || !accounts.mayUse(ctx.username, keyLine(key))) return ctx.reject(METHODS);
    // Without a signature the client only asks whether this key would do; it signs next.
    if (!ctx.signature) return ctx.accept();
    if (key.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) !== true) return ctx.reject(METHODS);
    const no = events.proved(ctx.username, 'key');
    if (no) return events.refused(no);
    accounts.claim(ctx.username, keyLine(key));
    ctx.accept();
  };
  // The accounts file is read at each attempt: one broken while the server runs refuses logins, and says why, rather than stopping the server.
  const failed = (error: unknown): void => events.refused(`login not checked: ${error instanceof Error ? error.message : String(error)}`);
  return (ctx) => {
    try {
      if (ctx.method === 'password') return void byPassword(ctx, ctx.password).catch(failed);
      if (ctx.method === 'keyboard-interactive') {
        return ctx.prompt([{ prompt: 'Password: ', echo: false }], (answers) => void byPassword(ctx, answers[0] ?? '').catch(failed));
      }
      if (ctx.method === 'publickey') return byKey(ctx);
      ctx.reject(METHODS);
    } catch (error) {
      failed(error);
    }
  };
}
