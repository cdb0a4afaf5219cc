/** The title: a new game, continue a saved one, help, quit. */
import { esc, tone } from '../style.js';
import type { Screen, Ui } from '../ui.js';

export interface TitleChoices {
  canContinue: () => boolean;
  newGame: (ui: Ui) => void;
  continueGame: (ui: Ui) => void;
  help: (ui: Ui) => void;
}

const LOGO = ['    _    ____   ____ ___ ___      ____  _   _    _    ____ _  __ _ ', '   / \\  / ___| / ___|_ _|_ _|    / __ \\| | | |  / \\  / ___| |/ /| |', '  / _ \\ \\___ \\| |    | | | |    / / _` | |_| | / _ \\| |   | \' / | |', ' / ___ \\ ___) | |___ | | | |   | | (_| |  _  |/ ___ \\ |___| . \\ |_|', '/_/   \\_\\____/ \\____|___|___|   \\ \\__,_|_| |_/_/   \\_\\____|_|\\_\\(_)', '                                 \\____/'];

export function titleScreen(choices: TitleChoices): Screen {
  return {
    kind: 'title',
    draw(ui, width, height) {
      const menu = [
        `${tone(ui.style, 'key', 'n')} New game`,
        choices.canContinue() ? `${tone(ui.style, 'key', 'c')} Continue` : tone(ui.style, 'dim', esc('  (no saved game to continue)')),
        `${tone(ui.style, 'key', '?')} Help`,
        `${tone(ui.style, 'key', 'q')} Quit`,
      ];
      const logo = LOGO.map((l) => tone(ui.style, 'title', esc(l.length <= width ? l : l.slice(0, width))));
      const lines = ['', ...logo, '', esc('A roguelike of five rule sets: The Black Hack hero, Roguelike dungeons,'), esc('ASCII @HACK! opposition, Adventure Algorithms, Hackssential.'), '', ...menu, ''];
      const recent = ui.log.slice(-3).map((l) => tone(ui.style, l.kind === 'error' ? 'warn' : 'dim', esc(l.text)));
      return [...lines, ...recent].slice(0, height);
    },
    key(ui, k) {
      if (k.full === 'n') choices.newGame(ui);
      else if (k.full === 'c' && choices.canContinue()) choices.continueGame(ui);
      else if (k.full === '?' || k.cmd === 'help') choices.help(ui);
      else if (k.full === 'q' || k.full === 'escape' || k.full === 'C-c') ui.quit(0);
    },
  };
}
