/**
 * A save from before seats (format 2, athack 0.5.0): its recording holds
 * the hero's actions only, the AI having chosen inside the reducer. It
 * loads from its snapshot and plays on with the AI seats answering through
 * `step`; saved again, it is written in the current format (docs/saves.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Bot, botTurn } from '../../src/core/bots/index.js';
import { SAVE_FORMAT } from '../../src/persist/recording.js';
import { readPlayableSave, writeSave } from '../../src/persist/saves.js';
import { tempFolder } from '../support/temp.js';

const FIXTURE = 'tests/persist/fixtures/robo-0.5.0.json';

describe('a 0.5.0 save', () => {
  it('continues from its snapshot, the AI seats answering as play goes on, and is saved again in the current format', () => {
    const save = readPlayableSave(FIXTURE);
    expect(save.game).toBe('0.5.0');
    const rec = save.recording;
    expect(rec.actions.every((a) => a.seat === undefined)).toBe(true);
    let s = rec.snapshot;
    expect(s.tokens.opposition).toHaveLength(2);
    const bot = new Bot('robo');
    const actions = [...rec.actions];
    const checks = [...rec.checks];
    const stocked = () => new Set(actions.filter((a) => a.type === 'stock').map((a) => a.seat));
    for (let k = 0; k < 400 && s.phase !== 'dead' && s.phase !== 'won' && stocked().size < 2; k++) {
      const turn = botTurn(bot, s);
      for (const t of turn.taken) {
        actions.push(t.action);
        checks.push(t.state.check);
      }
      s = turn.result.state;
    }
    // A zone was entered, and both AI seats stocked it through their own actions.
    expect(stocked()).toEqual(new Set(['opposition:1', 'opposition:2']));
    const dir = tempFolder('seats');
    const file = writeSave(dir, { ...rec, actions, checks, snapshot: s }, '9.9.9');
    expect(JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!).format).toBe(SAVE_FORMAT);
    expect(SAVE_FORMAT).toBe(3);
  });
});
