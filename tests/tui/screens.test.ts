/**
 * The menu screens (setup, creation, Home, end, high scores, title) driven
 * through their own draw and key functions with a real game state and the
 * real reducer: a small Ui that keeps the log, no terminal.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import { DEFAULT_OPTIONS } from '../../src/core/engine/rules-options.js';
import type { ClassName, GameState, RulesOptions } from '../../src/core/engine/types.js';
import { keyMap } from '../../src/tui/keys.js';
import type { Ui } from '../../src/tui/ui.js';
import { composeFrame, createUi, sendKey } from '../../src/tui/ui-state.js';
import { setupScreen } from '../../src/tui/screens/setup.js';
import { creationScreen } from '../../src/tui/screens/creation.js';
import { homeScreen } from '../../src/tui/screens/home.js';
import { memorisable } from '../../src/tui/modals/memorise.js';
import { shopStock } from '../../src/core/engine/home/index.js';
import { endScreen } from '../../src/tui/screens/end.js';
import { seatName } from '../../src/tui/seats.js';
import { ledgerText } from '../../src/core/engine/spends/index.js';
import { titleScreen } from '../../src/tui/screens/title.js';
import type { SaveInfo } from '../../src/persist/save-list.js';
import { scoresScreen } from '../../src/tui/screens/scores.js';
import { addScore, readScores, SCORE_LIMIT, type ScoreEntry } from '../../src/persist/scores.js';

interface TestUi extends Ui {
  quitCode: number | undefined;
  saved: number;
}

function makeUi(game?: GameState): TestUi {
  const ui: TestUi = Object.assign(
    createUi({ mono: true, ascii: false }, keyMap(), game, {
      onQuit: (code) => void (ui.quitCode = code),
      onSave: () => void ui.saved++,
    }),
    { quitCode: undefined, saved: 0 },
  );
  return ui;
}

const NAMED: Record<string, string> = { space: ' ' };

function press(ui: Ui, ...keys: string[]): void {
  for (const full of keys) {
    sendKey(ui, { full, ch: full.length === 1 ? full : NAMED[full], cmd: ui.keys.get(full) });
  }
}

const type = (ui: Ui, text: string) => press(ui, ...[...text].map((c) => (c === ' ' ? 'space' : c)));

/** The frame as plain text, tags removed. */
function frame(ui: Ui, width = 80, height = 24): string {
  return composeFrame(ui, width, height).map((l) => l.replace(/\{(open|close)\}/g, (t) => (t === '{open}' ? '{' : '}')).replace(/\{\/?[a-z-]*\}/g, '')).join('\n');
}

const errors = (ui: Ui) => ui.log.filter((l) => l.kind === 'error').map((l) => l.text);

