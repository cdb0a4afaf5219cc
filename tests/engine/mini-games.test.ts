/** The Survey (search=survey) and the Workshop (disarm=workshop) as the player meets them, with the dice forced at the rules' edges. */
import { describe, expect, it } from 'vitest';
import { explore, startSurvey } from '../../src/core/engine/survey.js';
import { place, startWorkshop } from '../../src/core/engine/workshop.js';
import type { GameState, Survey, Workshop } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { surveyChance } from '../../src/core/odds/survey.js';
import { workshopChance } from '../../src/core/odds/workshop.js';
import { Fraction } from '../../src/base/fraction.js';
import { aliveInDungeon, facesThen, heroAtHome, ok, refused, said, tests } from './setup.js';
import { Ctx } from '../../src/core/engine/context.js';
import { viewFor } from '../../src/core/engine/seat-view.js';
import { ADVENTURER } from '../../src/core/engine/seats.js';

const d6 = (...faces: number[]): [number, number][] => faces.map((f) => [6, f]);

function surveyor(className: 'Warrior' | 'Thief' = 'Warrior', wis = 13): GameState {
  const s = structuredClone(aliveInDungeon(className));
  s.options = { ...s.options, search: 'survey' };
  s.hero.attributes.WIS = wis;
  currentZone(s).z.creatures = [];
  return s;
}

/** A Survey already laid out, waiting for the hero's move. */
function surveying(field: number[], supply: number[], prize: number, candidates = [prize]): GameState {
  const s = surveyor();
  const survey: Survey = { field, supply, explored: field.map(() => false), candidates, prize, found: false, begun: false };
  s.pending = { kind: 'survey', survey };
  return s;
}

const pendingSurvey = (s: GameState): Survey => (s.pending?.kind === 'survey' ? s.pending.survey : expect.fail('no Survey in play'));

