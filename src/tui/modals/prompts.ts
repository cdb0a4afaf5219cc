/** The questions the rules stop for besides the armour die: escalating at the stairs, and what hunger costs. */
import { hungerPayers } from '../../core/engine/consumables.js';
import type { Attr } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { answerNote } from './basic.js';
import { topicPage } from './topics.js';
import { orList } from '../../base/words.js';

const answer = (ui: Ui, action: Parameters<Ui['act']>[0]) => {
  ui.pop();
  ui.act(action);
  ui.settle();
};

export function escalatePrompt(): Modal {
  const note = answerNote('y or n');
  return {
    kind: 'escalate',
    // What escalating does and what the die at 10 brings: the Escalation page of help.
    help: () => topicPage('Escalation'),
    draw(ui, below, width, height) {
      const s = ui.game!;
      const body = [
        esc(`You hold the Escalation die, showing ${s.escalation}. Escalate as you go down?`),
        esc(`Escalating: the die goes to ${s.escalation + 1} and ${s.tokens.opposition.length === 0 ? 'stays with you, as no Opposition plays' : 'passes to the Opposition'}; your refresh rises; an Experience.`),
        esc('At 10 the next new zone is the Final Zone.'),
        '',
        `${tone(ui.style, 'key', 'y')} escalate   ${tone(ui.style, 'key', 'n')} just go down`,
      ];
      return framed(ui.style, below, width, height, 'Escalation', body, 'y / n  ?: help', note.lines(ui));
    },
    key(ui, k) {
      if (k.full === 'y' || k.full === 'n') answer(ui, { type: 'escalate', yes: k.full === 'y' });
      else note.stray(k);
    },
  };
}

const ATTR_KEYS: Record<string, Attr> = { s: 'STR', d: 'DEX', c: 'CON', i: 'INT', w: 'WIS', h: 'CHA' };
const KEY_OF = Object.fromEntries(Object.entries(ATTR_KEYS).map(([k, a]) => [a, k])) as Record<Attr, string>;

/** The keys of the attributes hunger may take, as the box and its note name them. */
const payerKeys = (ui: Ui): string[] => hungerPayers(ui.game!.hero).map((x) => KEY_OF[x]);

export function hungerPrompt(): Modal {
  const note = answerNote((ui) => orList(payerKeys(ui)));
  return {
    kind: 'hunger',
    // What Sustenance is, why it costs a point now, and that the points come back: the Supplies page of help.
    help: () => topicPage('Supplies'),
    draw(ui, below, width, height) {
      const hero = ui.game!.hero;
      const payers = hungerPayers(hero);
      const body = [esc('Out of Sustenance: this new zone costs a point of an attribute (given back at Home).'), '', payers.map((x) => `${tone(ui.style, 'key', KEY_OF[x])} ${x} ${hero.attributes[x]}`).join('   ')];
      return framed(ui.style, below, width, height, 'Hunger', body, `${payerKeys(ui).join(' ')}  ?: help`, note.lines(ui));
    },
    key(ui, k) {
      const attr = ATTR_KEYS[k.full];
      if (attr && hungerPayers(ui.game!.hero).includes(attr)) answer(ui, { type: 'hunger', attr });
      else note.stray(k);
    },
  };
}
