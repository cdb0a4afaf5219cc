/**
 * Hero creation (RULES.md §3) as a sequence of small choices: the rolled
 * attributes (dice shown, the 14+ rule marked) and one optional swap,
 * class, kit, background (typed, or built from the d12 table), the tests it
 * covers, and name. The hero sheet builds up on the left as the choices are
 * made, so the last step is also the summary to confirm. The reducer rolls
 * the rest (HP, coins, trinket, spells) when the player confirms.
 */
import { CLASSES } from '../../data/blackhack/classes.js';
import { KITS } from '../../data/blackhack/kits.js';
import { BACKGROUND_INSPIRATION } from '../../data/blackhack/backgrounds.js';
import { ATTRIBUTE_ROLL, ATTRIBUTES, TEST_GUIDANCE } from '../../data/blackhack/attributes.js';
import { FAMILIAR, HOLY_SYMBOL, LUCKY_CHARM, WAR_TROPHY } from '../../data/blackhack/trinkets.js';
import type { HeroClass, Kit, KitItem } from '../../data/blackhack/schema.js';
import { BACKGROUND_MAX, NAME_MAX, newGame } from '../../core/engine/creation.js';
import type { Attr, ClassName, RulesOptions } from '../../core/engine/types.js';
import { ATTRS } from '../../core/engine/types.js';
import type { GameEvent, RollEvent } from '../../core/engine/events.js';
import { esc, tone, type Style } from '../style.js';
import type { Screen, Ui } from '../ui.js';
import { isCancel } from '../modals/basic.js';
import { helpPage } from '../modals/help.js';
import { columns, doesNothing, hint, mark, pasteInto, printable, shellKey, typedLines, typeInto, wrap } from '../widgets.js';
import { aOrAn, capitalised } from '../../base/words.js';

/** The longest background sentence, in characters. */

type Stage = 'attributes' | 'class' | 'kit' | 'background' | 'covers' | 'name';

const STAGES: { stage: Stage; label: string }[] = [
  { stage: 'attributes', label: 'Attributes' },
  { stage: 'class', label: 'Class' },
  { stage: 'kit', label: 'Kit' },
  { stage: 'background', label: 'Background' },
  { stage: 'covers', label: 'Covers' },
  { stage: 'name', label: 'Name' },
];

/** This screen's keys, above the keys of play on its help page (opened by `?` where nothing is typed). */
const CREATION_KEYS =
  'On this screen: attributes, two of s d c i w h swap them and u undoes the swap; class, 1-4 (or the arrows) choose and PgDn / PgUp page through a long class text; kit, a or b; the background is typed, or Tab gives an idea from the d12 table (or its number typed, then Enter); what it helps with, s d c i w h toggle; then the name is typed. Enter goes on, Esc goes back a step. Below, the keys of play.';

/** The steps where keys choose rather than type: `?` is help there, and a character of the text elsewhere. */
const CHOOSING: ReadonlySet<Stage> = new Set(['attributes', 'class', 'kit', 'covers']);

const ATTR_KEYS: Record<string, Attr> = { s: 'STR', d: 'DEX', c: 'CON', i: 'INT', w: 'WIS', h: 'CHA' };
const HIGH = ATTRIBUTE_ROLL.rows[0]!.highRoll;
const SEVEN = ATTRIBUTE_ROLL.rows[0]!.nextValue;
const TRINKET_TABLES = [WAR_TROPHY, LUCKY_CHARM, HOLY_SYMBOL, FAMILIAR];
const LEFT = 30;

/** The seed's class text has stray spaces where the booklet broke a line ("one- handed"). */
const tidy = (text: string) => text.replace(/- (?=[a-z])/g, '-');

const sides = (dice: string) => dice.replace(/^1d/, 'd');

function kitOf(className: ClassName, option: 'A' | 'B'): Kit {
  return KITS.rows.find((r) => r.class === className && r.option === option)!;
}

