import type { ListTable } from '../table.js';
import type { CastingMode } from './schema.js';

// Seed 004_7cb40a2b79f5a3df.txt, "CASTING SPELLS" (section 6, MAGIC & SPELLS).
export const SPELLCASTING: ListTable<CastingMode> = {
  kind: 'list',
  id: 'blackhack.spellcasting',
  name: 'Casting spells and prayers',
  source: { seed: '004_7cb40a2b79f5a3df.txt', table: 'CASTING SPELLS' },
  rows: [
    {
      name: 'From memory',
      summary: 'Action: the effect happens, then a test decides whether the spell stays memorised.',
      addsSpellLevel: true,
      disadvantageIfCastThisSession: true,
      testFirst: false,
      onFailure: 'forgotten',
      attributes: { Wizard: 'INT', Cleric: 'WIS' },
    },
    {
      name: 'From a book or scroll',
      summary: 'Action, only while time runs in Minutes: a test first; success casts it, failure misfires.',
      addsSpellLevel: true,
      disadvantageIfCastThisSession: false,
      testFirst: true,
      onFailure: 'side-effect',
      attributes: { Wizard: 'INT', Cleric: 'WIS' },
    },
  ],
  errata: [
    {
      where: 'From a book or scroll: misfire',
      printed: 'roll on the Magical Side Effects table (p.43 in the main rule book)',
      problem: 'The table is not in this booklet.',
      resolution: 'The project writes its own d20 Magical Side Effects table.',
    },
    {
      where: 'From memory: repeat casting',
      printed: 'If they have already cast the spell this session, the Attribute Test is made with Disadvantage.',
      problem: 'A session is real time; the computer game has none.',
      resolution: 'Disadvantage if the spell was already cast during this visit to the dungeon.',
    },
  ],
};
