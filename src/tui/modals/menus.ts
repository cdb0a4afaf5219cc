/**
 * The menus behind the command keys of the zone view: each command opens
 * its list, cursor or page (the files beside this one). A menu never
 * decides the rules: it sends an action and the reducer takes or refuses it.
 */
import type { Command } from '../keys.js';
import { esc } from '../style.js';
import type { Ui } from '../ui.js';
import { openRiddle } from './riddle.js';
import { textPage } from './basic.js';
import { backgroundMenu } from './background.js';
import { fireAt, throwMenu } from './attack.js';
import { dropMenu, equipMenu, inventory } from './inventory.js';
import { verbMenu } from './use.js';
import { lookCursor } from './look.js';
import { castMenu } from './magic.js';
import { memoriseMenu } from './memorise.js';
import { characterSheet } from './sheet.js';
import { helpMenu } from './topics.js';
import { travelCursor } from './travel.js';
import { tokensMenu } from './tokens.js';

export function openMenu(ui: Ui, cmd: Command): void {
  if (!ui.game) return;
  try {
    switch (cmd) {
      case 'inventory':
        return inventory(ui);
      case 'equip':
        return equipMenu(ui);
      case 'drop':
        return dropMenu(ui);
      case 'quaff':
        return verbMenu(ui, 'quaff');
      case 'read':
        return verbMenu(ui, 'read');
      case 'use':
        return verbMenu(ui, 'use');
      case 'fire':
        return fireAt(ui);
      case 'throw':
        return throwMenu(ui);
      case 'cast':
        return castMenu(ui, 'Wizard');
      case 'pray':
        return castMenu(ui, 'Cleric');
      case 'memorise':
        return memoriseMenu(ui);
      case 'background':
        return backgroundMenu(ui);
      case 'riddle':
        return openRiddle(ui);
      case 'tokens':
        return tokensMenu(ui);
      case 'look':
        return ui.game.zone ? ui.push(lookCursor()) : undefined;
      case 'travel':
        return ui.game.zone ? ui.push(travelCursor()) : undefined;
      case 'character':
        return ui.push(characterSheet());
      case 'help':
        return helpMenu(ui);
      default:
        return ui.push(textPage(cmd, () => [esc(`${cmd}: not available here.`)]));
    }
  } catch (error) {
    // A menu must never take the game down: say what went wrong and carry on.
    ui.say(`That menu failed: ${(error as Error).message}`, 'error');
  }
}
