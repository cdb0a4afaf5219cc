/**
 * An Opposition seat played by a person stocks the zone the hero is
 * entering: the zone as rolled (its map, its exits, what its own tables put
 * there), the catalogue with every price from the ladders, the tokens left,
 * and the chance the zone kills the hero now and with the order as it
 * stands (the AI's own threat model: odds before acting, for the Opposition
 * too). Creatures and traps go on a square chosen on the map or anywhere
 * they fit; the last line bought can be taken back until the order is
 * confirmed. Nothing is spent until then: the screen hands the order on.
 */
import { CREATURE_OFFERS, ENVIRON_OFFERS, ILLUMINATION_COST, MAX_PUZZLE_TOKENS, raiseByRanks, RIDDLE_COST, TRAP_OFFERS } from '../../core/engine/stocking/catalogue.js';
import { freeSquares } from '../../core/engine/stocking/place.js';
import { orderPrice } from '../../core/engine/stocking/stock.js';
import { zoneDanger } from '../../core/opposition/danger.js';
import { RIDDLES } from '../../data/athack/riddles.js';
import type { Exit } from '../../procgen/types.js';
import type { Point } from '../../procgen/grid.js';
import { DIR_STEPS, key } from '../../core/engine/geometry.js';
import type { Order } from '../../core/engine/types.js';
import type { SeatView } from '../../core/engine/seat-view.js';
import { currentZone } from '../../core/engine/zones.js';
import { counted } from '../../base/words.js';
import { countedName } from '../../core/engine/items.js';
import { PANEL_WIDTH } from '../layout.js';
import { shownAt, viewport } from '../map-view.js';
import { esc, fit, tone } from '../style.js';
import type { KeyInput, Screen, Ui } from '../ui.js';
import { ctrlCDoes } from '../own-seat.js';
import { confirm, isCancel, MOVE_DIRS, textPage } from '../modals/basic.js';
import { CURSOR_KEYS, doesNothing, hint, listRows, moveCursor, wrap } from '../widgets.js';

export interface StockingSpec {
  /** The seat as the table calls it: "Opposition 1 (Ann)". */
  seat: string;
  /** The seat's Opposition number, owner of what it buys. */
  player: number;
  /** The game as this seat may see it (`viewFor`); the zone being stocked is its current zone. */
  view: SeatView;
  /** Every side's tokens, as one line (the seat's own first). */
  holdings: string;
  /** The order confirmed (empty to buy nothing). */
  done: (ui: Ui, orders: Order[]) => void;
  /**
   * The order so far, kept by whoever opens the screen and bought into and
   * taken back from in place: a seat whose link drops at a served table
   * finds it as it left it when it comes back. A fresh one when left out.
   */
  draft?: Order[];
}

type Shelf = 'creatures' | 'traps' | 'environs' | 'light' | 'puzzles' | 'zone';
const SHELVES: { id: Shelf; title: string }[] = [
  { id: 'creatures', title: 'Creatures' },
  { id: 'traps', title: 'Traps' },
  { id: 'environs', title: 'Environs' },
  { id: 'light', title: 'Darkness' },
  { id: 'puzzles', title: 'Puzzles' },
  { id: 'zone', title: 'In the zone' },
];

interface Offer {
  text: string;
  /** What the line would buy (creatures and traps still want a square). */
  order: () => Order | undefined;
}

/** The lines bought onto a square. */
type Placed = Extract<Order, { kind: 'creature' | 'trap' | 'returning' }>;

/** Where a placed line stands: its square (a group's first), or none for anywhere it fits. */
const squareOf = (o: Order): Point | undefined => (o.kind === 'creature' ? o.squares?.[0] : o.kind === 'trap' || o.kind === 'returning' ? o.square : undefined);

/** A line put on a square: a group's first creature stands there, the rest wherever they fit. */
const placed = (o: Placed, at: Point): Placed => (o.kind === 'creature' ? { ...o, squares: [at] } : { ...o, square: at });

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The stocking screen's keys in full, for `?`: the line at its foot has room for their names only. */
const STOCKING_KEYS = [
  `Tab / Shift-Tab: the next or last shelf (creatures, traps, environs, darkness, puzzles, and what the zone holds already with its exits). Arrows choose a line of the shelf. A puzzle's line names its door by its wall (N, E, S or W) and its square: "Riddle, N door 7,2".`,
  'Enter buys the line. A creature or a trap is then placed: arrows move the X, Enter puts it there, * anywhere it fits, Esc goes back without it.',
  '+ / -: how many creatures at a time (1-6), or the toll of a puzzle (1-3 tokens). > / <: raise a creature a rank, or take the raise back. b: the next creature bought is the boss, after which the shelf sells armour dice for it.',
  'u (or Backspace) takes back the last line bought. c confirms the order: y spends the tokens, n goes on choosing. Nothing is spent before y.',
  'The odds above the keys are the chance the zone kills the hero, now, with your order, and with the highlighted line added. Nobody else sees this screen or your order: the hero meets what you bought only in the zone.',
  'Ctrl-C asks, then saves and quits (at a table over SSH, leaves the table; the seat stays yours).',
];

