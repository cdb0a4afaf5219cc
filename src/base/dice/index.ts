export { parseDice, formatDice, DiceSyntaxError, type DiceExpression, type Term } from './parse.js';
export { Distribution, distributionOf, DistributionTooLarge, MAX_OUTCOMES } from './distribution.js';
export { rollDice, rollTotal, rollWithEdge, combineEdges, type Roll, type Edge, type EdgedRoll } from './roll.js';
