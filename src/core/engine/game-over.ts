/**
 * Whether a game has ended: the hero died or won. Asked by the reducer
 * (which refuses every action after), the seats (none has a turn), the
 * saves (an ended game is buried, never continued) and every driver that
 * plays a game to its end; one question, so no place can forget a way a
 * game ends.
 */
import type { Phase } from './types.js';

export const gameOver = (s: { readonly phase: Phase }): boolean => s.phase === 'dead' || s.phase === 'won';
