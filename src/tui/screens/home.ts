/**
 * Home between visits (RULES.md §6; docs/home.md): every service the engine
 * offers, as a menu of pages, with the hero panel on the right and the
 * message log below, where every roll, test and refusal shows. The screen
 * only sends actions; the reducer decides and refuses.
 */
import { CAROUSING } from '../../data/blackhack/experience.js';
import { armourLeft, armourPool, equippedItem, gearCount, heroClass } from '../../core/engine/hero.js';
import { GEAR_LIMIT } from '../../core/engine/inventory.js';
import { mendingQuote, priceDice, repairRow, shopStock, TEMPLE_PRICES } from '../../core/engine/home/index.js';
import { rowOf } from '../../core/engine/home/shop.js';
import { countedName } from '../../core/engine/items.js';
import type { Item as EquipmentRow } from '../../data/blackhack/schema.js';
import { afflicts, type Cure } from '../../core/engine/home/temple.js';
import { casterOf, noun } from '../../core/engine/magic/lists.js';
import { ATTRS, type Attr, type GameState, type Hero, type Item } from '../../core/engine/types.js';
import { LOG_HEIGHT, PANEL_WIDTH } from '../layout.js';
import { carryingText, fitPanel, panelLines } from '../panel.js';
import { esc, fit, tone, visibleLength, type Style } from '../style.js';
import type { KeyInput, Modal, Screen, Ui } from '../ui.js';
import { answerNote, isCancel } from '../modals/basic.js';
import { framed } from '../modals/frame.js';
import { LETTERS, letterIndex, noLine } from '../modals/list.js';
import { play as act } from '../modals/act.js';
import { memoriseChoice } from '../modals/memorise.js';
import { unlitPrompt } from '../modals/light.js';
import { helpMenu } from '../modals/topics.js';
import { ownSeat, watching } from '../own-seat.js';
import { ADVENTURER } from '../../core/engine/seats.js';
import { characterSheet } from '../modals/sheet.js';
import { tokensMenu } from '../modals/tokens.js';
import { questProgress } from '../../core/engine/home/quest.js';
import { questBoard } from './quest-board.js';
import { historyPage, logRows, unknownKey } from './zone.js';
import { keyFor, keyInProse } from '../keys.js';
import { clip, columns, doesNothing, hint, hintLines, listRows, moveCursor, para, pasteInto, printable, typedLines, typeInto, wrap } from '../widgets.js';
import { coins, counted, orList, the } from '../../base/words.js';
import { inUse, slotOf, slung } from '../modals/item-info.js';
import { rowUse } from '../item-uses.js';
import { BACKGROUND_MAX } from '../../core/engine/creation.js';
import { panelReader } from './hotseat.js';

export type HomePage = 'menu' | 'shop' | 'sell' | 'stash' | 'tavern' | 'temple' | 'armourer' | 'memorise' | 'equipment' | 'quest';

const ATTR_KEYS: Record<string, Attr> = { s: 'STR', d: 'DEX', c: 'CON', i: 'INT', w: 'WIS', h: 'CHA' };
const CURES: Cure[] = ['poison', 'disease', 'curse'];

/** Price dice as a player reads them: `2d8×5`. */
export const diceText = (dice: string, style: Style) => dice.replace(/x(\d+)$/, style.ascii ? 'x$1' : '×$1');

/** An item as the lists show it: quantity, name, its numbers, and whether it is in use. */
export function itemText(hero: Hero, i: Item): string {
  const bits: string[] = [];
  if (i.av) bits.push(`AV ${i.av}`);
  if (i.usageDie) bits.push(`Ud${i.usageDie}`);
  if (i.large) bits.push('large');
  if (i.ranged) bits.push('ranged');
  const use = inUse(hero, i);
  if (use) bits.push(use);
  // As the inventory names it: "10 small gems" already says its count, and "10 × 10 small gems" would read as a hundred.
  return `${countedName(i)}${bits.length ? ` (${bits.join(', ')})` : ''}`;
}

/** The spells held, as many whole as fit in `width` and then how many more (`Sleep ×2, Light +1`), as the side panel counts them. */
function heldText(h: Hero, width: number, style: Style): string {
  const held = new Map<string, number>();
  for (const name of h.memorised) held.set(name, (held.get(name) ?? 0) + 1);
  const names = [...held].map(([name, n]) => (n > 1 ? `${name} ${style.ascii ? 'x' : '×'}${n}` : name));
  if (names.length === 0) return 'none held';
  const rest = (shown: number) => (shown < names.length ? ` +${names.length - shown}` : '');
  for (let k = names.length; k > 0; k--) {
    const text = `${names.slice(0, k).join(', ')}${rest(k)}`;
    if (text.length <= width) return text;
  }
  return `${clip(names[0]!, width - rest(1).length, style)}${rest(1)}`;
}

/** Valuables and coins fetch their worth: no price is rolled, so none is haggled over. */
const knownWorth = (i: Item) => i.kind === 'valuable' || i.kind === 'gold';

