/** The lobby of athack serve drawn at 80×24: a long list of tables scrolls to keep the one under the cursor in view. */
import { describe, expect, it } from 'vitest';
import { createUi, composeFrame, sendKey } from '../../src/tui/ui-state.js';
import { keyMap } from '../../src/tui/keys.js';
import { lobbyScreen, type LobbyTable } from '../../src/tui/screens/lobby.js';

const tables: LobbyTable[] = Array.from({ length: 20 }, (_, k) => ({
  id: String(k + 1),
  seats: `The Adventurer (ada), Opposition 1 (AI fair), Opposition 2 (open)`,
  about: `0:${String(k).padStart(2, '0')} turn ${k}; seed hidden; 0 watching`,
  yours: k === 17,
}));

describe('the lobby', () => {
  it('keeps the table under the cursor on screen, however many there are', () => {
    const ui = createUi({ mono: true, ascii: true }, keyMap(), undefined);
    ui.screen = lobbyScreen({ account: 'ada', tables: () => tables, newTable: () => {}, join: () => undefined, watch: () => undefined, yourSeat: () => '18', scores: () => {} });
    // The frame's text without its colour tags.
    const text = () => composeFrame(ui, 80, 24).map((l) => l.replace(/\{\/?[a-z-]*\}/g, ''));
    expect(text()).toHaveLength(24);
    expect(text()[2]).toMatch(/^> Table 1 /);
    for (let k = 0; k < 17; k++) sendKey(ui, { full: 'down', ch: undefined, cmd: undefined });
    const shown = text();
    expect(shown.find((l) => l.startsWith('>'))).toMatch(/^> Table 18 \(your seat\)/);
    expect(shown.at(-1)).toMatch(/n New game +c Continue +j join/);
  });
});
