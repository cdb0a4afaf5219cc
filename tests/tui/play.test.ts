/**
 * Playing through the real interface: real key sequences in, the screen
 * read back from a terminal emulator. The game state is read only to plan
 * where to walk; every check is on what the screen shows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { keyFor, KeysFileError, loadKeys } from '../../src/tui/keys.js';
import { zoneLayout } from '../../src/tui/layout.js';
import { continueGame } from './flow.js';
import { harness, tempDir, type Harness, type HarnessOptions } from './harness.js';
import { DIR_KEY, freeSteps, isTile, walkTo } from './plan.js';

const open: Harness[] = [];
const dirs: string[] = [];

async function session(o: HarnessOptions = {}): Promise<Harness> {
  const h = await harness(o);
  open.push(h);
  return h;
}

afterEach(() => {
  for (const h of open.splice(0)) h.destroy();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The hero's place on the screen: the @ in the map, left of the panel and above the log. */
function hero(h: Harness) {
  const { mapWidth, mapHeight } = zoneLayout(h.term.cols, h.term.rows);
  const y = h.lines().findIndex((l, row) => row < mapHeight && l.slice(0, mapWidth).includes('@'));
  if (y < 0) throw new Error(`no @ on the map:\n${h.screenText()}`);
  return { x: h.lines()[y]!.indexOf('@'), y };
}

const panel = (h: Harness, label: RegExp) => h.lines().map((l) => l.slice(54)).find((l) => label.test(l));
const turn = (h: Harness) => Number(/Turn (\d+)/.exec(panel(h, /Turn \d+/) ?? '')?.[1]);