describe('the Survey', () => {
  it('rolls 1 + WIS/6 supply dice, one more for a Thief, and a Field of ten', () => {
    for (const [cls, wis, dice] of [['Warrior', 11, 2], ['Warrior', 12, 3], ['Thief', 12, 4]] as const) {
      const ctx = new Ctx(surveyor(cls, wis), facesThen(...d6(...Array<number>(dice).fill(6), 1, 2, 3, 4, 5, 6, 1, 2, 3, 4)));
      startSurvey(ctx);
      const v = pendingSurvey(ctx.s);
      expect(v.supply).toHaveLength(dice);
      expect(v.field).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]);
      // Each die is a die of its own: the log shows the faces, and no total that means nothing.
      expect(ctx.events.map((e) => e.text)).toContain('the Field: 10d6 → 1 2 3 4 5 6 1 2 3 4');
      expect(ctx.events.every((e) => !/=/.test(e.text))).toBe(true);
    }
  });

  it('draws the Prize among numbers shown at least twice, leaving out those shown more often than there are supply dice', () => {
    // Two supply dice; the Field shows 5 four times, 2 twice, the rest once: only 2 can be the Prize.
    const ctx = new Ctx(surveyor('Warrior', 6), facesThen(...d6(6, 6, 5, 2, 5, 1, 2, 5, 3, 4, 6, 5)));
    startSurvey(ctx);
    expect(pendingSurvey(ctx.s).candidates).toEqual([2]);
    expect(pendingSurvey(ctx.s).prize).toBe(2);
  });

  it('explores only a corner or a die next to an explored one, with a supply die of equal or higher value', () => {
    const s = surveying([3, 3, 3, 3, 3, 3, 3, 3, 3, 3].map((f, i) => (i === 4 ? 5 : f)), [4, 4, 4, 6], 5);
    refused(s, { type: 'explore', die: 0, at: 1 }, /corner die, or one next to a die already explored/);
    refused(s, { type: 'explore', die: 0, at: 4 }, /corner die/);
    const top = ok(s, { type: 'explore', die: 0, at: 0 }).state;
    const row2 = ok(top, { type: 'explore', die: 0, at: 1 }).state;
    // The middle of the third row touches the explored die above it, but a 4 cannot explore a 5.
    refused(row2, { type: 'explore', die: 0, at: 4 }, /A 4 cannot explore a 5: spend a supply die of equal or higher value/);
    const done = ok(row2, { type: 'explore', die: 1, at: 4 });
    expect(said(done.events, /you pick up a trail\. The Prize is 5/)).toBe(true);
  });

  it('finding every Prize opens a hidden way (1-3) or leaves a cache (4-6) where the hero stands', () => {
    const way = new Ctx(surveying([2, 2, 4, 4, 4, 4, 4, 4, 4, 4], [2, 6], 2), facesThen(...d6(1)));
    explore(way, 0, 0);
    expect(way.s.pending).not.toBeNull();
    explore(way, 0, 1);
    expect(way.s.pending).toBeNull();
    expect(said(way.events, /Every Prize is found/)).toBe(true);
    expect(currentZone(way.s).z.passages).toHaveLength(1);

    const cache = new Ctx(surveying([2, 2, 4, 4, 4, 4, 4, 4, 4, 4], [2, 6], 2), facesThen(...d6(6)));
    explore(cache, 0, 0);
    explore(cache, 0, 1);
    const hero = cache.s.hero;
    expect(currentZone(cache.s).z.items.filter((i) => i.x === hero.x && i.y === hero.y && i.chest)).toHaveLength(1);
    expect(said(cache.events, /A hidden cache, where you stand/)).toBe(true);
  });

  it('running out of supply before every Prize is found brings a random encounter', () => {
    const s = surveying([2, 3, 3, 3, 3, 3, 2, 3, 3, 3], [6], 2);
    const r = ok(s, { type: 'explore', die: 0, at: 0 });
    expect(r.state.pending).toBeNull();
    expect(said(r.events, /Your supply is spent before every Prize is found \(it was 2\)/)).toBe(true);
    expect(said(r.events, /Something (comes through a doorway|moves beyond the doors)/)).toBe(true);
  });

  it('supply left that can explore nothing more ends the Survey as running out does', () => {
    const s = surveying([2, 6, 6, 6, 6, 6, 2, 6, 6, 6], [2, 1], 2);
    const r = ok(s, { type: 'explore', die: 0, at: 0 });
    expect(r.state.pending).toBeNull();
    expect(said(r.events, /No supply die left can explore further before every Prize is found/)).toBe(true);
    expect(said(r.events, /Something (comes through a doorway|moves beyond the doors)/)).toBe(true);
  });

  it('walking away is free before the first die is spent, and an encounter after', () => {
    const s = surveying([2, 3, 3, 3, 3, 3, 2, 3, 3, 3], [6, 6, 6], 2);
    const free = ok(s, { type: 'give-up' });
    expect(free.state.pending).toBeNull();
    expect(said(free.events, /Something/)).toBe(false);
    const begun = ok(s, { type: 'explore', die: 0, at: 9 }).state;
    const after = ok(begun, { type: 'give-up' });
    expect(said(after.events, /You give up the search before every Prize is found/)).toBe(true);
    expect(said(after.events, /Something/)).toBe(true);
  });

  it('no seat’s view holds the Prize until a die showing it is explored', () => {
    const s = surveying([2, 2, 4, 4, 4, 4, 4, 4, 4, 4], [2, 6, 6], 2);
    const hidden = viewFor(s, ADVENTURER).pending;
    expect(hidden?.kind === 'survey' && hidden.survey.prize).toBe(0);
    const found = ok(s, { type: 'explore', die: 0, at: 0 }).state;
    const shown = viewFor(found, ADVENTURER).pending;
    expect(shown?.kind === 'survey' && shown.survey.prize).toBe(2);
  });

  it('a zone is surveyed once', () => {
    const first = ok(surveyor(), { type: 'search' }).state;
    expect(first.pending?.kind).toBe('survey');
    const left = ok(first, { type: 'give-up' }).state;
    refused(left, { type: 'search' }, /surveyed this zone already/);
  });

  it('the odds are best play’s, exact', () => {
    const blank = Array<boolean>(10).fill(false);
    // Prize 5 at the top and at the end of the third row; 6s on the other corners. 6, 5, 4: 9←6, 5←5, then 0 wants a 5.
    const field = [5, 1, 2, 3, 4, 5, 6, 6, 6, 6];
    expect(surveyChance({ field, candidates: [5], supply: [6, 5, 5], explored: blank, found: null })).toEqual(Fraction.ONE);
    // 0←6, 2←4 (a 2), 5←5: found.
    expect(surveyChance({ field, candidates: [5], supply: [6, 5, 4], explored: blank, found: null })).toEqual(Fraction.ONE);
    // Only one die of 5 or more for two 5s.
    expect(surveyChance({ field, candidates: [5], supply: [5, 4, 4], explored: blank, found: null })).toEqual(Fraction.ZERO);
  });
});

