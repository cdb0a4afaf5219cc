import type { ListTable } from '../table.js';
import type { Escalation } from './schema.js';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), the Escalation passage (with the
// Final Zone rule from "Adventurer Victory").
export const ESCALATION: ListTable<Escalation> = {
  kind: 'list',
  id: 'athack.escalation',
  name: 'Escalation die',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'Escalation' },
  rows: [{ name: 'Escalation die', die: '1d10', start: 1, step: 1, finalZoneAt: 10, firstHolder: 'adventurer' }],
};
