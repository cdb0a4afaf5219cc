/**
 * The game state and the actions and events of the reducer. Everything here
 * is plain JSON: a save stores it as it is (docs/architecture.md rules 1, 6).
 */
import type { StreamState } from '../../base/rng.js';
import type { DoorType, ZoneContext } from '../../procgen/types.js';

export type Attr = 'STR' | 'DEX' | 'CON' | 'INT' | 'WIS' | 'CHA';
export const ATTRS: readonly Attr[] = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];
export type ClassName = 'Warrior' | 'Thief' | 'Cleric' | 'Wizard';
export type Dir = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
/** Who acts: the Adventurer, or an Opposition player by number (seats.ts says what each seat is). */
export type Seat = 'adventurer' | `opposition:${number}`;

export interface RulesOptions {
  power: 'low' | 'medium' | 'high';
  victory: 'final-zone' | 'points-100';
  search: 'survey' | 'test';
  disarm: 'workshop' | 'test';
  load: 'blackhack' | 'hackssential';
  reactions: 'hackssential' | 'off';
  /** How long a step takes in the creatures' time: a turn, or by Hackssential's MOV (load.ts). A save from before the option has none: a turn. */
  movement: 'turn' | 'hackssential';
  /**
   * The Opposition's seats (src/core/engine/seats.ts): `none`, one kind for
   * every seat (`ai-easy`, `ai-fair`, `ai-hard`, `humans`), or a list such
   * as `fair,person:Bea,hard`.
   */
  opposition: string;
  /** How many Opposition players (1 to 4) when `opposition` names one kind for all. */
  opponents: number;
  /** What to do when a failed Defend could be ignored by breaking an armour die. */
  armourPrompt: 'always' | 'ask' | 'never';
}

/** How fights are resolved: the Black Hack's on the grid, or Adventure Algorithms' Combat subroutine (aa-combat.ts). */
export type FightResolution = 'blackhack' | 'aa-combat';

/** Rules options only `athack sim` plays (RULES.md §10: simulation only): never on the setup screen, in a save, or taken by play. */
export interface SimOptions {
  fight?: FightResolution;
}

export type ItemKind = 'weapon' | 'armour' | 'shield' | 'helmet' | 'light' | 'ammunition' | 'ration' | 'magic' | 'valuable' | 'gold' | 'tool' | 'misc';

/** Read-only: an item that changes is replaced (`changeItem`), so a step's working copy shares the items it leaves alone. */
export interface Item {
  readonly id: number;
  readonly name: string;
  readonly kind: ItemKind;
  readonly quantity: number;
  /** A consumable's Usage die (sides), or null. */
  readonly usageDie: number | null;
  /** Armour value of armour; shields and helmets add a die instead. */
  readonly av: number | null;
  readonly weaponKind: string | null;
  readonly large: boolean;
  readonly ranged: boolean;
  /** Counts towards @HACK!'s ten pieces of Gear. */
  readonly gear: boolean;
  /** Worth in coins at Home, for valuables. */
  readonly value: number;
  /** For a magic item: its name on the Black Hack 2d12 table. */
  readonly magic: string | null;
  /** Found in the dungeon: each piece carried at the end scores a point. */
  readonly loot?: boolean;
  /** A magic item whose recovery has earned its Experience: dropping it and picking it up again earns none. */
  readonly recovered?: boolean;
}

export type Condition =
  | { kind: 'weakened'; turns: number | null; source: string }
  | { kind: 'distracted'; turns: number | null; source: string }
  | { kind: 'stuck'; turns: number | null; source: string }
  | { kind: 'paralysed'; turns: number | null; source: string }
  /**
   * `dice` rolled each turn in place of `damage`; `turning`: a poison that makes its victim one of its kind when left untreated
   * past its turns; `holder`: the creature whose hold it is, which lets go when that creature is no longer in the zone;
   * `owner`: the Opposition player whose creature or environ laid it, who makes the kill if it kills.
   */
  | { kind: 'ongoing'; damage: number; dice?: string; turning?: { into: string; turnsLeft: number }; holder?: number; source: string; owner?: number }
  | { kind: 'disadvantage'; attrs: Attr[] | 'all'; minutes: number | null; source: string };

