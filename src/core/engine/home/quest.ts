/**
 * The quest board (RULES.md §6; docs/rules.md "Quests"). At Home the hero
 * defines a Quest as the next few new zones, in order, and the foes (and
 * the Illumination requirement) each will hold, paying their ladder price in
 * tokens as the Opposition would. Each leg is placed in the next new zone
 * the hero enters, before the Opposition stocks it, so whatever the
 * Opposition adds comes on top. The Quest is complete when every leg has
 * its zone and every foe placed for it is defeated (dead, fled, or no
 * longer hostile); the first time the hero comes Home after that, 1 token
 * comes back per 2 spent (rounded up, as the seed's 15 → 8) and the Black
 * Hack's Experience for completing a quest is earned.
 */
import type { Zone } from '../../../procgen/types.js';
import { rankForHd } from '../../../base/ranks.js';
import { counted } from '../../../base/words.js';
import type { Ctx } from '../context.js';
import { requireIllumination } from '../consumables.js';
import { Refusal } from '../refusal.js';
import { award } from '../progress.js';
import { ILLUMINATION_COST, talentCost } from '../stocking/catalogue.js';
import { freeSquares, placeCreatures } from '../stocking/place.js';
import { offerFor } from '../stocking/stock.js';
import type { GameState, Quest, QuestFoe, QuestLeg, ZoneState } from '../types.js';

/** The most zones one Quest may name: a trip's worth, so a Quest is a plan and not the whole dungeon. */
export const MAX_QUEST_ZONES = 3;

/** The tokens one foe entry costs: the Talent price of its rank, per creature. */
export const foeCost = (f: QuestFoe): number => talentCost(rankForHd(f.hd)) * f.count;

/** What a Quest's legs cost, or a refusal saying what is wrong with them. */
export function questCost(legs: unknown): number {
  if (!Array.isArray(legs) || legs.length < 1 || legs.length > MAX_QUEST_ZONES) throw new Refusal(`A Quest names 1 to ${MAX_QUEST_ZONES} zones.`);
  let total = 0;
  legs.forEach((leg: unknown, k) => {
    const foes = (leg as { foes?: unknown } | null)?.foes;
    // A zone with nothing to defeat would be an Experience for a walk.
    if (!Array.isArray(foes) || foes.length === 0) throw new Refusal(`Zone ${k + 1} of the Quest needs at least one foe to defeat.`);
    for (const f of foes as QuestFoe[]) {
      if (typeof f !== 'object' || f === null) throw new Refusal('Each foe of a Quest names a creature, a count and its HD.');
      offerFor({ kind: 'creature', ...f });
      total += foeCost(f);
    }
    if ((leg as { light?: unknown }).light === true) total += ILLUMINATION_COST;
  });
  return total;
}

export function defineQuest(ctx: Ctx, legs: unknown): void {
  const s = ctx.s;
  if (s.quest) throw new Refusal('You already have a Quest: complete it or give it up first.');
  const cost = questCost(legs);
  if (cost > s.tokens.hero) throw new Refusal(`That Quest costs ${counted(cost, 'token')}; you have ${s.tokens.hero}.`);
  s.tokens.hero -= cost;
  s.quest = {
    legs: (legs as { foes: QuestFoe[]; light?: boolean }[]).map((l) => ({ foes: l.foes.map((f) => ({ category: f.category, name: f.name, count: f.count, hd: f.hd })), light: l.light === true })),
    spent: cost,
  };
  s.quests = { taken: (s.quests?.taken ?? 0) + 1, completed: s.quests?.completed ?? 0 };
  ctx.say('home', `You post a Quest on the board: ${describeQuest(s.quest)} It costs ${counted(cost, 'token')} (${s.tokens.hero} left); complete it and ${questRefund(s.quest.spent)} come back.`, { quest: s.quest.legs.length, spent: cost });
}

export function abandonQuest(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.quest) throw new Refusal('You have no Quest to give up.');
  ctx.say('home', `You take your Quest down from the board: the ${counted(s.quest.spent, 'token')} spent on it are lost.`);
  s.quest = null;
}

/** 1 token back per 2 spent, rounded up. */
export const questRefund = (spent: number): number => Math.ceil(spent / 2);

const foeWords = (f: QuestFoe) => `${f.count} × ${f.name} (${f.hd} HD)`;

/** The Quest in a line: each zone's foes, in order. */
export function describeQuest(q: Quest): string {
  return q.legs.map((l, k) => `Zone ${k + 1}: ${l.foes.map(foeWords).join(', ')}${l.light ? ', dark' : ''}${l.zone ? ` (zone ${l.zone})` : ''}.`).join(' ');
}

