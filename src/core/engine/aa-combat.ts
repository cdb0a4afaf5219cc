/**
 * Adventure Algorithms' Combat subroutine (seed `001_1a25a2eaf5740a81.txt`,
 * "Subroutine 1. Combat", with "Large monsters"), the fight resolution of
 * `fight=aa-combat`, which only `athack sim` plays (RULES.md §10). Each
 * combatant rolls its Class's d6s as initiative; the highest total held by
 * one combatant alone has the turn; an attack discards a die and strips the
 * target of every die at or under it; none left, the target is taken out.
 * How heroes and creatures become Classes and dice, and what each side
 * chooses, is in docs/rules.md ("Adventure Algorithms' Combat").
 */
import { COMBAT } from '../../data/adventure-algorithms/combat.js';
import { APPROPRIATENESS, DIFFICULTIES, QUICK_FORMULA } from '../../data/adventure-algorithms/quick-formula.js';
import { CLASS_RULES } from '../../data/adventure-algorithms/classes.js';
import { randomInt, type RandomSource } from '../../base/rng.js';
import type { ClassName } from './types.js';

const RULE = COMBAT.rows[0]!;
const FACES = Number(/^1d(\d+)$/.exec(QUICK_FORMULA.rows[0]!.die)![1]);
const MOST_DICE = CLASS_RULES.rows.find((r) => r.name === 'Most dice in a Class')!.value;
/** A Class at creation holds at most this many dice: a Warrior's is full. */
const MOST_STARTING = CLASS_RULES.rows.find((r) => r.name === 'Most dice in a starting Class')!.value;
const CHALLENGING = DIFFICULTIES.rows.find((r) => r.name === 'Challenging')!.difficulty;

/**
 * A level 1 hero's fighting Class: a Warrior's is as strong as a starting
 * Class may be; a Cleric and a Thief fight as a trade beside others; a
 * Wizard's Class is barely one for fighting. One die more a level (the
 * seed's die a milestone), never over six.
 */
const STARTING_DICE: Record<ClassName, number> = { Warrior: MOST_STARTING, Cleric: MOST_STARTING - 1, Thief: MOST_STARTING - 1, Wizard: MOST_STARTING - 2 };

export interface Combatant {
  id: number;
  name: string;
  side: 'hero' | 'foes';
  dice: number[];
  /** A large monster's dice when it next comes back (0: it stays out). */
  comesBackWith: number;
  out: boolean;
  retreated: boolean;
  /** Who took it out for good. */
  outBy?: string;
}

export interface AaOutcome {
  /** Turns taken, one per attack. */
  turns: number;
  combatants: Combatant[];
  /** The hero retreated with foes standing: did it get away (the Quick Formula)? null when it did not retreat. */
  escaped: boolean | null;
}

const roll = (rng: RandomSource, n: number) => Array.from({ length: n }, () => randomInt(rng, 1, FACES));
const total = (c: Combatant) => c.dice.reduce((a, b) => a + b, 0);
const standing = (c: Combatant) => !c.out && !c.retreated;

/** Dice of a Class fit `fit` for the fight (step 2, the Quick Formula's table): half, rounded down but at least one, when only semi-appropriate. */
export function rolledDice(dice: number, fit: 'Appropriate' | 'Semi-appropriate'): number {
  const row = APPROPRIATENESS.rows.find((r) => r.name === fit)!;
  return Math.max(row.minimum, Math.floor((dice * row.numerator) / row.denominator));
}

/** The hero's Class dice at `level`; unarmed, the Class lacks its weapon and is only semi-appropriate. */
export function heroDice(className: ClassName, level: number, armed: boolean): number {
  return rolledDice(Math.min(MOST_DICE, STARTING_DICE[className] + level - 1), armed ? 'Appropriate' : 'Semi-appropriate');
}

/** A creature's dice: its HD, at most six; from five up it is a large monster, back with one die fewer each time it is taken out. */
export function creatureDice(hd: number): { dice: number; large: boolean } {
  const dice = Math.min(MOST_DICE, Math.max(1, hd));
  return { dice, large: dice >= RULE.largeMonsterDiceFrom };
}

export function combatant(rng: RandomSource, id: number, name: string, side: Combatant['side'], dice: number, large = false): Combatant {
  return { id, name, side, dice: roll(rng, dice), comesBackWith: large ? dice - RULE.largeMonsterLossPerReturn : 0, out: false, retreated: false };
}

/** Step 3: the highest total held by one combatant alone; with none, everyone re-rolls the lowest die and it is asked again. */
function whoseTurn(rng: RandomSource, active: Combatant[]): Combatant {
  for (;;) {
    const totals = active.map(total);
    const alone = [...new Set(totals)].sort((a, b) => b - a).find((t) => totals.filter((x) => x === t).length === 1);
    if (alone !== undefined) return active[totals.indexOf(alone)]!;
    for (const c of active) {
      const lowest = c.dice.indexOf(Math.min(...c.dice));
      c.dice[lowest] = randomInt(rng, 1, FACES);
    }
  }
}

/**
 * The attacker's choice: a foe it can take out (its highest die at or under
 * one of the attacker's), with the smallest die that does it; else the foe
 * with the highest initiative, with the attacker's highest die, to take its
 * turn away. Support is never chosen (the hero fights alone; creatures
 * press the attack), nor Change tactic (each has one Class).
 */
function attack(attacker: Combatant, foes: Combatant[]): { target: Combatant; die: number } {
  const best = Math.max(...attacker.dice);
  const killable = foes.filter((f) => Math.max(...f.dice) <= best).sort((a, b) => Math.max(...a.dice) - Math.max(...b.dice) || total(b) - total(a));
  if (killable.length > 0) {
    const target = killable[0]!;
    const need = Math.max(...target.dice);
    return { target, die: Math.min(...attacker.dice.filter((d) => d >= need)) };
  }
  return { target: [...foes].sort((a, b) => total(b) - total(a))[0]!, die: best };
}

/**
 * Plays a fight to its end: one side left standing. A hero who retreats
 * (by attacking with its last die) while foes stand gets away on the Quick
 * Formula, its full Class dice against the Challenging 10; else it is
 * taken (the seed leaves "captured or escape" to the GM).
 */
export function resolveAaCombat(rng: RandomSource, combatants: Combatant[], heroEscapeDice: number): AaOutcome {
  let turns = 0;
  for (;;) {
    const active = combatants.filter(standing);
    if (!active.some((c) => c.side === 'hero') || !active.some((c) => c.side === 'foes')) break;
    const who = whoseTurn(rng, active);
    const { target, die } = attack(who, active.filter((c) => c.side !== who.side));
    turns++;
    who.dice.splice(who.dice.indexOf(die), 1);
    target.dice = target.dice.filter((d) => d > die);
    if (target.dice.length === 0) {
      if (target.comesBackWith > 0) {
        target.dice = roll(rng, target.comesBackWith);
        target.comesBackWith -= RULE.largeMonsterLossPerReturn;
      } else {
        target.out = true;
        target.outBy = who.name;
      }
    }
    // Attacking with one's last die is retreating too.
    if (who.dice.length === 0) who.retreated = true;
  }
  const hero = combatants.find((c) => c.side === 'hero')!;
  const foesStand = combatants.some((c) => c.side === 'foes' && standing(c));
  const escaped = hero.retreated && foesStand ? roll(rng, heroEscapeDice).reduce((a, b) => a + b, 0) >= CHALLENGING : null;
  return { turns, combatants, escaped };
}
