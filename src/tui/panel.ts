/** The side panel of the zone view: who the hero is and how they stand. */
import { armourLeft, armourPool, equippedItem } from '../core/engine/hero.js';
import type { GameState } from '../core/engine/types.js';
import { currentEnviron } from '../core/engine/environs.js';
import { esc, tone, type Style } from './style.js';

export function panelLines(s: GameState, style: Style): string[] {
  const h = s.hero;
  const a = h.attributes;
  const hpTone = h.hp * 3 <= h.maxHp ? 'bad' : h.hp * 3 <= h.maxHp * 2 ? 'warn' : 'good';
  const light = equippedItem(h, 'light');
  const lines = [
    tone(style, 'title', esc(h.name)),
    esc(`${h.className}, level ${h.level}`),
    `HP ${tone(style, hpTone, `${h.hp}/${h.maxHp}`)}  Armour ${armourLeft(h)}/${armourPool(h)}`,
    esc(`STR ${pad(a.STR)} DEX ${pad(a.DEX)} CON ${pad(a.CON)}`),
    esc(`INT ${pad(a.INT)} WIS ${pad(a.WIS)} CHA ${pad(a.CHA)}`),
    esc(light ? `Light: ${light.name}${light.usageDie ? ` Ud${light.usageDie}` : ''}` : 'Light: none'),
    esc(`Coins ${h.coins}  XP ${h.experiences}`),
    `Sust ${tone(style, s.consumables.sustenance <= 3 ? 'bad' : 'floor', String(s.consumables.sustenance))}  Illum ${tone(style, s.consumables.illumination <= 3 ? 'bad' : 'floor', String(s.consumables.illumination))}`,
    esc(`Tokens ${s.tokens.hero}${s.tokens.opposition.length > 0 ? `  Opp ${s.tokens.opposition.map((p) => p.tokens).join('/')}` : ''}`),
    esc(`Escalation d10: ${s.escalation}${s.escalationHolder === 'hero' ? ' (yours)' : ''}`),
    esc(s.zone ? `Zone ${s.zone}  depth ${s.zones[s.zone] ? s.zones[s.zone]!.context.depth : '?'}` : 'At Home'),
    esc(`Score ${s.score}  Turn ${s.turn}`),
    s.time.fight ? tone(style, 'bad', esc(`Fight: round ${s.time.fight.round}`)) : esc(`Minute ${s.time.minutes}`),
  ];
  const environ = s.zone ? currentEnviron(s) : undefined;
  if (environ) lines.push(tone(style, 'warn', esc(`Here: ${environ.name}`)));
  const conditions = [...new Set(h.conditions.map((c) => (c.kind === 'ongoing' ? 'poisoned' : c.kind === 'disadvantage' ? c.source : c.kind)))];
  if (conditions.length > 0) lines.push(tone(style, 'warn', esc(conditions.join(', '))));
  if (h.effects.length > 0) lines.push(tone(style, 'good', esc(h.effects.map((e) => e.name).slice(0, 3).join(', '))));
  return lines;
}

const pad = (n: number) => String(n).padStart(2);