/** A hero made through the reducer, standing at Home with the Home screen showing. */
function atHome(className: ClassName, seed = '7', kit: 'A' | 'B' = 'A'): TestUi {
  const ui = makeUi(newGame(seed).state);
  expect(ui.act({ type: 'create', name: 'Tester', className, kit, background: { text: 'Raised by wolves', attrs: ['STR'] } })).toBe(true);
  ui.go(homeScreen());
  return ui;
}

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'athack-screens-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('setup', () => {
  it('Enter takes the defaults and the given seed', () => {
    const ui = makeUi();
    let got: { seed: string; options: RulesOptions } | undefined;
    ui.go(setupScreen({ seed: '42', seedGiven: true, randomSeed: () => 'r', start: (_u, seed, options) => (got = { seed, options }), back: () => {} }));
    const text = frame(ui);
    expect(text).toContain('Medium');
    expect(text).toContain('you 5 tokens (+3 per escalation), Opposition 15 (+5)');
    expect(text).toContain('from --seed');
    expect(text).not.toContain('A new hero');
    press(ui, 'enter');
    expect(got).toEqual({ seed: '42', options: DEFAULT_OPTIONS });
  });

  it('a key of no use on a rules line says so, and changes nothing', () => {
    const ui = makeUi();
    ui.go(setupScreen({ seed: '42', seedGiven: true, randomSeed: () => 'r', start: () => {}, back: () => {} }));
    const before = frame(ui);
    press(ui, 'x');
    const said = "x does nothing here: left and right change this line, Enter goes on; ? lists the keys.";
    expect(frame(ui)).toContain(said);
    expect(frame(ui).replace(`  ${said}\n`, '')).toBe(before.replace(/\n$/, ''));
    press(ui, 'right');
    expect(frame(ui)).not.toContain('does nothing here');
    expect(frame(ui)).toContain('[High]');
  });

  it('options and a typed seed reach newGame through creation', () => {
    const ui = makeUi();
    ui.go(
      setupScreen({
        seed: '42',
        randomSeed: () => 'r',
        start: (u, seed, options) => u.go(creationScreen(seed, options, () => {})),
        back: () => {},
      }),
    );
    press(ui, 'right'); // power: High
    press(ui, 'down', 'right', 'right'); // Opposition 1: fair → easy → hard
    expect(frame(ui)).toContain('Opposition 1   [AI hard]');
    press(ui, 'down', 'right', 'right', 'right'); // Opposition 2: empty → fair → easy → hard
    press(ui, 'down', 'down', 'down', 'right'); // victory: 100 points
    press(ui, 'down', 'left'); // armour dice: Never
    press(ui, 'up', 'up', 'up', 'up', 'up', 'up', 'up'); // from the armour row up past the power row to the seed
    type(ui, 'abc');
    expect(frame(ui)).toContain('abc');
    press(ui, 'enter');
    expect(ui.screen.kind).toBe('creation');
    expect(frame(ui)).toContain('(seed abc)  High power, victory: 100 points');
    press(ui, 'enter', '1', 'enter', 'a', 'enter', 'tab', 'enter', 's', 'enter');
    type(ui, 'Opt');
    press(ui, 'enter');
    const s = ui.game!;
    expect(s.seed).toBe('abc');
    expect(s.options).toEqual({ ...DEFAULT_OPTIONS, power: 'high', victory: 'points-100', armourPrompt: 'never', opposition: 'ai-hard', opponents: 2 });
    expect(s.tokens.opposition.map((p) => [p.difficulty, p.refresh])).toEqual([['hard', 15], ['hard', 15]]);
  });

  it('with every Opposition seat empty, no Opposition plays and no Opposition refresh is shown', () => {
    const ui = makeUi();
    let got: RulesOptions | undefined;
    ui.go(setupScreen({ seed: '42', randomSeed: () => 'r', start: (_u, _seed, options) => (got = options), back: () => {} }));
    press(ui, 'down', 'down', 'right'); // Opposition 2 before Opposition 1 is emptied: AI fair
    press(ui, 'up', 'left');
    expect(frame(ui)).toContain('Opposition 1: empty the seats after it first.');
    press(ui, 'down', 'left', 'up', 'left'); // Opposition 2 empty, then Opposition 1: fair → empty (round from the left end)
    expect(frame(ui)).toContain('Opposition 1   [empty]');
    expect(frame(ui)).toContain('refresh: you 5 tokens (+3 per escalation)');
    expect(frame(ui)).not.toContain('Opposition 15');
    press(ui, 'down', 'right');
    expect(frame(ui)).toContain('Opposition 2: fill Opposition 1 first.');
    press(ui, 'enter');
    expect(got).toEqual({ ...DEFAULT_OPTIONS, opposition: 'none' });
  });

  it('seats people by name and the AI at each difficulty, mixed, in seating order', () => {
    const ui = makeUi();
    let got: RulesOptions | undefined;
    ui.go(setupScreen({ seed: '42', randomSeed: () => 'r', start: (_u, _seed, options) => (got = options), back: () => {} }));
    press(ui, 'down', 'left', 'left'); // Opposition 1: fair → empty → person
    type(ui, 'Bea Ro');
    expect(frame(ui)).toContain('Opposition 1   [person: Bea Ro_]');
    press(ui, 'backspace', 'backspace', 'backspace');
    type(ui, ',');
    expect(frame(ui)).toContain('"," cannot be in a name');
    press(ui, 'down', 'right', 'right', 'right'); // Opposition 2: empty → fair → easy → hard
    press(ui, 'down', 'right'); // Opposition 3: AI fair
    press(ui, 'enter');
    expect(got).toEqual({ ...DEFAULT_OPTIONS, opposition: 'person:Bea,hard,fair', opponents: 1 });
  });

  it('a lone person left unnamed on the setup screen is "The Opposition", as --opposition humans names them', () => {
    const ui = makeUi();
    ui.go(setupScreen({ seed: '42', randomSeed: () => 'r', start: (u, seed, options) => u.go(creationScreen(seed, options, () => {})), back: () => {} }));
    press(ui, 'down', 'left', 'left'); // Opposition 1: fair → empty → person, no name typed
    expect(frame(ui)).toContain('Opposition 1   [person: _the Opposition]');
    press(ui, 'enter', 'enter', '1', 'enter', 'a', 'enter', 'tab', 'enter', 's', 'enter');
    type(ui, 'Opt');
    press(ui, 'enter');
    const game = ui.game!;
    expect(seatName(game, 'opposition:1')).toBe('The Opposition');
    expect(seatName(game, 'opposition:1')).toBe(seatName(newGame('42', { opposition: 'humans' }).state, 'opposition:1'));
    expect(ledgerText(game)[0]).toMatch(/^The Opposition \(a person\):/);
  });

  it('with --opposition humans the name field is empty, as the hero\'s is: the seat\'s own name stands dim as its suggestion, and typing replaces it', () => {
    const ui = makeUi();
    let got: RulesOptions | undefined;
    ui.go(setupScreen({ seed: '42', options: { opposition: 'humans', opponents: 2 }, randomSeed: () => 'r', start: (_u, _seed, options) => (got = options), back: () => {} }));
    expect(frame(ui)).toContain('Opposition 1   [person: Opposition 1]');
    expect(frame(ui)).toContain('Opposition 2   [person: Opposition 2]');
    // Typed nothing, the suggestion is not drawn as a typed name is (bold, here in one colour); and the cursor stands before it, where typing begins.
    const row = composeFrame(ui, 80, 24).find((l) => l.includes('Opposition 1   '))!;
    expect(row).toContain('{bold}[person: {/bold}Opposition 1{bold}]{/bold}');
    press(ui, 'down');
    expect(frame(ui)).toContain('Opposition 1   [person: _Opposition 1]');
    type(ui, 'Bea');
    expect(frame(ui)).toContain('Opposition 1   [person: Bea_]');
    press(ui, 'backspace', 'backspace', 'backspace', 'backspace');
    expect(frame(ui)).toContain('Opposition 1   [person: _Opposition 1]');
    type(ui, 'Cal');
    press(ui, 'enter');
    expect(got).toMatchObject({ opposition: 'person:Cal,person', opponents: 1 });
    // A lone seat is offered as the whole Opposition.
    const lone = makeUi();
    lone.go(setupScreen({ seed: '42', options: { opposition: 'humans' }, randomSeed: () => 'r', start: () => {}, back: () => {} }));
    press(lone, 'down');
    expect(frame(lone)).toContain('Opposition 1   [person: _the Opposition]');
    type(lone, 'Bea');
    expect(frame(lone)).toContain('Opposition 1   [person: Bea_]');
  });

  it('Esc goes back; Ctrl-R rolls a new seed', () => {
    const ui = makeUi();
    let back = 0;
    let got = '';
    ui.go(setupScreen({ seed: '1', randomSeed: () => 'fresh', start: (_u, seed) => (got = seed), back: () => back++ }));
    press(ui, 'C-r', 'enter');
    expect(got).toBe('fresh');
    press(ui, 'escape');
    expect(back).toBe(1);
  });
});

