/**
 * Casting (Black Hack, MAGIC & SPELLS; RULES.md §3). From memory: an Action,
 * the effect first, then an INT (spell) or WIS (prayer) test with the
 * spell's level added to the d20, at Disadvantage if the spell was already
 * cast this visit; failing it forgets the spell. From a book or scroll: only
 * while time runs in Minutes (not in a fight), the same test first; success
 * casts it, failure rolls on the Magical Side Effects table. A caster casts
 * only spells of levels up to their own Level.
 */
import type { Spell } from '../../../data/blackhack/schema.js';
import type { Destination, Target } from '../actions.js';
import type { Ctx, TestSpec } from '../context.js';
import type { GameState } from '../types.js';
import type { TestEvent } from '../events.js';
import { Refusal } from '../refusal.js';
import { inFight } from '../time.js';
import type { CastingMode } from '../../../data/blackhack/schema.js';
import { needZone, REACH, resolveAim } from './aim.js';
import { silentAt } from './effects/areas.js';
import { EFFECTS, type Casting } from './effects/index.js';
import { casterOf, FROM_MEMORY, FROM_PAGE, noun, spellKey, spellNamed, type Caster } from './lists.js';
import { heroHas } from './state.js';
import { hereEffects } from './here.js';

export function effectOf(sp: Spell) {
  const e = EFFECTS[spellKey(sp)];
  if (!e) throw new Error(`no effect for ${spellKey(sp)}`);
  return e;
}

/** Magic that stops a spell before it starts: the anti-magic shell (arcane only), silence. */
export function blocked(ctx: Ctx, sp: Spell | 'wand'): void {
  needZone(ctx);
  const arcane = sp === 'wand' || sp.caster === 'Wizard';
  if (arcane && hereEffects(ctx.s, 'area').some((e) => e.name === 'Anti-Magic Shell')) throw new Refusal('No arcane magic works inside your Anti-Magic Shell.');
  if (sp !== 'wand' && silentAt(ctx, ctx.s.hero)) throw new Refusal('No word can be spoken in the Silence.');
}

/** Resolves the target and runs the spell's own checks: a Refusal here changes nothing. */
export function prepare(ctx: Ctx, sp: Spell, target: Target | undefined, to: Destination | undefined, via: Casting['via']): Casting {
  const effect = effectOf(sp);
  const anywhere = effect.anywhere ?? (sp.range === 'unlimited' ? 'any' : false);
  const aim = resolveAim(ctx, effect.aim, REACH[sp.range], target, anywhere);
  const c: Casting = { spell: sp, aim, level: ctx.s.hero.level, ...(to !== undefined ? { to } : {}), via };
  effect.check?.(ctx, c);
  return c;
}

export function runEffect(ctx: Ctx, c: Casting): void {
  const first = ctx.s.nextId;
  ctx.say('magic', `${c.via === 'wand' ? 'The wand casts' : c.spell.caster === 'Wizard' ? 'You cast' : 'You pray for'} ${c.spell.name}.`, { spell: c.spell.name, caster: c.spell.caster, via: c.via });
  effectOf(c.spell).run(ctx, c);
  if (c.spell.caster === 'Wizard' || c.via === 'wand') for (const e of ctx.s.hero.effects) if (e.id >= first) e.arcane = true;
}

/** The casting test: the spell's level added to the d20; Disadvantage for a repeat from memory. */
export function castingSpec(s: GameState, sp: Spell, mode: CastingMode, label: string): TestSpec {
  return {
    label,
    attr: mode.attributes[sp.caster],
    mods: mode.addsSpellLevel ? [{ label: `${noun(sp.caster)} level`, value: sp.level }] : [],
    disadvantage: mode.disadvantageIfCastThisSession && s.hero.castThisVisit.includes(sp.name),
    advantage: mode.testFirst && heroHas(s, 'Read Languages/Magic'),
  };
}

export function castingTest(ctx: Ctx, sp: Spell, mode: CastingMode, label: string): TestEvent {
  const t = ctx.test(castingSpec(ctx.s, sp, mode, label));
  if (!ctx.s.hero.castThisVisit.includes(sp.name)) ctx.s.hero.castThisVisit.push(sp.name);
  return t;
}

/** The spell a caster of `caster` means, or a refusal: wrong class, no such spell, beyond their Level. */
export function ownSpell(ctx: Ctx, caster: Caster, name: string): Spell {
  const hero = ctx.s.hero;
  if (casterOf(hero) !== caster) throw new Refusal(caster === 'Wizard' ? 'Only a Wizard casts spells.' : 'Only a Cleric prays.');
  const sp = spellNamed(caster, String(name ?? ''));
  if (!sp) throw new Refusal(`There is no ${noun(caster)} called ${name}.`);
  if (sp.level > hero.level) throw new Refusal(`${sp.name} is a level ${sp.level} ${noun(caster)}: beyond your Level.`);
  return sp;
}

export function castFromMemory(ctx: Ctx, caster: Caster, name: string, target: Target | undefined, to: Destination | undefined): void {
  const hero = ctx.s.hero;
  const sp = ownSpell(ctx, caster, name);
  // While Telekinesis lasts, moving a thing is an Action of the spell already cast.
  const lasting = sp.name === 'Telekinesis' && heroHas(ctx.s, 'Telekinesis');
  if (!lasting && !hero.memorised.includes(sp.name)) throw new Refusal(`You have not memorised ${sp.name}.`);
  blocked(ctx, sp);
  const c = prepare(ctx, sp, target, to, 'memory');
  runEffect(ctx, c);
  if (lasting || ctx.s.phase === 'dead') return;
  const t = castingTest(ctx, sp, FROM_MEMORY, `${caster === 'Wizard' ? 'cast' : 'pray'} ${sp.name}`);
  if (t.success) return;
  hero.memorised.splice(hero.memorised.indexOf(sp.name), 1);
  ctx.say('magic', `${sp.name} slips from your memory.`, { forgotten: sp.name });
}

/** Reading a spell from a book or a scroll: `consume` is called once the test is made (a scroll crumbles either way). */
export function castFromPage(ctx: Ctx, sp: Spell, target: Target | undefined, to: Destination | undefined, consume: () => void, misfire: (ctx: Ctx, c: Casting) => void): void {
  if (ctx.s.phase !== 'dungeon') throw new Refusal('Read spells in the dungeon; at Home, memorise them.');
  if (inFight(ctx)) throw new Refusal('Reading a spell takes time: not in the middle of a fight.');
  if (sp.level > ctx.s.hero.level) throw new Refusal(`${sp.name} is a level ${sp.level} ${noun(sp.caster)}: beyond your Level.`);
  blocked(ctx, sp);
  const c = prepare(ctx, sp, target, to, 'page');
  const t = castingTest(ctx, sp, FROM_PAGE, `read ${sp.name}`);
  consume();
  if (t.success) return runEffect(ctx, c);
  ctx.say('magic', `The words of ${sp.name} twist as you read them!`, { misfire: sp.name });
  misfire(ctx, c);
}