function worker(className: 'Warrior' | 'Thief' = 'Warrior', dex = 13): GameState {
  const s = structuredClone(aliveInDungeon(className));
  s.options = { ...s.options, disarm: 'workshop' };
  s.hero.attributes.DEX = dex;
  const { z } = currentZone(s);
  z.creatures = [];
  z.traps = [{ x: s.hero.x + 1, y: s.hero.y, name: 'Pit Trap w/ Spikes - 10x10', found: true, disarmed: false }];
  return s;
}

/** A Workshop on the trap east of the hero, already laid out. */
function working(craft: number[], supply: number): GameState {
  const s = worker();
  const workshop: Workshop = { task: { what: 'trap', x: s.hero.x + 1, y: s.hero.y }, craft, supply, rolled: null };
  s.pending = { kind: 'workshop', workshop };
  return s;
}

const pendingWorkshop = (s: GameState): Workshop => (s.pending?.kind === 'workshop' ? s.pending.workshop : expect.fail('no Workshop in play'));

describe('the Workshop', () => {
  it('gives 1 + DEX/6 supply dice at a trap, one more for a Thief, and rolls a Craft again while its piles match', () => {
    for (const [cls, dex, dice] of [['Warrior', 11, 2], ['Warrior', 12, 3], ['Thief', 12, 4]] as const) {
      const s = worker(cls, dex);
      const ctx = new Ctx(s, facesThen(...d6(1, 1, 1, 1, 1, 1, 1, 1, 1), ...d6(1, 2, 3, 1, 1, 1, 6, 6, 6)));
      startWorkshop(ctx, { what: 'trap', x: s.hero.x + 1, y: s.hero.y });
      expect(pendingWorkshop(ctx.s).supply).toBe(dice);
      expect(pendingWorkshop(ctx.s).craft).toEqual([1, 2, 3, 1, 1, 1, 6, 6, 6]);
      expect(said(ctx.events, /piles of 6, 3, 18/)).toBe(true);
    }
  });

  it('the disarm action opens the Workshop on a found trap', () => {
    const s = worker();
    const r = ok(s, { type: 'disarm', dir: 'e' });
    expect(r.state.pending?.kind).toBe('workshop');
  });

  it('equal piles disarm the trap, for its points', () => {
    const s = working([2, 2, 2, 2, 2, 2, 2, 2, 1], 3);
    const rolled = ok(s, { type: 'work', dice: 1 }).state;
    pendingWorkshop(rolled).rolled = [2];
    const done = ok(rolled, { type: 'place', die: 0, at: 8 });
    expect(done.state.pending).toBeNull();
    expect(currentZone(done.state).z.traps[0]!.disarmed).toBe(true);
    expect(done.state.score).toBe(s.score + 3);
  });

  it('running out of supply sets the trap off', () => {
    const s = working([2, 2, 2, 2, 2, 2, 2, 2, 1], 1);
    const rolled = ok(s, { type: 'work', dice: 1 }).state;
    pendingWorkshop(rolled).rolled = [6];
    const ctx = new Ctx(structuredClone(rolled), facesThen([20, 20]));
    place(ctx, null, undefined);
    expect(ctx.s.pending).toBeNull();
    expect(said(ctx.events, /Your supply is spent before the piles match/)).toBe(true);
    expect(said(ctx.events, /A trap: a spiked pit!/)).toBe(true);
    expect(tests(ctx.events)[0]!.label).toBe('avoid the spiked pit');
  });

  it('giving up is free before the first roll, and sets the trap off after', () => {
    const s = working([2, 2, 2, 2, 2, 2, 2, 2, 1], 3);
    const free = ok(s, { type: 'give-up' });
    expect(free.state.pending).toBeNull();
    expect(said(free.events, /A trap/)).toBe(false);
    const rolled = ok(s, { type: 'work', dice: 2 }).state;
    expect(said(ok(rolled, { type: 'give-up' }).events, /A trap: a spiked pit!/)).toBe(true);
  });

  it('forcing a lock opens the Workshop on it; equal piles open the door', () => {
    const s = working([2, 2, 2, 2, 2, 2, 2, 2, 1], 3);
    s.pending = null;
    const { z } = currentZone(s);
    z.traps = [];
    z.doors = { ...z.doors, [`${s.hero.x + 1},${s.hero.y}`]: { type: 'locked-wooden', open: false, locked: true } };
    const started = ok(s, { type: 'force', dir: 'e' }).state;
    const w = pendingWorkshop(started);
    expect(w.task).toEqual({ what: 'lock', x: s.hero.x + 1, y: s.hero.y });
    w.craft = [2, 2, 2, 2, 2, 2, 2, 2, 1];
    const rolled = ok(started, { type: 'work', dice: 1 }).state;
    pendingWorkshop(rolled).rolled = [3];
    const done = ok(rolled, { type: 'place', die: 0, at: 7 });
    expect(said(done.events, /gives way/)).toBe(true);
    expect(currentZone(done.state).z.doors[`${s.hero.x + 1},${s.hero.y}`]).toMatchObject({ open: true, locked: false });
  });

  it('at Home the armourer’s bench mends armour dice as the Workshop, with 1 + INT/6 dice and 2 more for the bench and the Day, once a Day', () => {
    const s = heroAtHome('Warrior');
    s.options = { ...s.options, disarm: 'workshop' };
    s.hero.attributes.INT = 12;
    s.hero.armourBroken = 2;
    const started = ok(s, { type: 'bench', dice: 2 }).state;
    const w = pendingWorkshop(started);
    expect(w.task).toEqual({ what: 'repair', dice: 2 });
    expect(w.supply).toBe(5);
    w.craft = [2, 2, 2, 2, 2, 2, 2, 2, 1];
    const rolled = ok(started, { type: 'work', dice: 1 }).state;
    pendingWorkshop(rolled).rolled = [2];
    const done = ok(rolled, { type: 'place', die: 0, at: 8 });
    expect(done.state.hero.armourBroken).toBe(0);
    expect(said(done.events, /You mend 2 armour dice at the armourer's bench/)).toBe(true);
    refused(done.state, { type: 'bench', dice: 1 }, /None of your armour dice is broken/);
    const again = structuredClone(done.state);
    again.hero.armourBroken = 1;
    refused(again, { type: 'bench', dice: 1 }, /worked at the bench today: rest a Day/);
    s.options = { ...s.options, disarm: 'test' };
    refused(s, { type: 'bench', dice: 1 }, /the bench is for the Workshop/);
  });

  it('a roll must be placed (or passed) before the next, and only the supply left may be rolled', () => {
    const s = working([2, 2, 2, 2, 2, 2, 2, 2, 1], 3);
    refused(s, { type: 'work', dice: 4 }, /Roll 1 to 3 of your supply dice/);
    refused(s, { type: 'place', die: 0, at: 0 }, /Roll some supply dice first/);
    const rolled = ok(s, { type: 'work', dice: 1 }).state;
    refused(rolled, { type: 'work', dice: 1 }, /Put one of the dice rolled in place first/);
  });

  it('the odds are best play’s, exact', () => {
    // Piles of 6, 6, 5: a 2 or a 3 finishes with one die; with two, a miss is kept for another try.
    expect(workshopChance([2, 2, 2, 2, 2, 2, 2, 2, 1], 1)).toEqual(new Fraction(1, 3));
    expect(workshopChance([2, 2, 2, 2, 2, 2, 2, 2, 1], 2)).toEqual(new Fraction(5, 9));
  });
});
