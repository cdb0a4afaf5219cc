/** The questions play stops for, and the actions that answer them. */
import type { Action } from './actions.js';
import { runCreatures } from './actors.js';
import { applyRiders, breakArmour, hurtHero } from './combat.js';
import { payHunger } from './consumables.js';
import type { Ctx } from './context.js';
import { escalate } from './escalation.js';
import { armourLeft } from './hero.js';
import { leaveBy } from './travel.js';
import type { Prompt } from './types.js';
import { updateView } from './view.js';
import { currentZone } from './zones.js';

export function answers(p: Prompt, a: Action): boolean {
  return (p.kind === 'armour-die' && a.type === 'answer') || (p.kind === 'escalate' && a.type === 'escalate') || (p.kind === 'hunger' && a.type === 'hunger');
}

export function answerPrompt(ctx: Ctx, action: Extract<Action, { type: 'answer' | 'escalate' | 'hunger' }>): void {
  const s = ctx.s;
  const p = s.pending!;
  s.pending = null;
  if (p.kind === 'armour-die' && action.type === 'answer') {
    if (action.breakArmour && armourLeft(s.hero) > 0) breakArmour(ctx, p.damage, p.source);
    else hurtHero(ctx, p.damage, p.source, true);
    if (s.phase !== 'dungeon') return;
    const attacker = currentZone(s).z.creatures.find((c) => p.source === `the ${c.name}`);
    if (attacker && s.hero.hp > 0 && !action.breakArmour) applyRiders(ctx, attacker);
    runCreatures(ctx);
  } else if (p.kind === 'escalate' && action.type === 'escalate') {
    if (action.yes) escalate(ctx, 'hero');
    const exit = currentZone(s).zone.exits.find((e) => e.to === p.stairs);
    if (exit) leaveBy(ctx, exit);
  } else if (p.kind === 'hunger' && action.type === 'hunger') {
    payHunger(ctx, action.attr);
  }
  if (s.phase === 'dungeon' && s.zone && !s.pending) updateView(ctx);
}
