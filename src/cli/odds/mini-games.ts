/** `athack odds survey` and `athack odds workshop`: the mini-games' chances with best play, exact. */
import { InvalidArgumentError, type Command } from 'commander';
import { FIELD_SIZE, possiblePrizes, prizeCandidates, SURVEY_MAX_SUPPLY, surveyChance } from '../../core/odds/survey.js';
import { bestRoll, PILE_SIZE, PILES, pilesEqual, pileTotals, WORKSHOP_MAX_SUPPLY, workshopChance } from '../../core/odds/workshop.js';
import { integerArg } from '../integer-arg.js';
import type { Io } from '../io.js';
import { exact, fitLine, outLines, percent, printJson } from '../format.js';


/** d6 faces written together or apart: `6324226226`, `6,3,2` or `6 3 2`; `example` is as many as the argument takes, so the refusal shows one that would do. */
function facesArg(name: string, min: number, max: number, example: string) {
  return (value: string): number[] => {
    const faces = value.replace(/[\s,]/g, '').split('');
    if (faces.some((f) => !/[1-6]/.test(f))) throw new InvalidArgumentError(`${name} are d6 faces, 1 to 6 (as ${example} or ${example.split('').join(',')}), not "${value}".`);
    if (faces.length < min || faces.length > max) throw new InvalidArgumentError(`${name} must be ${min === max ? min : `${min} to ${max}`} dice, not ${faces.length}.`);
    return faces.map(Number);
  };
}

/** The examples of the help, each as many dice as its argument takes. */
const FIELD_EXAMPLE = '6324226226';
const SUPPLY_EXAMPLE = '3633';
const CRAFT_EXAMPLE = '111666333';

export function registerSurvey(odds: Command, io: Io): void {
  odds
    .command('survey')
    .description('the Survey (search=survey): the chance best play explores every Prize with this supply')
    .argument('<field>', `the Field's ${FIELD_SIZE} d6, the triangle's rows top to bottom, e.g. ${FIELD_EXAMPLE}`, facesArg('the Field\'s dice', FIELD_SIZE, FIELD_SIZE, FIELD_EXAMPLE))
    .argument('<supply>', `the supply dice rolled, e.g. ${SUPPLY_EXAMPLE}`, facesArg('the supply dice', 1, SURVEY_MAX_SUPPLY, SUPPLY_EXAMPLE))
    .option('--json', 'print JSON')
    .addHelpText('after', '\nThe Prize is drawn evenly among the numbers the Field shows at least twice (and, if any is, no more often\nthan there are supply dice); it is known only once one is explored.\n\nExamples:\n  athack odds survey 6324226226 3633\n  athack odds survey 3,1,4,1,5,2,6,5,3,5 6,5,3 --json')
    .action((field: number[], supply: number[], opts: { json?: boolean }) => {
      const view = { field, supply, candidates: prizeCandidates(field, supply.length), explored: field.map(() => false), found: null };
      const p = surveyChance(view);
      const prizes = possiblePrizes(view);
      if (opts.json) return printJson(io, { field, supply, prizes, chance: exact(p) });
      outLines(io, [...fitLine(io, `Field ${field.join(' ')}, supply ${supply.join(' ')}: the Prize is one of ${prizes.join(', ')}`), ...fitLine(io, `  every Prize found, best play  ${io.paint.bold(p.toString())}  ${percent(p)}`)]);
    });
}

export function registerWorkshop(odds: Command, io: Io): void {
  const dice = PILES * PILE_SIZE;
  odds
    .command('workshop')
    .description('the Workshop (disarm=workshop): the chance best play makes the piles equal before the supply runs out')
    .argument('<craft>', `the Craft's ${dice} d6, pile by pile, e.g. ${CRAFT_EXAMPLE}`, facesArg('the Craft\'s dice', dice, dice, CRAFT_EXAMPLE))
    .argument('<supply>', `how many supply dice, 0 to ${WORKSHOP_MAX_SUPPLY}`, integerArg('the supply', 0, WORKSHOP_MAX_SUPPLY))
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds workshop 111666333 4\n  athack odds workshop 1,2,3,4,5,6,6,6,6 3 --json')
    .action((craft: number[], supply: number, opts: { json?: boolean }) => {
      const p = workshopChance(craft, supply);
      const roll = !pilesEqual(craft) && supply > 0 ? bestRoll(craft, supply) : 0;
      if (opts.json) return printJson(io, { craft, totals: pileTotals(craft), supply, chance: exact(p), roll });
      outLines(io, [
        ...fitLine(io, `Craft ${craft.join(' ')} (piles of ${pileTotals(craft).join(', ')}), ${supply} supply ${supply === 1 ? 'die' : 'dice'}`),
        ...fitLine(io, `  the piles made equal, best play  ${io.paint.bold(p.toString())}  ${percent(p)}`),
        ...(roll > 0 ? fitLine(io, `  best play rolls ${roll} ${roll === 1 ? 'die' : 'dice'} first`) : []),
      ]);
    });
}
