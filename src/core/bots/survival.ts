/**
 * How often the bot hero is still alive when the Escalation die reaches a
 * mark (or the game ends first: death, victory, or the step limit), over
 * many bot games against one AI difficulty. `npm run ai-figures` prints it
 * for each difficulty; tests/opposition/survival.test.ts checks that easy
 * spares more heroes than fair, and fair more than hard.
 */
import type { GameState, RulesOptions } from '../engine/types.js';
import { wilson } from './fights.js';
import { playGame } from './play.js';

export interface SurvivalRun {
  opposition: RulesOptions['opposition'];
  opponents?: number;
  games: number;
  maxSteps: number;
  /** The Escalation die value at which the hero's fate is read. */
  mark: number;
  seed: string;
  /** Called after each game (for a progress line). */
  onGame?: (done: number) => void;
}

export interface SurvivalFigures {
  opposition: RulesOptions['opposition'];
  games: number;
  alive: number;
  share: number;
  interval: [number, number];
  /** Games that reached the mark, and the mean Escalation die at the end. */
  reachedMark: number;
  meanEscalation: number;
  meanSteps: number;
  /** Tokens the Opposition spent, per game, on average. */
  meanSpent: number;
}

class Stop {
  constructor(readonly state: GameState) {}
}

export function survival(run: SurvivalRun): SurvivalFigures {
  let alive = 0;
  let reached = 0;
  let escalation = 0;
  let steps = 0;
  let spent = 0;
  for (let k = 0; k < run.games; k++) {
    let end: GameState;
    let played = 0;
    try {
      const g = playGame(`${run.seed}:${k}`, { opposition: run.opposition, opponents: run.opponents ?? 1 }, {
        maxSteps: run.maxSteps,
        onAction: ({ state, actions }) => {
          played = actions.length;
          if (state.escalation >= run.mark) throw new Stop(state);
        },
      });
      end = g.state;
      played = g.steps;
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      end = e.state;
    }
    if (end.escalation >= run.mark) reached++;
    if (end.phase !== 'dead') alive++;
    escalation += end.escalation;
    steps += played;
    spent += end.tokens.opposition.reduce((n, p) => n + p.spent, 0);
    run.onGame?.(k + 1);
  }
  const n = run.games;
  return { opposition: run.opposition, games: n, alive, share: alive / n, interval: wilson(alive, n), reachedMark: reached, meanEscalation: escalation / n, meanSteps: steps / n, meanSpent: spent / n };
}
