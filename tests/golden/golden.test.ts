import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILES } from './catalogue.js';

describe('golden catalogue', () => {
  for (const [name, make] of Object.entries(GOLDEN_FILES)) {
    it(`${name} is what the code generates today`, () => {
      const committed = readFileSync(new URL(name, import.meta.url), 'utf8');
      expect(make()).toBe(committed);
    });
  }
});
