/**
 * The bot at Home and at hero creation. At Home it asks for every service
 * it could use (a Day's rest, a level, the armourer's bench and the
 * armourer, the temple, selling valuables, rations and a light from the
 * shop, memorising the best spells of the book, a simple Quest), each at
 * most a few times a stay; whatever Home refuses is skipped, and then it
 * goes back into the dungeon.
 */
import type { Action } from '../engine/actions.js';
import { heroClass } from '../engine/hero.js';
import { CREATURE_OFFERS } from '../engine/stocking/catalogue.js';
import { foeCost, QUEST_HD_PER_LEVEL } from '../engine/home/quest.js';
import { ATTRS, type Attr, type ClassName, type GameState, type QuestFoe } from '../engine/types.js';
import { toMemorise } from './magic.js';
import { tokenRestock } from './tokens.js';
import type { BotMemory } from './memory.js';
import type { Candidate } from './candidate.js';

const SUPPLIES = [
  ['ration', 'rations - dried'],
  ['light', 'torches'],
] as const;

/** How many times a stay each service may be asked for. */
const TIMES: Record<string, number> = { 'level-up': 10 };

export function* homeCandidates(s: GameState, mem: BotMemory): Generator<Candidate> {
  const hero = s.hero;
  if (mem.home.visit !== s.visits) mem.home = { visit: s.visits, tried: new Map() };
  const offer = (action: Action, intent: string): Candidate[] => ((mem.home.tried.get(intent) ?? 0) < (TIMES[intent] ?? 1) ? [{ action, intent }] : []);
  if (hero.hp < hero.maxHp || hero.armourBroken > 0) yield* offer({ type: 'rest-day' }, 'rest-day');
  if (hero.experiences >= hero.level && hero.experiences > 0) {
    const extra = (heroClass(hero).levelUp.extraRollFor as Attr[]).includes(MAIN) ? { extra: MAIN } : {};
    yield* offer({ type: 'level-up', ...extra }, 'level-up');
  }
  const broken = hero.armourBroken + hero.armourPermanent;
  // Under disarm=workshop the armourer's bench mends for nothing but the Day: worked first, the armourer is paid only for what it leaves broken.
  if (broken > 0 && s.options.disarm === 'workshop' && s.home.bench !== s.home.day) yield* offer({ type: 'bench', dice: broken }, 'bench');
  if (broken > 0) yield* offer({ type: 'armourer', dice: broken }, 'armourer');
  if (hero.conditions.some((c) => c.kind === 'weakened' && /curse/i.test(c.source))) yield* offer({ type: 'temple', cure: 'curse' }, 'temple');
  if (hero.conditions.some((c) => c.kind === 'ongoing')) yield* offer({ type: 'temple', cure: 'poison' }, 'temple-poison');
  // Memorising at Home is free: hold the best of the book.
  const wanted = toMemorise(hero);
  if (wanted.length > 0 && wanted.join('|') !== [...hero.memorised].join('|')) yield* offer({ type: 'memorise', spells: wanted }, 'memorise');
  for (const item of hero.items.filter((i) => i.kind === 'valuable')) yield* offer({ type: 'sell', item: item.id }, `sell:${item.id}`);
  // Supplies: without a ration, Fatigue on the encounter roll costs HP; without a light, nothing is lit.
  for (const [kind, name] of SUPPLIES) {
    if (hero.items.some((i) => i.kind === kind)) continue;
    if (s.home.quotes.some((q) => q.item === name)) yield* offer({ type: 'shop-buy', item: name }, `buy:${name}`);
    else yield* offer({ type: 'shop-price', item: name, haggle: false }, `price:${name}`);
  }
  // Tokens beyond a refresh's worth buy food and light at Home's triple rate.
  for (const c of tokenRestock(s)) yield* offer(c.action, c.intent);
  // A simple Quest: the weakest foe there is, as many as make it worth an Experience, in the next new zone; half its price comes back.
  const foe = { ...EASY_FOE, count: Math.ceil((QUEST_HD_PER_LEVEL * hero.level) / EASY_FOE.hd) };
  if (!s.quest && s.tokens.hero >= QUEST_TOKENS + foeCost(foe)) yield* offer({ type: 'quest', legs: [{ foes: [foe] }] }, 'quest');
  yield { action: { type: 'enter-dungeon' }, intent: 'enter' };
}

/** Tokens the bot keeps for healing and escapes beside a Quest's price. */
const QUEST_TOKENS = 10;

/** The first creature on sale at the lowest price: the bot's Quest foe. */
const EASY_FOE: QuestFoe = (() => {
  const o = CREATURE_OFFERS.reduce((a, b) => (b.cost < a.cost ? b : a));
  return { category: o.category, name: o.row.name, count: 1, hd: o.hd };
})();

/** Melee attacks and Defends are STR tests whatever the class, so the one allowed swap puts the best roll there. */
const MAIN: Attr = 'STR';

export function createAction(s: GameState, className: ClassName, kit: 'A' | 'B', name: string): Action {
  const main = MAIN;
  const attrs = s.hero.attributes;
  const best = ATTRS.reduce((b, a) => (attrs[a] > attrs[b] ? a : b), main);
  return {
    type: 'create',
    name,
    className,
    kit,
    ...(best !== main ? { swap: [best, main] as [Attr, Attr] } : {}),
    background: { text: 'Raised by a machine that never tires of dungeons.', attrs: [main] },
  };
}
