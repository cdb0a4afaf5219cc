/**
 * The server's identity: an ed25519 host key made on first start and kept
 * in the data folder, so players' clients recognise the server from one
 * start to the next. Its fingerprint is what `ssh` shows on first contact.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { readPrivate, writePrivate } from '../persist/private-files.js';
import { DataFileError } from './data-file-error.js';

export interface HostKey {
  /** The private key as OpenSSH writes it, for ssh2's server. */
  key: string;
  /** SHA256:… as `ssh` prints it. */
  fingerprint: string;
  file: string;
  made: boolean;
}

/** The host key in `dataDir`, made (and written 0600) when there is none. */
export function hostKey(dataDir: string): HostKey {
  const file = join(dataDir, 'host_ed25519');
  let text = readPrivate(file);
  const made = text === undefined;
  if (text === undefined) {
    text = newHostKey();
    writePrivate(file, text);
  }
  const parsed = ssh2.utils.parseKey(text);
  if (parsed instanceof Error) throw new DataFileError(`${file} is not a host key athack can read (${parsed.message}): move it away and a new one is made`);
  return { key: text, fingerprint: fingerprint(parsed.getPublicSSH()), file, made };
}

/**
 * A new ed25519 key in OpenSSH's format. ssh2 writes a public key whose
 * first byte is zero one byte short (one key in 256), and then cannot read
 * it back: such a key is thrown away for another.
 */
export function newHostKey(): string {
  for (;;) {
    const text = ssh2.utils.generateKeyPairSync('ed25519').private;
    if (!(ssh2.utils.parseKey(text) instanceof Error)) return text;
  }
}

/** A public key's fingerprint as OpenSSH prints it: SHA256 of the key's wire form, base64 without padding. */
export function fingerprint(publicSsh: Buffer): string {
  return `SHA256:${createHash('sha256').update(publicSsh).digest('base64').replace(/=+$/, '')}`;
}
