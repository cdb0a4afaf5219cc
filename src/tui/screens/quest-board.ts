/**
 * Home's quest board (docs/rules.md, Quests): with no Quest under way, a
 * draft of up to three zones is built from the creatures the Opposition
 * could buy, its price shown as it grows, and posted as one action; with
 * one under way, the page says how far it has got. The reducer prices,
 * checks and refuses; the draft only says what would be asked.
 */
import { describeQuest, foeCost, MAX_QUEST_ZONES, questProgress, questRefund } from '../../core/engine/home/quest.js';
import { CREATURE_OFFERS, ILLUMINATION_COST } from '../../core/engine/stocking/catalogue.js';
import type { QuestFoe } from '../../core/engine/types.js';
import { counted } from '../../base/words.js';
import { esc } from '../style.js';
import type { KeyInput, Ui } from '../ui.js';
import { doesNothing, hint, listRows, moveCursor, para, printable } from '../widgets.js';
import { play } from '../modals/act.js';

export interface QuestBoard {
  lines(ui: Ui, width: number, rows: number): string[];
  /** Takes a key; returns true when the page is done (back to the menu), or what a key of no use says, as Home's other pages say it. */
  key(ui: Ui, k: KeyInput): boolean | string;
}

interface DraftZone {
  foes: QuestFoe[];
  light: boolean;
}

/** A creature's row in `room` columns: a name and category too long are cut, never its HD and price (Flying Serpent (Flying Creatures) would lose "each"). */
const offerTexts = (room: number): string[] =>
  CREATURE_OFFERS.map((o) => {
    const head = `${o.row.name} (${o.category})`;
    const tail = `, ${o.hd} HD: ${counted(o.cost, 'token')} each`;
    return head.length + tail.length <= room ? `${head}${tail}` : `${head.slice(0, Math.max(1, room - tail.length - 1))}…${tail}`;
  });

export function questBoard(): QuestBoard {
  let draft: DraftZone[] = [{ foes: [], light: false }];
  let cursor = 0;
  const current = () => draft[draft.length - 1]!;
  const cost = () => draft.reduce((sum, z) => sum + z.foes.reduce((n, f) => n + foeCost(f), 0) + (z.light ? ILLUMINATION_COST : 0), 0);

  function add(): void {
    const o = CREATURE_OFFERS[cursor]!;
    const foes = current().foes;
    const had = foes.find((f) => f.name === o.row.name && f.category === o.category);
    if (had) had.count++;
    else foes.push({ category: o.category, name: o.row.name, count: 1, hd: o.hd });
  }

  function takeBack(): void {
    const foes = current().foes;
    const last = foes[foes.length - 1];
    if (!last) return;
    if (--last.count === 0) foes.pop();
  }

  function underWay(ui: Ui, width: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const q = s.quest!;
    const p = questProgress(s)!;
    return [
      ...para(st, `Your Quest: ${describeQuest(q)}`, width),
      '',
      ...para(st, `${p.zones} of ${counted(p.of, 'zone')} reached, ${counted(p.left, 'foe')} still standing. Spent ${counted(q.spent, 'token')}: ${questRefund(q.spent)} come back, with an Experience, when you come Home with it complete.`, width, p.zones === p.of && p.left === 0 ? 'good' : undefined),
    ];
  }

  function drafting(ui: Ui, width: number, rows: number): string[] {
    const s = ui.game!;
    const st = ui.style;
    const price = cost();
    const L = para(st, `Quest board: name the next new zones you will enter and the foes each will hold. You have ${counted(s.tokens.hero, 'token')}; 1 comes back per 2 spent when you come Home with the Quest complete.`, width);
    draft.forEach((z, k) => {
      const foes = z.foes.map((f) => `${f.count} × ${f.name}`).join(', ') || 'no foes yet';
      L.push(...para(st, `Zone ${k + 1}: ${foes}${z.light ? ', dark' : ''}`, width, k === draft.length - 1 ? 'hero' : undefined));
    });
    L.push(...para(st, `Cost ${counted(price, 'token')}${price > s.tokens.hero ? ', more than you have' : ''}, ${questRefund(price)} back.`, width, price > s.tokens.hero ? 'bad' : 'dim'));
    // listRows gives each row two columns less, for its cursor mark.
    L.push(...listRows(st, offerTexts(width - 2), cursor, Math.max(1, rows - L.length), width));
    return L;
  }

  /** The page's keys, on two lines while drafting: they do not fit on one beside the panel. */
  const keys = (ui: Ui): string[] =>
    ui.game!.quest
      ? [[hint(ui.style, 'X', esc('give it up')), hint(ui.style, 'Esc', esc('back'))].join('  ')]
      : [
          [hint(ui.style, 'Enter', esc('add one')), hint(ui.style, 'Bksp', esc('take one back')), hint(ui.style, 'l', esc('dark or not'))].join('  '),
          [hint(ui.style, 'n', esc('next zone')), hint(ui.style, 'p', esc('post the Quest')), hint(ui.style, 'Esc', esc('back'))].join('  '),
        ];

  return {
    lines(ui, width, rows) {
      const below = keys(ui);
      const L = ui.game!.quest ? underWay(ui, width) : drafting(ui, width, rows - below.length);
      L.length = Math.min(L.length, rows - below.length);
      while (L.length < rows - below.length) L.push('');
      return [...L, ...below];
    },
    key(ui, k) {
      if (k.full === 'escape' || k.full === 'q') return true;
      if (ui.game!.quest) {
        if (k.full === 'X') play(ui, { type: 'quest-abandon' });
        else if (printable(k)) return doesNothing(k, 'the keys below say what does');
        return false;
      }
      switch (k.full) {
        case 'enter':
          add();
          break;
        case 'backspace':
          takeBack();
          break;
        case 'l':
          current().light = !current().light;
          break;
        case 'n':
          // Said in the log, as the reducer's refusals are: a key that seems to do nothing is a key the player tries again.
          if (current().foes.length === 0) ui.say(`Zone ${draft.length} has no foes yet: Enter adds the one under the cursor, then n starts the next zone.`, 'error');
          else if (draft.length >= MAX_QUEST_ZONES) ui.say(`A Quest names at most ${MAX_QUEST_ZONES} zones: p posts this one.`, 'error');
          else draft.push({ foes: [], light: false });
          break;
        case 'p':
          // The reducer says what is wrong with a draft, in the log; a posted one starts the next afresh.
          if (play(ui, { type: 'quest', legs: draft })) {
            draft = [{ foes: [], light: false }];
            return true;
          }
          break;
        default:
          cursor = moveCursor(k, cursor, CREATURE_OFFERS.length);
      }
      return false;
    },
  };
}