export interface Hero {
  name: string;
  className: ClassName;
  level: number;
  attributes: Record<Attr, number>;
  maxHp: number;
  hp: number;
  x: number;
  y: number;
  items: Item[];
  equipped: { weapon: number | null; armour: number | null; shield: number | null; helmet: number | null; light: number | null };
  /** Broken armour dice: out of the pool until a rest mends them; `permanent` needs an armourer. */
  armourBroken: number;
  armourPermanent: number;
  coins: number;
  experiences: number;
  /** `primed`: the attribute whose next test has Advantage from the background, once per visit. */
  background: { text: string; attrs: Attr[]; usedThisVisit: boolean; primed: Attr | null };
  conditions: Condition[];
  memorised: string[];
  castThisVisit: string[];
  /** `GameState.home.day` on which spells or prayers were last memorised; absent if never. Memorising is once a Day. */
  lastMemorisedDay?: number;
  /** The spells (Wizard) or prayers (Cleric) written in the hero's spellbook or prayer book: what may be memorised. */
  known: string[];
  /** Lasting effects of spells, prayers and magic items, with their own clocks (src/core/engine/magic). */
  effects: MagicEffect[];
  trinket: string;
  outOfAction: boolean;
}

/**
 * A lasting effect of magic (src/core/engine/magic/effects/state.ts). It ends when `s.turn`
 * reaches `untilTurn` (Moments), when `s.time.minutes` reaches `untilMinute`
 * (Minutes), when the visit `visit` is over, or when magic ends it; with all
 * three null it lasts until ended. `name` (the spell, prayer or item) says what it does.
 */
export interface MagicEffect {
  id: number;
  name: string;
  kind: 'hero' | 'area' | 'creature' | 'ally' | 'statue' | 'fallen' | 'mark' | 'item';
  /** The zone it belongs to; null for one that goes with the hero. */
  zone: string | null;
  untilTurn: number | null;
  untilMinute: number | null;
  visit: number | null;
  /** Centre and reach of an area, or a marked square. */
  x?: number;
  y?: number;
  radius?: number;
  /** The squares (`x,y`) an area covers, when it is not a disc. */
  squares?: string[];
  creature?: number;
  /** The attitude to give the creature back when it ends. */
  restore?: CreatureState['attitude'];
  /** A creature kept aside: a statue, or a fallen servant for Raise Dead. */
  snapshot?: CreatureState;
  item?: number;
  spell?: string;
  attr?: Attr;
  /** A number the effect counts down or remembers: ward dice, orders left, HP when it fell asleep, attribute change. */
  value?: number;
  /** The creature fights on the hero's side while it lasts. */
  serves?: boolean;
  /** Laid by arcane magic (a Wizard spell or a wand): Dispel Magic and Anti-Magic Shell end it. */
  arcane?: boolean;
  /** An object the effect holds (an animated object), given back when it ends. */
  held?: Item;
  /** `s.turn` when it began: an area that already worked on the turn it was cast waits for the next. */
  since?: number;
}

export interface CreatureState {
  id: number;
  name: string;
  category: string;
  glyph: string;
  hd: number;
  maxHp: number;
  hp: number;
  damage: string;
  riders: string[];
  speed: number;
  loot: 'Yes' | 'No' | 'Maybe';
  x: number;
  y: number;
  group: number;
  /** How many the group had when it was placed: morale is tested when half of them are down. Absent in older saves. */
  groupSize?: number;
  /** hostile attacks; neutral waits; friendly never fights; fleeing heads for an exit. */
  attitude: 'hostile' | 'neutral' | 'friendly' | 'fleeing';
  /** Fleeing with no way out and the hero beside it: it fights, and keeps the fight going, until a way opens. */
  cornered?: boolean;
  /** Knows of the hero (its reaction is rolled when it first notices the hero). */
  aware: boolean;
  /**
   * Seen by a hero who went unnoticed (view.ts): the turn (`GameState.turn`)
   * of the last stealth test it did not see through. Absent for a creature
   * not yet met, and for one that knows of the hero.
   */
  unnoticed?: number;
  inCoffin: boolean;
  conditions: Condition[];
  /** Tokens the Opposition spent on it (half come back to the hero when it dies). */
  tokens: number;
  /** The Opposition player who placed it; absent for the zone's own creatures. */
  owner?: number;
  /** Armour dice the Opposition bought for it: each one broken ignores a blow. */
  armour?: number;
  spellUsed: boolean;
  /** Time until its next turn on the speed scheduler (the hero's turn is now). */
  delay: number;
}

