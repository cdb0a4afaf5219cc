/**
 * One player's game over one SSH channel: the game's own interface on a
 * blessed screen of its own, with the player's saves in a folder of their
 * own. A dropped link saves the game and never writes to the link again;
 * a takeover by another login of the same account saves it and says so.
 */
import { join } from 'node:path';
import type { ServerChannel } from 'ssh2';
import { startSession } from '../tui/session.js';
import { keyMap } from '../tui/keys.js';
import { channelTerminal, type PtySize } from './terminal.js';

export interface PlayerOptions {
  name: string;
  channel: ServerChannel;
  size: PtySize;
  /** The client's TERM: `dumb` and `vt100` get no colour. */
  term: string;
  dataDir: string;
  version: string;
  log: (line: string) => void;
  seed?: string;
}

export interface Player {
  resize(size: PtySize): void;
  /** The link is gone: save, and let the screen go without writing to it. */
  hangUp(): void;
  /** Another login of this account is taking over: save, tell this one, close it. */
  takeOver(): void;
  /** Save, tell the player `why` on the screen they leave, and close the connection. */
  leave(why: string): void;
  /** Resolves once the game is over on this connection, however it ended. */
  done: Promise<void>;
}

/** Where an account's saves, morgue files and scores live. */
export function accountSaves(dataDir: string, name: string): string {
  return join(dataDir, 'saves', name);
}

export function playerSession(o: PlayerOptions): Player {
  let over = false;
  // A fault in this game saves it and ends this connection; the other players play on.
  const term = channelTerminal(o.channel, o.size, (error) => {
    o.log(`${o.name}: the game failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    end();
  });
  const app = startSession({
    input: term.input,
    output: term.output,
    style: { mono: /^(dumb|vt100)$/i.test(o.term), ascii: false },
    keys: keyMap(),
    // blessed misreads Debian's 256-colour terminfo files: it is given xterm-256color whatever the client says.
    terminal: 'xterm-256color',
    saveDir: accountSaves(o.dataDir, o.name),
    options: {},
    version: o.version,
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    randomSeed: () => String(Math.floor(Math.random() * 1_000_000_000)),
  });
  const end = (): void => {
    if (over) return;
    over = true;
    app.ui.save();
    app.destroy();
  };
  const hangUp = (): void => {
    term.hangUp();
    end();
  };
  const leave = (why: string): void => {
    end();
    if (!term.alive) return;
    o.channel.write(`\r\n${why}\r\n`);
    hangUp();
    o.channel.exit(0);
    o.channel.end();
  };
  o.channel.on('close', hangUp);
  o.channel.on('end', hangUp);
  const done = app.done.then((code) => {
    over = true;
    if (!term.alive) return;
    term.hangUp();
    o.channel.exit(code);
    o.channel.end();
  });
  return {
    resize: (size) => term.resize(size),
    hangUp,
    takeOver: () => leave('This game was saved and goes on at another login of the same name.'),
    leave,
    done,
  };
}
