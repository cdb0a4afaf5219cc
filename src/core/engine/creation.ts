/**
 * A new game and its hero (RULES.md §3): 3d6 in order, a 7 after any 14+,
 * one optional swap, then class, kit, background and name. Hit points,
 * coins, the class trinket, spells and Arcane Fortune are rolled when the
 * player confirms.
 */
import { CLASSES } from '../../data/blackhack/classes.js';
import { KITS } from '../../data/blackhack/kits.js';
import { MAGIC_ITEMS } from '../../data/blackhack/magic-items.js';
import { FAMILIAR, HOLY_SYMBOL, LUCKY_CHARM, WAR_TROPHY } from '../../data/blackhack/trinkets.js';
import type { DieTable } from '../../data/table.js';
import type { NamedRoll } from '../../data/blackhack/schema.js';
import { plainText } from '../plain-text.js';
import { Stream } from '../../base/rng.js';
import { graphemeCount } from '../../base/text-width.js';
import { Ctx } from './context.js';
import type { GameEvent } from './events.js';
import { itemFromKit, makeItem } from './items.js';
import { startingMagic } from './magic/book.js';
import { ATTRS, type Attr, type ClassName, type GameState, type RulesOptions, type SimOptions } from './types.js';
import { CONSUMABLE_START, startingTokens } from './tokens.js';
import { DEFAULT_OPTIONS } from './rules-options.js';

const TRINKETS: Record<string, DieTable<NamedRoll>> = {
  [WAR_TROPHY.id]: WAR_TROPHY,
  [LUCKY_CHARM.id]: LUCKY_CHARM,
  [HOLY_SYMBOL.id]: HOLY_SYMBOL,
  [FAMILIAR.id]: FAMILIAR,
};

export interface NewGame {
  state: GameState;
  events: GameEvent[];
}

/** A fresh game waiting for its hero, attributes already rolled so the player can see them before choosing. */
export function newGame(seed: string, options: Partial<RulesOptions> & SimOptions = {}): NewGame {
  const chosen = { ...DEFAULT_OPTIONS, ...options };
  const state: GameState = {
    version: 1,
    seed,
    options: chosen,
    rng: { gameplay: Stream.derive(seed, 'gameplay').state(), cosmetic: Stream.derive(seed, 'cosmetic').state(), ai: Stream.derive(seed, 'ai:opposition').state() },
    turn: 0,
    check: 0,
    phase: 'creation',
    hero: {
      name: '',
      className: 'Warrior',
      level: 1,
      attributes: { STR: 0, DEX: 0, CON: 0, INT: 0, WIS: 0, CHA: 0 },
      maxHp: 0,
      hp: 0,
      x: 0,
      y: 0,
      items: [],
      equipped: { weapon: null, armour: null, shield: null, helmet: null, light: null },
      armourBroken: 0,
      armourPermanent: 0,
      coins: 0,
      experiences: 0,
      background: { text: '', attrs: [], usedThisVisit: false, primed: null },
      conditions: [],
      memorised: [],
      castThisVisit: [],
      known: [],
      effects: [],
      trinket: '',
      outOfAction: false,
    },
    zone: null,
    zones: {},
    time: { minutes: 0, turnsThisMinute: 0, fight: null },
    score: 0,
    pending: null,
    nextId: 1,
    home: { stash: [], quotes: [], day: 0, debt: 0, effects: [], retell: null },
    visits: 0,
    deepest: 0,
    escalation: 1,
    causeOfDeath: null,
    // Named, not spread: a spread in the middle of the record builds the rest of it field by field, every new game (every `sim fight` fight).
    tokens: startingTokens(chosen).tokens,
    escalationHolder: 'hero',
    consumables: { sustenance: CONSUMABLE_START, illumination: CONSUMABLE_START },
    hunger: {},
    finalZone: null,
    ledger: [],
  };
  const ctx = new Ctx(state);
  let sevenNext = false;
  for (const attr of ATTRS) {
    if (sevenNext) {
      state.hero.attributes[attr] = 7;
      ctx.say('message', `${attr} is 7: the roll before it was 14 or more.`);
      sevenNext = false;
      continue;
    }
    const v = ctx.roll(attr, '3d6');
    state.hero.attributes[attr] = v;
    sevenNext = v >= 14;
  }
  state.rng.gameplay = ctx.rng.state();
  return { state, events: ctx.events };
}

export interface CreateAction {
  type: 'create';
  name: string;
  className: ClassName;
  kit: 'A' | 'B';
  swap?: [Attr, Attr];
  background: { text: string; attrs: Attr[] };
}