describe('a game through the terminal', () => {
  it('creates a hero and shows them at Home, then in the first zone', async () => {
    const h = await session({ seed: '7' });
    expect(h.screenText()).toContain('New game');
    await h.createHero('Ada');
    const home = h.screenText();
    expect(home).toContain('Enter: go into the dungeon');
    expect(home).toContain('Ada');
    expect(home).toContain('Warrior, level 1');
    await h.press('enter');
    const zone = h.screenText();
    expect(zone).toMatch(/Zone 1 +depth 1/);
    expect(zone).toContain('Ada');
    expect(hero(h)).toBeDefined();
  });

  it('walks: the @ moves on screen with vi keys, arrows and the keypad', async () => {
    const h = await session({ seed: '7' });
    await h.startGame();
    const keys: Record<string, (d: string) => string> = {
      vi: (d) => DIR_KEY[d as keyof typeof DIR_KEY],
      arrow: (d) => ({ n: 'up', s: 'down', w: 'left', e: 'right' })[d] ?? '',
      keypad: (d) => ({ n: '8', s: '2', w: '4', e: '6', nw: '7', ne: '9', sw: '1', se: '3' })[d] ?? '',
    };
    for (const [kind, key] of Object.entries(keys)) {
      const s = h.app.ui.game!;
      const { zone } = currentZone(s);
      expect(zone.height, 'the zone fits the map window, so the view does not scroll').toBeLessThanOrEqual(18);
      const dir = freeSteps(s).find((d) => key(d) !== '');
      expect(dir, `a free square to step to with ${kind} keys`).toBeDefined();
      const before = hero(h);
      const t = turn(h);
      await h.press(key(dir!));
      expect(hero(h), `${kind} ${key(dir!)}`).toEqual({ x: before.x + DIR_STEPS[dir!].x, y: before.y + DIR_STEPS[dir!].y });
      expect(turn(h)).toBe(t + 1);
    }
  });

  it('opens a door with o and a direction', async () => {
    const h = await session({ seed: '58' });
    await h.startGame();
    const { z } = currentZone(h.app.ui.game!);
    const closed = Object.keys(z.doors).filter((k) => !z.doors[k]!.open && !z.doors[k]!.locked);
    const dir = await walkTo(h, (x, y) => closed.includes(`${x},${y}`));
    const me = hero(h);
    const door = { x: me.x + DIR_STEPS[dir!].x, y: me.y + DIR_STEPS[dir!].y };
    expect(h.lines()[door.y]![door.x]).toBe('+');
    await h.press('o');
    expect(h.screenText()).toContain('Open in which direction?');
    await h.press(DIR_KEY[dir!]);
    expect(h.screenText()).not.toContain('Open in which direction?');
    expect(h.lines()[door.y]![door.x]).toBe('/');
    expect(h.screenText()).toMatch(/You open the .*door\./);
  });

  it('fights: walking into a creature rolls the attack, shown in the log and the history', async () => {
    // Seed 90: zone 1 holds a Bat the hero can walk up to.
    const h = await session({ seed: '90' });
    await h.startGame();
    const hostile = (x: number, y: number, s = h.app.ui.game!) => currentZone(s).z.creatures.some((c) => c.attitude !== 'friendly' && c.x === x && c.y === y);
    const dir = await walkTo(h, hostile);
    const me = hero(h);
    const glyph = h.lines()[me.y + DIR_STEPS[dir!].y]![me.x + DIR_STEPS[dir!].x];
    expect(glyph).toMatch(/[A-Za-z]/);
    await h.press(DIR_KEY[dir!]);
    const log = h.lines().slice(19).join('\n');
    expect(log).toMatch(/You (hit|miss) the Bat/);
    expect(log).toMatch(/\d+d\d+ .*= \d+/);
    await h.press('C-p');
    const history = h.screenText();
    expect(history).toContain('Message history');
    // The attack is a test against the hero's STR: the d20 shown with its target.
    expect(history).toMatch(/STR test, attack the Bat: d20=\d+/);
    await h.press('escape');
    expect(h.screenText()).not.toContain('Message history');
  });

  it('takes the stairs down: the zone in the panel changes', async () => {
    const h = await session({ seed: '47' });
    await h.startGame();
    expect(panel(h, /Zone/)).toMatch(/Zone 1 +depth 1/);
    await walkTo(h, isTile('>'), { onto: true });
    await h.press('>');
    // Holding the Escalation die, the hero is asked whether to escalate on the way down.
    expect(h.screenText()).toContain('Escalate as you go down?');
    // Its longest line wraps inside the box rather than being cut at the border.
    expect(h.screenText()).toContain('rises; an Experience.');
    await h.press('y');
    expect(panel(h, /Zone/)).toMatch(/Zone 1\.\d+ +depth 2/);
    expect(panel(h, /Escalation/)).toMatch(/Escalation d10: 2/);
    expect(h.screenText()).toMatch(/You leave zone 1 alive/);
  });

  it('dies by Q and y: the end screen tells of the death, and the save is gone', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    const save = join(h.saveDir, 'Ada.json');
    expect(existsSync(save), 'saved on entering the dungeon').toBe(true);
    await h.press('Q');
    expect(h.screenText()).toContain('Commit suicide?');
    await h.press('y');
    expect(h.screenText()).toContain('Ada is dead: committed suicide.');
    expect(h.screenText()).toMatch(/Score \d+/);
    expect(existsSync(save), 'permadeath: the save is gone').toBe(false);
    // On to the high scores, where the hero is remembered, then the title with nothing to continue.
    await h.press('enter');
    expect(h.screenText()).toMatch(/1\. Ada .*committed suicide/);
    await h.press('enter');
    expect(h.screenText()).toContain('New game');
    expect(h.screenText()).not.toMatch(/c +Continue/);
    await h.press('q');
    expect(await h.app.done).toBe(0);
  });

  it('saves with S, and Continue on the title brings the game back as it was', async () => {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    const h = await session({ seed: '7', saveDir });
    await h.startGame('Ada');
    const dir = freeSteps(h.app.ui.game!)[0]!;
    await h.press(DIR_KEY[dir]);
    const before = h.lines().slice(0, 18);
    await h.press('S');
    expect(await h.app.done).toBe(0);
    expect(existsSync(join(saveDir, 'Ada.json'))).toBe(true);

    const again = await session({ saveDir });
    expect(again.screenText()).toMatch(/c +Continue/);
    await continueGame(again);
    expect(again.screenText()).toContain('Welcome back, Ada.');
    expect(again.lines().slice(0, 18)).toEqual(before);
  });

  it('says a key bound to nothing does nothing, as every screen says it, naming ?, on the message line: no turn passes, nothing is saved, and a run of such keys keeps one line', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    const at = turn(h);
    const save = join(h.saveDir, 'Ada.json');
    const saved = readFileSync(save, 'utf8');
    await h.press('Z');
    expect(h.screenText()).toContain('Z does nothing here: ? lists the keys.');
    await h.press('%');
    expect(h.screenText()).toContain('% does nothing here: ? lists the keys.');
    expect(h.screenText()).not.toContain('Z does nothing');
    // What a terminal sends that is no key (mouse, focus, a paste's brackets, a modifier alone), and Esc, Enter and space pressed from habit, add nothing.
    const lines = h.lines();
    await h.burst('escape');
    await h.burst('enter');
    await h.burst('space');
    for (const bytes of ['\x1b[<0;10;5M', '\x1b[M !!', '\x1b[I', '\x1b[O', '\x1b[200~', '\x1b[201~', '\x1b[57441u']) {
      await h.burst(...bytes);
    }
    expect(h.lines()).toEqual(lines);
    expect(h.screenText().match(/does nothing here/g)).toHaveLength(1);
    expect(turn(h)).toBe(at);
    expect(readFileSync(save, 'utf8')).toBe(saved);
  });

  it('shows the setup screen\'s keys on ?, above the keys of play, even on the seed\'s line, and Esc goes back to the setup as it was, the seed untouched', async () => {
    const h = await session({ seed: '7' });
    await h.press('n');
    expect(h.screenText()).toContain('New game: setup');
    expect(h.screenText()).toContain('? keys');
    // Up from the first line is the seed's.
    await h.press('up');
    const setup = h.lines();
    await h.press('?');
    const page = h.screenText().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
    expect(page).toContain('Help: keys');
    expect(page).toContain('On this screen: up and down (or Tab and Shift-Tab) move between the lines');
    expect(page).toContain('Ctrl-R rolls a new one');
    expect(page).toMatch(/up k 8 +move north/);
    await h.press('escape');
    expect(h.lines()).toEqual(setup);
  });

  it('shows hero creation\'s keys on ? where keys choose, and types ? where the Background or the name is written', async () => {
    const h = await session({ seed: '7' });
    await h.press('n', 'enter');
    expect(h.screenText()).toContain('A new hero');
    const attributes = h.lines();
    expect(attributes.at(-1)).toContain('? keys');
    await h.press('?');
    expect(h.screenText()).toContain('Help: keys');
    // The page's text, inside its box: the hero sheet shows beside it.
    const page = h.lines().map((l) => l.split('│')[1] ?? '').join(' ').replace(/\s+/g, ' ');
    expect(page).toContain('On this screen: attributes, two of s d c i w h swap them and u undoes the swap');
    expect(page).toMatch(/up k 8 +move north/);
    await h.press('escape');
    expect(h.lines()).toEqual(attributes);
    await h.press('enter', 'enter', 'enter');
    expect(h.screenText()).not.toContain('? keys');
    await h.type('Why?');
    expect(h.screenText()).toContain('Why?_');
  });

  it('asks on Ctrl-C in play, then saves and quits', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    await h.press('C-c');
    expect(h.screenText()).toContain('Save the game and quit?');
    await h.press('n');
    expect(h.screenText()).not.toContain('Save the game and quit?');
    expect(hero(h)).toBeDefined();
    await h.press('C-c', 'y');
    expect(await h.app.done).toBe(0);
    expect(existsSync(join(h.saveDir, 'Ada.json'))).toBe(true);
  });
});

