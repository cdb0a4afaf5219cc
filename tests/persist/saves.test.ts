/** Save files: the round trip, every kind of bad save, the lock, and migration of the first format. */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { SAVE_FORMAT, SAVE_FORMATS, type Recording } from '../../src/persist/recording.js';
import { formatTwo, saveLines, writeSealed, type Line } from './save-files.js';
import { readSave, readSaveFile, saveName, SaveError, writeSave } from '../../src/persist/saves.js';
import { findSave, listSaves } from '../../src/persist/save-list.js';
import { athack } from '../cli/run.js';
import { claimSave, LockError, lockSave } from '../../src/persist/lock.js';
import { harness } from '../tui/harness.js';
import { snapshotProblem } from '../../src/persist/snapshot.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('saves');

function recording(seed = '11', steps = 60): Recording {
  const g = playGame(seed, {}, { maxSteps: steps, name: 'Ash' });
  return { seed, options: {}, actions: g.actions, checks: g.checks, snapshot: g.state };
}

function problemOf(file: string): string {
  try {
    readSave(file);
  } catch (error) {
    expect(error).toBeInstanceOf(SaveError);
    return (error as SaveError).problem;
  }
  throw new Error('the save was accepted');
}

describe('saves', () => {
  it('round trip: what is written is read back equal, named after the hero, with a backup of the last one', () => {
    const dir = tmp();
    const rec = recording();
    const file = writeSave(dir, rec, '9.9.9');
    expect(file).toBe(join(dir, 'Ash.json'));
    expect(readSave(file)).toEqual(rec);
    writeSave(dir, rec, '9.9.9');
    expect(existsSync(`${file}.bak`)).toBe(true);
    // A header, a line per action, and a snapshot of where the game stands.
    const lines = saveLines(file);
    expect(lines[0]).toMatchObject({ t: 'header', format: SAVE_FORMAT, game: '9.9.9', seed: rec.seed });
    expect(lines.map((l) => l.t)).toEqual(['header', ...rec.actions.map(() => 'action'), 'snapshot']);
    expect(lines[5]).toMatchObject({ t: 'action', turn: 4, action: rec.actions[4], check: rec.checks[4] });
    expect(listSaves(dir).map((s) => s.hero)).toEqual(['Ash']);
  });

  it('names that would leave the folder or use odd characters are made safe', () => {
    expect(saveName('../../etc/passwd')).toBe('etc-passwd.json');
    expect(saveName('Zoë the "Brave"')).toBe('Zoe-the-Brave.json');
    expect(saveName('////')).toBe('hero.json');
    // The high-score table shares the folder.
    expect(saveName('Scores')).toBe('Scores-hero.json');
  });

  it('every bad save is refused with the file and the problem named, and left untouched', () => {
    const dir = tmp();
    const file = writeSave(dir, recording(), '1.0.0');
    const good = readFileSync(file, 'utf8');
    const lines = good.split('\n');
    const header = saveLines(file)[0]!;
    const cases: [string, string, RegExp][] = [
      ['truncated.json', [...lines.slice(0, 3), lines[3]!.slice(0, 20), ...lines.slice(4)].join('\n'), /is damaged at line 4: it is cut short or damaged/],
      ['edited.json', good.replace('"check":', '"check":1'), /is damaged at line 2: it does not match its checksum/],
      ['future.json', [JSON.stringify({ ...header, format: SAVE_FORMAT + 1 }), ...lines.slice(1)].join('\n'), /is damaged at line 1: it does not match its checksum/],
      ['headless.json', lines.slice(1).join('\n'), /is not an athack save|cut short or damaged/],
      ['only-a-header.json', `${lines[0]}\n`, /ends before its hero was made/],
      ['unknown.json', JSON.stringify({ ...JSON.parse(formatTwo(recording())), format: 0 }), /unknown save format/],
      ['stranger.json', '{"hello": "world"}', /not an athack save/],
      ['hollow.json', JSON.stringify({ format: 2, game: 'x', checksum: 'x', recording: {} }), /missing parts/],
      ['whole-three.json', JSON.stringify({ format: SAVE_FORMAT, game: 'x' }), /begins with its header line/],
    ];
    for (const [name, text, problem] of cases) {
      const at = join(dir, name);
      writeFileSync(at, text);
      expect(problemOf(at), name).toMatch(problem);
      expect(readFileSync(at, 'utf8')).toBe(text);
    }
    // A header of a newer format, its checksum made to match, names the version that wrote it and what to do.
    const newer = saveLines(file);
    newer[0]!.format = SAVE_FORMAT + 1;
    newer[0]!.game = '7.1.0';
    writeSealed(join(dir, 'newer.json'), newer);
    expect(problemOf(join(dir, 'newer.json'))).toBe(`was written by athack 7.1.0, newer than this athack (save format ${SAVE_FORMAT + 1}; this one reads formats 1 to ${SAVE_FORMAT}): update athack to 7.1.0 or later to play it on`);
    // A whole save of a newer format that does not say which athack wrote it is told as such.
    writeFileSync(join(dir, 'newer-whole.json'), JSON.stringify({ format: SAVE_FORMAT + 1 }));
    expect(problemOf(join(dir, 'newer-whole.json'))).toBe(`was written by a newer athack, which did not record its version (save format ${SAVE_FORMAT + 1}; this one reads formats 1 to ${SAVE_FORMAT}): update athack to play it on`);
    writeFileSync(join(dir, 'empty.json'), '');
    expect(problemOf(join(dir, 'empty.json'))).toBe('is empty (0 bytes): it holds no game, and nothing of one can be recovered from it; delete it');
    const cheat = JSON.parse(formatTwo(recording()));
    cheat.recording.snapshot.score += 10;
    writeFileSync(join(dir, 'cheat.json'), JSON.stringify(cheat));
    expect(problemOf(join(dir, 'cheat.json'))).toMatch(/checksum/);
    mkdirSync(join(dir, 'folder.json'));
    expect(problemOf(join(dir, 'folder.json'))).toMatch(/is a folder/);
    expect(problemOf(join(dir, 'missing.json'))).toMatch(/does not exist/);
  });

  it('a last line cut short or not matching its checksum is dropped, never trusted: the game is what its actions make it', () => {
    const dir = tmp();
    const rec = recording('11', 60);
    const file = writeSave(dir, rec, '1.0.0');
    const text = readFileSync(file, 'utf8');
    // A kill in the middle of appending the snapshot: the actions before it still load.
    const torn = join(dir, 'torn.json');
    writeFileSync(torn, text.slice(0, text.length - 500));
    const cut = readSaveFile(torn);
    expect(cut.recording).toEqual(rec);
    // The header, a line per action (the AI seats' answers among them), then the snapshot.
    const last = rec.actions.length + 2;
    expect(cut.stale).toMatch(new RegExp(`line ${last} was cut short`));
    // An edited snapshot (a richer hero) is the last line: it is dropped and the actions say what the hero has.
    const cheat = join(dir, 'cheat.json');
    writeFileSync(cheat, text.replace(/"coins":\d+/, '"coins":99999'));
    const loaded = readSaveFile(cheat);
    expect(loaded.recording.snapshot.hero.coins).toBe(rec.snapshot.hero.coins);
    expect(loaded.stale).toMatch(new RegExp(`line ${last} was dropped: it does not match its checksum`));
  });

  it('a save whose rules options this athack cannot play is refused by name, even with its checksum made to match', () => {
    const dir = tmp();
    const good = saveLines(writeSave(dir, recording(), '1.0.0'));
    const cases: [string, (lines: Line[]) => void, string][] = [
      ['power.json', (l) => void (l[0]!.options = { power: 'ultra' }), 'power="ultra" is not a choice this athack plays'],
      ['robots.json', (l) => void (l[0]!.options = { opposition: 'robots' }), 'seat 1 is "robots": each Opposition seat is easy, fair, hard or person:Name'],
      ['unknown.json', (l) => void (l[0]!.options = { colour: 'red' }), '"colour" is not a rules option'],
      ['snapshot.json', (l) => void (l.at(-1)!.state.options.opponents = 9), 'opponents=9 is not a choice this athack plays'],
    ];
    for (const [name, edit, problem] of cases) {
      const lines = structuredClone(good);
      edit(lines);
      writeSealed(join(dir, name), lines);
      expect(problemOf(join(dir, name)), name).toBe(`holds rules options this athack cannot play: ${problem}`);
    }
  });

  it('an unreadable save says so (when the permission bits are enforced)', () => {
    const dir = tmp();
    const file = writeSave(dir, recording('12', 20), '1.0.0');
    chmodSync(file, 0o000);
    let readable = true;
    try {
      readFileSync(file);
    } catch {
      readable = false;
    }
    // root reads anything: then the save must simply load.
    if (readable) expect(readSave(file).seed).toBe('12');
    else expect(problemOf(file)).toMatch(/permission denied/);
    chmodSync(file, 0o600);
  });

  it('a format 1 save is migrated on reading', () => {
    expect(SAVE_FORMATS.map((f) => f.version)).toEqual([1, 2, 3]);
    const dir = tmp();
    const rec = recording('13', 30);
    const file = join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ format: 1, game: '0.0.1', ...rec }));
    expect(readSave(file)).toEqual(rec);
  });

  it('a format 1 save (no checksum) whose state is damaged is refused, naming the part', () => {
    const dir = tmp();
    const rec = recording('13', 30);
    const damaged: [string, (s: Record<string, unknown>) => void, RegExp][] = [
      ['an empty state', (s) => Object.keys(s).forEach((k) => delete s[k]), /there is no game state/],
      ['a state of another version', (s) => (s.version = 2), /its state version \(2\) is not one this athack knows/],
      ['no hero', (s) => delete s.hero, /the hero is missing/],
      ['HP as text', (s) => ((s.hero as Record<string, unknown>).hp = '9'), /the hero's hp is damaged/],
      ['no zones', (s) => delete s.zones, /its zones is damaged/],
      ['the hero in a zone that is gone', (s) => (s.zone = 'nowhere'), /the zone the hero stands in is missing/],
      ['a Quest without its legs', (s) => (s.quest = { spent: 2 }), /the hero's Quest is damaged/],
      ['a Quest foe counted in words', (s) => (s.quest = { spent: 2, legs: [{ light: false, foes: [{ category: 'Animals', name: 'Wolf', count: 'two', hd: 1 }] }] }), /the hero's Quest is damaged/],
      ['a broken stream', (s) => ((s.rng as Record<string, Record<string, unknown>>).gameplay!.alea = null), /random streams/],
    ];
    for (const [what, damage, problem] of damaged) {
      const snapshot = structuredClone(rec.snapshot) as unknown as Record<string, unknown>;
      damage(snapshot);
      const file = join(dir, 'old.json');
      writeFileSync(file, JSON.stringify({ format: 1, game: '0.0.1', ...rec, snapshot }));
      expect(problemOf(file), what).toMatch(problem);
      expect(problemOf(file), what).toMatch(/^holds a damaged game state: /);
    }
  });

  it('every state of real games passes the state check', () => {
    for (const seed of ['s1', 's2', 's3']) {
      for (const options of [{}, { opposition: 'none' as const }]) {
        let states = 0;
        playGame(seed, options, {
          maxSteps: 400,
          onAction: ({ state }) => {
            expect(snapshotProblem(state), `${seed} turn ${state.turn}`).toBeUndefined();
            states++;
          },
        });
        expect(states).toBeGreaterThan(0);
      }
    }
  });

  it('a lock lets one process play a save; a second is told who holds it; a dead holder\'s lock is taken over', () => {
    const dir = tmp();
    const file = join(dir, 'Ash.json');
    const release = lockSave(file);
    expect(() => lockSave(file)).toThrow(LockError);
    try {
      lockSave(file);
    } catch (error) {
      expect((error as LockError).message).toMatch(new RegExp(`process ${process.pid} on `));
    }
    release();
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), user: 'ghost', since: 'long ago' }));
    const again = lockSave(file);
    again();
  });

  it("a new hero's save takes the first name with neither a save nor a lock, and is locked from the start", () => {
    const dir = tmp();
    writeSave(dir, recording('11', 20), '1.0.0');
    const held = lockSave(join(dir, 'Ash-2.json'));
    const claimed = claimSave(dir, 'Ash');
    expect(claimed.file).toBe(join(dir, 'Ash-3.json'));
    expect(() => lockSave(claimed.file)).toThrow(LockError);
    const next = claimSave(dir, 'Ash');
    expect(next.file).toBe(join(dir, 'Ash-4.json'));
    next.release();
    claimed.release();
    held();
  });

  it('the list of saves, and the title, name the hero inside a save, not its file', async () => {
    const dir = tmp();
    writeSave(dir, recording('11', 20), '1.0.0', join(dir, 'Ash-2.json'));
    writeFileSync(join(dir, 'Broken.json'), '{');
    expect(listSaves(dir).map((s) => s.hero).sort()).toEqual(['Ash', 'Broken']);
    rmSync(join(dir, 'Broken.json'));
    const h = await harness({ saveDir: dir });
    try {
      expect(h.screenText()).toMatch(/Continue Ash \(saved/);
    } finally {
      h.destroy();
    }
  });

  it('continue --hero finds a save by the name of the hero inside it, and asks which when several heroes share it', async () => {
    const dir = tmp();
    const only = writeSave(dir, recording('11', 20), '1.0.0', join(dir, 'Ash-2.json'));
    expect(findSave(dir, 'Ash')).toEqual({ file: only });
    expect(findSave(dir, 'ash')).toEqual({ file: only });
    expect(findSave(dir, 'Ash-2')).toEqual({ file: only });
    expect(findSave(dir, 'Tess')).toEqual({ missing: true });
    const missing = await athack('continue', '--hero', 'Tess', '--save-dir', dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`no saved game for "Tess" in ${dir}; the saved heroes are Ash.`);
    const first = writeSave(dir, recording('11', 20), '1.0.0', join(dir, 'Ash-3.json'));
    const several = findSave(dir, 'ash');
    expect('several' in several && several.several.map((s) => s.file).sort()).toEqual([only, first].sort());
    const asked = await athack('continue', '--hero', 'ash', '--save-dir', dir);
    expect(asked.code).toBe(2);
    expect(asked.stderr).toMatch(/2 saved heroes are called "ash"; pick one:\n  --hero Ash-\d \(Ash, saved .+\)\n  --hero Ash-\d \(Ash, saved .+\)/);
    // Each file name offered picks its own save.
    expect(findSave(dir, 'Ash-3')).toEqual({ file: first });
  });
});
