/** Puzzles on exits (RULES.md §5): a toll blocks until paid; a riddle pays for a right answer, and never blocks. */
import { describe, expect, it } from 'vitest';
import { RIDDLES } from '../../src/data/athack/riddles.js';
import { Ctx } from '../../src/core/engine/context.js';
import { workingCopy } from '../../src/core/engine/clone.js';
import { DIRS, DIR_STEPS, key } from '../../src/core/engine/geometry.js';
import { answerRiddle, answers, normaliseAnswer } from '../../src/core/engine/puzzles.js';
import { act } from '../../src/core/opposition/settle.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { currentZone, setDoor } from '../../src/core/engine/zones.js';
import type { Exit } from '../../src/procgen/types.js';
import { heroIn } from './setup.js';

/** The hero standing in an open door of zone 1 (not the way in, so another zone lies behind), facing its passage. */
function atDoor(seed: string): { s: GameState; exit: Exit; out: Dir; toward: Dir } {
  for (let k = 0; k < 40; k++) {
    const s = structuredClone(heroIn(`${seed}-${k}`, { opposition: 'none' }));
    const { zone, z } = currentZone(s);
    const exit = zone.exits.find((e) => e.kind === 'door' && !e.entry && e.stub.length > 0 && !z.doors[key(e.x, e.y)]?.locked);
    if (!exit) continue;
    const door = z.doors[key(exit.x, exit.y)];
    if (door) setDoor(z, exit.x, exit.y, { open: true });
    z.creatures = [];
    s.hero.x = exit.x;
    s.hero.y = exit.y;
    const first = exit.stub[0]!;
    const out = DIRS.find((d) => exit.x + DIR_STEPS[d].x === first.x && exit.y + DIR_STEPS[d].y === first.y)!;
    const toward = DIRS.find((d) => DIR_STEPS[d].x === -DIR_STEPS[out].x && DIR_STEPS[d].y === -DIR_STEPS[out].y)!;
    return { s, exit, out, toward };
  }
  throw new Error('no seed gave a usable door');
}

describe('a simple puzzle (a toll)', () => {
  it('blocks the door until the hero pays its tokens', () => {
    const { s, exit, out } = atDoor('toll');
    currentZone(s).z.puzzles[key(exit.x, exit.y)] = { kind: 'simple', tokens: 3 };
    s.tokens.hero = 2;
    const refused = act(s, { type: 'move', dir: out });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/3 tokens to pass, and you have 2/);
    expect(refused.state).toBe(s);

    s.tokens.hero = 5;
    const paid = act(s, { type: 'move', dir: out });
    expect(paid.ok).toBe(true);
    if (!paid.ok) return;
    expect(paid.events.some((e) => e.kind === 'door' && e.data?.['tokens'] === 3)).toBe(true);
    expect(paid.state.zone).toBe(exit.to);
    // 5 − 3 for the toll, then the refresh for leaving the zone.
    expect(paid.state.tokens.hero).toBe(2 + s.tokens.heroRefresh);
    expect(paid.state.zones[s.zone!]!.puzzles[key(exit.x, exit.y)]).toBeUndefined();
  });
});

describe('a logic puzzle (a riddle)', () => {
  const riddle = RIDDLES.rows.find((r) => r.name === 'candle')!;

  it('pays the hero by its difficulty for a right answer, and is spent', () => {
    const { s, exit, toward } = atDoor('riddle');
    // One step back into the zone, facing the door.
    s.hero.x += DIR_STEPS[toward].x;
    s.hero.y += DIR_STEPS[toward].y;
    const facing = DIRS.find((d) => DIR_STEPS[d].x === -DIR_STEPS[toward].x && DIR_STEPS[d].y === -DIR_STEPS[toward].y)!;
    currentZone(s).z.puzzles[key(exit.x, exit.y)] = { kind: 'riddle', riddle: riddle.name };
    const before = s.tokens.hero;

    const wrong = new Ctx(workingCopy(s));
    answerRiddle(wrong, facing, 'a torch');
    expect(wrong.s.tokens.hero).toBe(before);
    expect(currentZone(wrong.s).z.puzzles[key(exit.x, exit.y)]).toEqual({ kind: 'riddle', riddle: 'candle' });
    expect(wrong.events.some((e) => e.kind === 'door' && e.data?.['right'] === false)).toBe(true);

    const right = new Ctx(workingCopy(s));
    answerRiddle(right, facing, '  The Candles! ');
    expect(right.s.tokens.hero).toBe(before + riddle.difficulty);
    expect(currentZone(right.s).z.puzzles[key(exit.x, exit.y)]).toBeUndefined();
  });

  it('is refused where there is none', () => {
    const { s, out } = atDoor('no-riddle');
    expect(() => answerRiddle(new Ctx(workingCopy(s)), out, 'candle')).toThrow();
  });

  it('never bars the door: ignoring it costs nothing', () => {
    const { s, exit, out } = atDoor('ignore');
    currentZone(s).z.puzzles[key(exit.x, exit.y)] = { kind: 'riddle', riddle: riddle.name };
    s.tokens.hero = 0;
    const r = act(s, { type: 'move', dir: out });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.zone).toBe(exit.to);
  });
});

describe('the riddle bank', () => {
  it('has at least 20 riddles with answers and a reward of 1 to 3 tokens', () => {
    expect(RIDDLES.rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(RIDDLES.rows.map((r) => r.name)).size).toBe(RIDDLES.rows.length);
    for (const r of RIDDLES.rows) {
      expect(r.answers.length, r.name).toBeGreaterThan(0);
      expect([1, 2, 3]).toContain(r.difficulty);
      for (const a of r.answers) expect(answers(r, a), `${r.name}: ${a}`).toBe(true);
    }
    expect(new Set(RIDDLES.rows.map((r) => r.difficulty))).toEqual(new Set([1, 2, 3]));
  });

  it('matches answers leniently: case, articles, punctuation and simple plurals', () => {
    expect(normaliseAnswer('The Candles!')).toBe('candle');
    expect(normaliseAnswer('an   ECHO.')).toBe('echo');
    expect(normaliseAnswer('Boxes')).toBe('box');
    expect(normaliseAnswer('glass')).toBe('glass');
    const shadow = RIDDLES.rows.find((r) => r.name === 'shadow')!;
    for (const a of ['shadow', 'Shadow', 'a shadow', 'the shadows', 'SHADOW!', '"Shadow?"']) expect(answers(shadow, a), a).toBe(true);
    for (const a of ['', 'light', 'the', 'shade']) expect(answers(shadow, a), a).toBe(false);
    const echo = RIDDLES.rows.find((r) => r.name === 'echo')!;
    for (const a of ['Echoes', 'an echo', 'ECHO...']) expect(answers(echo, a), a).toBe(true);
  });
});
