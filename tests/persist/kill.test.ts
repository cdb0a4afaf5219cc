import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../support/built.js';
import { stress } from './stress.js';

const KILLS = 20;

describe('hang-up safety', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it(`${KILLS} SIGKILLs of a real autoplay each leave a save that replays exactly`, async () => {
    expect(await stress(KILLS)).toEqual([]);
  }, 120_000);
});
