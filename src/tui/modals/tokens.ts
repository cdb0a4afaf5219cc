/**
 * The hero's token menu (`T`, in the dungeon and at Home): every spend with
 * its cost and what it does, or why it cannot be made now (the reducer's
 * own reason). Choosing one asks what it needs (how many, which item,
 * where to), then declares it; an objection or a sealed bid follows as the
 * reducer asks.
 */
import type { GameState, Hero, Spend } from '../../core/engine/types.js';
import { heroClass } from '../../core/engine/hero.js';
import { CONSUMABLE_MAX, HOME_CONSUMABLE_RATE, MEND_COST, SPENDS, escapeWays, exitElement, exitItems, exitPrice, healDiePrice, spendProblem, type SpendInfo } from '../../core/engine/spends/index.js';
import { distance } from '../../core/engine/geometry.js';
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';
import { play } from './act.js';
import { pickList, type Choice } from './list.js';
import { numberPrompt } from './number.js';
import { counted } from '../../base/words.js';

/** A spend of each kind as the menu would first declare it, to ask the reducer whether it could be made. */
function probe(what: Spend['what']): Spend {
  switch (what) {
    case 'device':
      return { what, device: 'recall' };
    case 'sustenance':
    case 'illumination':
      return { what, tokens: 1 };
    case 'exit':
      return { what, item: null, to: 'new' };
    case 'escape':
      return { what };
    case 'stunt':
      return { what };
    case 'heal':
    case 'mend':
      return { what, dice: 1 };
  }
}

const SHORT: Record<Spend['what'], string> = {
  device: 'a Scroll of Recall, or a magic item',
  sustenance: 'food for the zones ahead',
  illumination: 'light for darkened zones',
  exit: 'a test: each success opens a way',
  escape: 'break away through an exit',
  stunt: 're-roll your last failed test',
  heal: 'roll Hit Dice, heal that much',
  mend: 'mend a Broken armour die',
};

function costText(ui: Ui, info: SpendInfo): string {
  const home = ui.game!.phase === 'home';
  switch (info.what) {
    case 'sustenance':
    case 'illumination':
      return home ? `1 per ${HOME_CONSUMABLE_RATE} pts` : '1 per point';
    case 'heal':
      return `${healDiePrice(ui.game!)} per Hit Die`;
    case 'exit':
      return `from ${counted(exitPrice(ui.game!, 'new'), 'token')}`;
    case 'mend':
      return `${MEND_COST} per die`;
    default:
      return '1 token';
  }
}

/** Whether an Opposition plays: only then may a spend be objected to or bid for. */
const opposed = (s: GameState) => s.tokens.opposition.length > 0;

export function tokensMenu(ui: Ui): void {
  ui.push(
    pickList<SpendInfo>({
      title: 'Tokens',
      header: (u) => {
        const s = u.game!;
        return [
          esc(`You have ${counted(s.tokens.hero, 'token')}${opposed(s) ? `; the Opposition ${s.tokens.opposition.map((p) => p.tokens).join('/')}` : ''}. Sustenance ${s.consumables.sustenance}, Illumination ${s.consumables.illumination}.`),
          tone(u.style, 'dim', esc(s.phase === 'home' ? 'At Home each token counts triple for Sustenance and Illumination.' : opposed(s) ? 'Any spend may be objected to: then insist and bid, or withdraw.' : 'No Opposition plays: no spend is objected to.')),
          '',
        ];
      },
      choices: (u) =>
        SPENDS.map((info): Choice<SpendInfo> => {
          const problem = spendProblem(u.game!, probe(info.what));
          const about = problem ? tone(u.style, 'dim', esc(problem)) : esc(SHORT[info.what]);
          return { label: `${esc(info.name.padEnd(19))}${esc(costText(u, info).padEnd(15))}${about}`, value: info, ...(problem ? { dim: true } : {}) };
        }),
      pick: (u, info) => chooseSpend(u, info),
      footer: 'letter or Enter: spend  Esc: close',
    }),
  );
}

/** The hero's Hit Die, and how many of them heal what is missing on an average roll. */
/** How many dice to roll, never advising more than the Level allows. */
function healingAdvice(needed: number, level: number, price: number, home: boolean): string {
  const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
  const each = `${counted(price, 'token')} a die${price > 1 ? ` (doubled for each heal bought ${home ? 'in this stay at Home' : 'on this trip'})` : ''}`;
  if (needed <= level) return `${dice(needed)} should heal it. ${each}, at most ${level} (your Level).`;
  return `healing it all would take ${dice(needed)}, but your Level (${level}) lets you roll at most ${level}. ${each}.`;
}

function healingDice(h: Hero): { sides: number; needed: number } {
  const sides = Number(/d(\d+)/.exec(heroClass(h).hitDie)![1]);
  return { sides, needed: Math.ceil(((h.maxHp - h.hp) * 2) / (sides + 1)) };
}

const declare = (ui: Ui, spend: Spend) => void play(ui, { type: 'spend', ...spend });

