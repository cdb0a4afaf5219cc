/**
 * The floor under `sim fight`: the same Black Hack fight as the arena plays
 * it (src/core/bots/arena.ts), written as a bare loop over the same seeded
 * stream, with none of the game around it: no state, no zone, no events.
 * It only measures; the simulator never uses it. What it plays, per fight:
 * the hero's six attributes (3d6 each), starting HP and the tavern's level
 * rolls; the creature's HD×d8 HP; the initiative (a DEX test); then rounds
 * of the hero's attack (a STR test, the class's damage die per HD), the
 * creature's morale at half HP (d12 under its HD), and its attack (a Defend
 * test on STR, an armour die broken while any is left, else its damage).
 */
import { findFoe, MAX_ROUNDS, type FightResult } from '../src/core/bots/index.js';
import { parseDice, type DiceExpression } from '../src/base/dice/index.js';
import { creatureHd } from '../src/base/ranks.js';
import { Stream } from '../src/base/rng.js';
import { CLASSES } from '../src/data/blackhack/classes.js';
import { damageForHd } from '../src/procgen/creatures.js';

/** What a fight is rolled from, looked up once before the loop. */
interface Kernel {
  startingHp: Dice;
  hitDie: Dice;
  damage: Dice;
  level: number;
  armourDice: number;
  foeHd: number;
  foeDamage: Dice;
}

/** A sum of dice and a bonus, as flat numbers. */
type Dice = { count: number; sides: number; bonus: number };

function flat(e: DiceExpression): Dice {
  let count = 0;
  let sides = 1;
  let bonus = 0;
  for (const t of e.terms) {
    if (t.kind === 'dice') {
      count += t.count;
      sides = t.sides;
    } else bonus += t.sign * t.value;
  }
  return { count, sides, bonus };
}

export function kernelFor(className: string, level: number, foe: string, armourDice: number): Kernel {
  const cls = CLASSES.rows.find((c) => c.name === className);
  const found = findFoe(foe);
  if (!cls || !('foe' in found)) throw new Error(`no ${className} or ${foe}`);
  const foeHd = creatureHd(found.foe.row.health ?? '1');
  return {
    startingHp: flat(parseDice(cls.startingHp)),
    hitDie: flat(parseDice(cls.hitDie)),
    damage: flat(parseDice(cls.damage.armed)),
    level,
    armourDice,
    foeHd,
    foeDamage: flat(parseDice(damageForHd(foeHd))),
  };
}

function roll(s: Stream, d: Dice): number {
  let total = d.bonus;
  for (let k = 0; k < d.count; k++) total += 1 + Math.floor(s.next() * d.sides);
  return total;
}

const d20 = (s: Stream) => 1 + Math.floor(s.next() * 20);

export function kernelFight(seed: string, k: Kernel): FightResult {
  const s = Stream.derive(seed, 'gameplay');
  const attrs = [0, 0, 0, 0, 0, 0].map(() => roll(s, { count: 3, sides: 6, bonus: 0 }));
  let maxHp = Math.max(1, roll(s, k.startingHp));
  for (let level = 1; level < k.level; level++) {
    for (let a = 0; a < 7; a++) if (d20(s) > attrs[a % 6]!) attrs[a % 6]!++;
    maxHp += Math.max(roll(s, k.hitDie), roll(s, k.hitDie));
  }
  const [str, dex] = [attrs[0]!, attrs[1]!];
  let hp = maxHp;
  let armour = k.armourDice;
  const foeMax = roll(s, { count: k.foeHd, sides: 8, bonus: 0 });
  let foeHp = foeMax;
  let foeFirst = d20(s) >= dex;
  let moraleTested = false;
  for (let rounds = 0; rounds < MAX_ROUNDS; rounds++) {
    if (!foeFirst) {
      if (d20(s) < str) {
        let dealt = 0;
        for (let d = 0; d < k.level; d++) dealt += roll(s, k.damage);
        foeHp -= dealt;
      }
      if (foeHp <= 0) return { outcome: 'win', rounds: rounds + 1, hpLeft: hp, maxHp };
      if (!moraleTested && foeHp * 2 <= foeMax) {
        moraleTested = true;
        if (1 + Math.floor(s.next() * 12) > k.foeHd) return { outcome: 'fled', rounds: rounds + 1, hpLeft: hp, maxHp };
      }
    }
    foeFirst = false;
    if (d20(s) >= str) {
      if (armour > 0) armour--;
      else hp -= roll(s, k.foeDamage);
    }
    if (hp <= 0) return { outcome: 'loss', rounds: rounds + 1, hpLeft: hp, maxHp };
  }
  return { outcome: 'draw', rounds: MAX_ROUNDS, hpLeft: hp, maxHp };
}
