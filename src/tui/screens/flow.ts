/**
 * What follows a step of play: an armour-die question, arriving Home, or
 * the end of the game. Every screen that sends actions calls it.
 */
import type { Ui } from '../ui.js';
import { armourPrompt } from '../modals/armour.js';
import { escalatePrompt, hungerPrompt } from '../modals/prompts.js';
import { zoneScreen } from './zone.js';
import { homeScreen } from './home.js';
import { endScreen } from './end.js';

export function afterAct(ui: Ui): void {
  const s = ui.game;
  if (!s) return;
  if (s.phase === 'dead' || s.phase === 'won') return ui.go(endScreen());
  if (s.phase === 'home' && ui.screen.kind !== 'home') return ui.go(homeScreen());
  if (s.phase === 'dungeon' && ui.screen.kind !== 'zone') ui.go(zoneScreen());
  const asking = { 'armour-die': 'armour', escalate: 'escalate', hunger: 'hunger' } as const;
  if (s.pending && !ui.modals.some((m) => m.kind === asking[s.pending!.kind])) ui.push(s.pending.kind === 'armour-die' ? armourPrompt() : s.pending.kind === 'escalate' ? escalatePrompt() : hungerPrompt());
}
