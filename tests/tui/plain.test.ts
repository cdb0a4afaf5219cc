/**
 * Plain mode as a screen reader meets it: the real `bin/athack play
 * --plain` in a pseudo-terminal, its output read as the lines it writes,
 * in order. Nothing is drawn: no escape sequence at all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finishCreation, toCreation, type Driver } from './flow.js';
import { tempDir } from './harness.js';
import { PASTE_REFUSED } from '../../src/tui/ui-state.js';
import { ensureBuilt, ROOT, runInPty, scriptPath, type PtyRun } from './pty.js';

/** Output lines since the last key, as a screen reader gets them: the terminal's carriage returns taken out. */
interface PlainRun extends Driver {
  run: PtyRun;
  /** Everything written so far, as lines. */
  all(): string[];
  /** Sends bytes as they are, in one write (a line typed whole and sent with Enter). */
  send(bytes: string): Promise<void>;
}

function plain(args: string[], dir: string): PlainRun {
  const run = runInPty(args, { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir });
  let from = 0;
  const text = () => run.raw().replace(/\r/g, '');
  const mark = () => void (from = text().length);
  return {
    run,
    all: () => text().split('\n'),
    async press(...keys) {
      for (const k of keys) {
        mark();
        await run.press(k);
      }
    },
    async type(t) {
      for (const ch of t) {
        mark();
        await run.type(ch);
      }
    },
    async send(bytes) {
      mark();
      run.proc.stdin.write(bytes);
      await run.quiet();
    },
    async until(pattern, ms = 5000) {
      const start = Date.now();
      while (!pattern.test(text().slice(from))) {
        if (Date.now() - start > ms) return false;
        await new Promise((r) => setTimeout(r, 10));
      }
      return true;
    },
    screenText: () => text().slice(from),
  };
}

/** The lines written since the last key. */
const latest = (p: PlainRun) => p.screenText().split('\n').filter((l) => l !== '');

const STATUS = /^Ada, Warrior level 1: HP \d+ of \d+, armour \d+ of \d+; zone 1, depth 1; turn (\d+); \d+ tokens?/;
const PROMPT = /^Your move: the direction keys walk, x looks, i inventory, M map, \? all keys, S save and quit\.$/;