export interface FloorItem {
  x: number;
  y: number;
  item: Item;
  chest: boolean;
}

/** Read-only: a door that changes is replaced (`setDoor`), so a step's working copy shares the doors it leaves alone. */
export interface DoorState {
  readonly type: DoorType;
  readonly open: boolean;
  readonly locked: boolean;
}

export interface ZoneState {
  id: string;
  context: ZoneContext;
  creatures: CreatureState[];
  items: FloorItem[];
  /** Keyed `x,y`; replaced whole when a door changes (`setDoor`). */
  doors: Readonly<Record<string, DoorState>>;
  /** `owner`: the Opposition player who bought it; absent for the zone's own. */
  traps: { x: number; y: number; name: string; found: boolean; disarmed: boolean; owner?: number }[];
  fountainsUsed: string[];
  /** Squares the hero has seen, as one character per square ('1' seen), row by row. */
  seen: string;
  /** Every hostile creature native to it is dead or gone. */
  cleared: boolean;
  /** The Opposition paid for it to need Illumination. */
  needsLight: boolean;
  /** It needed Illumination when none was left: dark whatever the hero carries. */
  unlit: boolean;
  /** An environ bought for it: it strikes on every entry. */
  environ: { name: string; die: number; owner?: number } | null;
  /** Puzzles on its exits, keyed by the door's `x,y`. */
  puzzles: Record<string, { kind: 'simple'; tokens: number } | { kind: 'riddle'; riddle: string }>;
  /** Exits the hero made with tokens (src/core/engine/spends/exit.ts): taken like stairs, from their square. */
  passages?: Passage[];
  /** The hero has left it alive: the points and the refresh for leaving are paid the first time only. */
  left?: boolean;
  /** The hero has played the Survey here: a zone is surveyed once. */
  surveyed?: boolean;
}

/** A way out the hero opened with a token spend: from its square to zone `to`. */
export interface Passage {
  x: number;
  y: number;
  to: string;
}

export type Phase = 'creation' | 'home' | 'dungeon' | 'dead' | 'won';

export interface Time {
  /** Minutes since the game began. */
  minutes: number;
  /** Hero turns of exploration since the last Minute. */
  turnsThisMinute: number;
  /** In a fight: the round being played, from 1; `fired`: ammunition was shot, so its Usage die is rolled when the fight ends. */
  fight: Fight | null;
}

/** What can call for a Hackssential reaction check in a fight (reactions.ts): each at most once a fight. */
export type ReactionOccasion = 'ambushed' | 'cornered' | 'first hit';

export interface Fight {
  round: number;
  fired: boolean;
  /** The reaction checks made this fight (`reactions=hackssential`). */
  reacted?: ReactionOccasion[];
  /** Hero turns lost to failed reaction checks, not yet passed. */
  lostTurns?: number;
}

/** A question the player must answer before play goes on. */
export type Prompt =
  | { kind: 'armour-die'; damage: number; source: string }
  /** Going down stairs while holding the Escalation die: escalate or not. */
  | { kind: 'escalate'; stairs: string }
  /** Sustenance is gone: which attribute pays a point for entering a new zone. */
  | { kind: 'hunger' }
  /** The Opposition objected to a token spend: insist (1 token) or withdraw. */
  | { kind: 'objection'; contest: Contest }
  /** A sealed bid: the Opposition's bids are fixed (and sealed) before the hero's is asked for. */
  | { kind: 'bid'; contest: Contest; sealed: SealedBid[] }
  /** A search played as the Survey mini-game (search=survey). */
  | { kind: 'survey'; survey: Survey }
  /** A trap, a lock or armour worked on as the Workshop mini-game (disarm=workshop). */
  | { kind: 'workshop'; workshop: Workshop };

