/**
 * A Stunt (RULES.md §5): 1 token to re-roll the hero's last re-rollable test
 * (`GameState.lastTest`: an attack, a Defend, forcing a door), with the same
 * target, modifiers and Advantage or Disadvantage. It must be the test of the
 * hero's last action: any other action clears it. If the re-roll passes, the
 * failure is undone: the missed blow lands, the blow taken is given back (HP
 * and whatever poison or curse came with it, or the armour die it broke), the
 * door gives way.
 */
import type { Ctx } from '../context.js';
import { strikeHome } from '../combat.js';
import type { TestEvent } from '../events.js';
import type { GameState, LastTest } from '../types.js';
import { currentZone, setDoor } from '../zones.js';

export function stuntProblem(s: GameState): string | null {
  const t = s.lastTest;
  if (!t) return 'You have no test to re-roll.';
  if (t.success) return `Your last test (${t.label}) passed.`;
  if (!t.redo) return `Re-rolling ${t.label} would change nothing now.`;
  if (!s.zone || t.zone !== s.zone) return `You are no longer where you tried to ${t.label}.`;
  const { z } = currentZone(s);
  if (t.redo.kind === 'attack') {
    const redo = t.redo;
    if (!z.creatures.some((c) => c.id === redo.creature)) return 'Your foe is gone.';
  }
  if (t.redo.kind === 'force') {
    const door = z.doors[`${t.redo.x},${t.redo.y}`];
    if (!door?.locked) return 'That door is no longer locked.';
  }
  return null;
}

/** The same test again: new d20s, the same modifiers, target and edge. */
function reroll(ctx: Ctx, t: LastTest): TestEvent {
  const d = () => 1 + Math.floor(ctx.rng.next() * 20);
  const a = d();
  let d20 = a;
  let dropped: number | undefined;
  if (t.edge !== 'normal') {
    const b = d();
    d20 = t.edge === 'advantage' ? Math.min(a, b) : Math.max(a, b);
    dropped = d20 === a ? b : a;
  }
  const total = d20 + t.mods.reduce((sum, m) => sum + m.value, 0);
  const success = total < t.target;
  const modText = t.mods.map((m) => ` ${m.value >= 0 ? '+' : '-'}${Math.abs(m.value)} (${m.label})`).join('');
  const edgeText = t.edge === 'normal' ? '' : ` [${t.edge}, other d20 ${dropped}]`;
  const text = `Stunt: ${t.attr} test, ${t.label} again: d20=${d20}${modText}${edgeText} ${success ? '<' : '>='} ${t.target}: ${success ? 'success' : 'failure'}`;
  const event: TestEvent = { kind: 'test', label: `${t.label} (stunt)`, attr: t.attr, target: t.target, d20, ...(dropped !== undefined ? { dropped } : {}), edge: t.edge, mods: t.mods, total, success, text };
  ctx.events.push(event);
  return event;
}

export function stunt(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.lastTest!;
  const again = reroll(ctx, t);
  s.lastTest = { ...t, d20: again.d20, success: again.success, redo: again.success ? null : t.redo };
  if (!again.success) return ctx.say('message', 'The stunt comes to nothing.');
  const redo = t.redo!;
  const hero = s.hero;
  const { z } = currentZone(s);
  switch (redo.kind) {
    case 'attack': {
      const c = z.creatures.find((o) => o.id === redo.creature);
      if (!c) return ctx.say('message', 'Your foe is gone.');
      ctx.say('combat', `A stunt: your blow at the ${c.name} lands after all!`);
      return strikeHome(ctx, c, again.d20, redo.damage);
    }
    case 'defend':
      if (redo.armour) {
        if (hero.armourBroken > 0) hero.armourBroken--;
        return ctx.say('combat', `A stunt: you turn ${redo.source}'s blow aside, and your armour die is whole again.`);
      }
      hero.hp = Math.min(hero.maxHp, hero.hp + redo.damage);
      for (const c of redo.conditions) {
        const at = hero.conditions.findIndex((x) => JSON.stringify(x) === JSON.stringify(c));
        if (at >= 0) hero.conditions.splice(at, 1);
      }
      return ctx.say('heal', `A stunt: you turn ${redo.source}'s blow aside after all (${hero.hp}/${hero.maxHp} HP).`, { healed: redo.damage });
    case 'force': {
      if (!z.doors[`${redo.x},${redo.y}`]) return;
      setDoor(z, redo.x, redo.y, { locked: false, open: true });
      return ctx.say('door', 'A stunt: the door gives way after all.');
    }
  }
}
