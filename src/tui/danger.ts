/**
 * Danger is never silent (docs/keys.md): after a step that brought danger
 * the game drops the keys typed ahead and waits for a key that says the
 * player has seen it, as NetHack's --More-- does, before the next action.
 * Danger is HP falling below a share of the maximum (a setting, 1/3 unless
 * given; 0 turns that one off), a creature first coming into view, and a
 * hit for a quarter of the maximum HP or more.
 */
import type { GameEvent } from '../core/engine/events.js';
import type { GameState } from '../core/engine/types.js';
import { currentZone } from '../core/engine/zones.js';
import { zoneLayout } from './layout.js';
import { esc, fit, tone } from './style.js';
import type { KeyInput, Modal } from './ui.js';
import type { HpShare } from './hp-share.js';
import { doesNothing, wrap } from './widgets.js';

const shareText = (h: HpShare) => (h.den === 100 ? `${h.num}%` : h.num === 1 && h.den === 3 ? 'a third' : h.num === 1 && h.den === 4 ? 'a quarter' : h.num === 1 && h.den === 2 ? 'half' : `${h.num}/${h.den}`);

/** What in a step calls for a stop, in words; none when the step was safe (or the hero is not in the dungeon any more). */
export function dangerIn(before: GameState, after: GameState, events: readonly GameEvent[], hpShare: HpShare): string[] {
  // Setting out from Home, the new zone itself stops the keys typed ahead (typeahead.ts) and the screen changes under them.
  if (after.phase !== 'dungeon' || before.phase !== 'dungeon') return [];
  const { hp, maxHp } = after.hero;
  const out: string[] = [];
  if (events.some((e) => e.kind === 'creature' && e.data?.['sighted'] === true)) out.push('A creature comes into view.');
  // The hero's own hurts are the damage events that name their source.
  const hurts = events.flatMap((e) => (e.kind === 'damage' && typeof e.data?.['source'] === 'string' ? [Number(e.data['damage'])] : []));
  const heaviest = Math.max(0, ...hurts);
  // A blow can be bigger than the whole of HP (the hero left Out of Action, and up again): "15 of your 6 HP" says nothing.
  if (heaviest * 4 >= maxHp && heaviest > 0) out.push(heaviest < maxHp ? `A heavy blow: ${heaviest} of your ${maxHp} HP.` : `A heavy blow: ${heaviest} damage, ${heaviest === maxHp ? 'all' : 'more than all'} of your ${maxHp} HP.`);
  // Every step that costs HP below the line warns again: a slow bleed is as deadly as a blow.
  if (hpShare.num > 0 && hp < before.hero.hp && hp * hpShare.den < maxHp * hpShare.num) out.push(`HP ${hp}/${maxHp}: below ${shareText(hpShare)} of your maximum.`);
  return out;
}

/**
 * The stop itself: the reasons and --More-- on the rule between the map
 * and the log, so the map and the messages stay in sight. Reasons too long
 * for the rule go on over the log's oldest rows, whole: a stop that cuts
 * its own words off mid-word ("below a third o") says less than it stops for.
 * Space, Enter or Esc goes on; every other key only says that it did
 * nothing, on the same line, as NetHack's --More-- takes no command: a
 * move typed on from habit is not played into the danger, nor lost unsaid.
 */
export function moreStop(reasons: string[]): Modal {
  let stray: KeyInput | undefined;
  return {
    kind: 'more',
    guarded: true,
    draw(ui, below, width, height) {
      const s = ui.game;
      if (!s?.zone) return below;
      const { mapHeight, logHeight } = zoneLayout(width, height, currentZone(s).zone.height);
      const lines = [...below];
      const said = wrap(`--More-- (Space or Enter) ${reasons.join(' ')}${stray ? ` ${doesNothing(stray, 'Space or Enter goes on')}` : ''}`, width).slice(0, logHeight + 1);
      for (const [k, l] of said.entries()) lines[mapHeight + k] = tone(ui.style, 'warn', fit(esc(l), width));
      return lines;
    },
    key(ui, k) {
      if (k.full === 'space' || k.full === 'enter' || k.full === 'escape') ui.pop();
      else if (k.full !== 'C-c') stray = k;
    },
  };
}
