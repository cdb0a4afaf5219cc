/**
 * What a bot remembers between its turns. It lives in the bot, never in the
 * game state, and changes only through what the reducer accepted or
 * refused, so the same game always gets the same bot decisions.
 */
import type { Action } from '../engine/actions.js';

export interface BotMemory {
  /** Actions refused at the current turn, as JSON, so the next pick is another. */
  refused: { turn: number; actions: Set<string> };
  /** Failed attempts to force each locked door, keyed `zone:square`. */
  forceFailures: Map<string, number>;
  /** Attempts to disarm each trap that set it off instead, keyed `zone:square`: a chute or teleport trap carries the bot off each time. */
  disarmFailures: Map<string, number>;
  /** Floor items whose pickup was refused. */
  ignoredItems: Set<number>;
  /** Home services tried during the current stay at Home (keyed by `visits`), with how often. */
  home: { visit: number; tried: Map<string, number> };
  /** Whether a Home service has ever worked (undefined: not yet tried). */
  homeWorks: Map<string, boolean>;
  /** Unvisited exits the bot could find no way to from inside their zone, keyed `zone>to`. */
  unreachable: Set<string>;
  /** Turns spent in a row waiting for a foe to step up. */
  ambushWaits: number;
  /** The zone the hero last fled out of: fleeing back into it would only meet the same foe again. */
  fledFrom: string | null;
  /** Zones left before they were explored (fled, left for safety, or stepped out of by chance): worth going back to, as to a zone not yet seen. */
  unexplored: Set<string>;
  /** Visits to the dungeon in a row that found no zone not seen before, and how many zones were known when the last one began. */
  fruitless: { visits: number; zonesAtEntry: number };
  /** The zone the hero came from into the one it stands in (null: from Home). */
  cameFrom: string | null;
  /** How often an exploit policy (exploit-play.ts) made its move, keyed by where: it stops after a few. */
  tricks: Map<string, number>;
}

export function freshMemory(): BotMemory {
  return {
    refused: { turn: -1, actions: new Set() },
    forceFailures: new Map(),
    disarmFailures: new Map(),
    ignoredItems: new Set(),
    unreachable: new Set(),
    home: { visit: -1, tried: new Map() },
    homeWorks: new Map(),
    ambushWaits: 0,
    fledFrom: null,
    unexplored: new Set(),
    fruitless: { visits: 0, zonesAtEntry: -1 },
    cameFrom: null,
    tricks: new Map(),
  };
}

export const actionKey = (a: Action) => JSON.stringify(a);

/** After this many failed attempts a locked door is left alone. */
export const FORCE_ATTEMPTS = 5;
/** A trap that went off under the bot's hands is left alone: it hurt or carried the hero off. */
export const DISARM_ATTEMPTS = 1;
