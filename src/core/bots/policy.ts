/**
 * The bot's policy in the dungeon: every action it would take now, best
 * first. The bot hands the reducer the first one not yet refused this turn,
 * so a refusal costs nothing but a look at the next idea.
 *
 * In order: answer the armour die; pray for wounds when low in a fight;
 * low beside a foe, drink an Elixir of Vitality, flee by a way out close,
 * buy Hit Dice, read a Scroll of Recall or buy a break away; cast at foes
 * in reach (Banish Undead for a Cleric), throw a Device that holds a strong
 * one; fight a foe next to the hero; strike from afar
 * (Dealer of Death, a thrown knife, a bow) or close in on a foe that knows
 * of the hero; as a Thief not low on HP, creep up on a hostile creature
 * that has not noticed the hero and Sneak Attack it; pick up and put on what lies here; rest when hurt and no foe
 * is aware, and with the Final Zone next spend what it can spare (finale.ts); when badly hurt and unable to rest, head for safety; fetch seen
 * items; walk to the nearest unexplored square; go Home to level up (past a
 * trap or locked door given up on, when that is the way); in the Final Zone,
 * nothing further (the game is won there); leave by a way to an unvisited zone (a passage opened with tokens, then stairs
 * down, then doors); route through known zones, by their exits and
 * passages, to the nearest unvisited one; explore the rest of the zone
 * through the creatures in the way or standing where it goes on; wait out a
 * distraction that keeps it from pushing past them; after
 * visits that found nothing new, spend tokens to open a way on; go Home;
 * wait.
 */
import { surveyMove, workshopMove } from './mini-games.js';
import { ENTRANCE } from '../../procgen/ids.js';
import { FINAL_ESCALATION } from '../engine/escalation.js';
import type { Action } from '../engine/actions.js';
import { distance, key } from '../engine/geometry.js';
import { armourLeft, armourPenalty, equippedItem, gearCount } from '../engine/hero.js';
import { oneMoreHinders } from '../engine/load.js';
import { GEAR_LIMIT } from '../engine/inventory.js';
import { spendCost, standingObjectors } from '../engine/spends/index.js';
import { ADVENTURER } from '../engine/seats.js';
import type { CreatureState, FloorItem, GameState, Hero, Spend } from '../engine/types.js';
import { ZoneKnowledge } from './knowledge.js';
import type { Candidate } from './candidate.js';
import { heal, strike } from './magic.js';
import { bindFoe, finaleSpends, quaffElixir, readRecall, wearMithril } from './finale.js';
import { spare } from '../opposition/hand.js';
import { bidTokens, tokenEscape, tokenHeal, tokenStunt, tokenSupplies, tokenSurplus, woundDice } from './tokens.js';
import { DISARM_ATTEMPTS, FORCE_ATTEMPTS, type BotMemory } from './memory.js';
import { dirBetween, type Route } from './path.js';
import { hopsTo, isUnvisited, type Way } from './zone-graph.js';

/** Thresholds of the policy, as fractions of maximum HP. */
export const POLICY = {
  /** Low: flee a fight when a way out is within `fleeSteps`; pray for wounds. */
  low: 0.3,
  /** Badly hurt: pray for wounds; when resting is impossible, leave for somewhere safe (Home). */
  badly: 0.5,
  /** Rest below this when nothing hostile is aware of the hero. */
  rest: 0.75,
  fleeSteps: 5,
  /** How far (in steps) the bot goes to meet a foe that knows of it. */
  engage: 12,
  /** Turns it waits for a foe two squares off to step up, so it strikes first. */
  ambushWaits: 2,
  /** Visits in a row that found nothing new, after which it spends tokens to open a way on. */
  fruitlessVisits: 2,
} as const;

// A hero at full HP is never hurt, however few HP that is: Home would heal nothing, and the bot would walk back and forth.
export const isLow = (h: Hero) => h.hp < h.maxHp && h.hp <= Math.max(2, Math.ceil(h.maxHp * POLICY.low));
export const isBadlyHurt = (h: Hero) => h.hp < h.maxHp && h.hp <= Math.ceil(h.maxHp * POLICY.badly);

