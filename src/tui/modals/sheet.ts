/**
 * The character sheet (`C`): attributes with the exact chance of a plain
 * test, HP and Hit Dice, armour dice, equipment, load, conditions and
 * lasting magic, background, experiences, score, and the spells known and
 * memorised. All read from the state; the odds from `chanceOf`.
 */
import { ATTRS, type Condition, type GameState, type MagicEffect } from '../../core/engine/types.js';
import { armourLeft, armourPool, equippedItem, gearCount, heroClass, heroDamage } from '../../core/engine/hero.js';
import { GEAR_LIMIT } from '../../core/engine/inventory.js';
import { wardDice } from '../../core/engine/magic/hooks.js';
import { casterOf, noun } from '../../core/engine/magic/lists.js';
import { esc, tone, type Style } from '../style.js';
import type { Modal } from '../ui.js';
import { textPage } from './basic.js';
import { safe } from './safe.js';
import { itemTags } from './item-info.js';
import { chanceOf } from './odds.js';
import { aOrAn, capitalised, coins, counted } from '../../base/words.js';
import { sourceText } from '../../core/engine/condition-source.js';
import { carryingText, loadText } from '../panel.js';

function conditionText(c: Condition): string {
  switch (c.kind) {
    case 'ongoing':
      if (c.turning) return `Poisoned (${c.source}): it turns you into ${aOrAn(c.turning.into)} after ${counted(c.turning.turnsLeft, 'more turn')}; a CON test at the end of each turn ends it`;
      return `Ongoing Damage ${c.dice ?? c.damage} a turn (${c.source}); a CON test at the end of each turn ends it`;
    case 'disadvantage':
      return `Disadvantage on ${c.attrs === 'all' ? 'every test' : `${c.attrs.join('/')} tests`} (${sourceText(c.source)})${c.minutes !== null ? `, ${counted(c.minutes, 'Minute')} left` : ' this visit'}`;
    default:
      return `${capitalised(c.kind)} (${c.source})${c.turns !== null ? `, ${counted(c.turns, 'turn')} left` : ''}`;
  }
}

function effectText(s: GameState, e: MagicEffect): string {
  const clock =
    e.untilTurn !== null ? `${Math.max(0, e.untilTurn - s.turn)} Moments left` : e.untilMinute !== null ? `${Math.max(0, e.untilMinute - s.time.minutes)} Minutes left` : e.visit !== null ? 'until you are Home' : 'until ended';
  const where = e.zone && e.zone !== s.zone ? `, in zone ${e.zone}` : '';
  return `${e.name}${e.kind !== 'hero' ? ` (${e.kind})` : ''}${e.value !== undefined && (e.name === 'Shield' || e.name === 'Protect') ? `, ${e.value} dice` : ''}: ${clock}${where}`;
}

