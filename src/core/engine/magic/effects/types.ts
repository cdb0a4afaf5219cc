/** The shape every spell and prayer effect shares. */
import type { Spell } from '../../../../data/blackhack/schema.js';
import type { Destination } from '../../actions.js';
import type { Ctx } from '../../context.js';
import type { Aim, AimKind } from '../aim.js';

export interface Casting {
  spell: Spell;
  aim: Aim;
  /** The caster's Level: what "per Level" and "caster HD" count. */
  level: number;
  to?: Destination;
  via: 'memory' | 'page' | 'wand';
}

export interface SpellEffect {
  /** What it must be aimed at; the spell's range says how far. */
  aim: AimKind;
  /** Squares aimed at may lie out of view: `remembered` ones, or `any` square of the zone. */
  anywhere?: 'remembered' | 'any';
  /** A check before anything happens (a Refusal leaves the state as it was). */
  check?: (ctx: Ctx, c: Casting) => void;
  run: (ctx: Ctx, c: Casting) => void;
}