describe('creation', () => {
  it('makes the hero chosen: swap, class, kit, background, covers, name', () => {
    const ui = makeUi();
    const rolled = newGame('7').state.hero.attributes;
    let started = 0;
    ui.go(creationScreen('7', {}, () => started++));
    expect(frame(ui)).toContain('A new hero');
    press(ui, 's', 'c'); // swap STR and CON
    const swapped = frame(ui);
    expect(swapped).toContain('Swapped STR and CON');
    // Each swapped value says where it came from, not the dice of the value it replaced.
    expect(swapped).toContain(`STR ${String(rolled.CON).padStart(2)}  ⇄ CON, was ${rolled.STR}`);
    expect(swapped).toContain(`CON ${String(rolled.STR).padStart(2)}  ⇄ STR, was ${rolled.CON}`);
    press(ui, 'enter', '3'); // Cleric
    expect(frame(ui)).toMatch(/Banish Undead/);
    press(ui, 'enter', 'b');
    expect(frame(ui)).toContain('Thick cloth vestments (cloth armour, AV 1)');
    press(ui, 'enter');
    type(ui, 'Raised by wolves');
    press(ui, 'enter', 'w', 'h', 'h', 'enter'); // WIS on, CHA on and off again
    type(ui, 'Tess');
    const summary = frame(ui);
    expect(summary).toContain('Your hero, ready to begin');
    expect(summary).toContain('Tess, Cleric');
    press(ui, 'enter');
    expect(started).toBe(1);
    const h = ui.game!.hero;
    expect(ui.game!.phase).toBe('home');
    expect(h.name).toBe('Tess');
    expect(h.className).toBe('Cleric');
    expect(h.items.map((i) => i.name)).toContain('Thick cloth vestments');
    expect(h.background).toMatchObject({ text: 'Raised by wolves', attrs: ['WIS'] });
    expect(h.attributes.STR).toBe(rolled.CON);
    expect(h.attributes.CON).toBe(rolled.STR);
  });

  it('shows a long background sentence whole, counts it, and says when it is as long as it can be', () => {
    const ui = makeUi();
    ui.go(creationScreen('7', {}, () => {}));
    press(ui, 'enter', '1', 'enter', 'a', 'enter');
    const sentence = 'Raised by a travelling circus of acrobats and knife throwers across the wide northern';
    type(ui, sentence);
    // The right-hand column, from the 33rd column on, read as one text.
    const shown = frame(ui).split('\n').map((l) => l.slice(32).trim()).join(' ');
    expect(shown).toContain('80/80 characters: as long as a background can be.');
    // Every word typed before the limit is on the screen, wrapped.
    expect(shown).toContain(`${sentence.slice(0, 80)}_`);
  });

  it('pages through a class text longer than the screen', () => {
    const ui = makeUi();
    ui.go(creationScreen('7', {}, () => {}));
    press(ui, 'enter', '1'); // Warrior: its text outruns 24 rows
    const top = frame(ui);
    expect(top).toContain('PgDn/PgUp read on');
    expect(top).toContain('Weapons & armour');
    // Dealer of Death, the Warrior's last talent, ends past the screen's foot.
    expect(top).not.toContain('rolls its share.');
    press(ui, 'pagedown');
    expect(frame(ui)).toContain('rolls its share.');
    press(ui, 'pagedown'); // already at the end: it stays there
    expect(frame(ui)).toContain('rolls its share.');
    press(ui, 'pageup');
    expect(frame(ui)).toBe(top);
    press(ui, 'pagedown', '2'); // another class starts at its top
    expect(frame(ui)).toMatch(/Thief\s*\n\S*.*Weapons & armour/);
  });

  it('a key of no use on a step where keys choose says so, and changes nothing', () => {
    const ui = makeUi();
    ui.go(creationScreen('7', {}, () => {}));
    const idle = (key: string) => `${key} does nothing here: ? lists this screen's keys.`;
    const before = frame(ui);
    press(ui, 'x');
    expect(frame(ui)).toContain(idle('x'));
    expect(frame(ui).replace(idle('x'), '')).toBe(before);
    // The next key that does something clears the line.
    press(ui, 's');
    expect(frame(ui)).not.toContain('does nothing here');
    press(ui, 'escape', 'enter', '9');
    expect(frame(ui)).toContain('Choose a class:');
    expect(frame(ui)).toContain(idle('9'));
    press(ui, 'enter', 'c');
    expect(frame(ui)).toContain(idle('c'));
    press(ui, 'enter', 'tab', 'enter', 'space');
    expect(frame(ui)).toContain(idle('Space'));
  });

  it('marks the 14+ rule and refuses to begin without a name', () => {
    // Seed 7 rolls CHA 15: the last attribute, so it is marked but nothing follows it.
    const ui = makeUi();
    ui.go(creationScreen('7', {}, () => {}));
    expect(frame(ui)).toMatch(/CHA 15 .*14\+/);
    expect(frame(ui)).toContain('A 14+ makes the next one 7.');
    press(ui, 'enter', 'enter', 'enter', 'tab', 'enter', 'enter', 'enter');
    expect(ui.game).toBeUndefined();
    expect(frame(ui)).toContain('Your hero needs a name.');
  });
});