describe('athack play --plain', () => {
  const dir = tempDir('plain');
  const runs: PtyRun[] = [];
  const start = (args: string[]) => {
    const p = plain(args, dir);
    runs.push(p.run);
    return p;
  };
  /** A new plain game of seed 278 through creation (a Warrior, kit A, a background for STR) to its name question. */
  const toName = async () => {
    const p = start(['play', '--plain', '--seed', '278']);
    await toCreation(p);
    await p.press('enter');
    await p.press('1', 'enter');
    await p.press('a', 'enter');
    await p.press('tab', 'enter');
    await p.press('s', 'enter');
    expect(await p.until(/Name your hero/)).toBe(true);
    return p;
  };

  beforeAll(() => {
    scriptPath();
    ensureBuilt();
  }, 120_000);
  afterEach(() => {
    for (const r of runs.splice(0)) r.kill();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('tells each turn in lines read in order, walks by the map it reads out, saves, continues and reads the end of the game', async () => {
    // A seed whose first zone shows a creature with no fight begun: the status reads the plain turn.
    const p = start(['play', '--plain', '--seed', '278']);
    await toCreation(p);

    await finishCreation(p, 'Ada');
    await p.press('enter');
    // A loaded machine may answer later than the key's quiet spell: the turn is read whole once its last line, the keys asked, is in.
    expect(await p.until(new RegExp(PROMPT.source.slice(1, -1)))).toBe(true);
    const entered = latest(p);
    // Status, then what happened, then what is seen, then the keys asked, in that order.
    const status = entered.findIndex((l) => STATUS.test(l));
    const news = entered.findIndex((l) => l.startsWith('The dungeon entrance'));
    const seen = entered.indexOf('You see:');
    expect(status, entered.join('\n')).toBe(0);
    expect(news).toBeGreaterThan(status);
    expect(seen).toBeGreaterThan(news);
    expect(entered.at(-1)).toMatch(PROMPT);
    // A creature in view is named with where it is from the hero, in squares.
    const creature = entered.slice(seen + 1).find((l) => /^\d+ (east|west|north|south)/.test(l) && /\(.+\): HD \d/.test(l));
    expect(creature, entered.join('\n')).toMatch(/^\d+ (east|west)( \d+ (north|south))?: an? [A-Z][a-z]+|^\d+ (north|south): an? [A-Z][a-z]+/);
    expect(entered.slice(seen + 1).some((l) => /^here: an open arch, leading to the dungeon entrance/.test(l))).toBe(true);

    // The map on demand: rows of characters, the hero an @ among them.
    await p.press('M');
    // Each answer is waited for to its last line: a loaded machine may answer after the key's quiet spell, or in more than one read.
    expect(await p.until(/End of the map\./), p.screenText()).toBe(true);
    const map = latest(p);
    expect(map[0]).toMatch(/^Map of zone 1, \d+ rows, north at the top; you are the @ at column \d+, row \d+\.$/);
    const rows = p.screenText().split('\n').slice(2);
    const row = rows.findIndex((r) => r.includes('@'));
    const col = rows[row]!.indexOf('@');
    const [, x, y] = /column (\d+), row (\d+)/.exec(map[0]!)!.map(Number);
    expect([col + 1, row + 1]).toEqual([x, y]);
    // A step onto the floor the map shows: one turn on, and the status says so first.
    const steps = { k: [0, -1], j: [0, 1], h: [-1, 0], l: [1, 0] } as const;
    const free = (Object.keys(steps) as (keyof typeof steps)[]).find((k) => rows[row + steps[k][1]]?.[col + steps[k][0]] === '.');
    expect(free, rows.join('\n')).toBeDefined();
    const turn = Number(STATUS.exec(entered[0]!)![1]);
    await p.press(free!);
    expect(await p.until(PROMPT_ANYWHERE), p.screenText()).toBe(true);
    const walked = latest(p);
    expect(walked[0]).toMatch(STATUS);
    expect(Number(STATUS.exec(walked[0]!)![1])).toBe(turn + 1);
    expect(walked.at(-1)).toMatch(PROMPT);

    await p.press('S');
    expect((await p.run.exited).code).toBe(0);
    expect(existsSync(join(dir, 'Ada.json'))).toBe(true);
    expect(p.all().some((l) => /^Saved to .*Ada\.json$/.test(l))).toBe(true);
    // Not one escape sequence, nor any control character but the line ends.
    expect(p.run.raw()).not.toMatch(/[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f]/);

    const again = start(['continue', '--plain']);
    expect(await again.until(/Welcome back, Ada\./), again.screenText()).toBe(true);
    expect(await again.until(PROMPT_ANYWHERE)).toBe(true);
    const back = again.all().filter((l) => l !== '');
    expect(Number(STATUS.exec(back.find((l) => STATUS.test(l))!)![1])).toBe(turn + 1);
    // Questions and the end of the game are their words, line by line.
    await again.press('Q');
    expect(await again.until(/y: yes {2}n or Esc: no/), again.screenText()).toBe(true);
    expect(latest(again)).toEqual(['Are you sure?', 'Commit suicide? The game ends and the hero is gone.', 'y: yes  n or Esc: no']);
    await again.press('y');
    expect(await again.until(/Ada is dead: committed suicide\./), again.screenText()).toBe(true);
    expect(await again.until(/^Score \d+ +Level 1 Warrior/m), again.screenText()).toBe(true);
    const end = latest(again);
    expect(end).toContain('Ada is dead: committed suicide.');
    expect(end.some((l) => /^Score \d+ +Level 1 Warrior/.test(l)), end.join('\n')).toBe(true);
    await again.press('enter');
    expect(await again.until(/The Opposition's ledger/), again.screenText()).toBe(true);
    expect(latest(again)[0]).toBe("The Opposition's ledger");
    await again.press('enter');
    expect(await again.until(/^High scores$/m), again.screenText()).toBe(true);
    expect(latest(again)).toContain('High scores');
    await again.press('q');
    expect((await again.run.exited).code).toBe(0);
    expect(again.run.raw()).not.toContain('\x1b');
  }, 60_000);

  it("at one keyboard, reads what is said while a person in the Opposition has it as told to the hero, and as said once the Adventurer has it back", async () => {
    const p = start(['play', '--plain', '--seed', '7', '--opposition', 'humans', '--opponents', '1']);
    await toCreation(p);
    await finishCreation(p, 'Ada');
    // Into the dungeon: the person lifts the curtain, stocks nothing, and the zone's entry is said while they still have the keyboard.
    await p.press('enter');
    expect(await p.until(/press 1/i)).toBe(true);
    await p.press('1');
    await p.press('c', 'y');
    expect(await p.until(/To Ada: The Opposition spent nothing here\./), p.screenText()).toBe(true);
    const told = latest(p);
    expect(told, told.join('\n')).toContain('To Ada: The Opposition spent nothing here.');
    expect(told.filter((l) => /^You /.test(l)), told.join('\n')).toEqual([]);
    // The Adventurer's curtain lifted: what is said from then on is hers, as said.
    await p.press('@');
    expect(await p.until(PROMPT_ANYWHERE)).toBe(true);
    await p.press('s');
    expect(await p.until(PROMPT_ANYWHERE)).toBe(true);
    expect(p.screenText()).not.toContain('To Ada');
  }, 60_000);

  it('is what the options file asks for with plain = yes, and athack options says where that came from', async () => {
    const own = mkdtempSync(join(tmpdir(), 'athack-plain-options-'));
    try {
      writeFileSync(join(own, 'options'), '# read aloud\nplain = yes\n');
      const run = runInPty(['play'], { ATHACK_SAVE_DIR: own, ATHACK_CONFIG_DIR: own });
      runs.push(run);
      expect(await run.until(/q Quit/), run.raw()).toBe(true);
      // The title is its menu in words: the lettering drawn in slashes is left out.
      const said = run.raw().replace(/\r/g, '').split('\n');
      expect(said).toContain('n New game');
      expect(said.some((l) => /^ *_+ *$|\/_\//.test(l))).toBe(false);
      await run.press('q');
      expect((await run.exited).code).toBe(0);
      expect(run.raw()).not.toContain('\x1b');
      const shown = runInPty(['options'], { ATHACK_CONFIG_DIR: own }, { cols: 200, rows: 24 });
      runs.push(shown);
      await shown.exited;
      const file = join(own, 'options').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      expect(shown.raw()).toMatch(new RegExp(`plain +yes +from ${file} line 2`));
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 60_000);

  it("help's keys say which plain mode has no use for, in the words Ctrl-O says when pressed", async () => {
    const p = start(['play', '--plain']);
    expect(await p.until(/q Quit/)).toBe(true);
    await p.press('?');
    expect(await p.until(/S  save and quit/)).toBe(true);
    // A long line is wrapped as every line is: its words, whatever lines they fall on.
    const help = p.screenText().replace(/\s+/g, ' ');
    expect(help).toContain('C-o colour off or on again (monochrome), on any screen. Plain mode has no colour to turn off or on.');
    expect(help).toContain('C-w walls as #, as lines, or as DEC graphics, in turn, on any screen. Plain mode draws every wall as #.');
    await p.press('escape', 'C-o');
    expect(await p.until(/Plain mode has no colour to turn off or on\./)).toBe(true);
  }, 60_000);

  it('takes a line typed whole: its keys, the Enter ending it no key of its own; Enter alone is Enter', async () => {
    const p = await toName();
    await p.send('Bea\r');
    expect(latest(p)).toContain('Bea_');
    expect(p.screenText()).not.toMatch(/ready, at Home/);
    await p.send('\r');
    expect(await p.until(/Bea the Warrior is ready, at Home\./), p.screenText()).toBe(true);
    expect(p.run.raw()).not.toContain('\x1b');
  }, 60_000);

  it('takes a name of emoji and CJK beyond the BMP typed in one line, Backspace in it deleting the last character whole', async () => {
    const p = await toName();
    // The line as the terminal sends it: UTF-8, the emoji and 𠮷 (U+20BB7) four bytes each, then Backspace (DEL).
    await p.send('Bea😀𠮷\x7f\r');
    expect(latest(p)).toContain('Bea😀_');
    expect(latest(p)).toContain('4/32 characters');
    await p.send('\r');
    expect(await p.until(/Bea😀 the Warrior is ready, at Home\./), p.screenText()).toBe(true);
  }, 60_000);

  it("plays no escape sequence it has no name for, no terminal's answer and no paste as keys: a paste types the name, its line break a space; in play each says so once or says nothing, and no turn passes", async () => {
    const p = await toName();
    await p.send('\x1b[200~Bea\r\nRue\x1b[201~');
    expect(latest(p)).toContain('Bea Rue_');
    await p.press('enter');
    expect(await p.until(/Bea Rue the Warrior is ready, at Home\./), p.screenText()).toBe(true);
    await p.press('enter');
    expect(await p.until(PROMPT_ANYWHERE), p.screenText()).toBe(true);
    // Ctrl+a as kitty sends it (blessed would cut it into 9 7 ; 5 u), then a paste full of moves.
    await p.send('\x1b[97;5u');
    expect(latest(p)).toEqual(['ESC[97;5u does nothing here: ? lists the keys.', expect.stringMatching(PROMPT)]);
    await p.send('\x1b[200~hjkl1234\r\n6789\x1b[201~');
    expect(latest(p)).toEqual([PASTE_REFUSED, expect.stringMatching(PROMPT)]);
    // The terminal's answer about its background colour: nothing to say at all.
    await p.send('\x1b]11;rgb:1b1b/1d1d/2424\x07');
    expect(latest(p)).toEqual([]);
    expect(p.run.raw()).not.toContain('\x1b');
  }, 60_000);

  it("takes the keys typed after Alt+] or Alt+_ in the same line as those keys, and a terminal's answer cut short by CAN as nothing", async () => {
    const p = await toName();
    await p.send('\x1b]Bea\r');
    expect(latest(p)).toContain('Bea_');
    // The answer about the background colour, cancelled; then Backspace and a letter typed.
    await p.send('\x1b]11;rgb:1b1b\x18\x7fo\r');
    expect(latest(p)).toContain('Beo_');
    await p.press('enter');
    expect(await p.until(/Beo the Warrior is ready, at Home\./), p.screenText()).toBe(true);
    await p.press('enter');
    expect(await p.until(PROMPT_ANYWHERE), p.screenText()).toBe(true);
    const before = Number(/; turn (\d+);/.exec(p.all().filter((l) => /; turn \d+;/.test(l)).at(-1) ?? '')?.[1]);
    await p.send('\x1b_..\r');
    expect(await p.until(new RegExp(`turn ${before + 2};`)), p.screenText()).toBe(true);
  }, 60_000);

  it("at one keyboard, a curtain on a terminal pushes the last seat's turn out of sight: the Adventurer's shows none of the order", async () => {
    const p = start(['play', '--plain', '--seed', '1', '--opposition', 'person:Ann']);
    await toCreation(p);
    await finishCreation(p, 'Tam');
    await p.press('enter');
    expect(await p.until(/Press 1 when/)).toBe(true);
    await p.press('1', 'enter', '*');
    expect(await p.until(/Your order \(4\): 1 Green Jelly HD 3 anywhere/)).toBe(true);
    await p.press('c', 'y');
    expect(await p.run.until(/Press @ when you alone can see the screen\./)).toBe(true);
    // What the terminal shows now, whole: the curtain, and nothing of Ann's screen above it.
    const seen = p.run.screenText();
    expect(seen).toContain('The Adventurer (Tam): your turn at the keyboard.');
    expect(seen).not.toMatch(/Green Jelly|Your order|stocks zone/);
  }, 60_000);

  it('at one keyboard, reads a person\'s stocking screen as its catalogue, line by line, with no row of the map before each line', () => {
    const env = { ...process.env, ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, XDG_DATA_HOME: dir };
    // Creation as above, into the dungeon; Ann lifts her curtain, and the line being placed says where its X is.
    const keys = ['', '', '1', '', 'a', '', '\t', '', 's', '', 'Quin', '', '', '1', '', ''].join('\n');
    const r = spawnSync(process.execPath, ['bin/athack', 'play', '--plain', '--seed', '1', '--opposition', 'person:Ann'], { cwd: ROOT, env, input: keys, encoding: 'utf8', timeout: 30_000 });
    const out = r.stdout.split('\n');
    expect(out).toContain('The Opposition (Ann) stocks zone 1: 20 tokens left.');
    expect(out).toContain('> Green Jelly HD 3  4');
    expect(out).toContain('Bear HD 4  4');
    expect(out.find((l) => l.startsWith('Placing 1 Green Jelly HD 3: where does it go? The X is at '))).toBeDefined();
  }, 60_000);

  it("says the options file's bad line once, on the terminal, where a screen reader reads it with the title", () => {
    const config = tempDir('plain-config');
    writeFileSync(join(config, 'options'), 'color = maybe\n');
    const env = { ...process.env, ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: config, XDG_DATA_HOME: dir };
    const r = spawnSync(process.execPath, ['bin/athack', 'play', '--plain'], { cwd: ROOT, env, input: 'q\n', encoding: 'utf8', timeout: 30_000 });
    expect((r.stderr + r.stdout).split('color is yes or no, not "maybe"').length - 1).toBe(1);
  }, 60_000);

  it('plays keys from a pipe, line by line, and the end of the input saves the game, which continue picks up', () => {
    const env = { ...process.env, ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, XDG_DATA_HOME: dir };
    // Setup (a seed opens it, not the title), creation (a Warrior, kit A, a background for STR), the name, into the dungeon; then a walk east.
    const keys = ['', '', '1', '', 'a', '', '\t', '', 's', '', 'Pip', '', '', 'llll'].join('\n');
    // The last line has no line break: the end of the input ends it.
    const first = spawnSync(process.execPath, ['bin/athack', 'play', '--plain', '--seed', '1'], { cwd: ROOT, env, input: keys, encoding: 'utf8', timeout: 30_000 });
    expect(first.stderr).toMatch(/^The input ended\.\nYour game was saved to \S+Pip\.json: athack continue picks it up\.\n$/);
    expect(first.status).toBe(0);
    // The walk east was played after the zone's news stopped the line before it: each line is a turn of its own.
    const out = first.stdout.split('\n');
    expect(out).toContain('Pip the Warrior is ready, at Home.');
    expect(out).toContain('Solid rock blocks the way. (×4)');
    expect(first.stdout).not.toContain('\x1b');
    const again = spawnSync(process.execPath, ['bin/athack', 'continue', '--plain'], { cwd: ROOT, env, input: '', encoding: 'utf8', timeout: 30_000 });
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/Pip, Warrior level 1: HP \d+ of \d+, armour \d of \d; zone 1, depth 1;/);
  }, 60_000);

  it('an output closed early (| head) ends the play quietly, the game saved, exit 0', async () => {
    const env = { ...process.env, ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, XDG_DATA_HOME: dir };
    const game = spawn(process.execPath, ['bin/athack', 'play', '--plain', '--seed', '1'], { cwd: ROOT, env });
    let err = '';
    game.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const ended = new Promise<number | null>((resolve) => game.on('exit', resolve));
    let out = '';
    const atHome = new Promise<void>((resolve) =>
      game.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (/Rue the Warrior is ready, at Home\./.test(out)) resolve();
      }),
    );
    game.stdin.write(['', '', '1', '', 'a', '', '\t', '', 's', '', 'Rue', '', ''].join('\n'));
    await atHome;
    // The reader goes, as `head` does once it has its lines; the next turn's lines have nowhere to go.
    game.stdout.destroy();
    game.stdin.write('\n');
    expect(await ended).toBe(0);
    expect(err).toMatch(/^The output was closed\.\nYour game was saved to \S+Rue\.json: athack continue picks it up\.\n$/);
  }, 60_000);
});

const PROMPT_ANYWHERE = /Your move: the direction keys walk/;