/** A catalogue row: its name, cut to fit before what is `kept` whole after it (a creature's HD, what is bought by), and its price in a column of its own at the right. */
const priced = (name: string, cost: number, kept = '') => {
  const room = PANEL_WIDTH - 2 - 4;
  const fits = room - kept.length;
  return `${`${name.length > fits ? `${name.slice(0, fits - 1)}…` : name}${kept}`.padEnd(room)}${String(cost).padStart(4)}`;
};

/** What a key this screen has no use for says, so no key seems to do nothing: `S`, the map's save, among them. */
const idle = (ui: Ui, k: KeyInput): string => doesNothing(k, `? lists this screen's keys, and ${ctrlCDoes(ui)}`);

/** The keys in full, over the screen: its last line has room for their names only. */
const help = (ui: Ui) => ui.push(textPage('Help: stocking keys', () => STOCKING_KEYS.flatMap((l, n) => (n === 0 ? [esc(l)] : ['', esc(l)]))));

const doorWord = (e: Exit) => `${e.side ?? ''} door at ${e.x},${e.y}`.trim();

/**
 * A door as a line of the puzzles shelf names it, in the shelf's narrow column: its wall by a letter and its
 * square, kept whole after the words (`priced`), since the square is what tells two doors of one wall apart.
 */
const shelfDoor = (what: string, e: Exit, cost: number) => priced(`${what}, ${e.side ? `${e.side[0]!.toUpperCase()} ` : ''}door`, cost, ` ${e.x},${e.y}`);