describe('Home', () => {
  it('asks before going into the dungeon with a light carried but not lit: y lights it, n goes dark, Esc stays', () => {
    for (const answer of ['y', 'n', 'escape'] as const) {
      const ui = atHome('Warrior');
      ui.game!.hero.coins = 50;
      expect(ui.act({ type: 'shop-price', item: 'torches', haggle: false })).toBe(true);
      expect(ui.act({ type: 'shop-buy', item: 'torches' })).toBe(true);
      press(ui, 'enter');
      expect(frame(ui)).toContain('The torches are not lit');
      expect(ui.game!.phase).toBe('home');
      press(ui, answer);
      expect(ui.modals).toHaveLength(0);
      expect(ui.game!.phase).toBe(answer === 'escape' ? 'home' : 'dungeon');
      expect(ui.game!.hero.equipped.light !== null).toBe(answer === 'y');
    }
  });

  it('goes straight in when the light is lit, or when there is none to light', () => {
    const none = atHome('Warrior');
    press(none, 'enter');
    expect(none.game!.phase).toBe('dungeon');
    const lit = atHome('Warrior');
    lit.game!.hero.coins = 50;
    lit.act({ type: 'shop-price', item: 'torches', haggle: false });
    lit.act({ type: 'shop-buy', item: 'torches' });
    expect(lit.act({ type: 'equip', item: lit.game!.hero.items.find((i) => i.kind === 'light')!.id })).toBe(true);
    press(lit, 'enter');
    expect(lit.game!.phase).toBe('dungeon');
  });

  it('the shop shows every item\'s whole name at 80×24', () => {
    const ui = atHome('Warrior');
    press(ui, 'b');
    const names = shopStock().map((r) => r.name);
    for (const [k, name] of names.entries()) {
      if (k > 0) press(ui, 'down');
      const row = frame(ui).split('\n').find((l) => l.startsWith('>'))!;
      expect(row.slice(3).startsWith(`${name} `)).toBe(true);
    }
  });

  it('asks a price, haggles (a CHA test), and refuses a purchase the hero cannot afford', () => {
    const ui = atHome('Warrior');
    expect(frame(ui)).toContain('Shop');
    press(ui, 'b', 'end'); // the last row: plate armour, 16d8×10 coins
    expect(frame(ui)).toContain('plate armour');
    press(ui, 'enter', 'p');
    const quote = ui.game!.home.quotes.find((q) => q.item === 'plate armour')!;
    expect(quote.price).toBeGreaterThanOrEqual(160);
    expect(ui.log.some((l) => l.kind === 'roll' && l.text.startsWith('price of plate armour'))).toBe(true);
    const coins = ui.game!.hero.coins;
    const items = ui.game!.hero.items.length;
    press(ui, 'enter');
    expect(errors(ui).at(-1)).toBe(`The plate armour costs ${quote.price} coins; you have ${coins}.`);
    expect(ui.game!.hero.coins).toBe(coins);
    expect(ui.game!.hero.items).toHaveLength(items);
    expect(frame(ui)).toContain(`you have ${coins}.`);
    press(ui, 'escape', 'up', 'enter', 'h'); // chain mail, haggling
    expect(ui.log.some((l) => l.kind === 'test' && /CHA/.test(l.text) && /chain mail/.test(l.text))).toBe(true);
    expect(ui.game!.home.quotes.find((q) => q.item === 'chain mail')?.haggled).toBe(true);
  });

  it('buys a quoted item the hero can afford', () => {
    const ui = atHome('Warrior');
    press(ui, 'b', 'a', 'p'); // arrows: 1d8
    const price = ui.game!.home.quotes[0]!.price;
    const coins = ui.game!.hero.coins;
    press(ui, 'enter');
    if (price <= coins) expect(ui.game!.hero.items.some((i) => i.name === 'arrows/ammunition')).toBe(true);
    else expect(errors(ui)).toHaveLength(1);
  });

  it('memorises a chosen spell, and refuses a Warrior', () => {
    const ui = atHome('Wizard');
    const list = memorisable(ui.game!);
    const target = list.findIndex((x) => x.level === 1 && !ui.game!.hero.memorised.includes(x.name));
    press(ui, 'm');
    expect(frame(ui)).toContain('Memorise up to 1 spell');
    if (target >= 0) {
      for (let k = 0; k < target; k++) press(ui, 'down');
      press(ui, 'space', 'enter');
      expect(ui.game!.hero.memorised).toEqual([list[target]!.name]);
    } else {
      press(ui, 'enter');
      expect(ui.game!.hero.memorised).toHaveLength(1);
    }
    expect(ui.log.at(-1)!.text).toMatch(/^You commit to memory/);

    const warrior = atHome('Warrior');
    press(warrior, 'm');
    expect(errors(warrior)).toEqual(['Only a Wizard or a Cleric memorises spells.']);
  });

  it('will not let a spell above the hero\'s Level be chosen, and says why', () => {
    // Seed 99's Wizard has level 2 spells in the book.
    const ui = atHome('Wizard', '99');
    const list = memorisable(ui.game!);
    const high = list.findIndex((x) => x.level > 1);
    expect(high).toBeGreaterThanOrEqual(0);
    const held = ui.game!.hero.memorised;
    press(ui, 'm');
    for (let k = 0; k < high; k++) press(ui, 'down');
    press(ui, 'space');
    expect(frame(ui)).toContain(`${list[high]!.name} is level ${list[high]!.level}: beyond your Level 1.`);
    expect(frame(ui)).toContain('Chosen 1/1');
    press(ui, 'enter');
    expect(ui.game!.hero.memorised).toEqual(held);
    expect(errors(ui)).toEqual([]);
  });

  it('stashes and takes back, rests, equips, and shows refusals in the log', () => {
    const ui = atHome('Warrior');
    const first = ui.game!.hero.items[0]!;
    press(ui, 't', 'enter');
    expect(ui.game!.home.stash.map((i) => i.id)).toEqual([first.id]);
    press(ui, 'end', 'enter');
    expect(ui.game!.home.stash).toHaveLength(0);
    press(ui, 'escape', 'r');
    expect(ui.game!.home.day).toBe(1);
    press(ui, 'p', 'enter'); // nothing to cure
    expect(errors(ui).at(-1)).toBe('You are not poisoned.');
    press(ui, 'escape', 'a', 'enter'); // nothing to mend
    expect(errors(ui).at(-1)).toBe('None of your armour dice is broken.');
    press(ui, 'escape', 'v', 'l'); // no Experiences yet
    expect(errors(ui).at(-1)).toMatch(/needs 1 Experience/);
    press(ui, 'escape', 'e');
    const weapon = ui.game!.hero.equipped.weapon;
    const row = ui.game!.hero.items.findIndex((i) => i.id === weapon);
    for (let k = 0; k < row; k++) press(ui, 'down');
    press(ui, 'enter');
    expect(ui.game!.hero.equipped.weapon).toBeNull();
    press(ui, 'escape', 'S');
    expect(ui.saved).toBe(1);
    expect(ui.screen.kind).toBe('home');
  });

  it('levels up at the tavern and rewrites the Background after carousing', () => {
    const ui = atHome('Thief');
    // Experiences come from the dungeon; here they are given, the rest is the reducer's.
    ui.game!.hero.experiences = 3;
    ui.game!.hero.coins = 30;
    press(ui, 'v', 'c', '3', 'enter');
    expect(ui.game!.hero.level).toBe(3);
    ui.game!.home.retell = 'rewrite';
    press(ui, 'r');
    for (let k = 0; k < 20; k++) press(ui, 'backspace');
    type(ui, 'Heir');
    press(ui, 'enter', 'h', 'enter');
    expect(ui.game!.hero.background).toMatchObject({ text: 'Heir', attrs: ['CHA'] });
  });

  it('Enter goes into the dungeon', () => {
    const ui = atHome('Warrior');
    press(ui, 'enter');
    expect(ui.game!.phase).toBe('dungeon');
    expect(ui.screen.kind).toBe('zone');
  });
});

