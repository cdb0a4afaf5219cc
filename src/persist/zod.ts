/**
 * zod, loaded the first time a save is read back rather than when the game
 * starts: a new game never reads one, and zod is about a tenth of the
 * game's memory (docs/performance.md). Required, not imported, so reading a
 * save stays synchronous.
 */
import { createRequire } from 'node:module';
import type * as Zod from 'zod';

let loaded: typeof Zod | undefined;

export const zod = (): typeof Zod.z => (loaded ??= createRequire(import.meta.url)('zod') as typeof Zod).z;
