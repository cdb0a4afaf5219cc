/**
 * The SSH server: a TCP listener that counts connections before any SSH is
 * spoken, a banner that tells a player turned away by the caps why, ssh2
 * for the protocol, public-key logins checked here (ssh2
 * passes a signature on without checking it), and for each login one
 * session channel with a terminal: the lobby, or with `join ID` or
 * `watch ID` straight to a table. The tables are the server's, shared by
 * the connections seated at them.
 */
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { Connection, ServerChannel } from 'ssh2';
import { Accounts } from './accounts.js';
import { loginChecker } from './login.js';
import { watchIdle } from './idle.js';
import { hostKey, type HostKey } from './host-key.js';
import { playerSession, type Player } from './player.js';
import { Tables } from './tables.js';
import type { PtySize } from './terminal.js';
import { Places } from './places.js';
import { PasswordTurns } from './password-turns.js';
import { printable } from './client-text.js';
import { CLIENT_CLOSES, say, sayAndClose } from './banner.js';
import { privateDir } from '../persist/private-files.js';
import { nonUtf8Locale } from '../base/locale.js';

export interface ServeOptions {
  dataDir: string;
  bind: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Players logged in at once, in all and from one address; connections still logging in are counted apart (places.ts). */
  maxConnections: number;
  maxPerAddress: number;
  /** A connection not logged in by then is closed. */
  authSeconds: number;
  /** A connection that has sent not a byte by then (not even SSH's greeting, which clients send at once) is closed sooner. */
  silentSeconds: number;
  /** A player who presses no key for this long is saved and closed; what the server sends does not count. */
  idleSeconds: number;
  /** Keepalive: a client that misses three in a row is taken for frozen and its connection closed. */
  keepaliveSeconds: number;
  version: string;
  /** Every new game's seed (everyone plays the same dungeon); a fresh one per game when left out. */
  seed?: string;
  /** Seconds a person has to answer the Opposition's question before the default answers (docs/serve.md). */
  decideSeconds: number;
  /** One line per event worth a server log. */
  log: (line: string) => void;
}

export interface RunningServer {
  port: number;
  hostKey: HostKey;
  tables: Tables;
  /** Saves every table and closes every connection. */
  close(): Promise<void>;
}