export function sheetLines(s: GameState, style: Style): string[] {
  const h = s.hero;
  const cls = heroClass(h);
  const head = (t: string) => tone(style, 'title', esc(t));
  const lines: string[] = [];
  lines.push(head(`${h.name}, ${h.className} of level ${h.level}`));
  lines.push(esc(`HP ${h.hp}/${h.maxHp}   Hit Dice ${h.level} (${cls.hitDie} each)   Damage ${heroDamage(h, true)} armed, ${heroDamage(h, false)} unarmed`));
  lines.push('');
  lines.push(head('Attributes (the chance of a plain test now)'));
  for (const a of ATTRS) {
    const c = chanceOf(s, { label: `${a} test`, attr: a });
    const edge = c.edge === 'normal' ? '' : ` with ${c.edge === 'advantage' ? 'Advantage' : 'Disadvantage'} (${c.why.join(', ')})`;
    lines.push(esc(`  ${a} ${String(h.attributes[a]).padStart(2)}   ${c.success.toString().padStart(7)} = ${c.success.toPercent(2).padStart(7)}${edge}`));
  }
  lines.push('');
  lines.push(head('Armour'));
  const broken = h.armourBroken + h.armourPermanent;
  lines.push(esc(`  Armour dice ${armourLeft(h)} left of ${armourPool(h)}${broken > 0 ? ` (${h.armourBroken} broken, ${h.armourPermanent} broken for good)` : ''}${wardDice(h) > 0 ? `, ${wardDice(h)} from magic` : ''}.`));
  lines.push(esc(`  Armour setting: ${s.options.armourPrompt} (A changes it: ask, always, never).`));
  lines.push(head('Equipment'));
  for (const slot of ['weapon', 'armour', 'shield', 'helmet', 'light'] as const) {
    const item = equippedItem(h, slot);
    const tags = item ? itemTags(h, item).filter((t) => !['wielded', 'worn', 'on arm', 'on head', 'lit'].includes(t)) : [];
    lines.push(esc(`  ${slot.padEnd(7)} ${item ? `${item.name}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}` : '-'}`));
  }
  const carrying = carryingText(s);
  lines.push(tone(style, carrying.heavy ? 'warn' : 'floor', esc(`  Carrying ${carrying.text}; Gear ${gearCount(h)}/${GEAR_LIMIT}; ${coins(h.coins)}.`)));
  lines.push('');
  lines.push(head('Conditions and magic'));
  const load = loadText(s);
  if (!load && h.conditions.length === 0 && h.effects.length === 0) lines.push(esc('  None.'));
  if (load) lines.push(tone(style, load.tone, esc(`  ${load.long}`)));
  for (const c of h.conditions) lines.push(tone(style, 'warn', esc(`  ${conditionText(c)}`)));
  for (const e of h.effects) lines.push(tone(style, 'good', esc(`  ${effectText(s, e)}`)));
  lines.push('');
  lines.push(head('Background'));
  lines.push(esc(`  ${h.background.text}`));
  lines.push(esc(`  Covers ${h.background.attrs.join(', ') || 'nothing'}; ${h.background.usedThisVisit ? 'already called on this visit' : 'may be called on once this visit (B)'}${h.background.primed ? `; your next ${h.background.primed} test has Advantage` : ''}.`));
  lines.push(esc(`  Trinket: ${h.trinket}`));
  lines.push('');
  lines.push(head('Progress'));
  lines.push(esc(`  Experiences ${h.experiences} (a Level needs ${h.level}, shared at the tavern)   Score ${s.score}`));
  lines.push(esc(`  Escalation d10 at ${s.escalation}   deepest ${s.deepest}   visits ${s.visits}   turn ${s.turn}, Minute ${s.time.minutes}`));
  const caster = casterOf(h);
  if (caster) {
    lines.push('');
    lines.push(head(`${capitalised(noun(caster))}s`));
    lines.push(esc(`  Known (in your book): ${h.known.join(', ') || 'none'}`));
    lines.push(esc(`  Memorised (${h.memorised.length} of ${h.level}): ${h.memorised.join(', ') || 'none'}`));
    if (h.castThisVisit.length > 0) lines.push(esc(`  Cast this visit (Disadvantage again): ${h.castThisVisit.join(', ')}`));
  }
  return lines;
}

export function characterSheet(): Modal {
  let lines: string[] = [];
  const page = textPage('Character', () => lines, { keys: 'A changes the armour setting' });
  return safe({
    kind: 'sheet',
    draw(ui, below, width, height) {
      lines = ui.game ? sheetLines(ui.game, ui.style) : [esc('No game.')];
      return page.draw(ui, below, width, height);
    },
    key(ui, k) {
      // The armour setting is changed here too, so an "always" or "never" chosen at a prompt is never for good.
      if (k.full !== 'A' || !ui.game) return page.key(ui, k);
      const next = ARMOUR_SETTINGS[(ARMOUR_SETTINGS.indexOf(ui.game.options.armourPrompt) + 1) % ARMOUR_SETTINGS.length]!;
      ui.act({ type: 'armour-setting', value: next });
    },
  });
}

const ARMOUR_SETTINGS = ['ask', 'always', 'never'] as const;
