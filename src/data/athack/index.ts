/**
 * The registry of ASCII @HACK! tables (seed `000_8e51eaf48aa97e98.txt`) for the
 * audit and the tests. The game imports the data files directly.
 */
import { listTable, register, type Registered } from '../schema.js';
import type { Reference } from '../table.js';
import {
  constant,
  consumableRow,
  costRow,
  dieRankRow,
  environRow,
  escalationRow,
  nearRangeRow,
  obstacleRow,
  pitchRow,
  powerLevelRow,
  riddleRow,
  stuntCostRow,
  tokenRatioRow,
  tokenSpendRow,
} from './schema.js';
import { NEAR_RANGE, PITCH, STUNT_COSTS } from './combat.js';
import { CONSTANTS } from './constants.js';
import { CONSUMABLES } from './consumables.js';
import { COSTS, DIE_RANKS } from './costs.js';
import { ENVIRONS } from './environs.js';
import { ESCALATION } from './escalation.js';
import { OBSTACLES } from './obstacles.js';
import { POWER_LEVELS } from './power-levels.js';
import { RIDDLES } from './riddles.js';
import { TOKEN_RATIOS, TOKEN_SPENDS } from './tokens.js';

export const tables: Registered[] = [
  register(listTable(powerLevelRow), POWER_LEVELS),
  register(listTable(costRow), COSTS),
  register(listTable(dieRankRow), DIE_RANKS),
  register(listTable(constant), CONSTANTS),
  register(listTable(escalationRow), ESCALATION),
  register(listTable(consumableRow), CONSUMABLES),
  register(listTable(obstacleRow), OBSTACLES),
  register(listTable(tokenSpendRow), TOKEN_SPENDS),
  register(listTable(tokenRatioRow), TOKEN_RATIOS),
  register(listTable(pitchRow), PITCH),
  register(listTable(stuntCostRow), STUNT_COSTS),
  register(listTable(nearRangeRow), NEAR_RANGE),
  register(listTable(environRow), ENVIRONS),
  register(listTable(riddleRow), RIDDLES),
];

export const references: Reference[] = [];
