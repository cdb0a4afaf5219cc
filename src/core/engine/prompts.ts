/** The questions play stops for, and the actions that answer them. */
import type { Action } from './actions.js';
import { runCreatures } from './actors.js';
import { blowTaken } from './combat.js';
import { payHunger } from './consumables.js';
import type { Ctx } from './context.js';
import { armourLeft } from './hero.js';
import { leaveBy } from './travel.js';
import { spendAction } from './spends/index.js';
import type { Prompt } from './types.js';
import { updateView } from './view.js';
import { currentZone } from './zones.js';

export function answers(p: Prompt, a: Action): boolean {
  return (
    (p.kind === 'armour-die' && a.type === 'answer') ||
    (p.kind === 'escalate' && a.type === 'escalate') ||
    (p.kind === 'hunger' && a.type === 'hunger') ||
    (p.kind === 'objection' && a.type === 'insist') ||
    (p.kind === 'bid' && a.type === 'bid') ||
    (p.kind === 'survey' && (a.type === 'explore' || a.type === 'give-up')) ||
    (p.kind === 'workshop' && (a.type === 'work' || a.type === 'place' || a.type === 'give-up'))
  );
}

export type PromptAnswer = Extract<Action, { type: 'answer' | 'escalate' | 'hunger' | 'insist' | 'bid' }>;

export function answerPrompt(ctx: Ctx, action: PromptAnswer): void {
  const s = ctx.s;
  // An objection or a sealed bid: the spends module reads the prompt and decides what follows it.
  if (action.type === 'insist' || action.type === 'bid') {
    spendAction(ctx, action);
    if (s.phase === 'dungeon' && s.zone && !s.pending && !s.decision) updateView(ctx);
    return;
  }
  const p = s.pending!;
  s.pending = null;
  if (p.kind === 'armour-die' && action.type === 'answer') {
    const attacker = currentZone(s).z.creatures.find((c) => p.source === `the ${c.name}`);
    blowTaken(ctx, p.damage, p.source, action.breakArmour && armourLeft(s.hero) > 0, attacker);
    if (s.phase !== 'dungeon') return;
    runCreatures(ctx);
  } else if (p.kind === 'escalate' && action.type === 'escalate') {
    const exit = currentZone(s).zone.exits.find((e) => e.to === p.stairs)!;
    leaveBy(ctx, exit, action.yes);
  } else if (p.kind === 'hunger' && action.type === 'hunger') {
    payHunger(ctx, action.attr);
  }
  if (s.phase === 'dungeon' && s.zone && !s.pending && !s.decision) updateView(ctx);
}
