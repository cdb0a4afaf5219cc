/**
 * What the rest of the engine asks of magic. Each function here only reads
 * the state, so a core file can call it at the one place it matters: it
 * stands below combat, the hero's sheet and the step's context, which all
 * ask it.
 *
 * - `wardDice(hero)` — the armour pool: Shield and Protect add dice that are
 *   lost for good when broken (hero.ts `armourLeft`; the breaking is
 *   used-up.ts `breakWardDie`, from combat.ts `breakArmour`).
 * - `magicTestHelp(s, spec)` — context.ts `test`: Bless, Prayer, Protection
 *   from Evil, Salve of Resistance, Frenzy Dust.
 * - `floatsOver(s, trap)` — traps.ts: the Chromatic Feather floats over floor traps.
 * - `magicSight(s)` — view.ts and the interface: light, darkness, darkvision,
 *   creatures made invisible, the hero unseen.
 * - `purifiedFountain(s, x, y)` — fountains (Purify Food and Drink).
 *
 * Magic that acts rather than answers lives above: `magicTurn(ctx)` in
 * upkeep.ts (step.ts, once a dungeon turn after the creatures act), and
 * what a blow or a fall uses up in used-up.ts (the Elixir of Vitality's
 * Out of Action roll among it).
 */
import type { Modifier } from '../modifier.js';
import type { Attr, GameState, Hero, MagicEffect } from '../types.js';
import { currentZone } from '../zones.js';
import { areaSquaresNamed } from './area-squares.js';
import { isEvil } from './kinds.js';

/** Ward dice the hero has left. */
export function wardDice(hero: { effects: MagicEffect[] }): number {
  return Math.max(0, ...hero.effects.filter((e) => e.kind === 'hero' && (e.name === 'Shield' || e.name === 'Protect')).map((e) => e.value ?? 0));
}

export interface TestHelp {
  advantage: string[];
  disadvantage: string[];
  mods: Modifier[];
}

const has = (hero: Hero, name: string) => hero.effects.some((e) => e.kind === 'hero' && e.name === name);

/** The creature a Defend or resist test is against, read from its label ("defend against the Goblin"). */
function foeOf(s: GameState, label: string) {
  const m = /(?:defend against|resist) the (.+?)(?:'s spell)?$/.exec(label);
  if (!m || !s.zone) return undefined;
  return currentZone(s).z.creatures.find((c) => c.name === m[1]);
}

export function magicTestHelp(s: GameState, spec: { label: string; attr: Attr }): TestHelp {
  const hero = s.hero;
  const help: TestHelp = { advantage: [], disadvantage: [], mods: [] };
  // Every help below comes from an effect on the hero: most tests have none to look for.
  if (hero.effects.length === 0) return help;
  const label = spec.label;
  const attack = /^attack |^Dealer of Death/.test(label);
  const defend = /^defend /.test(label);
  const resist = defend || /^avoid |^shake off |^resist /.test(label);
  if (has(hero, 'Bless') && (attack || resist)) help.mods.push({ label: 'Bless', value: -1 });
  if (has(hero, 'Prayer') && defend) help.advantage.push('Prayer');
  const foe = foeOf(s, label);
  if (has(hero, 'Protection from Evil') && ((foe && isEvil(foe)) || /rune|curse/i.test(label))) help.advantage.push('Protection from Evil');
  if (has(hero, 'Salve of Resistance') && ((foe && (foe.category === 'Elementals' || foe.category === 'Dragons')) || /fire/i.test(label))) help.advantage.push('Salve of Resistance');
  if (has(hero, 'Frenzy Dust')) {
    if (attack) help.advantage.push('Frenzy Dust');
    if (defend) help.disadvantage.push('Frenzy Dust');
  }
  return help;
}

/** Floor traps a floating hero passes over. */
export function floatsOver(s: GameState, trapName: string): boolean {
  return has(s.hero, 'Chromatic Feather') && /pit|chute|teleport|rune/i.test(trapName);
}

export interface MagicSight {
  /** Squares (`x,y`) magic lights: Light, Daylight, the Black Candle, a Sun Drill shaft. */
  lit: ReadonlySet<string>;
  /** Squares of magical Darkness: no sight passes them (Darkvision sees through). */
  dark: ReadonlySet<string>;
  darkvision: boolean;
  /** Creatures no one can see (Invisibility, an Invisible Stalker). */
  hidden: ReadonlySet<number>;
  /** Foes have lost track of the hero (Invisibility, Polymorph Self). */
  heroUnseen: boolean;
}

/** Sight with no magic at all, most turns' sight: one for all, as nothing changes a sight once made. */
const PLAIN_SIGHT: MagicSight = Object.freeze({ lit: new Set<string>(), dark: new Set<string>(), darkvision: false, hidden: new Set<number>(), heroUnseen: false });

export function magicSight(s: GameState): MagicSight {
  // Every sight below comes from an effect: a hero with none sees plainly.
  if (s.hero.effects.length === 0) return PLAIN_SIGHT;
  const lit = new Set<string>();
  for (const name of ['Light', 'Daylight', 'Black Candle', 'Sun Drill']) for (const k of areaSquaresNamed(s, name)) lit.add(k);
  const hidden = new Set<number>();
  for (const e of s.hero.effects) {
    if (e.zone !== s.zone || e.creature === undefined) continue;
    if ((e.kind === 'creature' && e.name === 'Invisibility') || (e.kind === 'ally' && e.name === 'Invisible Stalker')) hidden.add(e.creature);
  }
  return { lit, dark: areaSquaresNamed(s, 'Darkness'), darkvision: has(s.hero, 'Darkvision'), hidden, heroUnseen: has(s.hero, 'Invisibility') || has(s.hero, 'Polymorph Self/Other') };
}

export function purifiedFountain(s: GameState, x: number, y: number): boolean {
  return s.hero.effects.some((e) => e.zone === s.zone && e.name === 'Purify Food and Drink' && e.squares?.includes(`${x},${y}`));
}
