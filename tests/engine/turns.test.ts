/** Who acts when: the initiative at a fight's first Moment, hindrances that stop acting or moving, and actions that take no time. */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS, distance } from '../../src/core/engine/geometry.js';
import { act } from '../../src/core/opposition/settle.js';
import type { CreatureState, GameState, Item } from '../../src/core/engine/types.js';
import { currentZone, setDoor } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok, openSquares, refused, rolls, said, tests, walkThrough } from './setup.js';

/** A hero with DEX `dex` (1 always fails a DEX test, 21 always passes) and one Opposition Orc (no reaction roll) not yet aware, `away` squares off in view. */
function meeting(dex: number, away: number): { s: GameState; orc: CreatureState } {
  const s = heroInDungeon('Warrior', '7');
  s.hero.attributes.DEX = dex;
  const orc = foeBeside(s, { aware: false, owner: 1 });
  const spot = openSquares(s).find((p) => distance(p, s.hero) === away)!;
  orc.x = spot.x;
  orc.y = spot.y;
  return { s, orc };
}

const orcOf = (s: GameState) => currentZone(s).z.creatures[0]!;
const defends = (events: ReturnType<typeof ok>['events']) => tests(events).filter((t) => t.label === 'defend against the Orc');

describe('the initiative at the first Moment of a fight', () => {
  it('lost as a foe comes into view: the foe acts at once, before the hero can act again', () => {
    const { s } = meeting(1, 4);
    const { state, events } = ok(s, { type: 'wait' });
    const texts = events.map((e) => e.text);
    expect(texts.findIndex((t) => t.startsWith('You see an Orc'))).toBeLessThan(texts.findIndex((t) => t.startsWith('DEX test, initiative')));
    expect(tests(events, 'initiative')[0]!.success).toBe(false);
    expect(said(events, /^Your foes are quicker\.$/)).toBe(true);
    expect(distance(orcOf(state), state.hero)).toBeLessThan(4);
    expect(state.time.fight).toEqual({ round: 1, fired: false });
  });

  it('won as a foe comes into view: the hero acts next, then the foe, with no second action for the hero', () => {
    const { s } = meeting(21, 4);
    const met = ok(s, { type: 'wait' });
    expect(tests(met.events, 'initiative')[0]!.success).toBe(true);
    expect(distance(orcOf(met.state), met.state.hero)).toBe(4);
    const next = ok(met.state, { type: 'wait' });
    expect(tests(next.events, 'initiative')).toEqual([]);
    expect(distance(orcOf(next.state), next.state.hero)).toBeLessThan(4);
    expect(next.state.time.fight!.round).toBe(2);
  });

  it('rolled in the zone the stairs lead to when the escalation question is answered, before the hero acts there', () => {
    // The first seed whose zone 1 has stairs down to a zone where a foe meets the hero on the way in.
    let met: ReturnType<typeof ok> | undefined;
    for (let k = 1; k < 80 && !met; k++) {
      const s = heroInDungeon('Warrior', String(k));
      const down = currentZone(s).zone.exits.find((e) => e.kind === 'stairs-down');
      if (s.phase !== 'dungeon' || !down) continue;
      currentZone(s).z.creatures = [];
      Object.assign(s.hero, { x: down.x, y: down.y });
      const asked = ok(s, { type: 'stairs' });
      if (asked.state.pending?.kind !== 'escalate') continue;
      const r = ok(asked.state, { type: 'escalate', yes: true });
      if (r.state.phase === 'dungeon' && currentZone(r.state).z.creatures.some((c) => c.attitude === 'hostile' && c.aware)) met = r;
    }
    expect(met).toBeDefined();
    expect(tests(met!.events, 'initiative')).toHaveLength(1);
    expect(met!.state.time.fight).not.toBeNull();
  });

  it('gives each creature its "or Spell" back: once a fight, not once a life', () => {
    const { s, orc } = meeting(21, 4);
    orc.spellUsed = true;
    const met = ok(s, { type: 'wait' });
    expect(tests(met.events, 'initiative')).toHaveLength(1);
    expect(orcOf(met.state).spellUsed).toBe(false);
  });

  it('begun by the hero striking first: won, no foe answers before the hero acts again; lost, the foe strikes back at once', () => {
    for (const [dex, answered] of [[21, false], [1, true]] as const) {
      const { s } = meeting(dex, 1);
      const { events } = ok(s, { type: 'move', dir: DIRS.find((d) => s.hero.x + DIR_STEPS[d].x === orcOf(s).x && s.hero.y + DIR_STEPS[d].y === orcOf(s).y)! });
      const texts = events.map((e) => e.text);
      expect(texts.findIndex((t) => t.startsWith('STR test, attack the Orc'))).toBeLessThan(texts.findIndex((t) => t.startsWith('DEX test, initiative')));
      expect(defends(events).length > 0 || orcOf(s).hp <= 0, `DEX ${dex}`).toBe(answered);
    }
  });
});

/** The direction from the hero to a square beside it. */
const towards = (s: GameState, p: { x: number; y: number }) => DIRS.find((d) => s.hero.x + DIR_STEPS[d].x === p.x && s.hero.y + DIR_STEPS[d].y === p.y)!;

/** A direction to an open floor square beside the hero with no creature on it. */
function freeDir(s: GameState) {
  const { zone, z } = currentZone(s);
  return DIRS.find((d) => {
    const x = s.hero.x + DIR_STEPS[d].x;
    const y = s.hero.y + DIR_STEPS[d].y;
    return zone.tiles[y]?.[x] === '.' && !z.creatures.some((c) => c.x === x && c.y === y);
  })!;
}

