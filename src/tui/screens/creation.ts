/**
 * Hero creation (RULES.md §3) as a sequence of small choices: the rolled
 * attributes (dice shown, the 14+ rule visible) and one optional swap,
 * class, kit, background (typed, or built from the d12 table) and name.
 * The reducer rolls the rest when the player confirms.
 */
import { CLASSES } from '../../data/blackhack/classes.js';
import { KITS } from '../../data/blackhack/kits.js';
import { BACKGROUND_INSPIRATION } from '../../data/blackhack/backgrounds.js';
import { newGame } from '../../core/engine/creation.js';
import type { Attr, ClassName, RulesOptions } from '../../core/engine/types.js';
import { ATTRS } from '../../core/engine/types.js';
import type { GameEvent } from '../../core/engine/events.js';
import { esc, tone } from '../style.js';
import type { KeyInput, Screen, Ui } from '../ui.js';
import { isCancel } from '../modals/basic.js';
import { afterAct } from './flow.js';

type Stage = 'attributes' | 'class' | 'kit' | 'background' | 'covers' | 'name';

const ATTR_KEYS: Record<string, Attr> = { s: 'STR', d: 'DEX', c: 'CON', i: 'INT', w: 'WIS', h: 'CHA' };

/** Text entry: printable characters add, Backspace removes. */
function typeInto(text: string, k: KeyInput, max: number): string {
  if (k.full === 'backspace') return text.slice(0, -1);
  if (k.ch && k.ch.length === 1 && k.ch >= ' ' && k.ch !== '\x7f' && text.length < max) return text + k.ch;
  return text;
}