/**
 * The bot's answer to whatever is asked: break an armour die rather than
 * take a hit that would drop the hero or cost a quarter of their HP;
 * escalate when in good health; pay hunger from the strongest attribute;
 * insist on a spend objected to when a token is left to bid, and bid a
 * fifth of its tokens or all it can spare (tokens.ts); object to the Opposition's Illumination
 * requirement when its own Illumination runs low and tokens are to spare,
 * or whenever it has tokens to spare;
 * play the mini-games as mini-games.ts says.
 */
export function answerPending(s: GameState): Action {
  const d = s.decision;
  if (d?.kind === 'challenge') {
    if (d.stage === 'object') return { type: 'object', yes: (s.consumables.illumination <= LOW_ILLUMINATION && s.tokens.hero >= 4) || spare(s) > 0 };
    return { type: 'bid', tokens: bidTokens(s) };
  }
  const p = s.pending;
  if (p?.kind === 'survey') return surveyMove(p.survey);
  if (p?.kind === 'workshop') return workshopMove(p.workshop);
  if (p?.kind === 'escalate') return { type: 'escalate', yes: s.hero.hp * 2 > s.hero.maxHp };
  if (p?.kind === 'hunger') return { type: 'hunger', attr: (Object.keys(s.hero.attributes) as (keyof typeof s.hero.attributes)[]).sort((a, b) => s.hero.attributes[b] - s.hero.attributes[a])[0]! };
  // Objected to: insist while a token is left over for the bid.
  if (p?.kind === 'objection') return { type: 'insist', yes: s.tokens.hero >= 2 };
  if (p?.kind === 'bid') return { type: 'bid', tokens: bidTokens(s) };
  const worth = p?.kind === 'armour-die' && (p.damage >= s.hero.hp || p.damage >= Math.max(2, Math.ceil(s.hero.maxHp / 4)));
  return { type: 'answer', breakArmour: worth && armourLeft(s.hero) > 0 };
}

export const doorKey = (zoneId: string, x: number, y: number) => `${zoneId}:${x},${y}`;

/** Squares the bot has given up on: locked doors it failed to force, traps its disarming kept setting off; and doors whose toll it cannot pay. */
export function blockedDoor(mem: BotMemory, s: GameState) {
  // Most games never fail to force a door or disarm a trap: then no key need be spelled out.
  return (zoneId: string, x: number, y: number) =>
    (mem.forceFailures.size > 0 && (mem.forceFailures.get(doorKey(zoneId, x, y)) ?? 0) >= FORCE_ATTEMPTS) ||
    (mem.disarmFailures.size > 0 && (mem.disarmFailures.get(doorKey(zoneId, x, y)) ?? 0) >= DISARM_ATTEMPTS) ||
    unpaidToll(s, zoneId, x, y);
}

/** A toll on the door at `x,y` of `zoneId` more than the hero holds: walking up to it would only be turned back. */
function unpaidToll(s: GameState, zoneId: string, x: number, y: number): boolean {
  const p = s.zones[zoneId]?.puzzles[key(x, y)];
  return p?.kind === 'simple' && p.tokens > s.tokens.hero;
}

/** The action that takes the first step of `r`: a move, an attack by moving, or forcing a locked door. */
function stepAlong(k: ZoneKnowledge, r: Route, intent: string): Candidate {
  // A known trap in the way: try to disarm it (failing sets it off, as stepping on it would).
  if (k.trapAt.has(r.first) && !k.creatureAt.has(r.first)) return { action: { type: 'disarm', dir: r.dir }, intent: `${intent}:disarm` };
  const door = k.door(r.first);
  if (door && door.locked && !door.open && !k.creatureAt.has(r.first)) {
    const { x, y } = k.point(r.first);
    return { action: { type: 'force', dir: r.dir }, intent: `force:${doorKey(k.z.id, x, y)}` };
  }
  return { action: { type: 'move', dir: r.dir }, intent };
}

/** Leave by one of `exits`: take the stairs or passage underfoot, or walk to the nearest; `barge` goes through creatures in the way. */
export function* leaveBy(k: ZoneKnowledge, exits: readonly Way[], intent: string, maxLength?: number, barge = false): Generator<Candidate> {
  if (exits.length === 0) return;
  const underfoot = k.stairsAt.get(k.hero) ?? k.passageAt.get(k.hero);
  if (underfoot && exits.includes(underfoot)) yield { action: { type: 'stairs' }, intent };
  const r = k.routeOut(exits, maxLength);
  if (r) yield stepAlong(k, r, intent);
  else if (barge) {
    const through = k.routeOut(exits, maxLength, true);
    if (through) yield stepAlong(k, through, `${intent}:barge`);
  }
}

