/**
 * Casting (`z`), praying (`p`, with Banish Undead for a Cleric) and reading
 * a spell from the hero's book: the memorised spells with their level,
 * range and exact chance to cast; a spell that is aimed goes on to target
 * selection. The aim of each spell is the engine's own (`effectOf`).
 */
import type { Action, Destination, Target } from '../../core/engine/actions.js';
import { REACH, type AimKind } from '../../core/engine/magic/aim.js';
import { effectOf } from '../../core/engine/magic/cast.js';
import { casterOf, FROM_MEMORY, FROM_PAGE, noun, spellNamed, type Caster } from '../../core/engine/magic/lists.js';
import { heroHas } from '../../core/engine/magic/state.js';
import type { GameState, Item } from '../../core/engine/types.js';
import type { CastingMode, Spell } from '../../data/blackhack/schema.js';
import { keyFor, keyInProse } from '../keys.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { play } from './act.js';
import { mapCursor } from './cursor.js';
import { pickList, type Choice } from './list.js';
import { describeSquare, visibleCreatures } from './look.js';
import { castChance, chanceText } from './odds.js';
import { aimAt, reachText } from './target.js';

/** `Magic Missile (level 1, Distant): 9/20 = 45.00%`, and the edge if the test has one. */
export function spellLine(s: GameState, sp: Spell, mode: CastingMode = FROM_MEMORY): string {
  const c = castChance(s, sp, mode);
  const over = sp.level > s.hero.level ? ' (beyond your Level)' : '';
  const edge = c.edge === 'normal' ? '' : ` with ${c.edge === 'advantage' ? 'Advantage' : 'Disadvantage'}`;
  return `${sp.name} (level ${sp.level}, ${sp.range === 'self' ? 'on yourself' : sp.range})${over}: ${c.success.toString()} = ${c.success.toPercent(2)}${edge}`;
}

export type Via = { kind: 'memory' } | { kind: 'page'; item: Item; book: boolean } | { kind: 'wand'; item: Item };

/** The action that casts `sp` the way `via` says. */
function actionFor(sp: Spell, via: Via, target?: Target, to?: Destination): Action {
  const aim = { ...(target ? { target } : {}), ...(to !== undefined ? { to } : {}) };
  if (via.kind === 'wand') return { type: 'use', item: via.item.id, ...aim };
  if (via.kind === 'page') return { type: 'read', item: via.item.id, ...(via.book ? { spell: sp.name } : {}), ...aim };
  return sp.caster === 'Wizard' ? { type: 'cast', spell: sp.name, ...aim } : { type: 'pray', prayer: sp.name, ...aim };
}

/** Teleport on oneself needs somewhere to go: Home, a zone visited, or a square seen. */
const NEEDS_DESTINATION = new Set(['Wizard:Teleport']);

function destinationMenu(sp: Spell, via: Via, self: Target): Modal {
  return pickList<Destination | 'square'>({
    title: `${sp.name}: where to?`,
    choices: (ui) => [
      { label: esc('Home'), value: 'home' },
      ...Object.keys(ui.game!.zones)
        .filter((id) => id !== ui.game!.zone)
        .map((id): Choice<Destination | 'square'> => ({ label: esc(`zone ${id}`), value: { zone: id } })),
      { label: esc('a square of this zone you have seen…'), value: 'square' },
    ],
    pick(ui, to) {
      if (to !== 'square') return void play(ui, actionFor(sp, via, self, to));
      ui.push(
        mapCursor({
          title: `${sp.name} to`,
          hint: 'move keys: cursor  Enter: go  Esc: cancel',
          info: (u, p) => describeSquare(u.game!, u.style, p),
          pick: (u, p) => void play(u, actionFor(sp, via, self, { x: p.x, y: p.y })),
        }),
      );
    },
  });
}

