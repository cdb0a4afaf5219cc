/**
 * The registry of Hackssential chapter V tables (seed `002_0e1f0607dc69d40d.txt`)
 * for the audit and the tests. The game imports the data files directly.
 */
import { listTable, register, type Registered } from '../schema.js';
import type { Reference } from '../table.js';
import {
  checkTypeRow,
  constant,
  declarationOrderRow,
  doubleActionRow,
  esAdjustmentRow,
  loadTierRow,
  movementRow,
  reactionRow,
  reactionTriggerRow,
  thresholdRow,
} from './schema.js';
import { DOUBLE_ACTIONS, ES_ADJUSTMENT } from './action.js';
import { CHECK_TYPES, THRESHOLDS } from './checks.js';
import { CONSTANTS } from './constants.js';
import { LOAD_TIERS } from './load.js';
import { MOVEMENT } from './movement.js';
import { REACTION, REACTION_TRIGGERS } from './reaction.js';
import { DECLARATION_ORDER } from './sequence.js';

export const tables: Registered[] = [
  register(listTable(constant), CONSTANTS),
  register(listTable(movementRow), MOVEMENT),
  register(listTable(loadTierRow), LOAD_TIERS),
  register(listTable(reactionRow), REACTION),
  register(listTable(reactionTriggerRow), REACTION_TRIGGERS),
  register(listTable(declarationOrderRow), DECLARATION_ORDER),
  register(listTable(doubleActionRow), DOUBLE_ACTIONS),
  register(listTable(esAdjustmentRow), ES_ADJUSTMENT),
  register(listTable(checkTypeRow), CHECK_TYPES),
  register(listTable(thresholdRow), THRESHOLDS),
];

export const references: Reference[] = [];
