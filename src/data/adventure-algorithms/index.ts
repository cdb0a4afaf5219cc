/**
 * The registry of Adventure Algorithms tables (seed `001_1a25a2eaf5740a81.txt`)
 * for the audit and the tests. The game imports the data files directly.
 */
import { listTable, register, type Registered } from '../schema.js';
import type { Reference } from '../table.js';
import {
  appropriatenessRow,
  classRatingRow,
  combatActionRow,
  combatRow,
  constant,
  craftRow,
  difficultyRow,
  quickFormulaRow,
  supplyBonusRow,
  surveyFieldRow,
  surveyRow,
  tradeRow,
  woundOptionRow,
  woundsRow,
  workshopRow,
} from './schema.js';
import { CLASS_RATINGS, CLASS_RULES } from './classes.js';
import { COMBAT, COMBAT_ACTIONS, WOUND_OPTIONS, WOUNDS } from './combat.js';
import { APPROPRIATENESS, DIFFICULTIES, QUICK_FORMULA } from './quick-formula.js';
import { SURVEY, SURVEY_FIELDS } from './survey.js';
import { TRADE } from './trade.js';
import { CRAFTS, SUPPLY_BONUSES, WORKSHOP } from './workshop.js';

export const tables: Registered[] = [
  register(listTable(constant), CLASS_RULES),
  register(listTable(classRatingRow), CLASS_RATINGS),
  register(listTable(quickFormulaRow), QUICK_FORMULA),
  register(listTable(difficultyRow), DIFFICULTIES),
  register(listTable(appropriatenessRow), APPROPRIATENESS),
  register(listTable(combatRow), COMBAT),
  register(listTable(combatActionRow), COMBAT_ACTIONS),
  register(listTable(woundsRow), WOUNDS),
  register(listTable(woundOptionRow), WOUND_OPTIONS),
  register(listTable(surveyRow), SURVEY),
  register(listTable(surveyFieldRow), SURVEY_FIELDS),
  register(listTable(workshopRow), WORKSHOP),
  register(listTable(craftRow), CRAFTS),
  register(listTable(supplyBonusRow), SUPPLY_BONUSES),
  register(listTable(tradeRow), TRADE),
];

export const references: Reference[] = [];
