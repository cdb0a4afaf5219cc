/**
 * The exact chance of a test before it is taken, from the same shape the
 * reducer rolls (`shapeTest`), so what an interface promises is what the
 * dice then do: attacks and casting as the engine builds them.
 */
import { parseDice, type DiceExpression, type Edge } from '../../base/dice/index.js';
import type { Fraction } from '../../base/fraction.js';
import { testOdds } from '../odds/attribute-test.js';
import type { CastingMode, Spell } from '../../data/blackhack/schema.js';
import { attackSpec } from './combat.js';
import { shapeTest, type Modifier, type TestSpec } from './context.js';
import { castingSpec } from './magic/cast.js';
import { FROM_MEMORY } from './magic/lists.js';
import type { CreatureState, GameState } from './types.js';

export interface Chance {
  success: Fraction;
  edge: Edge;
  /** Why the test has Advantage or Disadvantage. */
  why: string[];
  mods: Modifier[];
  target: number;
  attr: TestSpec['attr'];
}

/** The modifiers as one dice expression (a large weapon's 1d4 stays dice). */
function modifierOf(mods: readonly Modifier[]): DiceExpression | number {
  if (mods.every((m) => typeof m.value === 'number')) return mods.reduce((sum, m) => sum + (m.value as number), 0);
  const terms = mods.flatMap((m) => (typeof m.value === 'number' ? [{ kind: 'constant' as const, sign: (m.value < 0 ? -1 : 1) as 1 | -1, value: Math.abs(m.value) }] : parseDice(m.value).terms));
  return { source: mods.map((m) => String(m.value)).join('+'), terms };
}

/** The exact odds of `spec` as the reducer would roll it now. */
export function chanceOf(s: GameState, spec: TestSpec): Chance {
  const shaped = shapeTest(s, spec);
  return { success: testOdds(shaped.target, modifierOf(shaped.mods), shaped.edge).success, edge: shaped.edge, why: shaped.why, mods: shaped.mods, target: shaped.target, attr: spec.attr };
}

export function attackChance(s: GameState, c: CreatureState, ranged: boolean, thrown = false): Chance {
  const spec = attackSpec(s, c, ranged, false, thrown);
  const chance = chanceOf(s, spec);
  return spec.disadvantage ? { ...chance, why: [...chance.why, 'Close range'] } : chance;
}

export function castChance(s: GameState, sp: Spell, mode: CastingMode = FROM_MEMORY): Chance {
  // The same label the reducer gives the test, since magic's help reads it.
  const spec = castingSpec(s, sp, mode, `${mode.testFirst ? 'read' : sp.caster === 'Wizard' ? 'cast' : 'pray'} ${sp.name}`);
  const chance = chanceOf(s, spec);
  return spec.disadvantage ? { ...chance, why: [...chance.why, 'cast this visit'] } : chance;
}
