import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { randomInt, Stream } from '../../src/base/rng.js';

const take = (s: Stream, n: number) => Array.from({ length: n }, () => s.next());

describe('RNG streams', () => {
  it('the same seed and name give the same numbers', () => {
    expect(take(Stream.derive('athack', 'gameplay'), 20)).toEqual(take(Stream.derive('athack', 'gameplay'), 20));
  });

  it('different names or seeds give different numbers', () => {
    const base = take(Stream.derive('athack', 'gameplay'), 5);
    expect(take(Stream.derive('athack', 'zone:17'), 5)).not.toEqual(base);
    expect(take(Stream.derive('Athack', 'gameplay'), 5)).not.toEqual(base);
    expect(take(Stream.derive('42', 'gameplay'), 5)).not.toEqual(take(Stream.derive('042', 'gameplay'), 5));
  });

  it('seed and name cannot run into each other', () => {
    expect(take(Stream.derive('a:b', 'c'), 5)).not.toEqual(take(Stream.derive('a', 'b:c'), 5));
  });

  it('drawing from one stream never moves another', () => {
    const gameplay = Stream.derive('s', 'gameplay');
    const cosmetic = Stream.derive('s', 'cosmetic');
    const first = gameplay.next();
    take(cosmetic, 1000);
    const second = gameplay.next();
    expect([first, second]).toEqual(take(Stream.derive('s', 'gameplay'), 2));
  });

  it('gives exactly the numbers of seedrandom\'s alea for the same key, seeding included, whatever the seed', () => {
    // Characters JSON escapes among them: a quote, a backslash, a control character, a lone surrogate.
    const seeds = ['', 'athack', '7', 'a:b', 'ünïcödé ✓', '🐉 dragon', 'x'.repeat(300), 'say "hi"', 'back\\slash', 'tab\there', 'lone \ud800 half', '\u001f', ...Array.from({ length: 40 }, (_, k) => `seed-${k * 7919}`)];
    for (const seed of seeds) {
      for (const name of ['gameplay', 'zone:1.2.3', 'ai:opposition-1']) {
        const ours = Stream.derive(seed, name);
        const theirs = seedrandom.alea(JSON.stringify([seed, name]), { state: true });
        expect(ours.state().alea, `${seed}/${name}`).toEqual(theirs.state());
        expect(take(ours, 50)).toEqual(Array.from({ length: 50 }, () => theirs()));
        expect(ours.state().alea).toEqual(theirs.state());
      }
    }
  });

  it('a stream resumes exactly from its serialised state', () => {
    const s = Stream.derive('athack', 'ai:opposition-1');
    take(s, 37);
    const saved = JSON.parse(JSON.stringify(s.state()));
    const expected = take(s, 10);
    const resumed = Stream.restore(saved);
    expect(resumed.name).toBe('ai:opposition-1');
    expect(take(resumed, 10)).toEqual(expected);
  });

  it('randomInt covers its whole range and nothing outside it', () => {
    const s = Stream.derive('range', 'gameplay');
    const seen = new Set<number>();
    for (let k = 0; k < 2000; k++) seen.add(randomInt(s, 1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('rules code has no hidden randomness or clock', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
  for (const dir of ['src/core', 'src/procgen', 'src/data']) {
    it(`${dir} never calls Math.random or Date.now`, () => {
      // A folder that does not exist yet holds no offenders.
      const listing = existsSync(dir) ? files(dir) : [];
      const offenders = listing.filter((f) => /Math\.random|Date\.now/.test(readFileSync(f, 'utf8')));
      expect(offenders).toEqual([]);
    });
  }
});