/** A Survey in play (src/core/engine/survey.ts). */
export interface Survey {
  /** The Field: 10 d6, the triangle's rows top to bottom, each left to right. */
  field: number[];
  /** The supply dice not yet spent. */
  supply: number[];
  explored: boolean[];
  /** The numbers the Prize was drawn among, each as likely. */
  candidates: number[];
  /** The number sought; a seat's view has 0 here until `found` (seat-view.ts). */
  prize: number;
  /** A die showing the Prize has been explored: the trail is picked up. */
  found: boolean;
  /** A supply die has been spent: giving up now is running out of supply. */
  begun: boolean;
}

/** What the Workshop works on: a found trap, a locked door (both by their square), or armour dice to mend at Home. */
export type WorkshopTask = { what: 'trap'; x: number; y: number } | { what: 'lock'; x: number; y: number } | { what: 'repair'; dice: number };

/** A Workshop in play (src/core/engine/workshop.ts). */
export interface Workshop {
  task: WorkshopTask;
  /** The Craft: three piles of three d6, pile by pile. */
  craft: number[];
  /** Supply dice not yet rolled. */
  supply: number;
  /** The dice just rolled, waiting for one to be put in place; null between rounds. */
  rolled: number[] | null;
}

/**
 * A decision the game waits for from Opposition seats (docs/architecture.md):
 * `owners` are the seats still to answer. `number` counts the game's
 * decisions, so an AI seat's stream for it is derived from the seed, the
 * seat and that number alone.
 */
export type Decision =
  /** Buying obstacles for the zone just entered; `next` are the players after the owner, in this zone's order. */
  | { kind: 'stock'; number: number; owners: Seat[]; zone: string; restock: boolean; next: number[]; lit?: number }
  /** Object to the hero's spend (or contest where new exits lead): every Opposition seat is asked at once. */
  | { kind: 'object'; number: number; owners: Seat[]; contest: Contest }
  /** Sealed bids of the objectors, asked at once with the hero's (the `bid` prompt); `heroBid` is the hero's, sealed until all are in. */
  | { kind: 'bid'; number: number; owners: Seat[]; heroBid?: number }
  /** Escalate as the hero leaves a zone, holding the Escalation die: asked in seating order, the first yes escalates. */
  | { kind: 'escalate'; number: number; owners: Seat[]; next: number[]; leaving: Leaving }
  /**
   * The Adventurer objects to an Opposition seat's spend (the Illumination
   * requirement of the zone just entered): the hero is asked to object,
   * then the seat that paid to insist, then every side bids at once.
   * `bids` are sealed as they come (the hero's as player 0); `first`: the
   * zone is entered for the first time.
   */
  | { kind: 'challenge'; number: number; owners: Seat[]; stage: 'object' | 'insist' | 'bid'; spender: number; first: boolean; bids: SealedBid[] };

/** The end of a hero's action, put off while Opposition seats decide (src/core/engine/step.ts). */
export interface Resume {
  view: boolean;
  meet: boolean;
  /** Hero turns not yet counted. */
  turns: number;
}

/** The hero on the way out of a zone while the Opposition decides whether to escalate: where to, and how. */
export interface Leaving {
  from: string;
  to: string;
  /** The context of the zone beyond when it is new; null when it is known or Home. */
  context: ZoneContext | null;
  /** The zone left pays its points and every side's refresh the first time only. */
  first: boolean;
  /** Magic's square in the zone beyond, the hero placed as near it as can be. */
  at?: { x: number; y: number };
}

