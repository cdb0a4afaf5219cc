/**
 * Whether a spend may be declared now, and why not: the reducer refuses with
 * the reason and leaves the state as it was; the token menu shows the same
 * reason beside the spend.
 */
import { gearCount } from '../hero.js';
import { cannotCarryMore } from '../load.js';
import { GEAR_LIMIT } from '../inventory.js';
import type { GameState, Spend } from '../types.js';
import { CONSUMABLE_MAX, HOME_CONSUMABLE_RATE, spendCost, spendInfo } from './catalogue.js';
import { escapeWays, inFight } from './escape.js';
import { exitElement, passageSquares } from './exit.js';
import { stuntProblem } from './stunt.js';
import { counted } from '../../../base/words.js';

const whole = (n: unknown, least = 1): n is number => typeof n === 'number' && Number.isInteger(n) && n >= least;

/** The reason `spend` cannot be declared now, or null when it can. */
export function spendProblem(s: GameState, spend: Spend): string | null {
  if (s.phase !== 'dungeon' && s.phase !== 'home') return 'Tokens are spent at Home or in the dungeon.';
  if (s.pending) return 'Answer the question first.';
  const info = SPEND_WHATS.has(spend.what) ? spendInfo(spend.what) : undefined;
  if (!info) return 'There is no such spend.';
  if (info.where === 'dungeon' && s.phase !== 'dungeon') return `${info.name} is for the dungeon.`;
  const shape = shapeProblem(s, spend);
  if (shape) return shape;
  const cost = spendCost(s, spend);
  if (s.tokens.hero < cost) return `That costs ${counted(cost, 'token')}; you have ${s.tokens.hero}.`;
  return null;
}

const SPEND_WHATS = new Set<string>(['device', 'sustenance', 'illumination', 'exit', 'escape', 'stunt', 'heal', 'mend']);

function shapeProblem(s: GameState, spend: Spend): string | null {
  const hero = s.hero;
  switch (spend.what) {
    case 'device':
      if (spend.device !== 'recall' && spend.device !== 'magic') return 'A Device is a Scroll of Recall or a magic item.';
      if (gearCount(hero) >= GEAR_LIMIT) return `You already carry ${GEAR_LIMIT} pieces of Gear.`;
      return cannotCarryMore(s) ?? null;
    case 'sustenance':
    case 'illumination': {
      if (!whole(spend.tokens)) return 'Say how many tokens to spend.';
      const now = s.consumables[spend.what];
      const room = CONSUMABLE_MAX - now;
      if (room <= 0) return `${spend.what === 'sustenance' ? 'Sustenance' : 'Illumination'} is full (${CONSUMABLE_MAX}).`;
      const rate = s.phase === 'home' ? HOME_CONSUMABLE_RATE : 1;
      const most = Math.ceil(room / rate);
      if (spend.tokens > most) return `${counted(most, 'token')} fill${most === 1 ? 's' : ''} it to ${CONSUMABLE_MAX}; no more is needed.`;
      return null;
    }
    case 'exit': {
      const z = s.zone ? s.zones[s.zone] : undefined;
      if (!z) return 'You are not in a zone.';
      if (s.zone === s.finalZone) return 'The Final Zone has one way out: the way you came.';
      if (spend.item !== null) {
        const el = exitElement(s, spend.item);
        if (typeof el === 'string') return el;
      }
      if (spend.to !== 'new') {
        if (typeof spend.to !== 'string' || !s.zones[spend.to]) return 'Say where it leads: a new zone, or a zone you have visited.';
        if (spend.to === s.zone) return 'An exit to where you stand leads nowhere.';
      }
      // Asked before anything is paid or rolled: a way that could open nowhere would only waste the token.
      if (passageSquares(s, 1).length === 0) return 'There is no room here for a new way: stand on open floor, away from doors, stairs and passages.';
      return null;
    }
    case 'escape': {
      if (!inFight(s)) return 'There is no fight to escape.';
      const ways = escapeWays(s);
      if (ways.length === 0) return 'There is no way out to escape by.';
      if (spend.to !== undefined && !ways.some((w) => w.to === spend.to)) return 'No exit of this zone leads there.';
      return null;
    }
    case 'stunt':
      return stuntProblem(s);
    case 'heal':
      if (!whole(spend.dice)) return 'Say how many Hit Dice to roll.';
      if (spend.dice > hero.level) return `You have ${hero.level} Hit ${hero.level === 1 ? 'Die' : 'Dice'}.`;
      if (hero.hp >= hero.maxHp) return 'You are not hurt.';
      return null;
    case 'mend': {
      const broken = hero.armourBroken + hero.armourPermanent;
      if (broken === 0) return 'None of your armour dice is broken.';
      if (!whole(spend.dice)) return 'Say how many dice to mend.';
      if (spend.dice > broken) return `Only ${broken} of your armour dice ${broken === 1 ? 'is' : 'are'} broken.`;
      return null;
    }
  }
}