/** A hero who has gone into the dungeon and ended it there. */
function deadHero(): TestUi {
  const ui = atHome('Warrior');
  expect(ui.act({ type: 'enter-dungeon' })).toBe(true);
  expect(ui.act({ type: 'suicide' })).toBe(true);
  return ui;
}

describe('the end and the high scores', () => {
  it('names the Opposition seat whose obstacle made the kill, and no winner when none did', () => {
    const ui = deadHero();
    ui.go(endScreen({ saveDir: undefined }));
    expect(frame(ui)).not.toContain('made the kill');
    const p = ui.game!.tokens.opposition[0]!;
    ui.game!.killer = p.id;
    // The only seat is the whole Opposition, the AI's as a person's: named as its curtain and the ledger name it.
    expect(frame(ui)).toContain(`The Opposition (AI ${p.difficulty}) wins: its obstacle made the kill.`);
    expect(frame(ui)).not.toContain('Opposition 1');
    p.person = true;
    p.name = 'Ann';
    expect(frame(ui)).toContain('The Opposition (Ann) wins: its obstacle made the kill.');
    // Among several seats, each goes by its number: a second seat, as `fair,person:Ann` seats it.
    Object.assign(p, { person: undefined, name: 'Opposition 1' });
    ui.game!.tokens.opposition.push({ ...p, id: 2, name: 'Ann', person: true });
    ui.game!.killer = 2;
    expect(frame(ui)).toContain('Opposition 2 (Ann) wins: its obstacle made the kill.');
    ui.game!.killer = 1;
    expect(frame(ui)).toContain('Opposition 1 (AI fair) wins: its obstacle made the kill.');
  });

  it('shows the cause and the revealed zone, writes the score, then the table and the title', () => {
    const dir = tempDir();
    const ui = deadHero();
    let title = 0;
    ui.go(endScreen({ saveDir: dir, toTitle: () => title++ }));
    const text = frame(ui);
    expect(text).toContain('Tester is dead: committed suicide.');
    expect(text).toMatch(/Score \d+ {2}Level 1 Warrior {2}deepest zone 1 {2}1 zone seen/);
    expect(text).toContain('@');
    expect(text).toContain('Your score is #1 in the high-score table.');
    const table = readScores(dir);
    expect(table.problem).toBeUndefined();
    expect(table.entries).toHaveLength(1);
    expect(table.entries[0]).toMatchObject({ name: 'Tester', className: 'Warrior', level: 1, cause: 'committed suicide', zones: 1, won: false });
    frame(ui); // drawing again adds nothing
    expect(readScores(dir).entries).toHaveLength(1);
    press(ui, 'enter');
    // With an Opposition in the game, its ledger comes before the high scores.
    expect(ui.screen.kind).toBe('ledger');
    expect(frame(ui)).toContain("The Opposition's ledger");
    press(ui, 'enter');
    expect(ui.screen.kind).toBe('scores');
    expect(frame(ui)).toMatch(/1\. Tester +Warrior +1/);
    press(ui, 'enter');
    expect(title).toBe(1);
  });

  it('q after the table quits', () => {
    const ui = deadHero();
    ui.go(endScreen({ saveDir: tempDir() }));
    press(ui, 'q', 'q', 'q');
    expect(ui.quitCode).toBe(0);
  });

  it('a corrupt scores.json is reported, kept aside and replaced', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'scores.json'), '{"entries": [ {"na');
    expect(readScores(dir).problem).toMatch(/damaged/);
    const ui = deadHero();
    ui.go(endScreen({ saveDir: dir }));
    expect(() => frame(ui)).not.toThrow();
    expect(frame(ui)).toMatch(/damaged/);
    expect(errors(ui).some((e) => /damaged/.test(e))).toBe(true);
    expect(existsSync(join(dir, 'scores.json.bad'))).toBe(true);
    const now = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as { entries: ScoreEntry[] };
    expect(now.entries.map((e) => e.name)).toEqual(['Tester']);
    // A table whose file is a folder cannot be written: the screen says so and goes on.
    const blocked = tempDir();
    rmSync(blocked, { recursive: true });
    writeFileSync(blocked, 'not a folder');
    const other = deadHero();
    other.go(endScreen({ saveDir: blocked }));
    expect(() => frame(other)).not.toThrow();
    expect(frame(other)).toMatch(/could not write the high scores/);
    rmSync(blocked, { force: true });
  });

  it('keeps the best 20, best first, and the scores screen copes with a damaged file', () => {
    const dir = tempDir();
    const entry = (score: number): ScoreEntry => ({ name: `H${score}`, className: 'Thief', level: 1, score, cause: 'killed by a rat', won: false, zones: 1, deepest: 1, turns: 9, seed: '1', date: '2025-01-01T00:00:00.000Z' });
    for (let k = 0; k < 25; k++) addScore(dir, entry(k));
    const { entries } = readScores(dir);
    expect(entries).toHaveLength(SCORE_LIMIT);
    expect(entries[0]!.score).toBe(24);
    expect(entries.at(-1)!.score).toBe(5);
    expect(addScore(dir, entry(0)).place).toBeNull();

    writeFileSync(join(dir, 'scores.json'), '[1,2,3]');
    const ui = makeUi();
    let back = 0;
    ui.go(scoresScreen({ saveDir: dir, back: () => back++ }));
    expect(frame(ui)).toContain('is not a high-score table');
    press(ui, 'escape');
    expect(back).toBe(1);
  });

  it('says whole what is wrong with a damaged high-score table in a folder of a long path', () => {
    const dir = join(tempDir(), 'a-save-folder-whose-name-alone-takes-up-most-of-a-line-of-the-terminal');
    mkdirSync(dir);
    writeFileSync(join(dir, 'scores.json'), '[1,2,3]');
    const ui = makeUi();
    ui.go(scoresScreen({ saveDir: dir, back: () => {} }));
    // The path is longer than a line, so broken where the line ends: read with the breaks and spaces taken out.
    const unbroken = (t: string) => t.replace(/\s+/g, '');
    expect(unbroken(frame(ui))).toContain(unbroken(`${join(dir, 'scores.json')} is not a high-score table: it will be replaced when the next game ends.`));
    expect(frame(ui).split('\n')).toHaveLength(24);
    expect(frame(ui).split('\n').at(-1)).toContain('Enter');
  });

  it('a key of no use on the end screen and the ledger says so in place of the keys, and goes nowhere', () => {
    const ui = deadHero();
    ui.go(endScreen({ saveDir: tempDir() }));
    press(ui, 'x');
    expect(frame(ui).split('\n').at(-1)?.trimEnd()).toBe('x does nothing here: Enter or q goes on; ? lists the keys.');
    expect(ui.screen.kind).toBe('end');
    press(ui, 'enter');
    expect(ui.screen.kind).toBe('ledger');
    press(ui, 'x');
    expect(frame(ui).split('\n').at(-1)?.trimEnd()).toBe('x does nothing here: Enter or q goes on to the high scores; ? lists the keys.');
    press(ui, 'down');
    expect(frame(ui)).not.toContain('does nothing here');
    expect(ui.screen.kind).toBe('ledger');
  });

  it('a key of no use on the high scores says so above the keys, and goes nowhere', () => {
    const ui = makeUi();
    let back = 0;
    ui.go(scoresScreen({ saveDir: tempDir(), back: () => back++ }));
    press(ui, 'x');
    const lines = frame(ui).split('\n');
    expect(lines.at(-2)?.trimEnd()).toBe("x does nothing here: Enter goes back to the title; ? lists this screen's keys.");
    expect(back).toBe(0);
    press(ui, 'down');
    expect(frame(ui)).not.toContain('does nothing here');
    press(ui, 'enter');
    expect(back).toBe(1);
  });
});