describe('hindrances', () => {
  it('Distracted: the hero may move, but neither strike nor shoot', () => {
    const s = heroInDungeon('Warrior', '7');
    const orc = foeBeside(s);
    s.hero.conditions.push({ kind: 'distracted', turns: 2, source: 'a stench' });
    // Trying again costs no turn and frees no one: the refusal says for how long, and what the hero can do.
    refused(s, { type: 'move', dir: towards(s, orc) }, /^You are too distracted to act \(a stench, 2 more turns\): you can move, or wait it out\.$/);
    const bow: Item = { ...s.hero.items[0]!, id: 700, name: 'light bow', kind: 'weapon', ranged: true, large: false };
    const arrows: Item = { ...s.hero.items[0]!, id: 701, name: 'arrows', kind: 'ammunition', usageDie: 8 };
    const archer = { ...s, hero: { ...s.hero, items: [...s.hero.items, bow, arrows], equipped: { ...s.hero.equipped, weapon: 700 } } };
    refused(archer, { type: 'fire', target: orc.id }, /too distracted to act/);
    expect(ok(s, { type: 'move', dir: freeDir(s) }).state.hero).not.toMatchObject({ x: s.hero.x, y: s.hero.y });
  });

  it('poison shaken off is told as a sentence', () => {
    const s = heroInDungeon('Warrior', '7');
    currentZone(s).z.creatures = [];
    s.hero.attributes.CON = 21;
    s.hero.conditions.push({ kind: 'ongoing', damage: 1, source: 'the poison arrow trap' });
    expect(said(ok(s, { type: 'wait' }).events, /^The poison arrow trap wears off\.$/)).toBe(true);
  });

  it('Stuck: the hero may strike a foe beside them, but not step away or take stairs', () => {
    const s = heroInDungeon('Warrior', '7');
    const orc = foeBeside(s);
    s.hero.conditions.push({ kind: 'stuck', turns: 3, source: 'clinging mud' });
    const { events } = ok(s, { type: 'move', dir: towards(s, orc) });
    expect(tests(events, 'attack the Orc')).toHaveLength(1);
    refused(s, { type: 'move', dir: freeDir(s) }, /^You are stuck fast \(clinging mud, 3 more turns\): you cannot move, but can strike, pray or wait where you stand\.$/);
    refused(s, { type: 'stairs' }, /stuck fast \(clinging mud, 3 more turns\)/);
  });
});

describe('calling on the background', () => {
  it('takes no time: no foe acts between the call and the action it is for, which gets the Advantage', () => {
    const s = heroInDungeon('Warrior', '7');
    const orc = foeBeside(s);
    const spot = openSquares(s).find((p) => distance(p, s.hero) === 4)!;
    Object.assign(orc, spot);
    s.time.fight = { round: 2, fired: false };
    const called = ok(s, { type: 'invoke-background', attr: 'STR' });
    expect(said(called.events, /your next STR test has Advantage/)).toBe(true);
    expect(orcOf(called.state)).toMatchObject(spot);
    expect(called.state.time).toEqual(s.time);
    expect(called.state.turn).toBe(s.turn);
    expect(called.state.hero.background.primed).toBe('STR');
  });
});

describe('ammunition', () => {
  it('rolls its Usage die when the hero leaves a zone in the middle of a fight in which it was shot', () => {
    const s = heroInDungeon('Warrior', '7');
    const { zone, z } = currentZone(s);
    z.creatures = [];
    const arrows: Item = { ...s.hero.items[0]!, id: 701, name: 'arrows', kind: 'ammunition', usageDie: 8 };
    s.hero.items.push(arrows);
    // On an open door, a step onto the passage behind it leaves the zone.
    const door = zone.exits.find((e) => e.kind === 'door' && !e.entry)!;
    setDoor(z, door.x, door.y, { open: true });
    Object.assign(s.hero, { x: door.x, y: door.y });
    const way = { d: DIRS.find((d) => door.x + DIR_STEPS[d].x === door.stub[0]!.x && door.y + DIR_STEPS[d].y === door.stub[0]!.y)! };
    s.time.fight = { round: 3, fired: true };
    const r = act(s, { type: 'move', dir: way.d });
    expect(r.ok && r.state.zone).not.toBe(s.zone);
    expect(r.ok && rolls(r.events, 'Usage die of the arrows (after the fight)')).toHaveLength(1);
  });
});

describe('stress from the encounter roll', () => {
  const stress = { kind: 'disadvantage', attrs: 'all', minutes: 1, source: 'stress' } as const;
  const stressed = (s: GameState) => s.hero.conditions.some((c) => c.kind === 'disadvantage' && c.source === 'stress');

  it('ends when the fight ends, though no Minute has passed', () => {
    const s = heroInDungeon('Warrior', '7');
    currentZone(s).z.creatures = [];
    s.hero.conditions.push({ ...stress });
    s.time.fight = { round: 40, fired: false };
    const r = ok(s, { type: 'wait' });
    expect(said(r.events, /^The fight is over\.$/)).toBe(true);
    expect(said(r.events, /^Your nerves steady\.$/)).toBe(true);
    expect(r.state.time.minutes).toBe(s.time.minutes);
    expect(stressed(r.state)).toBe(false);
  });

  it('does not follow the hero Home', () => {
    const s = heroInDungeon('Warrior', '7');
    s.hero.conditions.push({ ...stress });
    const home = walkThrough(s, currentZone(s).zone.exits.find((e) => e.entry)!);
    expect(home.state.phase).toBe('home');
    expect(stressed(home.state)).toBe(false);
  });
});
