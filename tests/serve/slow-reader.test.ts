/**
 * A client that stops reading what the server sends (a frozen terminal,
 * Ctrl-S, a peer that never reads): what waits for it on the server is
 * capped, the frames past it dropped, and once it reads again its screen
 * is drawn whole, as it stands then.
 */
import { describe, expect, it } from 'vitest';
import { startGame } from '../tui/flow.js';
import { login, newKey, shell } from './ssh-client.js';
import { clients, see, started } from './table-players.js';

describe('a client that stops reading its screen', () => {
  it('has what waits for it capped and its frames dropped, not kept without end, and its screen drawn whole once it reads again', async () => {
    const t = await started();
    const client = await login(t.server.port, 'ada', newKey());
    clients.push(client);
    const ada = await shell(client, 200, 60);
    await startGame(ada, 'Ada');
    // ssh2's client then gives the server no more room to send: past the 2 MB it had, what the server writes waits on it.
    ada.channel.pause();
    const behind = () => t.log.some((l) => /^ada: reads nothing of what it is sent; its frames are dropped until it does, then drawn whole$/.test(l));
    // Ctrl-O redraws the map in the other colour, some 1 KB a frame in a terminal of 200×60, as many a second as keys are taken (256).
    const start = Date.now();
    while (!behind() && Date.now() - start < 60_000) {
      ada.channel.write('\x0f'.repeat(256));
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(behind(), t.log.join('\n')).toBe(true);
    const written = ada.received().length;
    ada.channel.resume();
    // What waited arrives, then the screen whole: the zone as it stands, with colour as the last Ctrl-O left it.
    await see(ada, /Zone 1 +depth 1/);
    await ada.quiet(1000, 10_000);
    expect(ada.received().length).toBeGreaterThan(written);
    // The screen is what the server would draw afresh: a window change draws it whole.
    const shown = ada.screenText();
    await ada.resize(200, 59);
    await ada.resize(200, 60);
    await see(ada, /Zone 1 +depth 1/);
    expect(ada.screenText()).toBe(shown);
    await ada.press('C-o');
    await see(ada, /Colour (off|on)/);
  }, 90_000);
});