/** What the shop would pay, as far as it is known before the roll. */
export function sellText(i: Item, style: Style): string {
  if (i.kind === 'magic') return 'not sold at Home';
  if (knownWorth(i)) return `${coins(i.value * i.quantity)}`;
  const row = rowOf(i);
  if (!row) return 'no buyer';
  return `half of ${diceText(priceDice(row), style)}${i.quantity > 1 ? `, ×${i.quantity}` : ''}`;
}

/** Pages whose rows are chosen by letter: there a letter is never a command. */
const LETTERED: ReadonlySet<HomePage> = new Set(['shop', 'sell']);

interface PromptKey {
  keys: string[];
  label: string;
  /** Does what the key says; returns true to keep the prompt up (a price asked, before buying). */
  run: (ui: Ui) => boolean | void;
}

/**
 * The keys under the services. At a table shared over SSH, `S` leaves the
 * table rather than quitting; an Opposition seat or a watcher, looking at
 * the hero's Home, has none of these keys (Enter would take no one into
 * the dungeon), and its own are at the foot of its screen.
 */
function homeKeys(ui: Ui): string[] {
  const st = ui.style;
  const seat = ownSeat(ui);
  if (watching(ui) || (seat !== undefined && seat !== ADVENTURER)) return [];
  const visits = ui.game!.visits;
  return [
    '',
    `${tone(st, 'key', 'Enter')}${esc(': go into the dungeon')}${tone(st, 'dim', esc(visits ? `  (visit ${visits + 1})` : ''))}`,
    // The player's own save key (keys.json); with none left, Ctrl-C, which saves and quits from anywhere.
    `${tone(st, 'key', esc(keyInProse(keyFor(ui.keys, 'save') ?? 'C-c')))}${esc(seat === undefined ? ': save and quit   ' : ': leave the table   ')}${tone(st, 'key', '?')}${esc(': help')}`,
  ];
}

/** A small box about one thing (an item to buy or sell) and the keys that act on it; Esc leaves it. */
function itemPrompt(title: string, lines: (ui: Ui) => string[], keysNow: PromptKey[] | ((ui: Ui) => PromptKey[]), footer = 'Esc: back'): Modal {
  const named = (x: string) => (x === 'enter' ? 'Enter' : x);
  // The keys as the game stands (a price once asked is bought, not asked again): a key offered always does something.
  const choices = (ui: Ui) => (typeof keysNow === 'function' ? keysNow(ui) : keysNow);
  const note = answerNote((ui) => orList([...choices(ui).flatMap((c) => c.keys.map(named)), 'Esc']), false);
  const modal: Modal = {
    // A question about coins and gear: keys typed ahead with the one that opened it do not answer it.
    guarded: true,
    draw(ui, below, width, height) {
      const keys = choices(ui).map((c) => `${tone(ui.style, 'key', esc(c.keys.map(named).join(' or ')))}${esc(`: ${c.label}`)}`);
      return framed(ui.style, below, width, height, title, [...lines(ui), '', ...keys], footer, note.lines(ui));
    },
    key(ui, k) {
      if (isCancel(k)) return ui.pop();
      const c = choices(ui).find((x) => x.keys.includes(k.full));
      if (!c) return note.stray(k);
      note.answered();
      // Off the stack first, so what the key does can open a box of its own above the screen.
      ui.pop();
      if (c.run(ui) === true) ui.push(modal);
    },
  };
  return modal;
}

type Entry = { kind: 'stories'; text: string; fresh: boolean } | { kind: 'retell'; text: string } | { kind: 'covers'; text: string; covers: Set<Attr> };

