/**
 * Morgue files: at death or victory, a plain-text account of the hero (the
 * character sheet, gear, the last messages, the final zone revealed, how it
 * ended, the Opposition's ledger) with the game's recording embedded at the
 * end, so it can be replayed. They live in `morgue/` beside the saves.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zoneMap } from '../core/engine/zones.js';
import { countedName } from '../core/engine/items.js';
import { shieldInHand } from '../core/engine/hero.js';
import { counted } from '../base/words.js';
import { plainText } from '../core/plain-text.js';
import type { GameState } from '../core/engine/types.js';
import { ledgerText, PASSAGE_GLYPH } from '../core/engine/spends/index.js';
import { lootGlyph, OPEN_DOOR, OVERLAY, TILE } from '../procgen/glyphs.js';
import { saveText, type Recording, type SaveFile } from './recording.js';
import { parseSaveFile, readSaveText, SaveError, saveStem } from './saves.js';
import { firstFree } from './numbered-name.js';
import { writableFolder } from './safe-folder.js';
import { createFileSafely, writeFileSafely } from './safe-write.js';
import { winnerText } from '../core/engine/winner.js';

export const RECORDING_MARK = '--- recording (athack replay reads from here) ---';

export function morgueDir(saveDir: string): string {
  return join(saveDir, 'morgue');
}

/** The final zone as it stood at the end: every trap shown, what lay about, who was left, and the hero. */
function revealedMap(s: GameState): string[] {
  if (!s.zone || !s.zones[s.zone]) return ['(the hero was not in a zone)'];
  const z = s.zones[s.zone]!;
  const rows = zoneMap(s.seed, z.id, z.context).tiles.map((r) => [...r]);
  const put = (x: number, y: number, glyph: string) => {
    if (rows[y]?.[x] !== undefined) rows[y]![x] = glyph;
  };
  // Doors as they stood at the end: one opened is drawn open, as the game drew it.
  for (const [at, door] of Object.entries(z.doors)) {
    const [x, y] = at.split(',').map(Number) as [number, number];
    if (door.open && rows[y]?.[x] === TILE.door) put(x, y, OPEN_DOOR);
  }
  for (const t of z.traps) if (!t.disarmed) put(t.x, t.y, OVERLAY.trap);
  for (const f of z.items) put(f.x, f.y, lootGlyph(f.item.kind === 'valuable' ? 'gems' : f.item.kind, f.chest));
  for (const p of z.passages ?? []) put(p.x, p.y, PASSAGE_GLYPH);
  for (const c of z.creatures) put(c.x, c.y, c.glyph);
  put(s.hero.x, s.hero.y, '@');
  return rows.map((r) => r.join(''));
}

export function morgueText(s: GameState, messages: readonly string[], rec: Recording, game: string, when: Date): string {
  const h = s.hero;
  const ended = s.phase === 'won' ? 'Won the game' : `Died: ${s.causeOfDeath ?? 'unknown causes'}`;
  // The account is read with cat and less: its text (a name, a seed, what was said) as text only. The
  // recording after it is JSON, whose escapes already keep it inert.
  const winner = winnerText(s);
  const account = [
    `ASCII @HACK! ${game} — morgue file`,
    `${h.name}, level ${h.level} ${h.className}`,
    ended,
    ...(winner ? [`The Opposition winner: ${winner}, whose obstacle made the kill`] : []),
    `Score ${s.score}; ${counted(Object.keys(s.zones).length, 'zone')} seen, deepest ${s.deepest}; escalation ${s.escalation}; ${s.turn} turns; seed "${s.seed}"; ${when.toISOString()}`,
    '',
    `HP ${h.hp}/${h.maxHp}  armour dice broken ${h.armourBroken}, for good ${h.armourPermanent}  coins ${h.coins}  experiences ${h.experiences}`,
    `STR ${h.attributes.STR}  DEX ${h.attributes.DEX}  CON ${h.attributes.CON}  INT ${h.attributes.INT}  WIS ${h.attributes.WIS}  CHA ${h.attributes.CHA}`,
    `Background: ${h.background.text}`,
    '',
    'Carried:',
    ...h.items.map((i) => `  ${countedName(i)}${Object.values(h.equipped).includes(i.id) ? (i.id === h.equipped.shield && !shieldInHand(h) ? ' (slung)' : ' (in use)') : ''}${i.usageDie ? ` Ud${i.usageDie}` : ''}`),
    '',
    'Last messages:',
    ...messages.slice(-30).map((m) => `  ${m}`),
    '',
    `The final zone${s.zone ? ` (${s.zone})` : ''}, revealed:`,
    ...revealedMap(s).map((r) => `  ${r}`),
    '',
    "The Opposition's ledger:",
    ...ledgerText(s).map((l) => (l ? `  ${l}` : '')),
    '',
  ].map(plainText);
  return [...account, RECORDING_MARK, saveText(rec, game).trimEnd(), ''].join('\n');
}

/** Writes the morgue file; its name carries the hero and the time, so no two ever collide. */
export function writeMorgue(saveDir: string, s: GameState, messages: readonly string[], rec: Recording, game: string, when = new Date()): string {
  const dir = morgueDir(saveDir);
  writableFolder(dir);
  const stem = join(dir, `${saveStem(s.hero.name)}-${when.toISOString().replace(/[:.]/g, '-')}`);
  const text = morgueText(s, messages, rec, game, when);
  // Two heroes of one name may end in the same millisecond (two games at once): the second is numbered, never written
  // over the first. Anything but a file in the way (a planted link) is no morgue file: it is replaced, never written through.
  return firstFree(stem, '.txt', (file) => {
    if (createFileSafely(file, text)) return file;
    if (lstatSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
    writeFileSafely(file, text);
    return file;
  });
}

/** The recording a morgue file carries after its mark line, checked as a save is; a SaveError when there is none or it is damaged. */
export function morgueRecording(text: string, file: string): SaveFile {
  const mark = text.indexOf(RECORDING_MARK);
  if (mark < 0) throw new SaveError(file, 'is not a morgue file: it has no recording to replay');
  // Only the start is trimmed: a recording's last line ends with its newline, or it counts as cut short.
  return parseSaveFile(text.slice(mark + RECORDING_MARK.length).trimStart(), file);
}

/**
 * The morgue files, newest first. A `.txt` file in the folder that is not a
 * morgue file (or can no longer be read as one) is left out of the list and
 * its name added to `skipped`.
 */
export function listMorgue(saveDir: string, skipped: string[] = []): { file: string; title: string; mtime: number }[] {
  const dir = morgueDir(saveDir);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.txt'));
  } catch {
    return [];
  }
  return names
    .flatMap((n) => {
      const file = join(dir, n);
      try {
        const text = readSaveText(file);
        morgueRecording(text, file);
        const head = text.split('\n', 3);
        return [{ file, title: `${head[1]}: ${head[2]}`, mtime: statSync(file).mtimeMs }];
      } catch {
        skipped.push(n);
        return [];
      }
    })
    .sort((a, b) => b.mtime - a.mtime);
}