/** One thing an Opposition seat buys for a zone, as its stocking action names it; the engine prices it from the ladders. */
export type Order =
  /** `count` of an Appendix A creature, raised to `hd`; `squares` where each stands (else anywhere fitting); `boss` names it Lord of the Deep. */
  | { kind: 'creature'; category: string; name: string; count: number; hd: number; boss?: boolean; squares?: { x: number; y: number }[] }
  /** A creature of its own that fled, placed again at no cost. */
  | { kind: 'returning'; creature: number; square?: { x: number; y: number } }
  | { kind: 'environ'; name: string; rank: number }
  | { kind: 'trap'; name: string; square?: { x: number; y: number } }
  | { kind: 'illumination' }
  | { kind: 'puzzle'; exit: string; tokens: number }
  | { kind: 'riddle'; exit: string; riddle: string }
  /** Armour dice for the boss bought in the same stocking. */
  | { kind: 'armour'; dice: number };

/** A token spend the hero declares (RULES.md §5; src/core/engine/spends). */
export type Spend =
  /** A Device: a Scroll of Recall, or a roll on the Black Hack 2d12 magic items. */
  | { what: 'device'; device: 'recall' | 'magic' }
  /** Raise a consumable: `tokens` spent, a point each (three at Home). */
  | { what: 'sustenance' | 'illumination'; tokens: number }
  /** Create exits: `item` is the tool or weapon invoked (null: searching for a hidden way); `to` is `new` or a visited zone. */
  | { what: 'exit'; item: number | null; to: string }
  /** Escape a fight into the zone behind exit `to` (the nearest exit when not given). */
  | { what: 'escape'; to?: string }
  /** Re-roll the hero's last test (`GameState.lastTest`). */
  | { what: 'stunt' }
  /** Roll this many Hit Dice and heal. */
  | { what: 'heal'; dice: number }
  /** Mend this many Broken armour dice. */
  | { what: 'mend'; dice: number };

/** What an objection or a bid is about. */
export interface Contest {
  /** `spend`: whether the spend happens; `destination`: where the exits just made open. */
  stake: 'spend' | 'destination';
  spend: Spend;
  /** Tokens the hero set aside for the spend: lost with a lost bid, given back on withdrawing. */
  cost: number;
  /** The Opposition players who objected (or contest the destination): filled in as they answer, shown when all have. */
  objectors: number[];
  /** A destination contest: the hero's choice, the Opposition's, and the squares of the new exits. */
  heroTo?: string;
  oppositionTo?: string;
  squares?: { x: number; y: number }[];
}

/** One Opposition player's bid, fixed before the hero bids: `hash` is SHA-256 of player, tokens and salt. */
export interface SealedBid {
  player: number;
  tokens: number;
  salt: string;
  hash: string;
  /** In a bid every side makes (the Adventurer's objection), which way it counts: hidden, like the tokens, until the reveal. */
  against?: boolean;
}

/** An objection or bid as it went, for the ledger at the end. Written once and never changed: states share it. */
export interface ContestRecord {
  readonly turn: number;
  readonly zone: string | null;
  readonly what: string;
  /** `requirement`: the Adventurer objected to an Opposition seat's spend. */
  readonly stake: Contest['stake'] | 'requirement';
  readonly objectors: readonly number[];
  readonly bids: readonly Readonly<SealedBid>[];
  /** The hero's bid; null when the hero withdrew. */
  readonly hero: number | null;
  readonly outcome: 'hero' | 'opposition' | 'withdrawn';
  /**
   * Where bids were revealed, the two totals weighed: the hero's side's (the hero's bid, counted triple at Home
   * toward a Consumable; with the seats' bids against, where every side bids) and the Opposition's side's.
   * The record is the reveal's own data, so a game continued shows the reveal as it was.
   */
  readonly counts?: number;
  readonly against?: number;
}

/** How a re-rolled test that now passes undoes its failure (a Stunt). */
export type Redo =
  | { kind: 'attack'; creature: number; ranged: boolean; damage?: string }
  | { kind: 'defend'; source: string; damage: number; armour: boolean; conditions: Condition[] }
  | { kind: 'force'; x: number; y: number };

