/**
 * What follows a step of play: an armour-die question (or an objection,
 * a sealed bid, …), arriving Home, or
 * the end of the game. Every screen that sends actions calls it.
 */
import type { Ui } from '../ui.js';
import { armourPrompt } from '../modals/armour.js';
import { escalatePrompt, hungerPrompt } from '../modals/prompts.js';
import { bidPrompt, objectionPrompt } from '../modals/bid.js';
import { surveyPrompt } from '../modals/survey.js';
import { workshopPrompt } from '../modals/workshop.js';
import { zoneScreen } from './zone.js';
import { homeScreen } from './home.js';
import { endScreen } from './end.js';
import { passKeyboard } from './hotseat.js';
import { challengeBid, challengePrompt, heroChallenged } from '../modals/challenge.js';
import { gameOver } from '../../core/engine/game-over.js';

export function afterAct(ui: Ui): void {
  const s = ui.game;
  if (!s) return;
  // At one keyboard, a person's turn or the curtain before the Adventurer's comes first.
  if (passKeyboard(ui)) return;
  if (gameOver(s)) return ui.go(endScreen());
  if (s.phase === 'home' && ui.screen.kind !== 'home') return ui.go(homeScreen());
  if (s.phase === 'dungeon' && ui.screen.kind !== 'zone') ui.go(zoneScreen());
  const asking = { 'armour-die': 'armour', escalate: 'escalate', hunger: 'hunger', objection: 'objection', bid: 'bid', survey: 'survey', workshop: 'workshop' } as const;
  const modal = { 'armour-die': armourPrompt, escalate: escalatePrompt, hunger: hungerPrompt, objection: objectionPrompt, bid: bidPrompt, survey: surveyPrompt, workshop: workshopPrompt } as const;
  if (s.pending && !ui.modals.some((m) => m.kind === asking[s.pending!.kind])) ui.push(modal[s.pending.kind]());
  // The Adventurer's objection to the Opposition's Illumination requirement, and its sealed bid.
  const challenged = heroChallenged(s);
  if (challenged === 'object' && !ui.modals.some((m) => m.kind === 'challenge')) ui.push(challengePrompt());
  if (challenged === 'bid' && !ui.modals.some((m) => m.kind === 'challenge-bid')) ui.push(challengeBid());
}