export function stockingScreen(spec: StockingSpec): Screen {
  const s = spec.view;
  const { zone, z } = currentZone(s);
  const orders: Order[] = spec.draft ?? [];
  let shelf = 0;
  let cursor = 0;
  /** Per creature line, how many and how many ranks raised. */
  let count = 1;
  let raise = 0;
  /** The next creature line bought is the zone's boss, Lord of the Deep (the Final Zone's tradition). */
  let boss = false;
  let tolls = 1;
  let placing: { order: Placed; at: Point } | undefined;
  let note = '';
  const danger = new Map<string, number>();
  const deathWith = (list: readonly Order[]): number => {
    const k = JSON.stringify(list);
    let d = danger.get(k);
    if (d === undefined) {
      d = zoneDanger(s, zone.id, z, spec.player, list).death;
      danger.set(k, d);
    }
    return d;
  };
  const me = s.tokens.opposition.find((p) => p.id === spec.player)!;
  const price = (o: Order) => orderPrice(s, me, zone, o);
  const total = () => orders.reduce((n, o) => n + price(o), 0);
  const left = () => me.tokens - total();
  const usedRiddles = new Set(Object.values(z.puzzles).flatMap((p) => (p.kind === 'riddle' ? [p.riddle] : [])));
  const doors = () => zone.exits.filter((e) => e.kind === 'door' && !e.entry && !z.puzzles[key(e.x, e.y)] && !orders.some((o) => (o.kind === 'puzzle' || o.kind === 'riddle') && o.exit === key(e.x, e.y)));
  /** Squares the engine places on: free floor at least 3 from every door, none chosen already. */
  const free = freeSquares(zone, z, s.hero);
  const open = (p: Point) => free.some((q) => q.x === p.x && q.y === p.y) && !orders.some((o) => squareOf(o)?.x === p.x && squareOf(o)?.y === p.y);

  function offers(): Offer[] {
    switch (SHELVES[shelf]!.id) {
      case 'creatures':
        return [
          // Armour dice go on a boss bought in the same order, each at the Gear price of a d4.
          ...(orders.some((o) => o.kind === 'creature' && o.boss) ? [{ text: priced('Boss armour die', price({ kind: 'armour', dice: 1 })), order: (): Order => ({ kind: 'armour', dice: 1 }) }] : []),
          ...(me.fled ?? []).map((f) => ({ text: priced(f.creature.name, 0, ` HD ${f.creature.hd}, fled`), order: (): Order | undefined => (orders.some((o) => o.kind === 'returning' && o.creature === f.creature.id) ? undefined : { kind: 'returning', creature: f.creature.id }) })),
          ...CREATURE_OFFERS.map((o) => {
          const hd = raiseByRanks(o.hd, raise);
          const order: Order = { kind: 'creature', category: o.category, name: o.row.name, hd, count, ...(boss ? { boss: true } : {}) };
          return { text: priced(o.row.name, price(order), ` HD ${hd}`), order: () => order };
          }),
        ];
      case 'traps':
        return TRAP_OFFERS.map((o) => ({ text: priced(o.name, o.cost), order: () => ({ kind: 'trap', name: o.name }) }));
      case 'environs':
        return ENVIRON_OFFERS.map((o) => ({ text: priced(`${o.environ.name} d${o.rank}`, o.cost), order: () => (z.environ || orders.some((x) => x.kind === 'environ') ? undefined : { kind: 'environ', name: o.environ.name, rank: o.rank }) }));
      case 'light':
        return [{ text: priced('Needs Illumination', ILLUMINATION_COST), order: () => (z.needsLight || orders.some((x) => x.kind === 'illumination') ? undefined : { kind: 'illumination' }) }];
      case 'puzzles':
        return doors().flatMap((e) => {
          const riddle = RIDDLES.rows.find((r) => !usedRiddles.has(r.name) && !orders.some((o) => o.kind === 'riddle' && o.riddle === r.name));
          return [
            { text: shelfDoor(`Toll ${tolls}`, e, tolls), order: () => ({ kind: 'puzzle', exit: key(e.x, e.y), tokens: tolls }) },
            { text: shelfDoor('Riddle', e, RIDDLE_COST), order: () => (riddle ? { kind: 'riddle', exit: key(e.x, e.y), riddle: riddle.name } : undefined) },
          ];
        });
      case 'zone':
        return holds();
    }
  }

  /** What the zone holds as rolled, and its ways out: to read, not to buy. */
  function holds(): Offer[] {
    const exits = zone.exits.map((e) => `${e.kind === 'door' ? doorWord(e) : `${e.kind === 'stairs-down' ? 'stairs down' : 'stairs up'} at ${e.x},${e.y}`}${e.entry ? ' (the way in)' : ''}`);
    const lines = [
      ...exits,
      ...z.creatures.filter((c) => c.hp > 0).map((c) => `${c.name} HD ${c.hd} at ${c.x},${c.y}`),
      ...z.traps.map((t) => `${t.name} at ${t.x},${t.y}`),
      ...z.items.map((i) => `${countedName(i.item)} at ${i.x},${i.y}`),
      ...(z.environ ? [`${z.environ.name} d${z.environ.die}`] : []),
      ...(z.needsLight ? ['Needs Illumination'] : []),
      ...Object.entries(z.puzzles).map(([at, p]) => (p.kind === 'simple' ? `Toll of ${p.tokens} at ${at}` : `Riddle at ${at}`)),
    ];
    return lines.map((text) => ({ text, order: () => undefined }));
  }

  /** What a line buys, without where or for how much. */
  function named(o: Order): string {
    switch (o.kind) {
      case 'creature':
        return `${o.count} ${o.name} HD ${o.hd}${o.boss ? ' as the boss' : ''}`;
      case 'returning':
        return `the fled ${me.fled?.find((f) => f.creature.id === o.creature)?.creature.name ?? 'creature'} back`;
      case 'trap':
      case 'environ':
        return o.name;
      case 'illumination':
        return 'Needs Illumination';
      case 'puzzle':
        return `Toll of ${o.tokens} at ${o.exit}`;
      case 'riddle':
        return `Riddle at ${o.exit}`;
      case 'armour':
        return `${o.dice} armour ${o.dice === 1 ? 'die' : 'dice'} on the boss`;
    }
  }

  /** A line of the order: what, where (for what stands on a square) and its price. */
  function lineOf(o: Order): string {
    const at = squareOf(o);
    const where = o.kind === 'creature' || o.kind === 'trap' || o.kind === 'returning' ? (at ? ` at ${at.x},${at.y}` : ' anywhere') : '';
    return `${named(o)}${where}  ${price(o)}`;
  }

  function buy(): void {
    const offer = offers()[cursor];
    const o = offer?.order();
    if (!o) {
      // Enter said nothing on the shelf of what the zone holds: it reads as a shelf that sells.
      note = SHELVES[shelf]!.id === 'zone' ? 'This shelf lists what the zone holds already: nothing on it is for sale. Tab goes on to a shelf that sells.' : offer ? 'The zone has that already.' : 'Nothing to buy here: Tab goes on to the next shelf.';
      return;
    }
    const cost = price(o);
    if (cost > left()) {
      note = `That costs ${counted(cost, 'token')}; ${counted(left(), 'token')} left.`;
      return;
    }
    note = '';
    if (o.kind === 'creature' || o.kind === 'trap' || o.kind === 'returning') {
      // One boss to an order.
      if (o.kind === 'creature' && o.boss) boss = false;
      placing = { order: o, at: { x: s.hero.x, y: s.hero.y } };
      return;
    }
    const armour = o.kind === 'armour' ? orders.findIndex((x) => x.kind === 'armour') : -1;
    if (o.kind === 'armour' && armour >= 0) orders[armour] = { kind: 'armour', dice: (orders[armour] as { dice: number }).dice + 1 };
    else orders.push(o);
  }

  function drawMap(ui: Ui, width: number, height: number): string[] {
    const st = ui.style;
    const focus = placing?.at ?? { x: s.hero.x, y: s.hero.y };
    const x0 = viewport(zone.width, width, focus.x);
    const y0 = viewport(zone.height, height, focus.y);
    const out: string[] = [];
    for (let row = 0; row < height; row++) {
      let line = '';
      for (let col = 0; col < width; col++) {
        const x = x0 + col;
        const y = y0 + row;
        const mine = orders.find((o) => squareOf(o)?.x === x && squareOf(o)?.y === y);
        if (placing && placing.at.x === x && placing.at.y === y) line += tone(st, 'key', 'X');
        else if (mine) line += tone(st, 'rival', esc(mine.kind === 'trap' ? '^' : 'c'));
        else {
          const cell = shownAt(s, 'all', x, y, st);
          line += cell ? tone(st, cell.tone, esc(cell.glyph)) : ' ';
        }
      }
      out.push(line);
    }
    return out;
  }

  function drawPanel(ui: Ui, rows: number): string[] {
    const st = ui.style;
    const w = PANEL_WIDTH;
    const tab = SHELVES[shelf]!;
    const list = offers();
    const out = [tone(st, 'title', esc(fit(`${tab.title} (${shelf + 1}/${SHELVES.length})`, w)))];
    if (tab.id === 'creatures') out.push(esc(`Buying ${count}, +${raise} rank${raise === 1 ? '' : 's'}${boss ? ', boss' : ''}`));
    else if (tab.id === 'puzzles') out.push(esc(`Tolls of ${tolls}`));
    else out.push('');
    if (tab.id === 'zone') {
      // To read whole, not to choose from: each line wraps under itself.
      const read = list.flatMap((l) => wrap(l.text, w - 2).map((part, k) => esc(`${k === 0 ? '' : '  '}${part}`)));
      out.push(...read.slice(0, rows - out.length));
    } else out.push(...(list.length === 0 ? [tone(st, 'dim', esc('Nothing to buy here.'))] : listRows(st, list.map((l) => l.text), cursor, rows - out.length, w)));
    return out;
  }

  return {
    kind: 'stocking',
    draw(ui, width, height) {
      const st = ui.style;
      const mapWidth = width - PANEL_WIDTH - 1;
      const bottom = 6;
      // Every side's tokens whole, on two lines where four seats need them: a line cut at the edge would lose the last seat's.
      const held = wrap(spec.holdings, width).slice(0, 2);
      const mapHeight = height - 1 - held.length - bottom;
      // The tokens the line under it says the seat has, less what the order costs: the two lines read alike.
      const spend = orders.length === 0 ? `${counted(left(), 'token')} left` : `your order ${total()}, ${left()} of ${counted(me.tokens, 'token')} left`;
      const head = fit(tone(st, 'title', esc(`${spec.seat} stocks zone ${zone.id}: ${spend}.`)), width);
      const map = drawMap(ui, mapWidth, mapHeight);
      const panel = drawPanel(ui, mapHeight);
      // Plain mode reads down the lines: the catalogue whole, not each of its lines after a row of the map's symbols
      // (the In the zone shelf and the line being placed say the squares in words).
      const body = st.stacked ? panel : map.map((l, k) => `${fit(l, mapWidth)} ${fit(panel[k] ?? '', PANEL_WIDTH)}`);
      const out = [head, ...held.map((l) => fit(tone(st, 'dim', esc(l)), width)), ...body];
      const now = deathWith([]);
      const withOrder = deathWith(orders);
      const highlighted = offers()[cursor]?.order();
      const withNext = highlighted && price(highlighted) <= left() ? deathWith([...orders, highlighted]) : undefined;
      const odds = `Chance the zone kills the hero: now ${pct(now)}; with your order ${pct(withOrder)}${withNext === undefined ? '' : `; with the highlighted line too ${pct(withNext)}`} (400 simulated visits).`;
      const bought = orders.length === 0 ? 'Your order: nothing yet.' : `Your order (${total()}): ${orders.map(lineOf).join('; ')}.`;
      // While a line is being placed, what it is, so the X is not moved about for something unnamed.
      const said = note || (placing ? `Placing ${named(placing.order)}: where does it go? The X is at ${placing.at.x},${placing.at.y}.` : '');
      out.push(...[...wrap(odds, width), ...wrap(bought, width).slice(-2)].map(esc), ...(said ? wrap(said, width).map((l) => tone(st, note ? 'warn' : 'key', esc(l))) : []));
      while (out.length < height - 1) out.push('');
      const keys = placing
        ? [hint(st, 'arrows', 'move'), hint(st, 'Enter', 'place here'), hint(st, '*', 'anywhere it fits'), hint(st, 'Esc', 'back')]
        : [hint(st, 'Tab', 'shelf'), hint(st, 'Enter', 'buy'), hint(st, '+ -', 'count/toll'), hint(st, '< >', 'HD'), hint(st, 'b', 'boss'), hint(st, 'u', 'undo'), hint(st, 'c', 'confirm'), hint(st, '?', 'keys')];
      out.push(keys.join('  '));
      return out.slice(0, height);
    },
    key(ui, k) {
      if (placing) {
        const dir = k.cmd ? MOVE_DIRS[k.cmd] : undefined;
        if (dir) {
          const d = DIR_STEPS[dir];
          placing.at = { x: Math.max(0, Math.min(zone.width - 1, placing.at.x + d.x)), y: Math.max(0, Math.min(zone.height - 1, placing.at.y + d.y)) };
        } else if (k.full === 'enter') {
          if (!open(placing.at)) note = 'Not there: choose an empty floor square at least 3 from every door.';
          else {
            orders.push(placed(placing.order, placing.at));
            placing = undefined;
            note = '';
          }
        } else if (k.full === '*') {
          orders.push(placing.order);
          placing = undefined;
          note = '';
        } else if (isCancel(k)) placing = undefined;
        else if (k.full === '?') help(ui);
        else note = idle(ui, k);
        return;
      }
      const list = offers();
      if (k.full === 'tab' || k.full === 'S-tab') {
        shelf = (shelf + (k.full === 'tab' ? 1 : SHELVES.length - 1)) % SHELVES.length;
        cursor = 0;
      } else if (k.full === 'enter') buy();
      else if (k.full === '+' || k.full === '-') {
        const d = k.full === '+' ? 1 : -1;
        if (SHELVES[shelf]!.id === 'puzzles') tolls = Math.max(1, Math.min(MAX_PUZZLE_TOKENS, tolls + d));
        else count = Math.max(1, Math.min(6, count + d));
      } else if (k.full === '>' || k.full === '<') raise = Math.max(0, raise + (k.full === '>' ? 1 : -1));
      else if (k.full === 'b') {
        if (orders.some((o) => o.kind === 'creature' && o.boss)) note = 'The order has its boss already: u takes it back.';
        else boss = !boss;
      }
      else if (k.full === 'u' || k.full === 'backspace') note = orders.pop() ? '' : 'Nothing to take back: your order is empty.';
      else if (isCancel(k)) note = 'Esc does not leave this screen: c confirms your order (an empty one buys nothing), and nothing is spent before y.';
      else if (k.full === '?') help(ui);
      else if (k.full === 'c') {
        const question = orders.length === 0 ? `Buy nothing for zone ${zone.id}?` : `Spend ${counted(total(), 'token')} on zone ${zone.id}? Nothing can be taken back after this.`;
        ui.push(confirm(question, (u) => spec.done(u, [...orders])));
      } else if (CURSOR_KEYS.includes(k.full)) cursor = moveCursor(k, cursor, list.length);
      else note = idle(ui, k);
    },
  };
}
