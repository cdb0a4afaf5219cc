/**
 * One connection's login attempts: a public key whose signature the key
 * made (ssh2 passes a signature on without checking it), or an account's
 * password, asked for as a password or as a keyboard-interactive prompt
 * (OpenSSH tries the latter first). A connection that guesses wrong too
 * often is closed, so guessing costs a new connection each few tries.
 * The prompt first says why it is asked (no key fitted), and a name that
 * can be no account's is told so rather than asked for a password.
 */
import type { AuthContext } from 'ssh2';
import { NAME, NAME_RULE, type Accounts } from './accounts.js';
import { keyLine, parseKeyBlob } from './key-line.js';
import { clientLines, printable } from './client-text.js';

/** Wrong passwords one connection may send before it is closed: OpenSSH's client asks three times a method. */
export const WRONG_PASSWORDS = 6;

/**
 * Login requests one connection may make in all, keys, prompts and
 * passwords alike (OpenSSH's MaxAuthTries counts them so): each costs a
 * read of the accounts file, and a client looping on them would hold the
 * one thread every player shares. OpenSSH sends one, then two a key it
 * has, and one a password: thirty leaves room for an agent of a dozen keys.
 */
export const ATTEMPTS = 30;

/** What a client is told it may try. */
const METHODS: AuthContext['method'][] = ['publickey', 'keyboard-interactive', 'password'];

export interface LoginEvents {
  /** The account is proved, `how` (by key or password): heard before ssh2 announces the login. A reason returned (no place is free, in the person's words) refuses the login after all. */
  proved(name: string, how: 'key' | 'password'): string | undefined;
  /**
   * Why no password could let this connection in now (the server is full,
   * in the person's words), or undefined: asked after a wrong one, which
   * then ends the connection with those words, as a right one that finds
   * no place does. Every name meets the same prompt and the same words, so
   * a full server tells no one which names are accounts, nor who is on.
   */
  full(): string | undefined;
  /**
   * Whether the connection closed while its password was being checked
   * (a fifth of a second or more): then nothing more is done for it, for
   * ssh2 would still announce a login, seating nobody and holding a place
   * for good, and a right password would take over the account's own
   * connection still playing.
   */
  gone(): boolean;
  /** A turn to check a password (password-turns.ts): the call that ends it, once it is this one's; or why not, for the person and the log. */
  turn(): Promise<() => void> | { told: string; why: string };
  /** Words for the person, sent at once, the login going on. */
  tell(text: string): void;
  /** The connection must go (too many wrong passwords, or the accounts file cannot be read): `why` for the log, and `told` for the person when they should read why. */
  refused(why: string, told?: string): void;
}

/**
 * Said above the first password prompt: a player who meets it has no key
 * that fits, often a newcomer with no key at all. It says the same for
 * every name, so it tells no one which accounts have a password.
 */
function whyPassword(name: string): string {
  return `None of your SSH keys logs in as ${name}. The first key that logs in as a name nobody owns yet owns it: make one with ssh-keygen -t ed25519, and connect again. A password works only for an account the server's operator gave one.`;
}

/**
 * Said when a key is refused: the name is an account's (any key logs in as
 * a free name), and this key is not one of its. A client that tries keys
 * only (ssh -o BatchMode=yes) ends there, and would read only "Permission
 * denied"; said before the refusal, so it is printed before that.
 */
function notItsKey(name: string): string {
  return `The key offered is not one of ${name}'s: ${name} logs in with its own keys, or a password its operator gave it. A name nobody owns yet is yours with your key (lower-case letters, digits, - and _).`;
}

/** Said as the connection closes after `ATTEMPTS` requests: most often an agent holding many keys, none of them the account's. */
function tooManyAttempts(name: string): string {
  return `Too many login attempts on one connection (${ATTEMPTS}): it closes. If your ssh-agent holds many keys, offer the one that logs in as ${name}: ssh -i FILE -o IdentitiesOnly=yes.`;
}

/** Said as the connection closes after the last wrong password allowed, where OpenSSH would print only that it closed. */
function tooManyWrong(name: string): string {
  return `Too many wrong passwords for ${name}; try again, or ask the server's operator for a new one (only they set passwords). A key logs in without one: see ssh-keygen.`;
}