function chooseSpend(ui: Ui, info: SpendInfo): void {
  const s = ui.game!;
  // A spend that cannot be made goes to the reducer anyway, so its reason shows in the log.
  const problem = spendProblem(s, probe(info.what));
  if (problem && info.what !== 'sustenance' && info.what !== 'illumination' && info.what !== 'exit') return declare(ui, probe(info.what));
  switch (info.what) {
    case 'device':
      return ui.push(
        pickList<'recall' | 'magic'>({
          title: 'Find a Device (1 token)',
          choices: () => [
            { label: esc('a Scroll of Recall: read it to go Home at once'), value: 'recall' },
            { label: esc('a roll on the Black Hack 2d12 magic items'), value: 'magic' },
          ],
          pick: (u, device) => declare(u, { what: 'device', device }),
        }),
      );
    case 'sustenance':
    case 'illumination': {
      const which = info.what;
      const name = which === 'sustenance' ? 'Sustenance' : 'Illumination';
      const rate = s.phase === 'home' ? HOME_CONSUMABLE_RATE : 1;
      const most = (u: Ui) => Math.min(u.game!.tokens.hero, Math.max(0, Math.ceil((CONSUMABLE_MAX - u.game!.consumables[which]) / rate)));
      return ui.push(
        numberPrompt({
          title: `Raise ${name}`,
          unit: 'tokens',
          initial: 1,
          max: most,
          lines: (u) => [esc(`${name} is ${u.game!.consumables[which]} of ${CONSUMABLE_MAX}. Each token buys ${counted(rate, 'point')}${rate > 1 ? ' (Home: triple)' : ''}.`)],
          enter: (u, n) => declare(u, { what: which, tokens: n }),
        }),
      );
    }
    case 'heal':
    case 'mend': {
      const what = info.what;
      const most = (u: Ui) => {
        const h = u.game!.hero;
        const cap = what === 'heal' ? h.level : h.armourBroken + h.armourPermanent;
        return Math.min(cap, Math.floor(u.game!.tokens.hero / (what === 'heal' ? healDiePrice(u.game!) : MEND_COST)));
      };
      // Healing opens at the dice that should heal what is missing: a die more would most likely be a token wasted.
      const initial = what === 'heal' ? Math.min(most(ui), healingDice(s.hero).needed) : most(ui);
      return ui.push(
        numberPrompt({
          title: what === 'heal' ? 'Restore HP' : 'Mend armour',
          unit: what === 'heal' ? 'Hit Dice' : 'dice',
          initial: Math.max(1, initial),
          max: most,
          lines: (u) => {
            const h = u.game!.hero;
            if (what !== 'heal') return [esc(`Broken armour dice: ${h.armourBroken}, for good: ${h.armourPermanent}. ${MEND_COST} tokens a die.`)];
            const { sides, needed } = healingDice(h);
            return [
              esc(`HP ${h.hp}/${h.maxHp}: ${h.maxHp - h.hp} HP missing.`),
              esc(`A Hit Die is a d${sides} (${(sides + 1) / 2} on average): ${healingAdvice(needed, h.level, healDiePrice(u.game!), u.game!.phase === 'home')}`),
            ];
          },
          enter: (u, n) => declare(u, { what, dice: n }),
        }),
      );
    }
    case 'exit':
      return exitMenu(ui);
    case 'escape': {
      const ways = escapeWays(s);
      if (ways.length <= 1) return declare(ui, { what: 'escape' });
      return ui.push(
        pickList({
          title: 'Escape (1 token): by which way?',
          choices: (u) => escapeWays(u.game!).map((w) => ({ label: esc(`${w.kind === 'passage' ? 'passage' : w.exit.kind === 'door' ? 'door' : w.exit.kind.replace('-', ' ')} to ${w.to === 'entrance' ? 'the entrance' : `zone ${w.to}`}, ${distance(w, u.game!.hero) === 1 ? '1 square' : `${distance(w, u.game!.hero)} squares`} away`), value: w.to })),
          pick: (u, to) => declare(u, { what: 'escape', to }),
        }),
      );
    }
    case 'stunt':
      return declare(ui, { what: 'stunt' });
  }
}

/** Create an exit: which Element to invoke, then where it should lead. */
function exitMenu(ui: Ui): void {
  const s = ui.game!;
  const problem = spendProblem(s, { what: 'exit', item: null, to: 'new' });
  if (problem) return declare(ui, { what: 'exit', item: null, to: 'new' });
  const elements = [null, ...exitItems(s).map((i) => i.id)];
  ui.push(
    pickList<number | null>({
      title: `Create an exit (from ${counted(exitPrice(s, 'new'), 'token')}): invoke what?`,
      header: () => [tone(ui.style, 'dim', esc('A pass opens a way; a tool or weapon adds its die: 4+ opens another.')), ''],
      choices: (u) =>
        elements.map((id) => {
          const el = exitElement(u.game!, id);
          if (typeof el === 'string') return { label: esc(el), value: id, dim: true };
          const edge = el.advantage ? ', Advantage' : '';
          return { label: esc(el.item ? `${el.item.name}: ${el.attr} test${edge} + d${el.gearDie}` : `search for a hidden way: ${el.attr} test${edge}`), value: id };
        }),
      pick: (u, item) => destinationMenu(u, item),
    }),
  );
}

function destinationMenu(ui: Ui, item: number | null): void {
  const s = ui.game!;
  const old = Object.values(s.zones).filter((z) => z.id !== s.zone).sort((a, b) => a.context.depth - b.context.depth || a.id.localeCompare(b.id));
  if (old.length === 0) return declare(ui, { what: 'exit', item, to: 'new' });
  ui.push(
    pickList<string>({
      title: 'Where should it lead?',
      header: (u) => [
        tone(u.style, 'dim', esc('1 token, 2 more a level skipped; doubled for each exit this trip.')),
        ...(opposed(u.game!) ? [tone(u.style, 'dim', esc('The Opposition may contest it in a sealed bid.'))] : []),
        '',
      ],
      choices: (u) => [
        { label: esc(`a new zone (${counted(exitPrice(u.game!, 'new'), 'token')})`), value: 'new' },
        ...old.map((z) => ({ label: esc(`zone ${z.id} (depth ${z.context.depth}, ${counted(exitPrice(u.game!, z.id), 'token')})`), value: z.id })),
      ],
      pick: (u, to) => declare(u, { what: 'exit', item, to }),
    }),
  );
}
