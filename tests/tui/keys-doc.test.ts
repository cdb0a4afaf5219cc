/**
 * docs/keys.md cannot drift from the key table: its command table is made
 * from COMMANDS here. When a command or a default key changes, run
 * `UPDATE_KEYS_DOC=1 npx vitest run tests/tui/keys-doc.test.ts` to rewrite
 * the table, and read the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS, keyMap } from '../../src/tui/keys.js';

const DOC = new URL('../../docs/keys.md', import.meta.url);
const BEGIN = '<!-- commands: made from COMMANDS in src/tui/keys.ts by tests/tui/keys-doc.test.ts -->';
const END = '<!-- end of commands -->';

/** How a key name reads in the doc: the name itself, as keys.json spells it. */
const shown = (k: string) => (k === '|' ? '`\\|`' : `\`${k}\``);

function commandsTable(): string {
  const rows = Object.entries(COMMANDS).map(([cmd, def]) => `| \`${cmd}\` | ${def.keys.map(shown).join(' ')} | ${def.help} |`);
  return ['| command | default keys | what it does |', '|---|---|---|', ...rows].join('\n');
}

describe('docs/keys.md', () => {
  const text = () => readFileSync(DOC, 'utf8');

  it('holds the command table made from COMMANDS', () => {
    const doc = text();
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, 'the table markers').toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const table = `${BEGIN}\n${commandsTable()}\n${END}`;
    if (process.env.UPDATE_KEYS_DOC) writeFileSync(DOC, doc.slice(0, start) + table + doc.slice(end + END.length));
    expect(text().slice(start, text().indexOf(END) + END.length), 'docs/keys.md is out of date: UPDATE_KEYS_DOC=1 npx vitest run tests/tui/keys-doc.test.ts').toBe(table);
  });

  it('lists every command with each of its default keys, and no key twice', () => {
    const doc = text();
    for (const [cmd, def] of Object.entries(COMMANDS)) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${cmd}\` |`));
      expect(row, cmd).toBeDefined();
      for (const k of def.keys) expect(row, `${cmd} ${k}`).toContain(shown(k));
    }
    const all = Object.values(COMMANDS).flatMap((d) => [...d.keys]);
    expect(keyMap().size, 'a default key bound to two commands').toBe(all.length);
  });

  it('says where keys.json is read from and how keys are named', () => {
    const doc = text();
    for (const words of ['--config-dir', 'ATHACK_CONFIG_DIR', '$XDG_CONFIG_HOME/athack', '~/.config/athack', '"move-n"', '`C-p`', '`S-a`', '`up`', '`escape`', '`enter`']) expect(doc, words).toContain(words);
  });
});
