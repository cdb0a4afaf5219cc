/**
 * Turns at checking a password. Each check costs a fifth of a second of a
 * core and 32 MiB (password.ts), on purpose, and a stranger's costs as much
 * as a player's: left to itself, a peer opening many connections that each
 * send passwords would queue checks without end, every one of libuv's
 * threads running one, and the game's one thread would share the machine's
 * cores with them. So few run at once, leaving a core to the players
 * already in, and few wait: from one address, and in all. A password over
 * those is refused unchecked, with words that say why (the same for every
 * name: nothing is learnt of the accounts), as OpenSSH's MaxStartups
 * refuses logins over its own count.
 */
import { availableParallelism } from 'node:os';
import type { PlaceCaps } from './places.js';

/** Checks run at once: all the cores but one, the game's, and at least one; libuv runs four at most anyway. */
const AT_ONCE = Math.max(1, Math.min(4, availableParallelism() - 1));

export class PasswordTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Checks under way (running or waiting) from each address. */
  private readonly byAddress = new Map<string, number>();
  /** Checks under way in all, a quarter of the players' cap (25 by default: some five seconds of checks on one core), and from one address, half its cap (4). */
  private readonly inAll: number;
  private readonly fromOne: number;

  constructor(caps: PlaceCaps) {
    this.inAll = Math.max(1, Math.ceil(caps.maxConnections / 4));
    this.fromOne = Math.max(1, Math.ceil(caps.maxPerAddress / 2));
  }

  /**
   * A turn for a check from `address`: a promise of the call that ends the
   * turn (made once, as the check ends), once it is this one's; or, when too many are under way, what the
   * person reads (a whole sentence) and the log's reason.
   */
  take(address: string): Promise<() => void> | { told: string; why: string } {
    const under = this.running + this.waiting.length;
    const mine = this.byAddress.get(address) ?? 0;
    if (under >= this.inAll || mine >= this.fromOne) {
      return {
        told: 'The server is checking as many passwords as it takes at once just now: this one was not checked. Try again in a minute; a key logs in without the wait (see ssh-keygen).',
        why: under >= this.inAll ? `${under} passwords being checked` : `${mine} passwords being checked from this address`,
      };
    }
    this.byAddress.set(address, mine + 1);
    return new Promise((resolve) => {
      const go = () => {
        this.running++;
        resolve(() => {
          this.running--;
          const left = (this.byAddress.get(address) ?? 1) - 1;
          if (left > 0) this.byAddress.set(address, left);
          else this.byAddress.delete(address);
          this.waiting.shift()?.();
        });
      };
      if (this.running < AT_ONCE) go();
      else this.waiting.push(go);
    });
  }
}