export function creationScreen(seed: string, options: Partial<RulesOptions>, onStart: (ui: Ui, seed: string, events: GameEvent[]) => void): Screen {
  const { state, events } = newGame(seed, options);
  let stage: Stage = 'attributes';
  let swapFirst: Attr | undefined;
  let swap: [Attr, Attr] | undefined;
  let className: ClassName = 'Warrior';
  let kit: 'A' | 'B' = 'A';
  let background = '';
  const covers = new Set<Attr>();
  let name = '';
  let started = false;

  const shown = () => {
    const a = { ...state.hero.attributes };
    if (swap) [a[swap[0]], a[swap[1]]] = [a[swap[1]], a[swap[0]]];
    return a;
  };

  return {
    kind: 'creation',
    draw(ui, _width, height) {
      const L: string[] = [tone(ui.style, 'title', esc(`A new hero  (seed ${seed})`)), ''];
      const attrs = shown();
      for (const attr of ATTRS) {
        const roll = events.find((e) => e.kind === 'roll' && e.label === attr);
        const how = roll ? esc(roll.text) : tone(ui.style, 'warn', esc(`${attr}: 7 (the roll before it was 14 or more)`));
        const swapped = swap?.includes(attr) ? tone(ui.style, 'good', esc(` → ${attrs[attr]} after the swap`)) : '';
        L.push(`  ${how}${swapped}`);
      }
      L.push('');
      if (stage === 'attributes') {
        L.push(esc('Swap two attributes once, or keep them: press two of s d c i w h (STR DEX CON INT WIS CHA),'));
        L.push(esc(`Enter to go on.${swapFirst ? `  Swapping ${swapFirst} with…` : ''}${swap ? '  (u: undo the swap)' : ''}`));
      } else if (stage === 'class') {
        L.push(esc('Choose a class:'));
        CLASSES.rows.forEach((c, k) => {
          const mark = c.name === className ? tone(ui.style, 'key', '>') : ' ';
          L.push(`${mark} ${k + 1} ${tone(ui.style, 'title', esc(c.name))}: HP ${esc(c.startingHp)}, Hit Die ${esc(c.hitDie)}; ${esc(c.usable)}`);
          L.push(`      ${esc(c.abilities.map((a) => a.name).join(', '))}`);
        });
        L.push(esc('1-4 or arrows to choose, Enter to confirm, Esc to go back.'));
      } else if (stage === 'kit') {
        for (const opt of ['A', 'B'] as const) {
          const k = KITS.rows.find((r) => r.class === className && r.option === opt)!;
          const mark = opt === kit ? tone(ui.style, 'key', '>') : ' ';
          L.push(`${mark} ${opt}: ${esc(k.items.map((i) => i.name).join(', '))}${k.coins ? esc(`, ${k.coins} coins`) : ''}`);
        }
        L.push(esc('a or b (arrows) to choose, Enter to confirm, Esc to go back.'));
      } else if (stage === 'background') {
        L.push(esc('Your background, in one sentence (Tab: a d12 idea; Enter when done):'));
        L.push(`  ${esc(background)}${tone(ui.style, 'key', '_')}`);
      } else if (stage === 'covers') {
        L.push(esc(`Which tests does "${background}" help with? Toggle s d c i w h, Enter when done.`));
        L.push(`  ${ATTRS.map((a) => (covers.has(a) ? tone(ui.style, 'good', `[${a}]`) : ` ${a} `)).join(' ')}`);
      } else {
        L.push(esc('Name your hero (Enter to begin):'));
        L.push(`  ${esc(name)}${tone(ui.style, 'key', '_')}`);
      }
      return L.slice(0, height);
    },
    key(ui, k) {
      if (started) return;
      const back = (to: Stage) => void (stage = to);
      switch (stage) {
        case 'attributes': {
          const attr = ATTR_KEYS[k.full];
          if (attr && !swap) {
            if (!swapFirst) swapFirst = attr;
            else if (swapFirst !== attr) {
              swap = [swapFirst, attr];
              swapFirst = undefined;
            }
          } else if (k.full === 'u') {
            swap = undefined;
            swapFirst = undefined;
          } else if (k.full === 'enter') stage = 'class';
          else if (isCancel(k)) swapFirst = undefined;
          return;
        }
        case 'class': {
          const n = Number(k.full);
          const names = CLASSES.rows.map((c) => c.name);
          if (n >= 1 && n <= names.length) className = names[n - 1]!;
          if (k.full === 'down' || k.full === 'up') className = names[(names.indexOf(className) + (k.full === 'down' ? 1 : names.length - 1)) % names.length]!;
          if (k.full === 'enter') stage = 'kit';
          if (isCancel(k)) back('attributes');
          return;
        }
        case 'kit':
          if (k.full === 'a' || k.full === 'b') kit = k.full.toUpperCase() as 'A' | 'B';
          if (k.full === 'up' || k.full === 'down') kit = kit === 'A' ? 'B' : 'A';
          if (k.full === 'enter') stage = 'background';
          if (isCancel(k)) back('class');
          return;
        case 'background':
          if (k.full === 'tab') {
            const rows = BACKGROUND_INSPIRATION.rows;
            background = rows[(rows.findIndex((r) => r.name === background) + 1) % rows.length]!.name;
          } else if (k.full === 'enter' && background.trim()) stage = 'covers';
          else if (isCancel(k)) back('kit');
          else background = typeInto(background, k, 80);
          return;
        case 'covers': {
          const attr = ATTR_KEYS[k.full];
          if (attr) {
            if (covers.has(attr)) covers.delete(attr);
            else covers.add(attr);
          } else if (k.full === 'enter') stage = 'name';
          else if (isCancel(k)) back('background');
          return;
        }
        case 'name':
          if (k.full === 'enter' && name.trim()) {
            ui.game = state;
            if (ui.act({ type: 'create', name, className, kit, ...(swap ? { swap } : {}), background: { text: background, attrs: [...covers] } })) {
              started = true;
              onStart(ui, seed, events);
              afterAct(ui);
            }
          } else if (isCancel(k)) back('covers');
          else name = typeInto(name, k, 32);
          return;
      }
    },
  };
}