/** The hero's last test that a Stunt could re-roll, as it was rolled. */
export interface LastTest {
  turn: number;
  /** Where it was rolled: a Stunt elsewhere has nothing to undo. */
  zone: string | null;
  label: string;
  attr: Attr;
  target: number;
  d20: number;
  edge: 'normal' | 'advantage' | 'disadvantage';
  mods: { label: string; value: number }[];
  success: boolean;
  redo: Redo | null;
}

/** One Opposition player: its tokens and what it has spent. */
export interface OppositionPlayer {
  id: number;
  name: string;
  /** A person plays this seat (at the keyboard); absent: the AI, at `difficulty`. */
  person?: true;
  difficulty: 'easy' | 'fair' | 'hard';
  tokens: number;
  refresh: number;
  spent: number;
  /** Tokens it took back when its creatures died, for the ledger. */
  lost: number;
  /** Its creatures that fled their zone: each regains a rank per zone the hero enters, until it places them again. */
  fled?: FledCreature[];
}

/** A creature of an Opposition player that fled: kept aside as it was, healing as the hero goes on. */
export interface FledCreature {
  creature: CreatureState;
  /** The zone it fled from. */
  from: string;
  /** Ranks regained so far: new zones the hero has entered since (each healed it a d8, up to its Max HP). */
  regained: number;
}

/** What one Opposition player bought for one zone, sealed by a hash when the zone was stocked: never changed, so states share it. */
export interface LedgerEntry {
  readonly zone: string;
  readonly player: number;
  readonly purchases: readonly Readonly<Purchase>[];
  readonly tokens: number;
  /** SHA-256 of the purchases as recorded when the zone was stocked, shown at the end so nothing can change unseen. */
  readonly hash: string;
}

export type Purchase =
  | { kind: 'creature'; name: string; category: string; count: number; hd: number; rank: number; cost: number }
  /** Armour dice bought for a creature: each ignores one blow, priced at the Gear cost of a d4. */
  | { kind: 'armour'; name: string; dice: number; cost: number }
  | { kind: 'trap'; name: string; rank: number; triggers: number; cost: number }
  | { kind: 'environ'; name: string; rank: number; cost: number }
  | { kind: 'illumination'; cost: number }
  | { kind: 'puzzle'; exit: string; tokens: number; cost: number }
  | { kind: 'riddle'; exit: string; riddle: string; cost: number }
  /** A creature that fled placed again by its owner: already paid for, so it costs nothing. */
  | { kind: 'returning'; name: string; hd: number; rank: number; cost: number };

/** A shop price rolled when the hero asked for it: it holds until bought or until the hero leaves Home. */
export interface Quote {
  /** The price-list row's name. */
  item: string;
  price: number;
  haggled: boolean;
  /** `GameState.visits` when it was quoted: a later visit makes it stale. */
  visit: number;
}

/** A carousing result that lasts one visit to the dungeon: it ends when the hero next comes Home. */
export type HomeEffect = { kind: 'brawl'; maxHp: number; visit: number } | { kind: 'fame'; visit: number };

export interface HomeState {
  /** The Home bank: unlimited. */
  stash: Item[];
  quotes: Quote[];
  /** Days of rest taken at Home: memorising is once a Day (compare `Hero.lastMemorisedDay`). */
  day: number;
  /** Coins owed to the tavern, taken from the next coins the hero has at Home. */
  debt: number;
  effects: HomeEffect[];
  /** A carousing result waiting for the player's words: rewrite the Background, or add a second one. */
  retell: 'rewrite' | 'add' | null;
  /** The Day the hero last worked at the armourer's bench (disarm=workshop): once a Day. */
  bench?: number;
}