/** Exits grouped by a cost, cheapest group first (undefined costs are left out). */
function byCost(exits: readonly Way[], cost: (e: Way) => number | undefined): Way[][] {
  const groups = new Map<number, Way[]>();
  for (const e of exits) {
    const c = cost(e);
    if (c === undefined) continue;
    groups.set(c, [...(groups.get(c) ?? []), e]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
}

export function usableExits(k: ZoneKnowledge, mem: BotMemory): Way[] {
  const blocked = blockedDoor(mem, k.s);
  return k.knownExits().filter((e) => e.kind !== 'door' || !blocked(k.z.id, e.x, e.y));
}

/**
 * Ways out that keep clear of the zone just fled, where the same foe would
 * be waiting: fleeing, going Home or on through it again would only meet
 * that foe and flee back, over and over.
 */
function awayFromFled(k: ZoneKnowledge, mem: BotMemory): Way[] {
  return usableExits(k, mem).filter((e) => e.to !== mem.fledFrom);
}

/** Home by the way in, never through the zone just fled. */
export function* goHome(k: ZoneKnowledge, mem: BotMemory, intent = 'home'): Generator<Candidate> {
  yield* headFor(k, mem, ENTRANCE, intent);
}

/** Towards zone `goal` by known ways, never through the zone just fled: exits ordered by how many zones lie between them and it. */
function* headFor(k: ZoneKnowledge, mem: BotMemory, goal: string, intent: string): Generator<Candidate> {
  const s = k.s;
  const blocked = blockedDoor(mem, k.s);
  const skip = (zoneId: string, e: Way) => e.to === mem.fledFrom || (e.kind === 'door' && blocked(zoneId, e.x, e.y));
  // Only the exits nearest the goal: a detour by a worse one would lead straight back here.
  const best = byCost(awayFromFled(k, mem), (e) => (e.to === goal ? 0 : s.zones[e.to] ? hopsTo(s, e.to, (id) => id === goal, skip) : undefined))[0];
  if (!best) return;
  let found = false;
  for (const c of leaveBy(k, best, intent, undefined, true)) {
    found = true;
    yield c;
  }
  // The way there lies past a trap or locked door given up on: try it again rather than turn back the way it came, which
  // only leads here again (the bot went back and forth between two zones until it starved).
  if (!found) yield* leaveBy(new ZoneKnowledge(s), best, `${intent}:retry`, undefined, true);
}

/** Back to the Final Zone once found; else deeper: unvisited passages, stairs down, then doors, then the way to the nearest zone not yet visited or left unexplored. */
function* goOn(k: ZoneKnowledge, mem: BotMemory): Generator<Candidate> {
  const s = k.s;
  // In the Final Zone the game is won or lost: a way on from it only led back in, the Final Zone being the goal from everywhere
  // else, and the bot stepped out and in until hunger and fatigue ended the game. It goes through what stands in the way instead.
  if (s.finalZone === k.z.id) return;
  // The Final Zone found and left (fled, or gone Home from): the game is won there, and no new zone brings it nearer.
  if (s.finalZone && s.finalZone !== k.z.id) yield* headFor(k, mem, s.finalZone, 'final');
  const exits = usableExits(k, mem);
  const fresh = exits.filter((e) => isUnvisited(s, e.to));
  // A way opened with tokens to a new zone first: that is what the tokens were spent on.
  yield* leaveBy(k, fresh.filter((e) => e.kind === 'passage'), 'deeper:passage');
  // Whether the way to this zone's new exits is open is known only here; routes from elsewhere read what was found.
  const open = fresh.length > 0 && k.routeOut(fresh, undefined, true) !== undefined;
  for (const e of k.knownExits()) if (isUnvisited(s, e.to)) mem.unreachable[open && fresh.includes(e) ? 'delete' : 'add'](`${k.z.id}>${e.to}`);
  yield* leaveBy(k, fresh.filter((e) => e.kind === 'stairs-down'), 'deeper:stairs');
  yield* leaveBy(k, fresh.filter((e) => e.kind === 'door'), 'deeper:door');
  yield* leaveBy(k, fresh, 'deeper', undefined, true);
  const here = k.z.id;
  const known = exits.filter((e) => !isUnvisited(s, e.to) && e.to !== ENTRANCE && e.to !== mem.fledFrom);
  const target = (to: string, via: string | null) => (to !== here && to !== mem.fledFrom && mem.unexplored.has(to)) || (via !== null && isUnvisited(s, to) && !mem.unreachable.has(`${via}>${to}`));
  const best = byCost(known, (e) => hopsTo(s, e.to, target, (zoneId, w) => zoneId === here || w.to === mem.fledFrom))[0];
  if (best) yield* leaveBy(k, best, 'onward', undefined, true);
}

function wants(s: GameState, f: FloorItem, mem: BotMemory): boolean {
  if (mem.ignoredItems.has(f.item.id)) return false;
  if (f.item.kind === 'gold') return true;
  // Encumbrance (or Hackssential's lost DEX) hinders tests: never worth one more trinket.
  if (oneMoreHinders(s)) return false;
  return !(f.item.gear && gearCount(s.hero) >= GEAR_LIMIT);
}

/** Better armour the class may wear, or a light or weapon when none is in hand. */
function upgrades(hero: Hero): Candidate[] {
  const out: Candidate[] = [];
  const worn = equippedItem(hero, 'armour');
  for (const item of hero.items) {
    if (item.kind === 'armour' && item.id !== worn?.id && (item.av ?? 0) > (worn?.av ?? 0)) {
      const trial: Hero = { ...hero, equipped: { ...hero.equipped, armour: item.id } };
      if (armourPenalty(trial).length === 0) out.push({ action: { type: 'equip', item: item.id }, intent: 'equip' });
    }
    if (item.kind === 'light' && hero.equipped.light === null) out.push({ action: { type: 'equip', item: item.id }, intent: 'equip' });
    if (item.kind === 'weapon' && hero.equipped.weapon === null) out.push({ action: { type: 'equip', item: item.id }, intent: 'equip' });
  }
  return out;
}

/** Nearby: thrown weapons and the Dealer of Death reach this far. */
const NEARBY = 6;
const FARAWAY = 12;

/** Strikes at foes not yet next to the hero: the Warrior's pool, a Thief's knife, a loaded bow. The reducer refuses what the hero cannot see. */
function* shoot(hero: Hero, nearby: CreatureState[], hostiles: CreatureState[], dealDeath: boolean): Generator<Candidate> {
  if (dealDeath) yield { action: { type: 'deal-death' }, intent: 'deal-death' };
  const bow = equippedItem(hero, 'weapon')?.ranged && hero.items.some((i) => i.kind === 'ammunition');
  const far = hostiles.filter((c) => distance(c, hero) >= 2 && distance(c, hero) <= FARAWAY).sort((a, b) => distance(a, hero) - distance(b, hero));
  if (bow) for (const c of far.slice(0, 2)) yield { action: { type: 'fire', target: c.id }, intent: 'fire' };
  if (hero.className === 'Thief') for (const c of nearby.filter((o) => distance(o, hero) >= 2).slice(0, 2)) yield { action: { type: 'throw', target: c.id }, intent: 'throw' };
}

const weakestFirst = (a: CreatureState, b: CreatureState) => a.hp - b.hp || a.id - b.id;

/**
 * A Thief creeps up on hostile creatures it saw that have not noticed it,
 * and strikes the first blow: a Sneak Attack hits for 2d6 + Level. Those
 * whose mood is not known yet are left alone: stalking them too started
 * fights that would not have been (60 bot games: fewer turns lived, fewer
 * points).
 */
function* stalk(k: ZoneKnowledge, hero: Hero): Generator<Candidate> {
  const prey = k.z.creatures.filter((c) => c.unnoticed !== undefined && !c.aware && c.attitude === 'hostile');
  for (const c of prey.filter((o) => distance(o, hero) <= 1).sort(weakestFirst)) yield { action: { type: 'move', dir: dirBetween(k.hero, k.index(c.x, c.y), k.width) }, intent: 'sneak-attack' };
  const at = new Set(prey.map((c) => k.index(c.x, c.y)));
  const r = at.size > 0 ? k.route((i) => at.has(i), POLICY.engage) : undefined;
  if (r) yield stepAlong(k, r, 'stalk');
}

/** Illumination at which the bot starts to object to the Opposition making a zone need it. */
const LOW_ILLUMINATION = 3;

/** Is the hero asked a question: a prompt, or its objection to an Opposition seat's spend? */
export const heroAsked = (s: GameState): boolean => s.pending !== null || (s.decision?.kind === 'challenge' && s.decision.owners.includes(ADVENTURER));

export function* dungeonCandidates(s: GameState, mem: BotMemory): Generator<Candidate> {
  const hero = s.hero;
  if (heroAsked(s)) {
    yield { action: answerPending(s), intent: 'armour' };
    return;
  }
  if (hero.conditions.some((c) => c.kind === 'paralysed')) {
    yield { action: { type: 'wait' }, intent: 'held' };
    return;
  }
  yield* tokenStunt(s);
  const k = new ZoneKnowledge(s, blockedDoor(mem, s));
  const hostiles = k.z.creatures.filter((c) => c.attitude === 'hostile' && c.aware && !c.inCoffin);
  const low = isLow(hero);

  const adjacent = hostiles.filter((c) => distance(c, hero) <= 1).sort(weakestFirst);
  const nearby = hostiles.filter((c) => distance(c, hero) <= NEARBY).sort((a, b) => distance(a, hero) - distance(b, hero) || weakestFirst(a, b));
  // Dealer of Death rolls Level d6 over every foe in reach: better than one weapon blow once there are two dice or two foes.
  const dealDeath = hero.className === 'Warrior' && nearby.length > 0 && (hero.level >= 2 || nearby.length >= 2 || adjacent.length === 0);
  if (low && hostiles.length > 0) yield* heal(hero);
  // Low, with a foe at its side: out by a way near, else Hit Dice for tokens, else a break away for one; only then a spell. Clerics
  // at their last HP went on trying to banish the Phantom that stood fast, and died of it: half the easy Clerics lost in the first zones.
  if (adjacent.length > 0 && low) {
    // An Elixir of Vitality makes the hero whole at once, where the way out is steps away under blows.
    yield* quaffElixir(hero);
    yield* leaveBy(k, awayFromFled(k, mem), 'flee', POLICY.fleeSteps);
    yield* tokenHeal(s, 'spend:heal');
    yield* readRecall(hero);
    yield* tokenEscape(s);
  }
  yield* strike(s, nearby);
  yield* bindFoe(s, nearby);
  if (adjacent.length > 0) {
    if (!low && isBadlyHurt(hero) && spare(s) > 0) {
      // Badly hurt with tokens to spare: Hit Dice or a break away bought before the next blow could make it low.
      yield* tokenHeal(s, 'spend:heal');
      yield* tokenEscape(s);
    }
    if (dealDeath) yield { action: { type: 'deal-death' }, intent: 'deal-death' };
    for (const c of adjacent) yield { action: { type: 'move', dir: dirBetween(k.hero, k.index(c.x, c.y), k.width) }, intent: 'attack' };
  }
  if (hostiles.length > 0) {
    const at = new Set(hostiles.map((c) => k.index(c.x, c.y)));
    const r = k.route((i) => at.has(i), POLICY.engage);
    if (r) {
      if (low) {
        yield* leaveBy(k, awayFromFled(k, mem), 'flee', POLICY.fleeSteps + 1);
        yield* tokenHeal(s, 'spend:heal');
      }
      yield* shoot(hero, nearby, hostiles, dealDeath);
      if (r.length === 2 && mem.ambushWaits < POLICY.ambushWaits) yield { action: { type: 'wait' }, intent: 'ambush' };
      yield stepAlong(k, r, 'approach');
    }
  }

  if (hero.className === 'Thief' && !low) yield* stalk(k, hero);

  if ((k.itemsAt.get(k.hero) ?? []).some((f) => wants(s, f, mem))) yield { action: { type: 'pickup' }, intent: 'pickup' };
  yield* upgrades(hero);
  yield* wearMithril(hero);
  yield* tokenSupplies(s);

  const foesAware = k.z.creatures.some((c) => c.attitude === 'hostile' && c.aware);
  if (isBadlyHurt(hero)) yield* heal(hero);
  // Hurt with nothing hunting it: Hit Dice bought back before it goes on, while they are cheap; resting does the rest.
  if (!foesAware && hero.hp < hero.maxHp * POLICY.rest) yield* tokenHeal(s, 'spend:heal', woundDice(hero));
  if (!foesAware) yield* tokenSurplus(s);
  if (!foesAware) yield* finaleSpends(s);
  if (!foesAware && (hero.hp < hero.maxHp * POLICY.rest || hero.armourBroken > 0)) yield { action: { type: 'rest' }, intent: 'rest' };
  // The next new zone is the Final Zone: it is met once, whole, so the hero goes in (and back in, after stepping out) unhurt.
  if (!foesAware && s.escalation >= FINAL_ESCALATION && hero.hp < hero.maxHp) {
    yield* tokenHeal(s, 'spend:heal:finale', woundDice(hero));
    yield { action: { type: 'rest' }, intent: 'rest:finale' };
  }
  if (foesAware && isBadlyHurt(hero)) {
    if (mem.homeWorks.get('rest-day') !== false) yield* goHome(k, mem, 'home:hurt');
    // Home cannot heal: any zone with nobody hunting the hero will do.
    const calm = (to: string) => isUnvisited(s, to) || (to !== ENTRANCE && !s.zones[to]!.creatures.some((c) => c.attitude === 'hostile' && c.aware));
    yield* leaveBy(k, usableExits(k, mem).filter((e) => calm(e.to)), 'safety');
  }

  // Never an item on a door's stub: stepping there leaves the zone.
  const fetchable = new Set([...k.itemsAt].filter(([i, fs]) => !k.stubOf.has(i) && k.seen(i) && fs.some((f) => wants(s, f, mem))).map(([i]) => i));
  const item = fetchable.size > 0 ? k.route((i) => fetchable.has(i)) : undefined;
  if (item) yield stepAlong(k, item, 'fetch');
  const frontier = k.route((i) => k.frontier(i));
  if (frontier) yield stepAlong(k, frontier, 'explore');
  // Under the Survey, a zone explored and quiet is searched once: its odds decide whether the bot plays it out.
  if (s.options.search === 'survey' && !foesAware && !k.z.surveyed) yield { action: { type: 'search' }, intent: 'survey' };
  // Experiences enough for a Level: the tavern is at Home.
  if (hero.experiences >= hero.level && mem.homeWorks.get('level-up') !== false) yield* goHome(k, mem, 'home:level');
  yield* goOn(k, mem);
  // The rest of the zone lies past creatures that stand in the way, or where they stand: go through them.
  const past = k.route((i) => k.frontier(i, true), undefined, true);
  if (past) yield stepAlong(k, past, 'explore:barge');
  // Distracted for a while (a zone's din as the hero comes in), it cannot push past a creature in the way: it waits that out
  // rather than give up on the zone, or it went Home and back in, distracted again each time, for hundreds of turns.
  if (hero.conditions.some((c) => c.kind === 'distracted' && c.turns !== null)) yield { action: { type: 'wait' }, intent: 'distracted' };
  // Nothing left that the bot can reach: try the locked doors and traps it gave up on once more, else back Home to come in again.
  if ([...mem.forceFailures.values()].some((n) => n >= FORCE_ATTEMPTS) || [...mem.disarmFailures.values()].some((n) => n >= DISARM_ATTEMPTS)) {
    mem.forceFailures.clear();
    mem.disarmFailures.clear();
    yield* dungeonCandidates(s, mem);
    return;
  }
  // Visit after visit found nothing new: every way on is shut to the bot. Tokens open one (RULES.md §5).
  // An objection it withdrew from still stands here, and it would withdraw again: no use declaring the spend until it moves on.
  // It insists only with 2 tokens left once the price is set aside: fewer, and it would withdraw and declare again for ever.
  const way: Spend = { what: 'exit', item: null, to: 'new' };
  const objectedTo = standingObjectors(s, way).length > 0 && s.tokens.hero < spendCost(s, way) + 2;
  const openWay: Candidate = { action: { type: 'spend', ...way }, intent: 'spend:exit' };
  if (mem.fruitless.visits >= POLICY.fruitlessVisits && !objectedTo) yield openWay;
  yield* goHome(k, mem, 'home:done');
  if (mem.fledFrom !== null) {
    // Every way on or Home lies through the zone just fled: tokens open another, or else the bot braves that zone again rather than wait for ever.
    if (!objectedTo) yield openWay;
    yield* dungeonCandidates(s, { ...mem, fledFrom: null });
    return;
  }
  yield { action: { type: 'wait' }, intent: 'idle' };
}