/** Casts `sp`: at once if it is not aimed, else through target selection. */
export function castSpell(ui: Ui, sp: Spell, via: Via): void {
  const s = ui.game!;
  const aim: AimKind = effectOf(sp).aim;
  const verb = via.kind === 'wand' ? 'Wand' : via.kind === 'page' ? 'Read' : sp.caster === 'Wizard' ? 'Cast' : 'Pray';
  if (aim === 'none' || !s.zone) return void play(ui, actionFor(sp, via));
  // A spell only a creature in view takes, with none within its reach, opens no aiming: Enter would only be refused.
  if (aim === 'creature' && !effectOf(sp).anywhere && sp.range !== 'unlimited' && visibleCreatures(s, REACH[sp.range]).length === 0) return ui.say(`No creature in view within reach of ${sp.name}: ${reachText(REACH[sp.range])}.`, 'info');
  const mode = via.kind === 'page' ? FROM_PAGE : FROM_MEMORY;
  aimAt(ui, {
    title: `${verb}: ${sp.name}`,
    reach: REACH[sp.range],
    creatures: false,
    fromHero: aim !== 'creature' && aim !== 'any',
    odds: (now) => tone(ui.style, 'roll', esc(via.kind === 'wand' ? `The wand casts ${sp.name} with no test.` : `To ${via.kind === 'page' ? 'read' : sp.caster === 'Wizard' ? 'cast' : 'pray'}: ${chanceText(castChance(now, sp, mode))}`)),
    send(u, p) {
      const target: Target = { x: p.x, y: p.y };
      const self = p.x === u.game!.hero.x && p.y === u.game!.hero.y;
      if (self && NEEDS_DESTINATION.has(`${sp.caster}:${sp.name}`)) return u.push(destinationMenu(sp, via, target));
      play(u, actionFor(sp, via, target));
    },
    confirm: via.kind === 'memory' ? (sp.caster === 'Wizard' ? 'cast' : 'pray') : via.kind === 'page' ? 'read' : 'use',
  });
}

/** `z` and `p`: the memorised spells (prayers) of the hero's list; Banish Undead for a Cleric. */
export function castMenu(ui: Ui, caster: Caster): void {
  const s = ui.game!;
  // Another class asks the reducer, which says who may cast; the other caster is told its own key too (a Cleric's z is not its prayers).
  const own = casterOf(s.hero);
  if (own !== caster) {
    play(ui, caster === 'Wizard' ? { type: 'cast', spell: '' } : { type: 'pray', prayer: '' });
    const key = own && keyFor(ui.keys, own === 'Cleric' ? 'pray' : 'cast');
    if (key) ui.say(`${own === 'Cleric' ? 'A Cleric prays' : 'A Wizard casts spells'} with ${keyInProse(key)}.`, 'info');
    return;
  }
  type Pick = Spell | 'banish';
  const choices = (u: Ui): Choice<Pick>[] => {
    const hero = u.game!.hero;
    const names = [...new Set(hero.memorised)];
    if (caster === 'Wizard' && heroHas(u.game!, 'Telekinesis') && !names.includes('Telekinesis')) names.push('Telekinesis');
    const out: Choice<Pick>[] = names.flatMap((name) => {
      const sp = spellNamed(caster, name);
      if (!sp) return [];
      const copies = hero.memorised.filter((m) => m === name).length;
      return [{ label: esc(`${spellLine(u.game!, sp)}${copies > 1 ? ` (×${copies})` : ''}`), value: sp }];
    });
    if (caster === 'Cleric') out.push({ label: esc('Banish Undead: a WIS test per group of undead Nearby, + its highest HD'), value: 'banish' });
    return out;
  };
  const study = keyFor(ui.keys, 'memorise');
  if (choices(ui).length === 0) return ui.say(`You have no ${noun(caster)}s memorised.${study ? ` ${study} studies your book: an hour, once a Day.` : ''}`, 'info');
  ui.push(
    pickList<Pick>({
      title: caster === 'Wizard' ? 'Cast which spell?' : 'Pray for what?',
      header: (u) => [
        tone(u.style, 'dim', esc(`After the effect: ${caster === 'Wizard' ? 'an INT' : 'a WIS'} test + the ${noun(caster)}'s level.`)),
        tone(u.style, 'dim', esc('Disadvantage if already cast this visit; failing forgets it.')),
      ],
      choices,
      pick: (u, v) => (v === 'banish' ? void play(u, { type: 'banish' }) : castSpell(u, v, { kind: 'memory' })),
    }),
  );
}

/** The spells of the hero's own book, to read (`r`). */
export function bookChoices(s: GameState, book: Item): Choice<{ item: Item; spell: Spell }>[] {
  const caster = casterOf(s.hero);
  if (!caster) return [];
  return s.hero.known.flatMap((name) => {
    const sp = spellNamed(caster, name);
    return sp ? [{ label: esc(`${book.name}: ${spellLine(s, sp, FROM_PAGE)}`), value: { item: book, spell: sp } }] : [];
  });
}
