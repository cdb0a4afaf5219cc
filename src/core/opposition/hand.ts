/**
 * The tokens a player keeps in hand and those they can spare, as the
 * default bot plays them and as the threat model expects the hero to: the
 * model re-rolls a failed Defend only with tokens the hero would spend, so
 * what the AI buys is measured against the hero who will meet it.
 */
import { STARTING_TOKENS } from '../engine/tokens.js';
import type { GameState } from '../engine/types.js';

/** Refreshes' worth of tokens a player holds on to, and never fewer than half what a hero starts with: the first zones' heals and breaks away. */
const REFRESHES_HELD = 0.5;

/**
 * Tokens the hero can spare: what it holds beyond half a refresh or half
 * the tokens a hero starts with, whichever is more. Holding a whole
 * refresh, bot heroes reached the Final Zone with over four refreshes'
 * worth; a spare counted from the first token spent the first zones' heals
 * on scratches, and a hero left with none wandered in and out of a dungeon
 * it could no longer open a way through.
 */
export const spare = (s: GameState): number => s.tokens.hero - Math.max(STARTING_TOKENS / 2, Math.ceil(REFRESHES_HELD * s.tokens.heroRefresh));