describe('a save that cannot be written', () => {
  /** The save folder replaced by a plain file: no save can be written into it, even by root. */
  function breakFolder(dir: string): void {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
  }

  /** A game in play whose save folder then breaks. */
  async function brokenInPlay(): Promise<{ h: Harness; saveDir: string }> {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    const h = await session({ seed: '7', saveDir });
    await h.startGame('Ada');
    breakFolder(saveDir);
    return { h, saveDir };
  }

  it('keeps the game on S: it says why, and quits only when told to', async () => {
    const { h, saveDir } = await brokenInPlay();
    const dir = freeSteps(h.app.ui.game!)[0]!;
    await h.press(DIR_KEY[dir]);
    const before = h.lines().slice(0, 18);
    await h.press('S');
    expect(h.screenText()).toContain('Could not save: a file stands where a folder should be');
    expect(h.screenText()).toContain('Quit without saving?');
    await h.press('n');
    expect(h.lines().slice(0, 18)).toEqual(before);
    // The folder is back: the same key saves and quits.
    rmSync(saveDir, { force: true });
    await h.press('S');
    expect(await h.app.done).toBe(0);
    expect(existsSync(join(saveDir, 'Ada.json'))).toBe(true);
  });

  it('says once that it cannot save while the fault lasts, and says so when saving works again', async () => {
    const { h, saveDir } = await brokenInPlay();
    const walk = async (n: number) => {
      for (let i = 0; i < n; i++) await h.press(DIR_KEY[freeSteps(h.app.ui.game!)[0]!]);
    };
    await walk(4);
    const said = (re: RegExp) => h.app.ui.log.filter((l) => re.test(l.text)).length;
    expect(said(/Could not save/)).toBe(1);
    expect(h.screenText()).toContain('Play goes on, and each step tries again.');
    rmSync(saveDir, { force: true });
    await walk(1);
    expect(said(/Saved again/)).toBe(1);
    expect(existsSync(join(saveDir, 'Ada.json'))).toBe(true);
  });

  it('quits without saving when the player says so', async () => {
    const { h } = await brokenInPlay();
    await h.press('C-c', 'y');
    expect(h.screenText()).toContain('Quit without saving?');
    await h.press('y');
    expect(await h.app.done).toBe(0);
  });

  it('starts a new hero when the folder is unusable, and says so in the log', async () => {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    breakFolder(saveDir);
    const h = await session({ seed: '7', saveDir });
    await h.startGame('Ada');
    expect(hero(h)).toBeDefined();
    expect(h.screenText()).toMatch(/Could not save/);
  });
});

