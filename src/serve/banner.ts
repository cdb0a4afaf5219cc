/**
 * Words to a client during its login (a key refused) and the last words of
 * a login the server ends (turned away by the caps, too many wrong
 * passwords, too slow), sent as SSH's authentication banner:
 * OpenSSH prints a banner as it stands, at any point of a login, then
 * `Connection closed by HOST port N`. A disconnect's reason would read
 * `Received disconnect from HOST port N:2: …` (and ssh2 sends it with no
 * words at all), a keyboard-interactive instruction reaches only a client
 * still on that method (OpenSSH's sixth password goes by the password
 * method), and a line before SSH's greeting shows only with `ssh -v`.
 */
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { Connection } from 'ssh2';
import { clientLines } from './client-text.js';

/** SSH_MSG_USERAUTH_BANNER (RFC 4252, 5.4). */
const USERAUTH_BANNER = 53;

interface PacketWriter {
  allocStart: number;
  alloc(length: number): Buffer;
  finalize(packet: Buffer): Buffer;
}

/** ssh2 writes a packet only through its protocol object, which has no call for a banner after the login has started. */
const { sendPacket } = createRequire(import.meta.url)('ssh2/lib/protocol/utils.js') as { sendPacket(protocol: unknown, packet: Buffer): void };

/** Seconds a client has to close the connection itself once the server is done with it (told why, or its session ended); one that has not by then is cut off. */
export const CLIENT_CLOSES = 5;

/**
 * Sends `text` to the client of `socket`, whose login has started (ssh2
 * has announced an `authentication`), and ends the connection: what the
 * client sends after is not read.
 */
export function sayAndClose(client: Connection, socket: Socket, text: string): void {
  if (socket.writableEnded) return;
  say(client, text);
  // As ssh2 does on a fault of the protocol: nothing more is parsed (a password sent late is not checked), and the end of the stream is still seen.
  socket.removeAllListeners('data');
  socket.end();
  setTimeout(() => socket.destroy(), CLIENT_CLOSES * 1000).unref();
}

/** Sends `text` to the client, whose login has started and not ended, as SSH's authentication banner: printed at once, the login going on. */
export function say(client: Connection, text: string): void {
  // ssh2 is pinned, and tests/serve/turned-away.test.ts reads these words through OpenSSH: a release without these fields fails there, and here closes without a word rather than throwing.
  const protocol = (client as unknown as { _protocol?: { _packetRW?: { write?: PacketWriter } } })._protocol;
  const write = protocol?._packetRW?.write;
  if (write) {
    const words = Buffer.from(`${clientLines(text)}\r\n`);
    const packet = write.alloc(1 + 4 + words.length + 4);
    let p = write.allocStart;
    packet[p++] = USERAUTH_BANNER;
    packet.writeUInt32BE(words.length, p);
    words.copy(packet, (p += 4));
    // The language tag, empty.
    packet.writeUInt32BE(0, p + words.length);
    sendPacket(protocol, write.finalize(packet));
  }
}
