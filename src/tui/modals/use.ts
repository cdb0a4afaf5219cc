/**
 * Quaff (`q`, or drink from the fountain underfoot, for healing or a
 * blessing), read (`r`: scrolls and the spells of the hero's book) and use
 * (`U`): a letter-keyed list of what fits; an item that must be aimed goes
 * on to target selection, a spell on a page to the casting flow.
 */
import { FOUNTAIN_WISHES, type FountainWish } from '../../core/engine/actions.js';
import { REACH } from '../../core/engine/magic/aim.js';
import { isBook } from '../../core/engine/magic/book.js';
import { MIST_SIGIL } from '../../core/engine/magic/effects/space.js';
import { SCROLL } from '../../core/engine/magic/items.js';
import { casterOf, spellNamed } from '../../core/engine/magic/lists.js';
import { MAGIC_ITEM_USES, type Verb } from '../../core/engine/magic/magic-items.js';
import type { GameState, Item } from '../../core/engine/types.js';
import { currentZone } from '../../core/engine/zones.js';
import { key } from '../../core/engine/geometry.js';
import type { Spell } from '../../data/blackhack/schema.js';
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';
import { play } from './act.js';
import { itemLabel, verbOf, wandSpellKnown } from './item-info.js';
import { pickList, type Choice } from './list.js';
import { bookChoices, castSpell } from './magic.js';
import { aimAt } from './target.js';
import { capitalised } from '../../base/words.js';

const onFountain = (s: GameState) => !!s.zone && currentZone(s).zone.fountains.some((f) => f.x === s.hero.x && f.y === s.hero.y);
/** A fountain underfoot with a draught left: a dry one is not offered. */
const fountainToDrink = (s: GameState) => onFountain(s) && !currentZone(s).z.fountainsUsed.includes(key(s.hero.x, s.hero.y));

/** Quaff, read or use `item`, going on to a spell list or target selection where it needs one. */
export function useItem(ui: Ui, item: Item, verb: Verb): void {
  const s = ui.game!;
  const hero = s.hero;
  const send = (extra: object = {}) => void play(ui, { type: verb, item: item.id, ...extra });
  if (verb === 'read' && isBook(hero, item) && casterOf(hero)) return readBook(ui, item);
  const magic = item.magic ?? '';
  if (verb === 'read' && magic.startsWith(SCROLL)) {
    const caster = casterOf(hero);
    const sp = caster ? spellNamed(caster, magic.slice(SCROLL.length)) : undefined;
    // A scroll the hero cannot read (or Recall) goes straight to the reducer.
    return sp ? castSpell(ui, sp, { kind: 'page', item, book: false }) : send();
  }
  if (!s.zone) return send();
  if (magic === 'Wand' && verb === 'use') {
    const known = wandSpellKnown(hero, item);
    const sp = known ? spellNamed('Wizard', known) : undefined;
    if (sp) return castSpell(ui, sp, { kind: 'wand', item });
    return aimAt(ui, {
      title: `Use the ${item.name}`,
      reach: Infinity,
      creatures: false,
      odds: () => tone(ui.style, 'dim', esc('Its spell is not known yet: aim it where a spell should go.')),
      send: (u, p) => void play(u, { type: 'use', item: item.id, target: { x: p.x, y: p.y } }),
      confirm: 'use',
    });
  }
  const use = magic === MIST_SIGIL ? { aim: 'square' as const, reach: REACH.Nearby } : MAGIC_ITEM_USES[magic];
  if (!use || use.aim === 'none' || (magic === 'Cup of Ending' && verb === 'quaff')) return send();
  aimAt(ui, {
    title: `${capitalised(verb)} the ${item.name}`,
    reach: use.reach,
    creatures: use.aim === 'creature',
    fromHero: use.aim !== 'creature',
    send: (u, p) => void play(u, { type: verb, item: item.id, target: { x: p.x, y: p.y } }),
    confirm: verb === 'use' ? 'use' : verb === 'read' ? 'read' : 'quaff',
  });
}

function readBook(ui: Ui, book: Item): void {
  ui.push(
    pickList({
      title: `Read from the ${book.name}`,
      header: (u) => [tone(u.style, 'dim', esc('The test comes first; failure brings a Magical Side Effect. Not in a fight.'))],
      choices: (u) => bookChoices(u.game!, book),
      empty: 'The book is empty.',
      pick: (u, v) => castSpell(u, v.spell, { kind: 'page', item: v.item, book: true }),
    }),
  );
}

const WISHES: Record<FountainWish, string> = {
  healing: 'healing: 1d8 HP',
  Bless: 'Bless: attributes count 1 higher to attack and resist',
  'Protection from Evil': 'Protection from Evil: Advantage against harm from evil',
};

/** A blessing lasts as its prayer does: "Ud8 Minutes". */
function lasts(wish: FountainWish): string {
  const d = wish === 'healing' ? undefined : spellNamed('Cleric', wish)?.duration;
  return d?.usageDie ? ` (U${d.usageDie} ${capitalised(d.unit)})` : '';
}

/** What to drink for, asked before tasting since the water's nature is hidden; Esc walks away from the fountain untouched. */
function drinkMenu(ui: Ui): void {
  ui.push(
    pickList<FountainWish>({
      title: 'Drink for what?',
      header: (u) => [tone(u.style, 'dim', esc('Good water grants it; foul water poisons you whatever you wished for.'))],
      choices: () => FOUNTAIN_WISHES.map((w) => ({ label: esc(WISHES[w] + lasts(w)), value: w })),
      pick: (u, w) => void play(u, { type: 'drink', for: w }),
    }),
  );
}

/** Items `verb` applies to, as list choices. */
function itemsFor(s: GameState, verb: Verb): Choice<Item>[] {
  const hero = s.hero;
  return hero.items.filter((i) => verbOf(hero, i) === verb || (verb === 'quaff' && i.magic === 'Cup of Ending')).map((i) => ({ label: itemLabel(hero, i), value: i }));
}

/** `q`, `r`, `U`: the items to quaff, read or use (and the fountain underfoot for `q`). */
export function verbMenu(ui: Ui, verb: Verb): void {
  const s = ui.game!;
  type Pick = { item: Item } | { book: Item; spell: Spell } | 'fountain';
  const choices = (u: Ui): Choice<Pick>[] => {
    const now = u.game!;
    const hero = now.hero;
    const out: Choice<Pick>[] = [];
    if (verb === 'quaff' && fountainToDrink(now)) out.push({ label: esc('drink from the fountain here'), value: 'fountain' });
    for (const c of itemsFor(now, verb)) {
      if (verb === 'read' && isBook(hero, c.value) && casterOf(hero)) out.push(...bookChoices(now, c.value).map((b) => ({ label: b.label, value: { book: b.value.item, spell: b.value.spell } })));
      else out.push({ label: c.label, value: { item: c.value } });
    }
    return out;
  };
  if (choices(ui).length === 0) return ui.say(verb === 'quaff' && onFountain(s) ? 'The fountain here has run dry, and you have nothing to quaff.' : `You have nothing to ${verb}.`, 'info');
  ui.push(
    pickList<Pick>({
      title: verb === 'quaff' ? 'Quaff or drink what?' : verb === 'read' ? 'Read what?' : 'Use what?',
      ...(s.zone ? {} : { header: (u: Ui) => [tone(u.style, 'dim', esc('At Home: only what works without a zone.'))] }),
      choices,
      pick(u, v) {
        if (v === 'fountain') return drinkMenu(u);
        if ('book' in v) return castSpell(u, v.spell, { kind: 'page', item: v.book, book: true });
        useItem(u, v.item, verb);
      },
    }),
  );
}
