/**
 * Account passwords: never kept, only an scrypt hash of each with its own
 * salt and the parameters it was made with, so a stronger setting later
 * still checks the passwords set before it. Checking runs off the main
 * thread (a check costs a fifth of a second on purpose) and compares in
 * constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordHash {
  scrypt: { N: number; r: number; p: number; salt: string; hash: string };
}

/** 32 MiB and a fifth of a second a check here: costly to guess, light enough for a server with 512 MiB (libuv runs at most four at once). */
const COST = { N: 2 ** 15, r: 8, p: 1 };
/** What a file may ask for: enough to raise the cost later, not so much that one check takes the server's memory. */
const MOST = { N: 2 ** 20, r: 32, p: 16, memory: 256 * 2 ** 20 };
const KEY_BYTES = 32;

export const SHORTEST_PASSWORD = 8;
export const LONGEST_PASSWORD = 1024;

/** Why `password` cannot be an account's password, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < SHORTEST_PASSWORD) return `a password needs at least ${SHORTEST_PASSWORD} characters`;
  if (password.length > LONGEST_PASSWORD) return `a password has at most ${LONGEST_PASSWORD} characters`;
  // A Tab or an Escape reaches OpenSSH's prompt as typed, or as the terminal makes it, and a paste may bring one unseen: such a password could never be typed back for sure.
  if (/\p{Cc}/u.test(password)) return 'a password holds no control characters (such as Tab or Escape)';
  return undefined;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return { scrypt: { ...COST, salt: salt.toString('base64'), hash: hash.toString('base64') } };
}

/**
 * Whether `password` is the one `stored` was made from. With no stored
 * hash the same work is done against a made-up one, so how long a refusal
 * takes does not tell which names exist or have a password.
 */
export async function checkPassword(stored: PasswordHash | undefined, password: string): Promise<boolean> {
  const s = stored?.scrypt ?? UNUSABLE;
  const expected = Buffer.from(s.hash, 'base64');
  const got = await derive(password.slice(0, LONGEST_PASSWORD), Buffer.from(s.salt, 'base64'), s);
  return stored !== undefined && got.length === expected.length && timingSafeEqual(got, expected);
}

/** Whether `value` is a stored hash this server can check, within the costs it allows. */
export function isPasswordHash(value: unknown): value is PasswordHash {
  const s = (value as Partial<PasswordHash> | null)?.scrypt;
  if (typeof s !== 'object' || s === null) return false;
  const { N, r, p, salt, hash } = s;
  const whole = (n: unknown, most: number): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= most;
  return (
    whole(N, MOST.N) && N > 1 && (N & (N - 1)) === 0 && whole(r, MOST.r) && whole(p, MOST.p) && 128 * N * r <= MOST.memory &&
    typeof salt === 'string' && salt.length > 0 && typeof hash === 'string' && Buffer.from(hash, 'base64').length === KEY_BYTES
  );
}

const UNUSABLE: PasswordHash['scrypt'] = { ...COST, salt: Buffer.alloc(16).toString('base64'), hash: Buffer.alloc(KEY_BYTES).toString('base64') };

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N: cost.N, r: cost.r, p: cost.p, maxmem: MOST.memory + 2 ** 20 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