export async function startServer(o: ServeOptions): Promise<RunningServer> {
  privateDir(o.dataDir);
  const key = hostKey(o.dataDir);
  const accounts = new Accounts(o.dataDir);
  const now = () => Date.now();
  const tables = new Tables({ dataDir: o.dataDir, version: o.version, decideSeconds: o.decideSeconds, log: o.log, now });
  // A frozen client is noticed by keepalive; its socket is then destroyed below, as ssh2 leaves it open.
  const ssh = new ssh2.Server({ hostKeys: [key.key], keepaliveInterval: o.keepaliveSeconds * 1000, keepaliveCountMax: 3 });
  ssh.on('error', (error: Error) => o.log(`ssh: ${error.message}`));
  const players = new Map<string, Player>();
  const sockets = new Set<Socket>();
  const places = new Places(o);
  const passwordTurns = new PasswordTurns(o);
  /** The connections logged in: each holds a player's place, the others one among those logging in. */
  const entered = new WeakSet<Socket>();
  /** The login deadline of each connection, counted from the TCP connection: a client that never speaks SSH is closed too. */
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();
  /** How to tell a connection whose login has started why it is closed: before then, there is no one to tell. */
  const farewells = new WeakMap<Socket, (text: string) => void>();
  /** Each connection logged in: its account, its address, and the screen it plays on once it has one. */
  const logins = new Map<Socket, { account: string; ip: string; client: Connection; player?: Player }>();
  /** Connections logged in whose place was given to a new login of the same account (`handOver`): their close frees nothing more. */
  const handedOver = new WeakSet<Socket>();

  /**
   * An account proved on a full server while a connection of its own is
   * still logged in, most often a link that dropped unnoticed (keepalive
   * finds it only within 45 s): that connection gives its place to the new
   * login at once, and is closed, its seat kept as for any takeover.
   * Whether it did: not when that would free no place the new login could
   * take (the other connection is from another address, and this one's is
   * full), nor when there is none.
   */
  const handOver = (account: string, ip: string): boolean => {
    const old = [...logins].find(([, l]) => l.account === account);
    if (!old || places.full(ip, old[1].ip)) return false;
    const [socket, l] = old;
    logins.delete(socket);
    handedOver.add(socket);
    places.leave(l.ip, true);
    o.log(`${account}: a new login from ${ip} takes the place of the one from ${l.ip}, closed`);
    if (l.player) l.player.takeOver();
    else l.client.end();
    // A link that is gone never closes on its own side: it is cut once the words to a live one have had time to leave.
    setTimeout(() => socket.destroy(), CLIENT_CLOSES * 1000).unref();
    return true;
  };

  ssh.on('connection', (client: Connection, info: { ip: string }) => {
    const socket = (client as unknown as { _sock: Socket })._sock;
    let account: string | undefined;
    let by = '';
    client.on('error', (error: Error) => {
      o.log(`${account ?? info.ip}: ${error.message}`);
      socket.destroy();
    });
    const checker = loginChecker(accounts, {
      // ssh2 announces the login inside accept(): the account is named, and its place checked, before that.
      proved(name, how) {
        account = name;
        by = how;
        // Places are taken at login only: a full server lets in only a player whose own connection gives its place up (`handOver`).
        const taken = places.full(info.ip);
        return taken && !handOver(name, info.ip) ? taken : undefined;
      },
      full: () => places.full(info.ip),
      gone() {
        if (!socket.destroyed) return false;
        o.log(`${info.ip}: closed while its password was checked`);
        return true;
      },
      turn: () => passwordTurns.take(info.ip),
      tell: (text) => say(client, text),
      refused(why, told) {
        o.log(`${info.ip}: ${why}, closed`);
        if (told) sayAndClose(client, socket, told);
        else socket.destroy();
      },
    });
    client.on('authentication', (ctx) => {
      farewells.set(socket, (text) => sayAndClose(client, socket, text));
      checker(ctx);
    });
    client.on('ready', () => {
      clearTimeout(deadlines.get(socket));
      places.enter(info.ip);
      entered.add(socket);
      logins.set(socket, { account: account!, ip: info.ip, client });
      o.log(`${account} logged in from ${info.ip} by ${by}`);
      // A login holds a player's place: one that starts no game (ssh -N, a session that asks for nothing, a refused command kept open) gives it up.
      const unplayed = setTimeout(() => {
        o.log(`${account}: started no game within ${duration(o.authSeconds)} of logging in, closed`);
        client.end();
        setTimeout(() => socket.destroy(), CLIENT_CLOSES * 1000).unref();
      }, o.authSeconds * 1000);
      client.once('close', () => clearTimeout(unplayed));
      let opened = false;
      client.on('session', (accept, reject) => {
        // One session per connection: a second one is refused (OpenSSH's connection sharing would ask for it).
        if (opened) return reject();
        opened = true;
        const session = accept();
        let size: PtySize | undefined;
        let term = 'xterm-256color';
        let player: Player | undefined;
        session.on('pty', (ok, _no, pty) => {
          size = known({ cols: pty.cols, rows: pty.rows }, FIRST_SIZE);
          term = pty.term;
          ok?.();
        });
        session.on('window-change', (ok, _no, w) => {
          size = known({ cols: w.cols, rows: w.rows }, size ?? FIRST_SIZE);
          player?.resize(size);
          ok?.();
        });
        // The client's locale, as OpenSSH sends it (Debian's ssh_config: SendEnv LANG LC_*): one that is not UTF-8 gets ASCII, as at one keyboard.
        const locale: Record<string, string> = {};
        session.on('env', (ok, _no, e) => {
          if (LOCALE.includes(e.key)) locale[e.key] = e.val;
          ok?.();
        });
        const play = (channel: ServerChannel, direct?: { to: 'join' | 'watch'; id: string }) => {
          clearTimeout(unplayed);
          const name = account!;
          // A second login of an account takes over the first: its seat is kept and its link closed.
          players.get(name)?.takeOver();
          player = playerSession({ name, channel, size: size!, term, ascii: nonUtf8Locale(locale) !== undefined, dataDir: o.dataDir, tables, log: o.log, now, ...(o.seed !== undefined ? { seed: o.seed } : {}), ...(direct ? { direct } : {}) });
          players.set(name, player);
          const login = logins.get(socket);
          if (login) login.player = player;
          const stopIdle = watchIdle(channel, o.idleSeconds, () => {
            o.log(`${name}: no key for ${duration(o.idleSeconds)}, closed`);
            player?.leave(`No key was pressed for ${duration(o.idleSeconds)}: this game was saved. Log in again to go on.`);
          });
          void player.done.then(() => {
            stopIdle();
            if (players.get(name) === player) players.delete(name);
            // The client closes the connection once its session has: ended from here at once, OpenSSH would take the
            // disconnect before it had printed the screen's last bytes, leave the terminal as it was, and exit 255.
            if (socket.destroyed) return;
            const late = setTimeout(() => client.end(), CLIENT_CLOSES * 1000).unref();
            client.once('close', () => clearTimeout(late));
          });
        };
        // One shell or command a session: a client that asks for another on the same session is told no, and plays on.
        let started = false;
        const once = (no: (() => void) | undefined, what: string): boolean => {
          if (started) {
            o.log(`${account}: asked for ${what} on a session that has one, refused`);
            no?.();
            return false;
          }
          started = true;
          return true;
        };
        session.on('exec', (ok, no, e) => {
          if (!once(no, 'a command')) return;
          const channel = ok();
          channel.on('error', (error: Error) => o.log(`${account}: ${error.message}`));
          // The only commands: to a table at once. Nothing is ever run. Any other is told so first: a terminal would not make it run.
          const direct = /^\s*(join|watch)\s+(\d{1,9})\s*$/.exec(e.command);
          if (!direct) return refuse(channel, `athack serve runs no commands ("${printable(e.command)}"): connect with none for the lobby, or with join ID or watch ID.`);
          if (!size) return refuse(channel, 'athack over SSH needs a terminal: connect with ssh -t, or with no command.');
          play(channel, { to: direct[1] as 'join' | 'watch', id: direct[2]! });
        });
        session.on('shell', (ok, no) => {
          if (!once(no, 'a shell')) return;
          const channel = ok();
          channel.on('error', (error: Error) => o.log(`${account}: ${error.message}`));
          if (!size) return refuse(channel, 'athack over SSH needs a terminal: connect with ssh -t.');
          play(channel);
        });
        // sftp, and scp (which speaks sftp): the client prints what the session says on its error stream, rather than only that the request failed.
        session.on('subsystem', (ok, no, e) => {
          if (!once(no, 'a subsystem')) return;
          const channel = ok();
          channel.on('error', (error: Error) => o.log(`${account}: ${error.message}`));
          o.log(`${account}: asked for the subsystem ${printable(e.name)}, refused`);
          refuse(channel, `athack serve sends and takes no files (${printable(e.name)}): connect with ssh and no command for the lobby.`);
        });
      });
    });
    client.on('request', (_ok, no) => no?.());
    // Forwarding (ssh -L, -W, -D) is left unheard: ssh2 then refuses it as "administratively prohibited", which OpenSSH prints as a
    // server that forwards nothing, where a refusal from a listener would read "connect failed", as if the far end were down.
    client.on('close', () => {
      logins.delete(socket);
      socket.destroy();
    });
  });

  const counted = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? '?';
    const over = places.arrive(address);
    if (over) {
      // So many logging in at once is a flood, not players: it is closed before the work of a handshake.
      o.log(`${address}: refused, ${over}`);
      socket.on('error', () => {});
      socket.end('athack: too many connections are logging in, try again in a minute\r\n');
      socket.destroySoon();
      return false;
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      logins.delete(socket);
      if (!handedOver.has(socket)) places.leave(address, entered.has(socket));
    });
    return true;
  };

  const tcp: NetServer = createServer((socket) => {
    socket.on('error', () => {});
    if (!counted(socket)) return;
    const deadline = setTimeout(() => {
      // Already closing (too many wrong passwords, turned away), and told why.
      if (socket.writableEnded) return;
      o.log(`${socket.remoteAddress}: not logged in within ${o.authSeconds} s, closed`);
      // A person at a password prompt reads this once they answer it: OpenSSH reads nothing from the server while it asks.
      const farewell = farewells.get(socket);
      if (farewell) farewell(`Login took longer than ${duration(o.authSeconds)}: this connection is closed. Connect again, and answer within ${duration(o.authSeconds)}.`);
      else socket.destroy();
    }, o.authSeconds * 1000);
    deadlines.set(socket, deadline);
    // A peer that opens a connection and says nothing frees its place before the login deadline.
    const silent = setTimeout(() => {
      o.log(`${socket.remoteAddress}: said nothing within ${o.silentSeconds} s, closed`);
      socket.destroy();
    }, o.silentSeconds * 1000);
    socket.once('data', () => clearTimeout(silent));
    socket.once('close', () => {
      clearTimeout(deadline);
      clearTimeout(silent);
    });
    ssh.injectSocket(socket);
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(o.port, o.bind, () => resolve());
  });
  tcp.on('error', (error: Error) => o.log(`listener: ${error.message}`));
  const address = tcp.address();
  return {
    port: typeof address === 'object' && address ? address.port : o.port,
    hostKey: key,
    tables,
    async close() {
      const stopped = new Promise<void>((resolve) => tcp.close(() => resolve()));
      // Each player is told why the screen stops, rather than left to ssh's bare "closed by remote host".
      for (const player of players.values()) player.leave(STOPPING);
      tables.close();
      // A moment for those words to leave; a client that does not close its side by then is cut off.
      const gone = [...sockets].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
      await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
}

/** The client's environment the server reads: what says whether its terminal takes UTF-8 (`nonUtf8Locale`). */
const LOCALE = ['LC_ALL', 'LC_CTYPE', 'LANG'];

/** What every player sees as the server stops (Ctrl-C, SIGTERM, SIGHUP). */
const STOPPING = 'athack serve is stopping: your game is saved where it stood. Log in again once it is back.';

/** The size of a terminal that does not say its own, as at one keyboard. */
const FIRST_SIZE: PtySize = { cols: 80, rows: 24 };

/**
 * A size as the client sent it, where 0 means it does not know (RFC 4254,
 * 6.2 and 6.7: OpenSSH sends 0×0 when its own input is no terminal, `ssh -tt`
 * from a pipe): that side keeps the size it had, where a size of 1 would
 * show the player one letter of the notice that asks for a larger one.
 */
function known(sent: PtySize, had: PtySize): PtySize {
  return { cols: sent.cols || had.cols, rows: sent.rows || had.rows };
}

/** Tells the client why, on its error stream, and closes the channel. */
function refuse(channel: ServerChannel, why: string): void {
  channel.stderr.write(`${why}\r\n`);
  channel.exit(1);
  channel.end();
}

/** A time as a player reads it: whole minutes when it is some, else seconds. */
function duration(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} second${seconds === 1 ? '' : 's'}`;
}