describe('a save that cannot be read', () => {
  it('is not counted among the games to continue: beside one sound save the title offers that one, c continues it, and the damaged one is named with what is wrong', async () => {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    const first = await session({ seed: '7', saveDir });
    await first.startGame('Ada');
    await first.press('S');
    expect(await first.app.done).toBe(0);
    writeFileSync(join(saveDir, 'Bea.json'), '{"format":3,"seed":"7"');
    const h = await session({ saveDir });
    const title = h.screenText().replace(/\s+/g, ' ');
    expect(title).toMatch(/c Continue Ada \(saved /);
    expect(title).not.toMatch(/\d saved\)/);
    expect(title).toContain('Bea.json is cut short or damaged: it is not complete JSON. It is left as it is; n starts a new game.');
    await h.press('c');
    expect(h.screenText()).toContain('Welcome back, Ada.');
  });

  it('is no game to continue: the title says what is wrong with it, that it is left as it is and that n starts a new game; the file stays untouched, and n does start one', async () => {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    const file = join(saveDir, 'Ada.json');
    writeFileSync(file, '{"format":3,"seed":"7"');
    const h = await session({ seed: '7', saveDir });
    expect(h.screenText()).toContain('(no saved game to continue)');
    await h.press('c');
    const said = h.screenText().replace(/\s+/g, ' ');
    expect(said).toContain('Ada.json is cut short or damaged: it is not complete JSON. It is left as it is; n starts a new game.');
    expect(readFileSync(file, 'utf8')).toBe('{"format":3,"seed":"7"');
    await h.createHero('Bea');
    expect(h.screenText()).toContain('Enter: go into the dungeon');
    expect(readFileSync(file, 'utf8')).toBe('{"format":3,"seed":"7"');
  });
});