export interface GameState {
  version: 1;
  seed: string;
  /** Read-only: replaced whole when a setting changes, so a step's working copy shares it. */
  options: Readonly<RulesOptions & SimOptions>;
  /** `ai`: the Opposition's own stream, so its choices never move the game's dice. Each stream's state is replaced, never changed in place. */
  rng: { gameplay: StreamState; cosmetic: StreamState; ai: StreamState };
  turn: number;
  /** A value read from the gameplay stream's state after every turn: a replay that diverges shows it at once. */
  check: number;
  phase: Phase;
  hero: Hero;
  zone: string | null;
  zones: Record<string, ZoneState>;
  time: Time;
  score: number;
  /** The hero's question (the Adventurer's seat answers it). */
  pending: Prompt | null;
  /** The Opposition's open decision: while there is one, it comes before the hero's prompt and the hero's actions. */
  decision?: Decision | null;
  /** Decisions opened so far: the next one's number. */
  decisions?: number;
  /** What the hero's action that opened the decision still owes once it is answered: a fresh view, foes met, its turn counted. */
  resume?: Resume | null;
  /** The Opposition player whose obstacle killed the hero (its seat wins); null when none did. */
  killer?: number | null;
  nextId: number;
  home: HomeState;
  visits: number;
  deepest: number;
  escalation: number;
  causeOfDeath: string | null;
  /** @HACK! tokens: the hero's, and each Opposition player's (RULES.md §5). */
  tokens: { hero: number; heroRefresh: number; opposition: OppositionPlayer[] };
  /** Who holds the Escalation die. */
  escalationHolder: 'hero' | 'opposition';
  /** Sustenance and Illumination, two counters from 20. */
  consumables: { sustenance: number; illumination: number };
  /** Attribute points lost to hunger, given back at Home. */
  hunger: Partial<Record<Attr, number>>;
  /** The Final Zone's id once the Escalation die has reached 10 and the next new zone was made final. */
  finalZone: string | null;
  /** Replaced whole when an entry is added, never changed in place: a step's working copy shares it. */
  ledger: readonly LedgerEntry[];
  /** The hero's last re-rollable test, for a Stunt; cleared when the hero next acts. */
  lastTest?: LastTest | null;
  /** Every objection and sealed bid of the game, for the ledger: replaced whole when one is added, so shared as the ledger is. */
  contests?: readonly ContestRecord[];
  /**
   * Objections the hero withdrew from: each stands against that kind of
   * spend where it was made (`zone`, null at Home) until the hero leaves,
   * so withdrawing and declaring again costs the Opposition nothing more.
   * Replaced whole when it changes, so shared as the ledger is.
   */
  standing?: readonly StandingObjection[];
  /** Heals bought on one trip into the dungeon (or one stay at Home), exits paid for on one trip: each makes the next dearer (spends/prices.ts). */
  bought?: { heal?: { home: boolean; visit: number; count: number }; exit?: { visit: number; count: number } };
  /** The hero's Quest from the quest board (src/core/engine/home/quest.ts); null or absent: none. */
  quest?: Quest | null;
  /** Quests taken and completed this game, for the end and for `sim games`. */
  quests?: { taken: number; completed: number };
}

/** A foe the hero puts in a quest zone: an Appendix A creature, `count` of them, raised to `hd`. */
export interface QuestFoe {
  category: string;
  name: string;
  count: number;
  hd: number;
}

/** One zone of a Quest: what goes in it, and, once entered, where it went (read-only: a leg is replaced when its zone is entered). */
export interface QuestLeg {
  readonly foes: readonly Readonly<QuestFoe>[];
  /** The zone needs Illumination (the seed's "Illumination requirement"). */
  readonly light: boolean;
  /** The zone this leg went into: the next new zone entered after the legs before it; absent until then. */
  readonly zone?: string;
  /** The creatures placed for it, by id: each must be defeated. */
  readonly placed?: readonly number[];
  /**
   * In the Adventurer's view only: how many of them still stand. The hero
   * keeps count of a Quest's foes as a quest log does, though the view
   * holds no creature out of sight to count them by.
   */
  readonly standing?: number;
}

/** A Quest (RULES.md §6): its zones in order and the tokens spent defining it (read-only: replaced whole when a leg's zone is entered). */
export interface Quest {
  readonly legs: readonly QuestLeg[];
  readonly spent: number;
}

/** A withdrawn-from objection that still stands: who objected, to what kind of spend, where. */
export interface StandingObjection {
  readonly zone: string | null;
  readonly what: Spend['what'];
  readonly objectors: readonly number[];
}
