/**
 * What the golden files hold, computed from the code. `npm run golden`
 * writes them; the golden tests compute them again and compare.
 */
import { Stream } from '../../src/core/rng.js';

export const GOLDEN_SEED = 'athack';

/** The first ten draws of the streams that saves and replays depend on. */
function rngCatalogue(): string {
  const draws = (name: string) => {
    const s = Stream.derive(GOLDEN_SEED, name);
    return Array.from({ length: 10 }, () => s.next());
  };
  return `${JSON.stringify({ seed: GOLDEN_SEED, streams: { gameplay: draws('gameplay'), 'zone:1': draws('zone:1') } }, null, 2)}\n`;
}

/** File name under tests/golden → its expected content. */
export const GOLDEN_FILES: Record<string, () => string> = {
  'rng.json': rngCatalogue,
};