describe('the terminal', () => {
  it('asks for a bigger terminal below 80×24 and draws the game again when it grows', async () => {
    const h = await session({ seed: '7' });
    await h.startGame();
    const at = hero(h);
    await h.resize(60, 20);
    expect(h.screenText()).toContain('Terminal too small: need 80×24, have 60×20');
    expect(h.screenText()).not.toContain('@');
    await h.press('k'); // keys wait for the resize
    // Narrower than the notice: it wraps, and all of it shows.
    await h.resize(30, 12);
    expect(h.screenText().split('\n').map((l) => l.trim()).filter(Boolean).join(' ')).toBe('Terminal too small: need 80×24, have 30×12. Make it larger to play on; Ctrl-C quits, saving a game in play.');
    await h.resize(80, 24);
    expect(h.screenText()).not.toContain('Terminal too small');
    expect(hero(h)).toEqual(at);
    expect(h.screenText()).toMatch(/Zone 1 +depth 1/);
  });

  it('in a terminal too small, says that Ctrl-C quits; it saves the game in play, and the hero continues where it stood', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    await h.press('.', '.');
    const at = turn(h);
    await h.resize(60, 20);
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Ctrl-C quits, saving a game in play.');
    await h.press('C-c');
    expect(await h.app.done).toBe(0);
    const again = await session({ seed: '7', saveDir: h.saveDir });
    await continueGame(again);
    expect(turn(again)).toBe(at);
  });

  it('uses the extra room of a larger terminal', async () => {
    const h = await session({ seed: '7', cols: 100, rows: 30 });
    await h.startGame();
    expect(h.screenText()).toMatch(/Zone 1 +depth 1/);
    expect(h.lines()).toHaveLength(30);
    expect(hero(h)).toBeDefined();
  });

  it('draws no colour in monochrome, and the hero stays marked (bold)', async () => {
    const colourCells = async (mono: boolean) => {
      const h = await session({ seed: '7', style: { mono } });
      await h.startGame();
      let coloured = 0;
      const lines = h.lines();
      for (let y = 0; y < 18; y++) {
        for (let x = 0; x < 53; x++) {
          const c = h.cell(x, y)!;
          if (c.getChars().trim() === '') continue;
          if (!c.isFgDefault() || c.getFgColorMode() !== 0 || !c.isBgDefault()) coloured++;
        }
      }
      const at = hero(h);
      const floor = lines.findIndex((l) => l.slice(0, 53).includes('.'));
      return { coloured, heroBold: h.cell(at.x, at.y)!.isBold(), floorBold: h.cell(lines[floor]!.indexOf('.'), floor)!.isBold() };
    };
    const colour = await colourCells(false);
    expect(colour.coloured).toBeGreaterThan(0);
    const mono = await colourCells(true);
    expect(mono.coloured).toBe(0);
    expect(mono.heroBold).not.toBe(0);
    expect(mono.floorBold).toBe(0);
  });

  it('turns colour off and on again with C-o, in play, without leaving the game', async () => {
    const h = await session({ seed: '7', style: { mono: false } });
    await h.startGame();
    const coloured = () => {
      let n = 0;
      for (let y = 0; y < 18; y++) {
        for (let x = 0; x < 53; x++) {
          const c = h.cell(x, y)!;
          if (c.getChars().trim() !== '' && (!c.isFgDefault() || c.getFgColorMode() !== 0 || !c.isBgDefault())) n++;
        }
      }
      return n;
    };
    const at = hero(h);
    expect(coloured()).toBeGreaterThan(0);
    await h.press('C-o');
    expect(coloured()).toBe(0);
    expect(h.screenText()).toContain('Colour off; C-o turns it on again.');
    expect(hero(h)).toEqual(at);
    await h.press('C-o');
    expect(coloured()).toBeGreaterThan(0);
  });

  it('draws the walls as #, as lines, as DEC graphics and as # again with C-w, in play, without leaving the game', async () => {
    const h = await session({ seed: '7' });
    await h.startGame();
    const at = hero(h);
    // Seed 7's hero starts in a corridor between two walls running north-south.
    const corridor = () => h.lines()[at.y]!.slice(at.x - 1, at.x + 2);
    expect(corridor()).toBe('#@#');
    await h.press('C-w');
    expect(corridor()).toBe('│@│');
    expect(h.screenText()).toContain('Walls drawn as lines; C-w changes them again.');
    await h.press('C-w');
    expect(corridor()).toBe('│@│');
    expect(h.screenText()).toContain('Walls drawn as DEC graphics');
    await h.press('C-w');
    expect(corridor()).toBe('#@#');
    expect(hero(h)).toEqual(at);
  });

  it('draws no line-drawing characters with --ascii', async () => {
    const LINES = /[\u2500-\u259f]/;
    const screens: string[] = [];
    const h = await session({ seed: '58', style: { ascii: true } });
    screens.push(h.screenText());
    await h.startGame();
    screens.push(h.screenText());
    await h.press('o'); // a framed question
    screens.push(h.screenText());
    await h.press('escape', 'C-p');
    screens.push(h.screenText());
    for (const s of screens) expect(s).not.toMatch(LINES);
    expect(screens[2]).toContain('Open in which direction?');

    const plain = await session({ seed: '58' });
    await plain.startGame();
    expect(plain.screenText()).toMatch(LINES);
  });
});

