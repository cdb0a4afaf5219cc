/**
 * The places of a server: connections still logging in, and players logged
 * in, counted apart, in all and from each address. A connection that says
 * nothing, or stalls its login, holds only a place among those logging in,
 * which have their own, larger caps: it cannot keep a player out.
 */

export interface PlaceCaps {
  /** Players logged in at once, in all and from one address. */
  maxConnections: number;
  maxPerAddress: number;
}

/** How many times as many may be logging in as may be logged in: a class behind one address logs in at once, some still typing a password. */
const WAITING_FACTOR = 2;

export class Places {
  private readonly waiting = new Counts();
  private readonly players = new Counts();

  constructor(private readonly caps: PlaceCaps) {}

  /** A new connection, counted as logging in; or, over those caps, the server log's reason it is closed at once. */
  arrive(address: string): string | undefined {
    const inAll = this.caps.maxConnections * WAITING_FACTOR;
    const fromOne = this.caps.maxPerAddress * WAITING_FACTOR;
    if (this.waiting.total >= inAll) return `${inAll} connections logging in`;
    if (this.waiting.of(address) >= fromOne) return `${fromOne} connections logging in from this address`;
    this.waiting.add(address);
    return undefined;
  }

  /**
   * Why a connection from `address` may not log in now (what its player
   * reads, a whole sentence), or undefined when a place is free; with
   * `freed`, as if the player logged in from there had left (a returning
   * player's own old connection, which gives its place up).
   */
  full(address: string, freed?: string): string | undefined {
    const { maxConnections, maxPerAddress } = this.caps;
    if (this.players.total - (freed === undefined ? 0 : 1) >= maxConnections) return `The server is full: ${areOn(maxConnections)}, the most it takes. Try again in a few minutes.`;
    if (this.players.of(address) - (freed === address ? 1 : 0) >= maxPerAddress) {
      // An IPv4 peer of a server bound to `::` is named as its owner knows the address.
      return `${areOn(maxPerAddress)} from your address (${address.replace(/^::ffff:(?=\d+\.)/, '')}), the most this server takes from one. Try again once one has left.`;
    }
    return undefined;
  }

  /** A connection from `address` logged in: its place is now a player's. */
  enter(address: string): void {
    this.waiting.remove(address);
    this.players.add(address);
  }

  /** A connection from `address` closed, logged in or not. */
  leave(address: string, entered: boolean): void {
    (entered ? this.players : this.waiting).remove(address);
  }
}

/** "1 player is on", "8 players are on". */
function areOn(n: number): string {
  return n === 1 ? '1 player is on' : `${n} players are on`;
}

/** Connections in all and from each address. */
class Counts {
  total = 0;
  private readonly byAddress = new Map<string, number>();

  of(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  add(address: string): void {
    this.total++;
    this.byAddress.set(address, this.of(address) + 1);
  }

  remove(address: string): void {
    this.total--;
    const left = this.of(address) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
  }
}
