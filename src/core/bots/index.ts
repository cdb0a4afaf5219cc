/** The bot hero and the games it plays (docs/architecture.md rule 11). */
export { Bot, chooseAction, CLASS_NAMES, fallbackAction, type BotOptions } from './bot.js';
export { botTurn, playGame, playTurns, replay, replayFrom, DEFAULT_BUDGET, type PlayOptions, type PlayResult, type Reducer, type Refused, type Replay, type TurnResult } from './play.js';
export { POLICY } from './policy.js';
export { appendixA, arenaFight, arenaState, raiseLevel, ARENA_SEED, MAX_ROUNDS, type Foe, type FightResult } from './arena.js';
export { findFoe, simulateFights, wilson, type FightRun, type FightStats } from './fights.js';