describe('keys.json', () => {
  it('remaps a command: w moves north and k no longer does', async () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    writeFileSync(join(configDir, 'keys.json'), JSON.stringify({ 'move-n': ['w'] }));
    const h = await session({ seed: '7', keys: loadKeys(configDir) });
    await h.startGame();
    expect(freeSteps(h.app.ui.game!)).toContain('n');
    const at = hero(h);
    const t = turn(h);
    await h.press('k');
    expect(hero(h)).toEqual(at);
    expect(turn(h)).toBe(t);
    await h.press('w');
    expect(hero(h)).toEqual({ x: at.x, y: at.y - 1 });
  });

  it('lets a remapped key win over another command\'s default, and takes Shift keys as capitals', () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    writeFileSync(join(configDir, 'keys.json'), JSON.stringify({ 'move-n': ['c'], save: ['S-w'] }));
    const keys = loadKeys(configDir);
    expect(keys.get('c')).toBe('move-n');
    expect(keys.get('W')).toBe('save');
    expect(keys.get('S')).toBeUndefined();
  });

  it('refuses a key name that is no key, and a key bound to two commands, by line; the rest of the file applies, and the title says so', async () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    const file = join(configDir, 'keys.json');
    writeFileSync(file, ['{', '  "move-n": ["w"],', '  "wait": ["ctrl-x", "space"],', '  "search": ["w", "S-q"],', '  "history": ["C-i"],', '  "rest": ["C-c", "C-z", "R"]', '}'].join('\n'));
    const notices: string[] = [];
    const keys = loadKeys(configDir, notices);
    expect(notices).toEqual([
      `${file} line 3: "ctrl-x" is not a key name (see Key names in docs/keys.md); the rest of the file applies.`,
      `${file} line 4: "w" is already bound to move-n; the rest of the file applies.`,
      `${file} line 5: "C-i" arrives as tab: bind "tab" instead; the rest of the file applies.`,
      `${file} line 6: "C-c" asks to save and quit, on every screen, so it cannot be bound; the rest of the file applies.`,
      `${file} line 6: "C-z" stops the game as a shell job, so it cannot be bound; the rest of the file applies.`,
      `${file}: no key is left for suicide (commit suicide): Q gives search; give it a key in the file to keep it.`,
    ]);
    expect(keys.get('w')).toBe('move-n');
    expect(keys.get('space')).toBe('wait');
    expect(keys.get('Q')).toBe('search');
    expect(keys.get('C-c')).toBeUndefined();
    expect(keys.get('R')).toBe('rest');
    // A command left with no key it can use keeps its defaults.
    expect(keyFor(keys, 'history')).toBe('C-p');
    const h = await session({ seed: '7', keys, notices });
    const title = h.screenText().replace(/\s+/g, ' ');
    expect(title).toContain('line 3: "ctrl-x" is not a key name');
    expect(title).toContain('line 4: "w" is already bound to move-n');
    await h.startGame();
    const at = hero(h);
    await h.press('w');
    expect(hero(h)).toEqual({ x: at.x, y: at.y - 1 });
  });

  it('names on the title each command whose keys the file gave to others, so help and saving are never lost unsaid', async () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    const file = join(configDir, 'keys.json');
    writeFileSync(file, JSON.stringify({ wait: ['?'], 'move-s': ['S', 'j'] }));
    const notices: string[] = [];
    const keys = loadKeys(configDir, notices);
    expect(keyFor(keys, 'help')).toBeUndefined();
    const h = await session({ seed: '7', keys, notices });
    const title = h.screenText().replace(/\s+/g, ' ');
    expect(title).toContain('no key is left for help (help): ? gives wait; give it a key in the file to keep it.');
    expect(title).toContain('no key is left for save (save and quit): S gives move-s;');
  });

  it('names why a keys.json cannot be read in words, where a plain file stands in place of the configuration folder', () => {
    const parent = tempDir('config');
    dirs.push(parent);
    const configDir = join(parent, 'athack');
    writeFileSync(configDir, '');
    expect(() => loadKeys(configDir)).toThrow(`cannot read ${join(configDir, 'keys.json')}: a file stands where a folder should be. Put it right, or name another configuration folder (--config-dir) to play with the default keys.`);
  });

  it("Home names the player's own keys for tokens and for saving, and those keys work there", async () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    writeFileSync(join(configDir, 'keys.json'), JSON.stringify({ tokens: ['C-t'], save: ['C-x'] }));
    const h = await session({ seed: '7', keys: loadKeys(configDir) });
    await h.createHero();
    expect(h.screenText()).toMatch(/^C-t {3}Tokens {2}20: restock/m);
    expect(h.screenText()).toContain('Ctrl-X: save and quit');
    expect(h.screenText()).not.toMatch(/^T {5}Tokens|S: save and quit/m);
    await h.press('C-t');
    expect(h.screenText()).toContain('─ Tokens ─');
  });

  it('refuses a bad keys.json with a message naming the file and the fault', () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    const file = join(configDir, 'keys.json');
    const cases: [string, RegExp][] = [
      ['{ "move-n": ["w"', /keys\.json is not valid JSON/],
      ['["w"]', /keys\.json must hold an object of command → list of keys/],
      ['{ "fly": ["w"] }', /keys\.json line 1: unknown command "fly"/],
      ['{ "move-n": "w" }', /keys\.json line 1: "move-n" needs a list of key names/],
      ['{ "move-n": [] }', /keys\.json line 1: "move-n" needs a list of key names/],
    ];
    for (const [text, message] of cases) {
      writeFileSync(file, text);
      expect(() => loadKeys(configDir), text).toThrow(KeysFileError);
      expect(() => loadKeys(configDir), text).toThrow(message);
    }
    rmSync(file);
    expect(loadKeys(configDir).get('k')).toBe('move-n');
  });

  it('names where a keys.json that is not JSON goes wrong by line and column, with no copy of the file in the message, and says how to play on', () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    const file = join(configDir, 'keys.json');
    const fault = (text: string): string => {
      writeFileSync(file, text);
      try {
        loadKeys(configDir);
      } catch (error) {
        expect(error).toBeInstanceOf(KeysFileError);
        return (error as Error).message;
      }
      throw new Error(`${text} was taken`);
    };
    // Node words its complaint in its own way from version to version: the place, the file's name and the way on are athack's.
    expect(fault('{\n  "move-n": ["w"],\n  oops\n}')).toMatch(new RegExp(`^${file} is not valid JSON: [^\\n]+ at line 3, column 3\\. Fix it, or move it away to play with the default keys\\.$`));
    const unquoted = fault('{\n  "move-n": ["w",\n}');
    expect(unquoted).toMatch(/is not valid JSON: [^\n]+\. Fix it, or move it away to play with the default keys\.$/);
    expect(unquoted).not.toContain('move-n');
  });

  it('refuses a FIFO named keys.json at once instead of waiting on it, and follows a linked keys.json', () => {
    const configDir = tempDir('config');
    dirs.push(configDir);
    const file = join(configDir, 'keys.json');
    execFileSync('mkfifo', [file]);
    expect(() => loadKeys(configDir)).toThrow(/keys\.json: it is a FIFO, not a file athack reads/);
    rmSync(file);
    const kept = join(configDir, 'dotfiles-keys.json');
    writeFileSync(kept, '{ "move-n": ["k", "up"] }');
    symlinkSync(kept, file);
    expect(loadKeys(configDir).get('k')).toBe('move-n');
  });
});