describe('title', () => {
  const saves: SaveInfo[] = [
    { file: '/x/Newest.json', hero: 'Newest', mtime: 2_000_000 },
    { file: '/x/Older.json', hero: 'Older', mtime: 1_000_000 },
  ];
  const title = (list: SaveInfo[], loaded: string[], scores: number[] = []) =>
    titleScreen({
      saves: () => ({ saves: list, skipped: [] }),
      describe: (f) => (f.includes('Older') ? 'Thief 2, at Home, turn 40' : undefined),
      newGame: () => {},
      continueGame: (_ui, file) => void loaded.push(file),
      highScores: () => void scores.push(1),
      help: () => {},
    });

  it('lists several saves, newest first, and loads the one chosen', () => {
    const ui = makeUi();
    const loaded: string[] = [];
    ui.go(title(saves, loaded));
    expect(frame(ui)).toContain('Continue a saved game (2 saved)');
    press(ui, 'c');
    const text = frame(ui);
    expect(text.indexOf('Newest')).toBeLessThan(text.indexOf('Older'));
    expect(text).toContain('Thief 2, at Home, turn 40');
    expect(text).toContain('(unreadable)');
    press(ui, 'down', 'enter');
    expect(loaded).toEqual(['/x/Older.json']);
    press(ui, 'c', 'a');
    expect(loaded).toEqual(['/x/Older.json', '/x/Newest.json']);
  });

  it('wraps a long problem under the menu instead of cutting it at the edge', () => {
    const ui = makeUi();
    ui.go(title(saves, []));
    ui.say('/tmp/some/where/Bad.json holds a damaged game state: its state version (2) is not one this athack knows', 'error');
    const text = frame(ui);
    expect(text).toContain('athack knows');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('draws the whole save chooser over the short title screen, a long description wrapped under its save, and the last of many can be reached', () => {
    const ui = makeUi();
    const many: SaveInfo[] = Array.from({ length: 20 }, (_, k) => ({ file: `/x/Hero${k}.json`, hero: `Hero${k}`, mtime: 3_000_000 - k }));
    ui.go(
      titleScreen({
        saves: () => ({ saves: many, skipped: [] }),
        describe: () => 'Warrior 10, zone 1.2.1.1.2.1.1.4.1.3.2.1.1.3, turn 123456, a long description',
        newGame: () => {},
        continueGame: () => {},
        highScores: () => {},
        help: () => {},
      }),
    );
    press(ui, 'c', ...Array<string>(19).fill('down'));
    const text = frame(ui);
    expect(text).toMatch(/>t Hero19/);
    expect(text).toContain('turn 123456, a long description');
  });

  it('says so for c with no save to continue, and for a key it has no use for, keeping one such line', () => {
    const ui = makeUi();
    ui.go(title([], []));
    press(ui, 'c');
    expect(frame(ui)).toContain('There is no saved game to continue: n starts a new one.');
    press(ui, 'x', 'z');
    expect(frame(ui)).toContain('z does nothing here: ? lists the keys.');
    expect(frame(ui)).not.toContain('x does nothing');
    // Enter, a new player's first guess, says which keys start a game, in place of the line before.
    press(ui, 'enter', 'enter');
    expect(ui.log.map((l) => l.text).filter((t) => t.includes('does nothing'))).toEqual(['Enter does nothing here: n starts a new game, c continues a saved one, ? lists the keys.']);
  });

  it('continues a single save at once; s shows the high scores; q quits', () => {
    const ui = makeUi();
    const loaded: string[] = [];
    const scores: number[] = [];
    ui.go(title(saves.slice(0, 1), loaded, scores));
    press(ui, 'c', 's', 'q');
    expect(loaded).toEqual(['/x/Newest.json']);
    expect(scores).toEqual([1]);
    expect(ui.quitCode).toBe(0);
  });
});