/** Said as the connection closes when the accounts file cannot be read: the player learns it is not their doing, and to come back; the log names the file and why. */
const NOT_CHECKED = "The server cannot check logins just now: its accounts file needs its operator's care. Try again later.";

/** Why `name` can be no account's, with a name it may have meant. */
function badName(name: string): string {
  const meant = name.toLowerCase().replace(/[^a-z0-9_-]/g, '').replace(/^[^a-z]+/, '').slice(0, 24);
  return `"${printable(name)}" cannot be a name on this server: ${NAME_RULE}. Connect again as one${NAME.test(meant) ? `, such as ${meant}` : ''}.`;
}

/** The log's words for a connection turned away by the players' caps. */
function turnedAway(name: string, why: string): string {
  return `turned away as ${printable(name)} (${why})`;
}

/** The handler of one connection's `authentication` events. */
export function loginChecker(accounts: Accounts, events: LoginEvents): (ctx: AuthContext) => void {
  let wrong = 0;
  let attempts = 0;
  /** Whether the person has read why no key of theirs logs in (above the password prompt, or as a key was refused). */
  let told = false;
  const byPassword = async (ctx: AuthContext, password: string): Promise<void> => {
    const turn = events.turn();
    if (!(turn instanceof Promise)) return events.refused(turnedAway(ctx.username, turn.why), turn.told);
    const done = await turn;
    let fits: boolean;
    try {
      // A connection gone while it waited for its turn costs no check.
      if (events.gone()) return;
      fits = await accounts.passwordFits(ctx.username, password);
    } finally {
      done();
    }
    if (events.gone()) return;
    if (fits) {
      const no = events.proved(ctx.username, 'password');
      return no ? events.refused(turnedAway(ctx.username, no), no) : ctx.accept();
    }
    const full = events.full();
    if (full) return events.refused(turnedAway(ctx.username, `a wrong password; ${full}`), full);
    if (++wrong >= WRONG_PASSWORDS) return events.refused(`${wrong} wrong passwords`, tooManyWrong(ctx.username));
    ctx.reject(METHODS);
  };
  const byKey = (ctx: Extract<AuthContext, { method: 'publickey' }>): void => {
    const key = parseKeyBlob(ctx.key.data);
    if (!key) return ctx.reject(METHODS);
    if (!accounts.mayUse(ctx.username, keyLine(key))) {
      // Once a connection: a client with several keys offers each in turn.
      if (!told) events.tell(notItsKey(ctx.username));
      told = true;
      return ctx.reject(METHODS);
    }
    // Without a signature the client only asks whether this key would do; it signs next.
    if (!ctx.signature) return ctx.accept();
    if (key.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) !== true) return ctx.reject(METHODS);
    const no = events.proved(ctx.username, 'key');
    if (no) return events.refused(turnedAway(ctx.username, no), no);
    accounts.claim(ctx.username, keyLine(key));
    ctx.accept();
  };
  // The accounts file is read at each attempt: one broken while the server runs refuses logins, and says why, rather than stopping the server.
  const failed = (error: unknown): void => events.refused(`login not checked: ${error instanceof Error ? error.message : String(error)}`, NOT_CHECKED);
  return (ctx) => {
    try {
      // No key, password or prompt can log in as a name no account may have: the client is told why at its first attempt, whatever
      // it would try next (a client that tries keys only, such as ssh -o BatchMode=yes, would otherwise read only "Permission denied").
      if (!NAME.test(ctx.username)) return events.refused(`"${printable(ctx.username)}" is not a name`, badName(ctx.username));
      if (++attempts > ATTEMPTS) return events.refused(`${ATTEMPTS} login attempts`, tooManyAttempts(ctx.username));
      if (ctx.method === 'password') return void byPassword(ctx, ctx.password).catch(failed);
      if (ctx.method === 'keyboard-interactive') {
        // Once a connection, and not after a refused key has said why already.
        const why = told ? '' : clientLines(whyPassword(ctx.username));
        told = true;
        return ctx.prompt([{ prompt: 'Password: ', echo: false }], '', why, (answers) => void byPassword(ctx, answers[0] ?? '').catch(failed));
      }
      if (ctx.method === 'publickey') return byKey(ctx);
      ctx.reject(METHODS);
    } catch (error) {
      failed(error);
    }
  };
}
