/**
 * Public keys as accounts keep them: `algo base64`, an `authorized_keys`
 * line without its options or comment, the same whether it came from a
 * login or from a key file an operator handed over.
 */
import ssh2 from 'ssh2';
import type { ParsedKey } from 'ssh2';

/** `key` as an account stores it. */
export function keyLine(key: ParsedKey): string {
  return `${key.type} ${key.getPublicSSH().toString('base64')}`;
}

/** The one key of an SSH wire-format public key blob, or undefined when it is not one. */
export function parseKeyBlob(blob: Buffer): ParsedKey | undefined {
  const parsed = ssh2.utils.parseKey(blob);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  return key && !(key instanceof Error) ? key : undefined;
}

/**
 * The keys of an OpenSSH public key file (`id_ed25519.pub`, `authorized_keys`
 * without options): one a line, blank lines and `#` comments skipped. A line
 * that is not a public key throws, naming its number; a private key is
 * refused outright, so it is never copied into the accounts file.
 */
export function publicKeyLines(text: string): string[] {
  if (/PRIVATE KEY/.test(text)) throw new Error('is a private key: give the public one (the .pub file)');
  const keys: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parsed = ssh2.utils.parseKey(line);
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (!key || key instanceof Error || key.isPrivateKey()) throw new Error(`line ${i + 1} is not an OpenSSH public key ("ssh-ed25519 AAAA… comment")`);
    keys.push(keyLine(key));
  });
  if (keys.length === 0) throw new Error('holds no public key');
  return keys;
}