/** A kit item with what it counts as, when that is not plain from its name. */
export function kitItemText(i: KitItem): string {
  const notes: string[] = [];
  if (i.equipment && i.equipment.name.toLowerCase() !== i.name.toLowerCase()) notes.push(i.equipment.name);
  if (i.av) notes.push(`AV ${i.av}`);
  if (i.usageDie) notes.push(`U${i.usageDie}`);
  return `${i.quantity > 1 ? `${i.quantity} × ` : ''}${i.name}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** One line per class for the list: its HP and Hit Die. */
function classLine(c: HeroClass): string {
  return `${c.name.padEnd(8)} HP ${c.startingHp.padEnd(6)} Hit Die ${sides(c.hitDie)}`;
}

/** The class in a few lines: what it may use, its damage, its magic, its level gains and its abilities. */
export function classDetail(c: HeroClass, width: number): string[] {
  const out: string[] = [];
  const add = (text: string) => out.push(...wrap(text, width));
  add(`Weapons & armour: ${tidy(c.usable)}.`);
  add(`Damage: ${sides(c.damage.armed)} armed, ${sides(c.damage.unarmed)} unarmed${c.damage.poolPerHd ? ', as a pool of dice (one per HD)' : ''}.`);
  if (c.casting) add(`Magic: ${c.name === 'Cleric' ? 'prayers' : 'spells'} (${c.casting.attribute}), ${c.casting.startingCount} in the ${c.startingItems[0]?.name ?? 'book'}.`);
  add(`Each Level: +${sides(c.levelUp.hpGain)} HP${c.levelUp.hpGainAdvantage ? ' (with Advantage)' : ''}, extra roll for ${c.levelUp.extraRollFor.length === 6 ? 'any attribute' : c.levelUp.extraRollFor.join(' or ')}.`);
  for (const a of c.abilities) add(`• ${a.name}: ${a.summary}`);
  return out;
}

export function creationScreen(seed: string, options: Partial<RulesOptions>, onStart: (ui: Ui, seed: string, events: GameEvent[]) => void, onBack?: (ui: Ui) => void): Screen {
  const { state, events } = newGame(seed, options);
  let stage: Stage = 'attributes';
  let swapFirst: Attr | undefined;
  let swap: [Attr, Attr] | undefined;
  let className: ClassName = 'Warrior';
  /** The class text's first line shown, how many lines a page turns, and whether it overflows. */
  let detailTop = 0;
  let detailPage = 1;
  let detailMore = false;
  let kit: 'A' | 'B' = 'A';
  let background = '';
  const covers = new Set<Attr>();
  let name = '';
  let started = false;
  let note = '';
  const reached = new Set<Stage>(['attributes']);

  const shown = () => {
    const a = { ...state.hero.attributes };
    if (swap) [a[swap[0]], a[swap[1]]] = [a[swap[1]], a[swap[0]]];
    return a;
  };
  const cls = () => CLASSES.rows.find((c) => c.name === className)!;
  const go = (to: Stage) => {
    stage = to;
    reached.add(to);
  };

  function sheet(st: Style): string[] {
    const L: string[] = [tone(st, 'title', esc('Attributes')) + tone(st, 'dim', esc(' 3d6 in order'))];
    const attrs = shown();
    ATTRS.forEach((attr, k) => {
      const roll = events.find((e): e is RollEvent => e.kind === 'roll' && e.label === attr);
      const value = String(attrs[attr]).padStart(2);
      const swapped = swap?.includes(attr) ?? false;
      let how: string;
      // A swapped value came from the other attribute's dice, so its own dice (which no longer add up to it) give way to where it came from.
      if (swapped) how = tone(st, 'good', esc(`${st.ascii ? '<>' : '⇄'} ${swap!.find((a) => a !== attr)}, was ${state.hero.attributes[attr]}`));
      else if (!roll) how = tone(st, 'warn', esc(`${SEVEN}: after a ${HIGH}+`));
      else how = esc(roll.faces.join('+'));
      const high = swapped || !roll || roll.total < HIGH ? '' : ` ${tone(st, 'warn', esc(k < ATTRS.length - 1 ? `${HIGH}+ → next is ${SEVEN}` : `${HIGH}+`))}`;
      const pending = swapFirst === attr ? ` ${tone(st, 'key', '?')}` : '';
      L.push(`${esc(attr)} ${swapped ? tone(st, 'good', esc(value)) : tone(st, 'hero', esc(value))}  ${how}${high}${pending}`);
    });
    L.push(tone(st, 'dim', esc(`A ${HIGH}+ makes the next one ${SEVEN}.`)));
    L.push('');
    const c = cls();
    const k = kitOf(className, kit);
    const field = (label: string, value: string | undefined, wide = false) => {
      const head = `${label.padEnd(11)}`;
      if (!value) return [esc(head) + tone(st, 'dim', '-')];
      const lines = wide ? wrap(value, LEFT - 11) : [value];
      return lines.map((l, n) => esc(n === 0 ? head : ' '.repeat(11)) + esc(l));
    };
    L.push(...field('Class', reached.has('class') ? `${c.name} (HP ${c.startingHp})` : undefined));
    L.push(...field('Kit', reached.has('kit') ? `${kit}${k.coins ? `, ${k.coins} coins` : ', no coins'}` : undefined));
    L.push(...field('Background', reached.has('background') && background.trim() ? background : undefined, true).slice(0, 3));
    L.push(...field('Covers', reached.has('covers') ? (covers.size ? ATTRS.filter((a) => covers.has(a)).join(' ') : 'none') : undefined));
    L.push(...field('Name', name.trim() ? name : undefined));
    return L;
  }

  function stageLines(st: Style, width: number, rows: number): string[] {
    const L: string[] = [];
    const c = cls();
    switch (stage) {
      case 'attributes': {
        L.push(...wrap('Swap two attributes, once, or keep them as rolled.', width).map(esc));
        L.push(`${esc('Press two of')} ${tone(st, 'key', 's d c i w h')} ${esc('to swap them.')}`);
        L.push(swapFirst ? tone(st, 'key', esc(`Swapping ${swapFirst} with…`)) : swap ? tone(st, 'good', esc(`Swapped ${swap[0]} and ${swap[1]}.`)) : '');
        L.push('');
        for (const a of ATTRIBUTES.rows) L.push(...wrap(`${a.name} ${a.title}: ${a.governs}`, width).map(esc));
        L.push('');
        L.push(...wrap('A test succeeds when a d20 rolls under the attribute.', width).map((l) => tone(st, 'dim', esc(l))));
        break;
      }
      case 'class': {
        L.push(esc('Choose a class:'));
        CLASSES.rows.forEach((row, k) => {
          const on = row.name === className;
          L.push(`${mark(st, on)} ${tone(st, 'key', String(k + 1))} ${on ? tone(st, 'hero', esc(classLine(row))) : esc(classLine(row))}`);
        });
        L.push('');
        L.push(tone(st, 'title', esc(c.name)));
        const detail = classDetail(c, width);
        const room = Math.max(1, rows - L.length);
        // A class's text can outrun a small screen: PgDn and PgUp page through it, and the keys line says so.
        detailPage = Math.max(1, room - 1);
        detailTop = Math.min(detailTop, Math.max(0, detail.length - room));
        detailMore = detail.length > room;
        L.push(...detail.slice(detailTop, detailTop + room).map(esc));
        break;
      }
      case 'kit': {
        for (const opt of ['A', 'B'] as const) {
          const k = kitOf(className, opt);
          const on = opt === kit;
          const head = `Kit ${opt}: ${k.coins ? `${k.coins} coins` : 'no coins'}${k.counterfeit ? ' (counterfeit!)' : ''}`;
          L.push(`${mark(st, on)} ${tone(st, 'key', opt.toLowerCase())} ${on ? tone(st, 'hero', esc(head)) : esc(head)}`);
          for (const i of k.items) L.push(...wrap(kitItemText(i), width - 6).map((l, n) => esc(`${n ? '      ' : '    '}${l}`)));
          L.push('');
        }
        const trinket = TRINKET_TABLES.find((t) => t.id === c.trinketTable);
        const extras = [...c.startingItems.map((i) => i.name), ...(trinket ? [`${aOrAn(trinket.name.replace(new RegExp(`^${c.name} `), ''))} (d6 table)`] : [])];
        L.push(...wrap(`Every ${c.name} also has: ${extras.join(', ')}.`, width).map(esc));
        break;
      }
      case 'background': {
        L.push(esc('Your background, in one sentence:'));
        L.push(...typedLines(st, background, BACKGROUND_MAX, width - 2, 'as long as a background can be.').map((l) => `  ${l}`));
        L.push(esc('Type your own, or Tab or a number for an idea:'));
        const at = BACKGROUND_INSPIRATION.rows.findIndex((r) => r.name === background);
        BACKGROUND_INSPIRATION.rows.forEach((r, k) => {
          const line = `${String(r.min).padStart(2)} ${r.name}`;
          L.push(`${mark(st, k === at)} ${k === at ? tone(st, 'hero', esc(line)) : esc(line)}`);
        });
        break;
      }
      case 'covers': {
        L.push(...wrap(`Which tests does "${background.trim()}" help with? Once a visit it gives Advantage on one of them.`, width).map(esc));
        L.push(`${esc('Toggle with')} ${tone(st, 'key', 's d c i w h')}${esc(':')}`);
        L.push(`  ${ATTRS.map((a) => (covers.has(a) ? tone(st, 'good', `[${a}]`) : esc(` ${a} `))).join(' ')}`);
        L.push('');
        for (const a of ATTRS) {
          const kinds = TEST_GUIDANCE.rows.filter((g) => g.attribute === a).map((g) => g.name);
          const lines = wrap(`${a}  ${kinds.join(', ')}`, width);
          L.push(...lines.map((l, n) => (covers.has(a) ? tone(st, 'good', esc(n ? `     ${l}` : l)) : esc(n ? `     ${l}` : l))));
        }
        break;
      }
      case 'name': {
        L.push(esc('Name your hero:'));
        L.push(...typedLines(st, name, NAME_MAX, width - 2, 'as long as a name can be.').map((l) => `  ${l}`));
        L.push('');
        L.push(tone(st, 'title', esc('Your hero, ready to begin')));
        const k = kitOf(className, kit);
        const a = shown();
        const summary = [
          `${name.trim() || '(no name yet)'}, ${c.name}: HP ${c.startingHp}, Hit Die ${sides(c.hitDie)}.`,
          ATTRS.map((x) => `${x} ${a[x]}`).join('  ') + (swap ? ` (${swap[0]} and ${swap[1]} swapped)` : ''),
          `Kit ${kit}: ${k.items.map((i) => i.name).join(', ')}${k.coins ? `; ${k.coins} coins` : ''}.`,
          `Background: ${background.trim()} (${covers.size ? ATTRS.filter((x) => covers.has(x)).join(', ') : 'no tests'}).`,
          `Rolled as you begin: HP, coins, the trinket${c.casting ? `, the ${c.name === 'Cleric' ? 'prayers' : 'spells'} in your book` : ''}.`,
        ];
        for (const s of summary) L.push(...wrap(s, width).map(esc));
        break;
      }
    }
    return L.slice(0, rows);
  }

  function keysLine(st: Style): string {
    return CHOOSING.has(stage) ? `${stageKeys(st)}  ${hint(st, '?', esc('keys'))}` : stageKeys(st);
  }

  function stageKeys(st: Style): string {
    switch (stage) {
      case 'attributes':
        return [hint(st, 's d c i w h', esc('swap')), hint(st, 'u', esc('undo')), hint(st, 'Enter', esc('go on')), hint(st, 'Esc', esc(onBack ? 'back to setup' : 'cancel'))].join('  ');
      case 'class':
        return [hint(st, '1-4/arrows', esc('choose')), ...(detailMore ? [hint(st, 'PgDn/PgUp', esc('read on'))] : []), hint(st, 'Enter', esc('confirm')), hint(st, 'Esc', esc('back'))].join('  ');
      case 'kit':
        return [hint(st, 'a/b/arrows', esc('choose')), hint(st, 'Enter', esc('confirm')), hint(st, 'Esc', esc('back'))].join('  ');
      case 'background':
        return [hint(st, 'type', esc('your own')), hint(st, 'Tab', esc('next idea')), hint(st, 'Enter', esc('done')), hint(st, 'Esc', esc('back'))].join('  ');
      case 'covers':
        return [hint(st, 's d c i w h', esc('toggle')), hint(st, 'Enter', esc('done')), hint(st, 'Esc', esc('back'))].join('  ');
      case 'name':
        return [hint(st, 'type', esc('a name')), hint(st, 'Enter', esc('begin at Home')), hint(st, 'Esc', esc('back'))].join('  ');
    }
  }

  return {
    kind: 'creation',
    draw(ui, width, height) {
      const st = ui.style;
      const power = capitalised(state.options.power);
      const head = `${tone(st, 'title', esc('A new hero'))}${tone(st, 'dim', esc(`  (seed ${seed})  ${power} power, victory: ${state.options.victory === 'points-100' ? '100 points' : 'Final Zone'}`))}`;
      const steps = STAGES.map(({ stage: s, label }, n) => (s === stage ? tone(st, 'hero', esc(`${n + 1} ${label}`)) : reached.has(s) ? esc(`${n + 1} ${label}`) : tone(st, 'dim', esc(`${n + 1} ${label}`)))).join(tone(st, 'dim', esc(st.ascii ? ' > ' : ' › ')));
      const rows = height - 5;
      const right = width - LEFT - 2;
      const body = columns(sheet(st).slice(0, rows), stageLines(st, right, rows), LEFT, right, 2, st);
      while (body.length < rows) body.push('');
      const last = ui.log[ui.log.length - 1];
      const status = note ? tone(st, 'warn', esc(note)) : last?.kind === 'error' ? tone(st, 'warn', esc(last.text)) : '';
      return [head, steps, '', ...body, status, keysLine(st)].slice(0, height);
    },
    key(ui, k) {
      if (started) return;
      note = '';
      if (k.full === '?' && CHOOSING.has(stage)) return ui.push(helpPage(CREATION_KEYS));
      // On every step, the typed ones too, where `?` is part of the text and so is not named.
      if (shellKey(k)) return void (note = doesNothing(k, CHOOSING.has(stage) ? undefined : 'Enter goes on, Esc goes back'));
      switch (stage) {
        case 'attributes': {
          const attr = ATTR_KEYS[k.full];
          if (attr) {
            if (swap) note = 'One swap only: u undoes it.';
            else if (!swapFirst) swapFirst = attr;
            else if (swapFirst === attr) swapFirst = undefined;
            else {
              swap = [swapFirst, attr];
              swapFirst = undefined;
            }
          } else if (k.full === 'u') {
            swap = undefined;
            swapFirst = undefined;
          } else if (k.full === 'enter') {
            swapFirst = undefined;
            go('class');
          } else if (isCancel(k)) {
            if (swapFirst) swapFirst = undefined;
            else onBack?.(ui);
          } else if (printable(k)) note = doesNothing(k);
          return;
        }
        case 'class': {
          const names = CLASSES.rows.map((c) => c.name);
          const n = Number(k.full);
          const was = className;
          if (Number.isInteger(n) && n >= 1 && n <= names.length) className = names[n - 1]!;
          else if (k.full === 'down' || k.full === 'up') className = names[(names.indexOf(className) + (k.full === 'down' ? 1 : names.length - 1)) % names.length]!;
          else if (k.full === 'pagedown') detailTop += detailPage;
          else if (k.full === 'pageup') detailTop = Math.max(0, detailTop - detailPage);
          else if (k.full === 'enter') go('kit');
          else if (isCancel(k)) stage = 'attributes';
          else if (printable(k)) note = doesNothing(k);
          if (className !== was) detailTop = 0;
          return;
        }
        case 'kit':
          if (k.full === 'a' || k.full === 'b') kit = k.full.toUpperCase() as 'A' | 'B';
          else if (k.full === 'up' || k.full === 'down' || k.full === 'left' || k.full === 'right') kit = kit === 'A' ? 'B' : 'A';
          else if (k.full === 'enter') go('background');
          else if (isCancel(k)) stage = 'class';
          else if (printable(k)) note = doesNothing(k);
          return;
        case 'background':
          if (k.full === 'tab' || k.full === 'S-tab') {
            const rows = BACKGROUND_INSPIRATION.rows;
            const at = rows.findIndex((r) => r.name === background);
            background = rows[(at + (k.full === 'tab' ? 1 : at < 0 ? rows.length : rows.length - 1)) % rows.length]!.name;
          } else if (k.full === 'enter') {
            // The ideas are listed by their numbers: a number typed alone is read as choosing that idea, not as a background of "6".
            const idea = BACKGROUND_INSPIRATION.rows.find((r) => String(r.min) === background.trim());
            if (idea) background = idea.name;
            if (background.trim()) go('covers');
            else note = 'Type a sentence, or press Tab for an idea.';
          } else if (isCancel(k)) stage = 'kit';
          else background = typeInto(background, k, BACKGROUND_MAX);
          return;
        case 'covers': {
          const attr = ATTR_KEYS[k.full];
          if (attr) {
            if (covers.has(attr)) covers.delete(attr);
            else covers.add(attr);
          } else if (k.full === 'enter') go('name');
          else if (isCancel(k)) stage = 'background';
          else if (printable(k)) note = doesNothing(k);
          return;
        }
        case 'name':
          if (k.full === 'enter') {
            if (!name.trim()) {
              note = 'Your hero needs a name.';
              return;
            }
            ui.game = state;
            if (ui.act({ type: 'create', name, className, kit, ...(swap ? { swap } : {}), background: { text: background, attrs: [...covers] } })) {
              started = true;
              onStart(ui, seed, events);
              ui.settle();
            }
          } else if (isCancel(k)) stage = 'covers';
          else name = typeInto(name, k, NAME_MAX);
          return;
      }
    },
    paste(_ui, text) {
      if (started) return false;
      note = '';
      if (stage === 'background') background = pasteInto(background, text, BACKGROUND_MAX);
      else if (stage === 'name') name = pasteInto(name, text, NAME_MAX);
      else return false;
      return true;
    },
  };
}
