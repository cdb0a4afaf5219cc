/**
 * What a step reports. Every event carries a line of text as a player would
 * read it in the message log; rolls and tests also carry their numbers, so
 * an interface can show them and tests can check them exactly.
 */
import type { Attr } from './types.js';

export interface RollEvent {
  kind: 'roll';
  label: string;
  dice: string;
  faces: number[];
  total: number;
  /** The other total when rolled twice for Advantage or Disadvantage. */
  dropped?: number;
  text: string;
}

export interface TestEvent {
  kind: 'test';
  label: string;
  attr: Attr;
  target: number;
  d20: number;
  /** The other d20 of an Advantage or Disadvantage roll. */
  dropped?: number;
  edge: 'normal' | 'advantage' | 'disadvantage';
  mods: { label: string; value: number }[];
  total: number;
  success: boolean;
  text: string;
}

export interface PlainEvent {
  kind: 'message' | 'move' | 'door' | 'zone' | 'item' | 'trap' | 'combat' | 'damage' | 'heal' | 'death' | 'time' | 'creature' | 'level' | 'home' | 'magic' | 'score' | 'prompt' | 'victory';
  text: string;
  data?: Record<string, unknown>;
}

/**
 * A decision of an AI Opposition player (src/core/opposition): what it
 * bought or passed on and why, an escalation, a fled creature's return.
 * Sealed like the ledger: an interface keeps these out of the hero's log
 * and may show them at the end; the simulator and the tests read them.
 */
export interface OppositionEvent {
  kind: 'opposition';
  player: number;
  decision: 'stock' | 'pass' | 'final' | 'escalate' | 'hold' | 'regain' | 'return';
  text: string;
  data?: Record<string, unknown>;
}

export type GameEvent = RollEvent | TestEvent | PlainEvent | OppositionEvent;
