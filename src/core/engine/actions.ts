/** Everything a player (or a bot) can ask the reducer to do. */
import type { CreateAction } from './creation.js';
import type { Seat } from './seats.js';
import type { Attr, Dir, Hero, Order, QuestFoe, RulesOptions, Spend } from './types.js';

/** What a hero may drink for; healing first, as an action without a choice drinks for it. */
export const FOUNTAIN_WISHES = ['healing', 'Bless', 'Protection from Evil'] as const;
export type FountainWish = (typeof FOUNTAIN_WISHES)[number];

/**
 * An action with the seat that takes it (docs/architecture.md): `seat` is
 * absent for the Adventurer, so the hero's actions read as they always did.
 */
export type Action = SeatlessAction & { seat?: Seat };

/** Everything a seat can ask the reducer to do. */
export type SeatlessAction =
  | CreateAction
  | { type: 'enter-dungeon' }
  | { type: 'move'; dir: Dir }
  | { type: 'wait' }
  | { type: 'open'; dir: Dir }
  | { type: 'close'; dir: Dir }
  | { type: 'force'; dir: Dir }
  | { type: 'fire'; target: number }
  | { type: 'throw'; target: number; item?: number }
  | { type: 'deal-death' }
  | { type: 'stairs' }
  /** Drink from the fountain underfoot, for what is named before tasting (healing when none is: older recordings). */
  | { type: 'drink'; for?: FountainWish }
  | { type: 'pickup' }
  | { type: 'drop'; item: number }
  | { type: 'equip'; item: number }
  | { type: 'unequip'; slot: keyof Hero['equipped'] }
  | { type: 'search' }
  | { type: 'disarm'; dir: Dir }
  /** The Survey: spend supply die `die` (its place in the supply) on Field die `at`. */
  | { type: 'explore'; die: number; at: number }
  /** The Workshop: roll this many supply dice. */
  | { type: 'work'; dice: number }
  /** The Workshop: put rolled die `die` in place of Craft die `at`; null puts none and spends the roll. */
  | { type: 'place'; die: number | null; at?: number }
  /** Walk away from the Survey or the Workshop in play: free before a die is spent, a failure after. */
  | { type: 'give-up' }
  | { type: 'rest' }
  | { type: 'invoke-background'; attr: Attr }
  | { type: 'answer'; breakArmour: boolean }
  /** At the stairs, holding the Escalation die: escalate (or not) and go down. */
  | { type: 'escalate'; yes: boolean }
  /** Hungry: the attribute that pays a point for the new zone. */
  | { type: 'hunger'; attr: Attr }
  | { type: 'suicide' }
  /** Answer the riddle on the door in direction `dir` (or the door the hero stands in): src/core/engine/puzzles.ts. */
  | { type: 'riddle'; dir: Dir; answer: string }
  /** The armour-die setting is part of the recording, since it changes what the reducer does. */
  | { type: 'armour-setting'; value: RulesOptions['armourPrompt'] }
  | SpendAction
  | OppositionAction
  | MagicAction
  | HomeAction;

/**
 * The Opposition seats' actions, each answering its seat's open decision
 * (`GameState.decision`). Its sealed bid is a `bid` and its escalation an
 * `escalate`, as the hero's are.
 */
export type OppositionAction =
  /** Buy these for the zone just entered (an empty list passes). */
  | { type: 'stock'; orders: Order[] }
  /** Object to the other side's spend, paying 1 token (or contest where new exits lead), or let it be. */
  | { type: 'object'; yes: boolean };

/**
 * Token spends (src/core/engine/spends; RULES.md §5): declare one, then, if
 * the Opposition objects, insist or withdraw, and bid.
 */
export type SpendAction =
  | ({ type: 'spend' } & Spend)
  /** Objected to: pay a token to insist (then bid), or withdraw and take the spend's tokens back. */
  | { type: 'insist'; yes: boolean }
  /**
   * A sealed bid. When the Adventurer objects to an Opposition seat's
   * spend, every side bids and an Opposition seat says which way its bid
   * counts (`against` the spend, else for it); the hero's is always against.
   */
  | { type: 'bid'; tokens: number; against?: boolean };

/**
 * Spells, prayers and magic items (src/core/engine/magic; docs/spells.md).
 * `read` names the `spell` to read from the hero's book (a scroll or a magic
 * item needs none); `to` is where Dimension Door, Teleport, Telekinesis and
 * Find Path send or lead.
 */
export type MagicAction =
  | { type: 'cast'; spell: string; target?: Target; to?: Destination }
  | { type: 'pray'; prayer: string; target?: Target; to?: Destination }
  | { type: 'banish' }
  | { type: 'quaff'; item: number }
  | { type: 'read'; item: number; spell?: string; target?: Target; to?: Destination }
  | { type: 'use'; item: number; target?: Target; to?: Destination }
  | { type: 'memorise'; spells: string[] };

/** A creature by id, or a square. */
export type Target = { creature: number } | { x: number; y: number };

/** A square of this zone, another zone the hero has visited, or Home. */
export type Destination = { x: number; y: number } | { zone: string } | 'home';

/** Home's services (src/core/engine/home; docs/home.md). */
export type HomeAction =
  /** Ask the price of a price-list item: rolled now, with a CHA test first to haggle. */
  | { type: 'shop-price'; item: string; haggle: boolean }
  /** Pay the price quoted this visit. */
  | { type: 'shop-buy'; item: string }
  | { type: 'sell'; item: number; haggle?: boolean }
  | { type: 'stash'; item: number }
  | { type: 'unstash'; item: number }
  /** A night at the tavern: tell up to `stories` stories, sharing Experiences to gain as many Levels as they pay for. */
  | { type: 'carouse'; stories: number; extra?: Attr }
  /** Share Experiences equal to Level (the carousing included) to gain one Level; `extra` is the class's extra attribute roll. */
  | { type: 'level-up'; extra?: Attr }
  /** After carousing's "Real story" (rewrite) or "Secrets revealed" (add a second Background). */
  | { type: 'background'; text: string; attrs: Attr[] }
  | { type: 'temple'; cure: 'poison' | 'curse' | 'disease' }
  /** Ask what mending this many Broken armour dice costs: rolled now, with a CHA test first to haggle. */
  | { type: 'armourer-price'; dice: number; haggle: boolean }
  /** Mend this many Broken armour dice, permanently Broken ones first, at the price asked for that many (else rolled now). */
  | { type: 'armourer'; dice: number; haggle?: boolean }
  /** Under disarm=workshop: mend armour dice at the armourer's bench as the Workshop, once a Day. */
  | { type: 'bench'; dice: number }
  | { type: 'rest-day' }
  /** Define a Quest at the quest board: its zones in order, each with its foes and whether it needs Illumination. */
  | { type: 'quest'; legs: { foes: QuestFoe[]; light?: boolean }[] }
  /** Give the Quest up: its tokens are lost. */
  | { type: 'quest-abandon' };

export type ActionType = Action['type'];