export function homeScreen(): Screen {
  let page: HomePage = 'menu';
  const cursor: Record<HomePage, number> = { menu: 0, shop: 0, sell: 0, stash: 0, tavern: 0, temple: 0, armourer: 0, memorise: 0, equipment: 0, quest: 0 };
  let entry: Entry | null = null;
  let extra: Attr | undefined;
  let mendDice = 0;
  let memorising = memoriseChoice(act);
  let board = questBoard();
  let note = '';
  const stock = shopStock();

  /** Carried things, then the stash: the one list the stash page walks. */
  const stashList = (s: GameState) => [...s.hero.items.map((i) => ({ item: i, where: 'carried' as const })), ...s.home.stash.map((i) => ({ item: i, where: 'stash' as const }))];

  function menuLines(ui: Ui, width: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const h = s.hero;
    const caster = casterOf(h);
    const ailing = CURES.filter((c) => h.conditions.some((x) => afflicts(x, c)));
    const broken = h.armourBroken + h.armourPermanent;
    const canLevel = h.experiences >= h.level;
    const quest = questProgress(s);
    // What follows a service's name: the key column, the name and two spaces come first, and it stops short of the side panel.
    const aboutWidth = (what: string) => width - 6 - what.length - 2;
    const row = (key: string, what: string, about = '', off = false) => `${tone(st, off ? 'dim' : 'key', esc(`${key} `.padEnd(6)))}${off ? tone(st, 'dim', esc(what)) : esc(what)}${about ? tone(st, 'dim', esc(`  ${clip(about, aboutWidth(what), st)}`)) : ''}`;
    const memorise = caster ? `Memorise ${noun(caster)}s` : 'Memorise';
    const L = [
      ...para(st, 'Nothing attacks at Home. Choose a service:', width),
      '',
      row('b', 'Shop', 'ask prices, haggle, buy'),
      row('s', 'Sell', `${counted(h.items.length, 'thing')} carried`),
      row('t', 'Stash', `${counted(s.home.stash.length, 'thing')} kept`),
      row('v', 'Tavern', canLevel ? `Level ${h.level + 1} is ready (${h.experiences} XP)` : `${h.experiences}/${h.level} XP to Level ${h.level + 1}`),
      // The tavern's other service sits under its row, with the keys that reach it: v opens the tavern, r there retells.
      ...(s.home.retell ? [`${' '.repeat(6)}${tone(st, 'warn', esc(`Tavern: ${s.home.retell === 'rewrite' ? 'rewrite your Background' : 'add a Background'}`))} (${tone(st, 'key', 'v')}, ${tone(st, 'key', 'r')})`] : []),
      row('p', 'Temple', ailing.length ? `cure ${ailing.join(', ')}` : 'nothing to cure', ailing.length === 0),
      row('a', 'Armourer', broken ? `${broken} broken armour ${broken === 1 ? 'die' : 'dice'}` : 'nothing to mend', broken === 0),
      row('r', "Rest a Day", `HP ${h.hp}/${h.maxHp}, Day ${s.home.day}`),
      row('m', memorise, caster ? heldText(h, aboutWidth(memorise), st) : `a ${h.className} has no spells`, !caster),
      row('e', 'Equipment', 'wield, wear, put away'),
      row('q', 'Quest board', quest ? `${quest.zones}/${quest.of} zones reached, ${counted(quest.left, 'foe')} left` : 'name zones and foes for a refund'),
      // Tokens is a command of play, so its key is the player's own (keys.json); with none left, the row is dimmed.
      row(keyFor(ui.keys, 'tokens') ?? '', 'Tokens', `${s.tokens.hero}: restock (x3), heal, mend`, keyFor(ui.keys, 'tokens') === undefined),
      ...homeKeys(ui),
    ];
    return L;
  }

  function shopLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    // The price column holds the dice, or the quote once asked (the line below the list gives both): what follows
    // a name is its rarity (6) and that price (up to 8, "16d8×10"), with the cursor and letter's 3 columns and the spaces.
    const nameWidth = width - 19;
    const texts = stock.map((r) => {
      const q = quoteOf(s, r.name);
      return `${r.name.slice(0, nameWidth).padEnd(nameWidth)} ${r.rarity.padEnd(6)} ${q ? `${q.price}c` : diceText(priceDice(r), st)}`;
    });
    const L = [...para(st, `Shop (no magic at Home). You have ${coins(s.hero.coins)}.`, width), tone(st, 'dim', esc(`   ${'item'.padEnd(nameWidth)} rarity price`))];
    const about = [...useLines(stock[cursor.shop]!, st, width), ...priceLines(s, stock[cursor.shop]!, st, width)];
    L.push(...listRows(st, texts, cursor.shop, rows - 4 - about.length, width, undefined, LETTERS));
    L.push('', ...about);
    L.push([hint(st, 'letter or Enter', esc('ask, haggle or buy')), hint(st, 'Esc', esc('back'))].join('  '));
    return L;
  }

  /** The price the shop named this visit, once asked. */
  const quoteOf = (s: GameState, name: string) => s.home.quotes.find((q) => q.item === name && q.visit === s.visits);

  /** What the shop asks for a row: the quote once asked, else its dice. */
  function priceLines(s: GameState, row: EquipmentRow, st: Style, width: number): string[] {
    const q = quoteOf(s, row.name);
    return q
      ? wrap(`${row.name}: ${coins(q.price)}${q.haggled ? ' (haggled)' : ''}${q.price > s.hero.coins ? ', more than you have' : ''}. The price stands this visit.`, width).map((l) => tone(st, q.price <= s.hero.coins ? 'good' : 'bad', esc(l)))
      : wrap(`${row.name}: ${row.rarity}, ${diceText(priceDice(row), st)} coins, rolled when you ask.`, width).map(esc);
  }

  /** What a row of the shop is for in this game: not every thing on the price list does what its name suggests. */
  function useLines(row: EquipmentRow, st: Style, width: number): string[] {
    const use = rowUse(row);
    return use ? para(st, use, width, 'dim') : [];
  }

  /** One row of the shop: what it is for, ask its price (haggling or not), then buy. */
  function shopPrompt(row: EquipmentRow): Modal {
    const ask = (ui: Ui, haggle: boolean) => {
      act(ui, { type: 'shop-price', item: row.name, haggle });
      return true;
    };
    // The use is wrapped narrower than the price, so the box stays clear of the row's name in the list behind it.
    // The price is asked once a visit, so once named it is only bought: asking again, or haggling, would only be refused.
    return itemPrompt(row.name, (ui) => [...useLines(row, ui.style, 48), ...para(ui.style, `You have ${coins(ui.game!.hero.coins)}.`, 60), ...priceLines(ui.game!, row, ui.style, 60)], (ui) => {
      const q = quoteOf(ui.game!, row.name);
      return q
        ? // A purchase refused (too dear) leaves the box up, with the reason in the log below it.
          [{ keys: ['b', 'enter'], label: `buy for ${coins(q.price)}`, run: (u: Ui) => !act(u, { type: 'shop-buy', item: row.name }) }]
        : [
            { keys: ['p', 'enter'], label: 'ask the price', run: (u: Ui) => ask(u, false) },
            { keys: ['h'], label: 'ask, haggling (a CHA test)', run: (u: Ui) => ask(u, true) },
          ];
    });
  }

  /** Selling one thing, once the player says so: `y` at the roll, `h` haggling first. */
  function sellPrompt(item: Item): Modal {
    const sell = (haggle: boolean) => (ui: Ui) => void act(ui, { type: 'sell', item: item.id, ...(haggle ? { haggle: true } : {}) });
    return itemPrompt(
      `Sell ${the(item.name)}?`,
      (ui) => {
        const h = ui.game!.hero;
        return para(ui.style, `${itemText(h, item)}: ${sellText(item, ui.style)}.${slotOf(h, item) && !slung(h, item) ? ' You are using it.' : ''}`, 60);
      },
      [
        { keys: ['y'], label: knownWorth(item) ? `sell for ${coins(item.value * item.quantity)}` : 'sell', run: sell(false) },
        // A known worth leaves nothing to haggle over.
        ...(knownWorth(item) ? [] : [{ keys: ['h'], label: 'sell, haggling (a CHA test)', run: sell(true) }]),
        { keys: ['n'], label: 'no, keep it', run: () => {} },
      ],
      'n or Esc: no',
    );
  }

  function sellLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const items = s.hero.items;
    const L = para(st, `Sell: goods fetch half a rolled price. You have ${coins(s.hero.coins)}.`, width);
    if (items.length === 0) L.push(tone(st, 'dim', esc('  You carry nothing.')));
    const nameWidth = width - 21;
    // A name too long for its column ends in an ellipsis, so the price column starts where it always does.
    const texts = items.map((i) => `${clip(itemText(s.hero, i), nameWidth - 1, st).padEnd(nameWidth - 1)} ${sellText(i, st)}`);
    const picked = items[cursor.sell];
    const about = picked ? para(st, `${itemText(s.hero, picked)}: ${sellText(picked, st)}.`, width, 'hero') : [];
    L.push(...listRows(st, texts, cursor.sell, rows - L.length - 2 - about.length, width, (k) => /not sold|no buyer/.test(sellText(items[k]!, st)), LETTERS));
    while (L.length < rows - 1 - about.length) L.push('');
    L.push(...about);
    L.push([hint(st, 'letter or Enter', esc('sell (asks first)')), hint(st, 'Esc', esc('back'))].join('  '));
    return L;
  }

  function stashLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const list = stashList(s);
    const L = para(st, `Stash: unlimited. You carry ${carryingText(s).text}, Gear ${gearCount(s.hero)}/${GEAR_LIMIT}.`, width);
    const texts = list.map((e) => `${e.where === 'carried' ? 'carried ' : 'in stash'}  ${itemText(s.hero, e.item)}`);
    if (list.length === 0) L.push(tone(st, 'dim', esc('  Nothing carried, nothing stashed.')));
    L.push(...listRows(st, texts, cursor.stash, rows - L.length - 1, width, (k) => list[k]!.where === 'stash'));
    while (L.length < rows - 1) L.push('');
    L.push([hint(st, 'Enter', esc('put away / take out')), hint(st, 'Esc', esc('back'))].join('  '));
    return L;
  }

  function tavernLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const h = s.hero;
    const options = heroClass(h).levelUp.extraRollFor as Attr[];
    const L: string[] = [];
    const say = (t: string, tn?: Parameters<typeof tone>[1]) => L.push(...wrap(t, width).map((l) => (tn ? tone(st, tn, esc(l)) : esc(l))));
    say(`Tavern. Level ${h.level}, ${counted(h.experiences, 'Experience')} to share: Level ${h.level + 1} needs ${h.level}. One story per Experience, 1d6 coins each.`);
    if (s.home.debt) say(`You owe the tavern ${coins(s.home.debt)}; it takes them from the coins you bring Home.`, 'warn');
    for (const e of s.home.effects) say(e.kind === 'fame' ? 'You are famous: Advantage on CHA tests until you next come Home.' : `Bruised from a brawl: Max HP −${e.maxHp} until you next come Home.`, e.kind === 'fame' ? 'good' : 'warn');
    L.push('');
    const canLevel = h.experiences >= h.level;
    L.push(`${tone(st, canLevel ? 'key' : 'dim', 'l')} ${canLevel ? esc(`Level up: share ${counted(h.level, 'Experience')}`) : tone(st, 'dim', esc(`Level up: needs ${counted(h.level, 'Experience')}`))}`);
    if (entry?.kind === 'stories') L.push(`${tone(st, 'key', 'c')} ${esc('Carouse: tell')} ${tone(st, 'hero', esc(entry.text))}${tone(st, 'key', '_')} ${esc('stories, Enter to drink')}`);
    else L.push(`${tone(st, h.experiences >= h.level ? 'key' : 'dim', 'c')} ${esc(`Carouse: tell several stories for several Levels`)}`);
    L.push(`${tone(st, 'key', 'x')} ${esc(`Extra roll each Level: ${extra ?? `lowest of ${options.length === 6 ? 'all' : options.join('/')}`}`)}`);
    if (s.home.retell) {
      const what = s.home.retell === 'rewrite' ? 'Rewrite your Background' : 'Add a second Background';
      // All of what is typed shows, wrapped, with a count: the page's column is narrower than a Background may be.
      if (entry?.kind === 'retell') L.push(...typedLines(st, entry.text, BACKGROUND_MAX, width - 2, 'as long as a Background can be.', `${what}: `).map((l, k) => `${k === 0 ? tone(st, 'key', 'r') : ' '} ${l}`));
      else if (entry?.kind === 'covers') {
        const covers = entry.covers;
        L.push(`${tone(st, 'key', 'r')} ${esc('Covers (s d c i w h):')} ${ATTRS.map((a) => (covers.has(a) ? tone(st, 'good', `[${a}]`) : ` ${a} `)).join('')}`);
      }
      else L.push(`${tone(st, 'key', 'r')} ${tone(st, 'warn', esc(`${what} (the night's result)`))}`);
    }
    // The Carousing table, when there is room for it.
    const table = ['', tone(st, 'dim', esc('The highest story die of the night:')), ...CAROUSING.rows.map((r) => tone(st, 'dim', esc(`  ${r.min} ${r.name}`)))];
    if (L.length + table.length <= rows - 1) L.push(...table);
    while (L.length < rows - 1) L.push('');
    L.length = Math.min(L.length, rows - 1);
    const keys = entry?.kind === 'stories' ? [hint(st, 'digits', esc('how many')), hint(st, 'Enter', esc('carouse')), hint(st, 'Esc', esc('cancel'))] : entry ? [hint(st, 'Enter', esc(entry.kind === 'retell' ? 'next: what it covers' : 'done')), hint(st, 'Esc', esc('cancel'))] : [hint(st, 'Esc', esc('back'))];
    L.push(keys.join('  '));
    return L.slice(0, rows);
  }

  function templeLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const h = s.hero;
    const L = [...wrap(`Temple: a cure for a fixed donation. You have ${coins(h.coins)}.`, width).map(esc), ''];
    const texts = CURES.map((c) => {
      const ills = h.conditions.filter((x) => afflicts(x, c)).map((x) => x.source);
      return `${c.padEnd(8)} ${String(TEMPLE_PRICES[c]).padStart(3)} coins  ${ills.length ? `you suffer: ${ills.join(', ')}` : 'not needed'}`;
    });
    L.push(...listRows(st, texts, cursor.temple, 3, width, (k) => !h.conditions.some((x) => afflicts(x, CURES[k]!))));
    L.push('');
    L.push(...wrap('Poison is ongoing damage, a curse is being Weakened until cured, a disease any hindrance named after one.', width).map((l) => tone(st, 'dim', esc(l))));
    while (L.length < rows - 1) L.push('');
    L.push([hint(st, 'Enter', esc('cure')), hint(st, 'Esc', esc('back'))].join('  '));
    return L;
  }

  function armourerLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const h = s.hero;
    const broken = h.armourBroken + h.armourPermanent;
    mendDice = Math.max(broken ? 1 : 0, Math.min(mendDice || broken, broken));
    const worn = equippedItem(h, 'armour');
    const row = repairRow(h);
    const L: string[] = [];
    const say = (t: string, tn?: Parameters<typeof tone>[1]) => L.push(...wrap(t, width).map((l) => (tn ? tone(st, tn, esc(l)) : esc(l))));
    say(`Armourer: mends Broken armour dice. You have ${coins(h.coins)}.`);
    L.push('');
    say(`Armour: ${worn ? worn.name : 'no body armour'}; pool of ${armourPool(h)} ${armourPool(h) === 1 ? 'die' : 'dice'}, ${armourLeft(h)} whole.`);
    say(broken ? `Broken: ${h.armourBroken} (a rest may mend them), broken for good: ${h.armourPermanent} (only here).` : 'None of your armour dice is broken.', broken ? 'warn' : 'good');
    say(`Price per die: ${diceText(priceDice(row), st)} coins (${row.name}), rolled for each die.`);
    L.push('');
    const q = broken ? mendQuote(s) : undefined;
    if (broken) {
      L.push(`${esc('Mend')} ${tone(st, 'hero', String(mendDice))} ${esc(`of ${broken} ${broken === 1 ? 'die' : 'dice'}`)}  ${tone(st, 'dim', esc('(left/right or +/- to change)'))}`);
      if (q) say(`Price asked: ${coins(q.price)}${q.haggled ? ' (haggled)' : ''}${q.price > h.coins ? ', more than you have' : ''}. The price stands this visit.`, q.price <= h.coins ? 'good' : 'bad');
      else say('Price: rolled when you ask.', 'dim');
      if (s.options.disarm === 'workshop') say(s.home.bench === s.home.day ? 'You have worked at the bench today: rest a Day to try again.' : 'Or mend them yourself at the bench, free: the Workshop, once a Day (w).');
    }
    const back = hint(st, 'Esc', esc('back'));
    const benchKey = broken && s.options.disarm === 'workshop' && s.home.bench !== s.home.day ? [hint(st, 'w', esc('the bench'))] : [];
    const keys = !broken ? [] : q && q.price > h.coins ? [tone(st, 'bad', esc(short(q.price, h.coins, width - visibleLength(back) - 2)))] : q ? [hint(st, 'Enter', esc(`mend for ${coins(q.price)}`))] : [hint(st, 'Enter', esc('ask the price')), hint(st, 'h', esc('haggle first'))];
    // With the bench's key too, the keys may need a second line.
    const foot = hintLines([...keys, ...benchKey, back], width);
    L.length = Math.min(L.length, rows - foot.length);
    while (L.length < rows - foot.length) L.push('');
    L.push(...foot);
    return L.slice(0, rows);
  }

  /** A price asked that the hero cannot pay yet, in the words that fit: Enter would only be refused, and the quote is kept. */
  function short(price: number, have: number, width: number): string {
    const says = [`${coins(price)}: you have ${have}; the price stands this visit`, `${coins(price)}: you have ${have}; the price stands`, `${coins(price)}: you have ${have}`];
    return says.find((t) => t.length <= width) ?? says[says.length - 1]!;
  }

  /** The price the armourer named this visit for mending the number of dice chosen. */
  const mendQuote = (s: GameState) => s.home.quotes.find((q) => q.item === mendingQuote(mendDice) && q.visit === s.visits);

  function memoriseLines(ui: Ui, width: number, rows: number): string[] {
    const L = memorising.lines(ui, width, rows - 1);
    while (L.length < rows - 1) L.push('');
    L.push(memorising.keys(ui));
    return L;
  }

  function equipmentLines(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const h = s.hero;
    const L = para(st, `Equipment: you carry ${carryingText(s).text}, Gear ${gearCount(h)}/${GEAR_LIMIT}.`, width);
    for (const slot of Object.keys(h.equipped) as (keyof Hero['equipped'])[]) {
      const it = equippedItem(h, slot);
      // A long use ("slung: both hands are on a large weapon") goes on under itself, never past the page into the panel.
      const [first = '', ...more] = it ? wrap(itemText(h, it), width - 9) : [];
      L.push(`  ${esc(slot.padEnd(7))}${it ? esc(first) : tone(st, 'dim', '-')}`, ...more.map((l) => `         ${esc(l)}`));
    }
    L.push('');
    // The kind column is as wide as the longest kind, "ammunition", so every name starts in one column.
    L.push(...listRows(st, h.items.map((i) => `${i.kind.padEnd('ammunition'.length)} ${itemText(h, i)}`), cursor.equipment, rows - L.length - 1, width));
    while (L.length < rows - 1) L.push('');
    L.push([hint(st, 'Enter', esc('use / put away')), hint(st, 'Esc', esc('back'))].join('  '));
    return L;
  }

  const TITLES: Record<HomePage, string> = { menu: 'Home', shop: 'Home: the shop', sell: 'Home: selling', stash: 'Home: the stash', tavern: 'Home: the tavern', temple: 'Home: the temple', armourer: 'Home: the armourer', memorise: 'Home: memorising', equipment: 'Home: equipment', quest: 'Home: the quest board' };

  function pageLines(ui: Ui, width: number, rows: number): string[] {
    switch (page) {
      case 'menu':
        return menuLines(ui, width);
      case 'shop':
        return shopLines(ui, width, rows);
      case 'sell':
        return sellLines(ui, width, rows);
      case 'stash':
        return stashLines(ui, width, rows);
      case 'tavern':
        return tavernLines(ui, width, rows);
      case 'temple':
        return templeLines(ui, width, rows);
      case 'armourer':
        return armourerLines(ui, width, rows);
      case 'memorise':
        return memoriseLines(ui, width, rows);
      case 'equipment':
        return equipmentLines(ui, width, rows);
      case 'quest':
        return board.lines(ui, width, rows);
    }
  }

  const open = (to: HomePage) => {
    page = to;
    entry = null;
    if (to === 'memorise') memorising = memoriseChoice(act);
    if (to === 'quest') board = questBoard();
  };

  function menuKey(ui: Ui, k: KeyInput): void {
    const s = ui.game!;
    switch (k.full) {
      case 'enter':
      case '>': {
        const unlit = equippedItem(s.hero, 'light') ? undefined : s.hero.items.find((i) => i.kind === 'light');
        if (unlit) ui.push(unlitPrompt(unlit));
        else act(ui, { type: 'enter-dungeon' });
        return;
      }
      case 'b':
        return open('shop');
      case 's':
        return open('sell');
      case 't':
        return open('stash');
      case 'v':
        return open('tavern');
      case 'p':
        return open('temple');
      case 'a':
        return open('armourer');
      case 'r':
        act(ui, { type: 'rest-day' });
        return;
      case 'm':
        // A class without spells hears it from the reducer, like any refusal.
        if (!casterOf(s.hero)) act(ui, { type: 'memorise', spells: [] });
        else open('memorise');
        return;
      case 'e':
      case 'i':
        return open('equipment');
      case 'q':
        return open('quest');
      case '?':
        return helpMenu(ui);
    }
    if (!homeCommand(ui, k)) unknownKey(ui, k, true);
  }

  /** The commands that work all over Home (save, tokens, the sheet, the history, help); returns whether `k` was one. */
  function homeCommand(ui: Ui, k: KeyInput): boolean {
    switch (k.cmd) {
      case 'save':
        ui.save();
        return true;
      case 'tokens':
        tokensMenu(ui);
        return true;
      case 'character':
        ui.push(characterSheet());
        return true;
      case 'history':
        ui.push(historyPage(ui));
        return true;
      case 'help':
        helpMenu(ui);
        return true;
      default:
        return false;
    }
  }

  function tavernKey(ui: Ui, k: KeyInput): void {
    const s = ui.game!;
    const h = s.hero;
    if (entry?.kind === 'stories') {
      if (k.full === 'enter') {
        const n = Number(entry.text);
        entry = null;
        act(ui, { type: 'carouse', stories: Number.isInteger(n) ? n : 0, ...(extra ? { extra } : {}) });
      } else if (k.full === 'escape') entry = null;
      else if (k.full === 'backspace') {
        entry.text = entry.text.slice(0, -1);
        entry.fresh = false;
      }
      else if (/^[0-9]$/.test(k.full) && (entry.fresh || entry.text.length < 3)) {
        entry.text = entry.fresh ? k.full : entry.text + k.full;
        entry.fresh = false;
      } else if (printable(k) && !/^[0-9]$/.test(k.full)) note = doesNothing(k, 'digits say how many stories, Enter carouses, Esc cancels');
      return;
    }
    if (entry?.kind === 'retell') {
      if (k.full === 'enter') {
        if (entry.text.trim()) entry = { kind: 'covers', text: entry.text, covers: new Set() };
        else note = 'A Background needs a sentence.';
      } else if (k.full === 'escape') entry = null;
      else entry.text = typeInto(entry.text, k, BACKGROUND_MAX);
      return;
    }
    if (entry?.kind === 'covers') {
      const attr = ATTR_KEYS[k.full];
      if (attr) {
        if (entry.covers.has(attr)) entry.covers.delete(attr);
        else entry.covers.add(attr);
      } else if (k.full === 'enter') {
        const { text, covers } = entry;
        if (act(ui, { type: 'background', text, attrs: ATTRS.filter((a) => covers.has(a)) })) entry = null;
      } else if (k.full === 'escape') entry = null;
      return;
    }
    switch (k.full) {
      case 'l':
        act(ui, { type: 'level-up', ...(extra ? { extra } : {}) });
        return;
      case 'c':
        // Too few Experiences for one Level: no count to type would be taken, so the tavern says so at once (its line is dimmed).
        if (h.experiences < h.level) note = `Carousing needs ${counted(h.level, 'Experience')} to share for Level ${h.level + 1}; you have ${h.experiences}.`;
        else entry = { kind: 'stories', text: String(h.experiences), fresh: true };
        return;
      case 'x': {
        const options = heroClass(h).levelUp.extraRollFor as Attr[];
        const at = extra ? options.indexOf(extra) : -1;
        extra = at + 1 < options.length ? options[at + 1] : undefined;
        return;
      }
      case 'r':
        if (!s.home.retell) act(ui, { type: 'background', text: '', attrs: [] });
        else entry = { kind: 'retell', text: s.home.retell === 'rewrite' ? h.background.text : '' };
        return;
      case 'escape':
      case 'q':
        return open('menu');
      default:
        if (printable(k)) note = doesNothing(k, 'the keys below say what does');
    }
  }

  function pageKey(ui: Ui, k: KeyInput): void {
    const s = ui.game!;
    const h = s.hero;
    const lettered = LETTERED.has(page);
    const letter = lettered ? letterIndex(k) : -1;
    // While the tavern takes typed text, every key is the text's.
    const typing = page === 'tavern' && entry !== null;
    if (letter < 0 && !typing && homeCommand(ui, k)) return;
    if (page === 'tavern') return tavernKey(ui, k);
    if (k.full === 'escape' || (k.full === 'q' && !lettered)) return open('menu');
    switch (page) {
      case 'shop': {
        if (letter >= stock.length) return void (note = noLine(k, stock.length, 'Esc goes back'));
        cursor.shop = letter >= 0 ? letter : moveCursor(k, cursor.shop, stock.length);
        if (letter >= 0 || k.full === 'enter') ui.push(shopPrompt(stock[cursor.shop]!));
        return;
      }
      case 'sell': {
        if (letter >= h.items.length) return void (note = noLine(k, h.items.length, 'Esc goes back'));
        cursor.sell = letter >= 0 ? letter : moveCursor(k, cursor.sell, h.items.length);
        const item = h.items[cursor.sell];
        if (item && (letter >= 0 || k.full === 'enter')) ui.push(sellPrompt(item));
        return;
      }
      case 'stash': {
        const list = stashList(s);
        if (printable(k)) return void (note = doesNothing(k, 'the keys below say what does'));
        cursor.stash = moveCursor(k, cursor.stash, list.length);
        const e = list[cursor.stash];
        if (e && k.full === 'enter') act(ui, e.where === 'carried' ? { type: 'stash', item: e.item.id } : { type: 'unstash', item: e.item.id });
        return;
      }
      case 'temple':
        if (printable(k)) return void (note = doesNothing(k, 'the keys below say what does'));
        cursor.temple = moveCursor(k, cursor.temple, CURES.length);
        if (k.full === 'enter') act(ui, { type: 'temple', cure: CURES[cursor.temple]! });
        return;
      case 'armourer': {
        const broken = h.armourBroken + h.armourPermanent;
        if (k.full === 'left' || k.full === '-') mendDice = Math.max(1, mendDice - 1);
        else if (k.full === 'right' || k.full === '+' || k.full === '=') mendDice = Math.min(Math.max(broken, 1), mendDice + 1);
        else if (k.full === 'h') act(ui, { type: 'armourer-price', dice: mendDice, haggle: true });
        else if (k.full === 'w' && s.options.disarm === 'workshop') act(ui, { type: 'bench', dice: mendDice });
        // Only a price already shown is paid: Enter first asks it.
        else if (k.full === 'enter') act(ui, mendQuote(s) ? { type: 'armourer', dice: mendDice } : { type: 'armourer-price', dice: mendDice, haggle: false });
        else if (printable(k)) note = doesNothing(k, 'the keys below say what does');
        return;
      }
      case 'quest': {
        const done = board.key(ui, k);
        if (typeof done === 'string') note = done;
        else if (done) open('menu');
        return;
      }
      case 'memorise':
        // Done: back to the menu, where the panel and the log show what is now held.
        if (memorising.key(ui, k)) open('menu');
        return;
      case 'equipment': {
        if (printable(k)) return void (note = doesNothing(k, 'the keys below say what does'));
        cursor.equipment = moveCursor(k, cursor.equipment, h.items.length);
        const item = h.items[cursor.equipment];
        if (!item || k.full !== 'enter') return;
        const slot = slotOf(h, item);
        act(ui, slot ? { type: 'unequip', slot } : { type: 'equip', item: item.id });
        return;
      }
      default:
        return;
    }
  }

  return {
    kind: 'home',
    draw(ui, width, height) {
      const s = ui.game!;
      const st = ui.style;
      const h = s.hero;
      const left = width - PANEL_WIDTH - 1;
      const bodyRows = height - LOG_HEIGHT - 2;
      const head = `${tone(st, 'title', esc(TITLES[page]))}${tone(st, 'dim', esc(`  Day ${s.home.day}, ${counted(s.visits, 'visit')} made`))}`;
      const pageText = pageLines(ui, left - 1, bodyRows).slice(0, bodyRows);
      if (note) {
        // Wrapped, so it is never cut at the panel, and above the page's last line, its keys, which it does not hide.
        const said = wrap(note, left - 1).map((l) => tone(st, 'warn', esc(l)));
        pageText.splice(Math.max(0, Math.min(pageText.length, bodyRows) - 1 - said.length), said.length, ...said);
      }
      const panel = panelLines(s, st, panelReader(ui));
      panel.push('');
      if (s.home.debt) panel.push(tone(st, 'warn', esc(`Debt ${s.home.debt}`)));
      panel.push(...wrap(`Background: ${h.background.text} (${h.background.attrs.join(' ') || 'no tests'})`, PANEL_WIDTH - 1).slice(0, 3).map((l) => tone(st, 'dim', esc(l))));
      const side = fitPanel(panel, bodyRows, st, ui.keys);
      const lines = [fit(head, width)];
      lines.push(...columns(Array.from({ length: bodyRows }, (_, y) => pageText[y] ?? ''), Array.from({ length: bodyRows }, (_, y) => side[y] ?? ''), left, PANEL_WIDTH, 1, st));
      lines.push(tone(st, 'dim', (st.ascii ? '-' : '─').repeat(width)));
      lines.push(...logRows(ui, width, LOG_HEIGHT));
      return lines.slice(0, height);
    },
    key(ui, k) {
      if (!ui.game) return;
      note = '';
      if (page === 'menu') return menuKey(ui, k);
      pageKey(ui, k);
      // Lists shrink as things are sold or stashed: keep the cursors on a row.
      const s = ui.game;
      if (s) {
        cursor.sell = Math.min(cursor.sell, Math.max(0, s.hero.items.length - 1));
        cursor.equipment = Math.min(cursor.equipment, Math.max(0, s.hero.items.length - 1));
        cursor.stash = Math.min(cursor.stash, Math.max(0, s.hero.items.length + s.home.stash.length - 1));
      }
    },
    paste(_ui, text) {
      if (page !== 'tavern' || entry?.kind !== 'retell') return false;
      entry.text = pasteInto(entry.text, text, BACKGROUND_MAX);
      return true;
    },
  };
}