/** Where a Quest stands: zones reached of all, and foes still standing. */
export function questProgress(s: GameState): { zones: number; of: number; left: number } | null {
  const q = s.quest;
  if (!q) return null;
  let left = 0;
  for (const leg of q.legs) left += leg.zone ? (leg.standing ?? standing(s, leg).length) : leg.foes.reduce((n, f) => n + f.count, 0);
  return { zones: q.legs.filter((l) => l.zone).length, of: q.legs.length, left };
}

/** The leg's foes not yet defeated: still in a zone, hostile or waiting. */
export function standing(s: GameState, leg: QuestLeg): number[] {
  const ids = new Set(leg.placed ?? []);
  const out: number[] = [];
  for (const z of Object.values(s.zones)) for (const c of z.creatures) if (ids.has(c.id) && (c.attitude === 'hostile' || c.attitude === 'neutral')) out.push(c.id);
  return out;
}

/** Is zone `id` one of the hero's Quest's zones? */
export const questZone = (s: GameState, id: string): boolean => s.quest?.legs.some((l) => l.zone === id) === true;

/** The next leg waiting for its zone, if the hero has a Quest. */
export const nextLeg = (s: GameState): QuestLeg | undefined => s.quest?.legs.find((l) => l.zone === undefined);

/** A new zone is entered: the Quest's next leg goes into it, before the Opposition stocks it. Its foes are worth no tokens: the Quest's refund is their reward. */
export function placeQuestLeg(ctx: Ctx, zone: Zone, z: ZoneState): void {
  const q = ctx.s.quest;
  const leg = nextLeg(ctx.s);
  if (!q || !leg) return;
  // The Quest is shared with the state the step began from: replaced with the leg's zone in it, not changed.
  const ids: number[] = [];
  ctx.s.quest = { legs: q.legs.map((l) => (l === leg ? { ...leg, zone: zone.id, placed: ids } : l)), spent: q.spent };
  const free = freeSquares(zone, z, ctx.s.hero);
  for (const f of leg.foes) {
    const offer = offerFor({ kind: 'creature', ...f });
    const group = Math.max(0, zone.creatures.length, ...z.creatures.map((c) => c.group)) + 1;
    const placed = placeCreatures(ctx, ctx.rng, free, offer, f.count, f.hd - offer.hd, group, undefined, 0);
    z.creatures.push(...placed);
    ids.push(...placed.map((c) => c.id));
  }
  if (ids.length > 0) z.cleared = false;
  ctx.say('zone', `Your Quest leads here: ${leg.foes.map(foeWords).join(', ')}.`, { quest: zone.id });
  if (leg.light) requireIllumination(ctx);
}

/**
 * A Quest earns its Experience only when its foes weigh at least twice the
 * hero's Level in HD, all its zones together: a Quest of one 1-HD creature
 * bought for a token, posted every trip, was an Experience for a stroll.
 */
export const QUEST_HD_PER_LEVEL = 2;

/** The HD of all a Quest's foes. */
export const questHd = (q: Quest): number => q.legs.reduce((n, l) => n + l.foes.reduce((m, f) => m + f.hd * f.count, 0), 0);

/** Home again: a complete Quest pays its tokens back, and its Experience when its foes were a match for the hero. */
export function questHomecoming(ctx: Ctx): void {
  const s = ctx.s;
  const q = s.quest;
  if (!q) return;
  const p = questProgress(s)!;
  if (p.zones < p.of || p.left > 0) {
    ctx.say('home', `Your Quest is not done: ${p.zones} of ${counted(p.of, 'zone')} reached, ${counted(p.left, 'foe')} still standing.`);
    return;
  }
  const back = questRefund(q.spent);
  s.tokens.hero += back;
  s.quest = null;
  s.quests = { taken: s.quests?.taken ?? 1, completed: (s.quests?.completed ?? 0) + 1 };
  ctx.say('home', `Your Quest is complete: ${counted(back, 'token')} ${back === 1 ? 'comes' : 'come'} back to you (${s.tokens.hero} now).`, { tokens: back });
  const wanted = QUEST_HD_PER_LEVEL * s.hero.level;
  if (questHd(q) >= wanted) award(ctx, 'completing a quest');
  else ctx.say('home', `Its foes, ${questHd(q)} HD in all, were no match for a Level ${s.hero.level} hero: a Quest is worth an Experience from ${wanted} HD of foes.`);
}