/** The longest Background, at creation and at the tavern alike: a sentence, as the seed's d12 ideas are. */
export const BACKGROUND_MAX = 80;
/** The longest hero's name, in characters as they are seen (graphemes: an emoji or an accented letter is one). */
export const NAME_MAX = 32;

/** A name or Background as it is kept: its control characters dropped, so no terminal that prints it obeys them. */
const kept = (text: string): string => plainText(text).trim();

export function validateCreate(s: GameState, a: CreateAction): string | null {
  if (s.phase !== 'creation') return 'the hero has already been made';
  if (!kept(a.name)) return 'the hero needs a name';
  if (graphemeCount(kept(a.name)) > NAME_MAX) return `a name is at most ${NAME_MAX} characters`;
  if (!CLASSES.rows.some((c) => c.name === a.className)) return `no class ${a.className}`;
  if (a.kit !== 'A' && a.kit !== 'B') return 'the kit is A or B';
  if (a.swap && (!ATTRS.includes(a.swap[0]) || !ATTRS.includes(a.swap[1]))) return 'a swap names two attributes';
  if (a.background.attrs.some((x) => !ATTRS.includes(x))) return 'a background covers attributes by name';
  if (graphemeCount(kept(a.background.text)) > BACKGROUND_MAX) return `a background is at most ${BACKGROUND_MAX} characters`;
  return null;
}

export function create(ctx: Ctx, a: CreateAction): void {
  const hero = ctx.s.hero;
  if (a.swap && a.swap[0] !== a.swap[1]) {
    const [p, q] = a.swap;
    [hero.attributes[p], hero.attributes[q]] = [hero.attributes[q], hero.attributes[p]];
    ctx.say('message', `Swapped ${p} and ${q}.`);
  }
  const cls = CLASSES.rows.find((c) => c.name === a.className)!;
  hero.name = kept(a.name);
  hero.className = a.className;
  hero.background = { text: kept(a.background.text), attrs: [...new Set(a.background.attrs)], usedThisVisit: false, primed: null };
  const hpRoll = ctx.roll('starting HP', cls.startingHp);
  hero.maxHp = hero.hp = Math.max(1, hpRoll);
  const kit = KITS.rows.find((k) => k.class === a.className && k.option === a.kit)!;
  hero.coins = kit.coins ? ctx.roll('coins', kit.coins) : 0;
  hero.items = [...kit.items, ...cls.startingItems].map((k) => itemFromKit(ctx, k));
  const trinketTable = TRINKETS[cls.trinketTable];
  if (trinketTable) {
    const r = ctx.roll(trinketTable.name, trinketTable.die);
    hero.trinket = trinketTable.rows.find((row) => row.min <= r && r <= row.max)!.name;
    hero.items.push(makeItem(ctx, { name: hero.trinket, kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null }));
  }
  if (cls.casting) startingMagic(ctx);
  // Arcane Fortune: a Wizard whose starting HP die shows a 1 gets a magic item.
  if (a.className === 'Wizard' && hpRoll === 1) {
    const r = ctx.roll('Arcane Fortune', MAGIC_ITEMS.die);
    const row = MAGIC_ITEMS.rows.find((m) => m.min <= r && r <= m.max)!;
    hero.items.push(makeItem(ctx, { name: row.name, kind: 'magic', quantity: 1, usageDie: row.usageDie ? Number(row.usageDie.slice(1)) : null, av: row.av ?? null, weaponKind: null, large: false, ranged: false, value: 0, magic: row.name }));
    ctx.say('item', `Arcane Fortune: ${row.name}.`);
  }
  autoEquip(hero.items, hero.equipped);
  ctx.s.phase = 'home';
  ctx.say('home', `${hero.name} the ${hero.className} is ready, at Home.`);
}

/** Starting gear goes on: the first weapon, the best armour, a shield, a helmet, a light. */
export function autoEquip(items: GameState['hero']['items'], equipped: GameState['hero']['equipped']): void {
  const first = (kind: string) => items.find((i) => i.kind === kind)?.id ?? null;
  equipped.weapon ??= first('weapon');
  equipped.armour ??= [...items].filter((i) => i.kind === 'armour').sort((p, q) => (q.av ?? 0) - (p.av ?? 0))[0]?.id ?? null;
  equipped.shield ??= first('shield');
  equipped.helmet ??= first('helmet');
  equipped.light ??= first('light');
}
