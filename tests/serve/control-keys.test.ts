/**
 * Ctrl-Z and Ctrl-D over SSH, where neither stops nor ends anything (the
 * game is no shell job there, and no line is read): each says so where it
 * is pressed, naming the key, as any key of no use does.
 */
import { describe, expect, it } from 'vitest';
import { flat, player, see, started, toZone1 } from './table-players.js';

describe('Ctrl-Z and Ctrl-D over SSH', () => {
  it('in the lobby, say that they do nothing there, as a letter of no use and Continue with no seat do', async () => {
    const t = await started();
    const cy = await player(t, 'cy');
    await cy.press('C-z');
    await see(cy, /C-z does nothing here: \? lists the lobby's keys\./);
    await cy.press('C-d');
    await see(cy, /C-d does nothing here: \? lists the lobby's keys\./);
    await cy.press('x');
    await see(cy, /x does nothing here: \? lists the lobby's keys\./);
    await cy.press('c');
    await see(cy, /You\s+hold\s+no\s+seat\s+in\s+a\s+game\s+still\s+going:\s+j\s+joins\s+the\s+table\s+chosen,\s+n\s+makes\s+a\s+new\s+one\./);
  });

  it("on a seat's stocking screen, name the key that does nothing", async () => {
    const t = await started();
    const { bea } = await toZone1(t);
    await bea.press('C-z');
    await see(bea, /C-z does nothing here: \? lists this screen's keys, and Ctrl-C leaves the table\./);
    await bea.press('C-d');
    await see(bea, /C-d does nothing here/);
    expect(flat(bea)).not.toMatch(/(^| ) does nothing here/);
  });
});
