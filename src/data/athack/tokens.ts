import type { ListTable } from '../table.js';
import type { TokenRatio, TokenSpend } from './schema.js';

const SEED = '000_8e51eaf48aa97e98.txt';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!): the fixed token prices scattered
// through "World Elements", "Adventurer Prep", Exploration and Combat.
export const TOKEN_SPENDS: ListTable<TokenSpend> = {
  kind: 'list',
  id: 'athack.token-spends',
  name: 'Token spends',
  source: { seed: SEED, table: 'World Elements, Adventurer Prep, Exploration, Combat' },
  rows: [
    { name: 'State a World Element', who: 'any', tokens: 1, plus: null, passage: 'World Elements', note: 'Each player in turn, the Adventurer first.' },
    { name: 'Object', who: 'any', tokens: 1, plus: null, passage: 'World Elements', note: 'Challenges anything another player declares.' },
    {
      name: 'Insist after an Objection',
      who: 'any',
      tokens: 1,
      plus: null,
      passage: 'Combat',
      note: 'Keeps the challenged declaration alive and opens a hidden bid; ties go to the Adventurer.',
    },
    { name: 'Talent', who: 'adventurer', tokens: 0, plus: 'talent', passage: 'Adventurer Prep', note: 'A new Talent at the chosen rank.' },
    { name: 'Gear', who: 'adventurer', tokens: 0, plus: 'gear', passage: 'Adventurer Prep', note: 'A new piece of Gear at the chosen rank, bought at Home or found while exploring.' },
    {
      name: 'Restore or raise a rank',
      who: 'adventurer',
      tokens: 0,
      plus: 'difference',
      passage: 'Advancement',
      note: 'Gear never climbs above the rank it started at; Talents may rise freely.',
    },
    { name: 'Create an exit', who: 'adventurer', tokens: 1, plus: null, passage: 'Exits', note: 'Then roll the invoked dice: each 4 or better opens an exit.' },
    { name: 'Find a Device', who: 'adventurer', tokens: 1, plus: null, passage: 'Exploration', note: 'An item with an effect but no die, open to Objection.' },
    { name: 'Raise a Consumable', who: 'adventurer', tokens: 1, plus: null, passage: 'Exploration', note: 'Per point of Sustenance or Illumination; see the errata on athack.consumables.' },
    { name: 'Change range', who: 'any', tokens: 1, plus: null, passage: 'Combat: Range', note: 'Far to Near or back, at the start of a round, as often as either side pays.' },
    { name: 'Buy a Stunt die', who: 'any', tokens: 0, plus: 'stunt', passage: 'Combat', note: 'Rolled once, then gone.' },
    { name: 'Start an Escape', who: 'any', tokens: 1, plus: null, passage: 'Combat: Escape', note: 'Succeeds unless the other side pays to contest it.' },
    { name: 'Contest an Escape', who: 'any', tokens: 1, plus: null, passage: 'Combat: Escape', note: 'Turns the Escape into a hidden bid.' },
  ],
  errata: [
    {
      where: 'Create an exit',
      printed: 'The Adventurer may create an exit by spending 1 Token',
      problem:
        'At a flat token, a way straight to the deepest Zone visited costs less than the walk there, and every Zone left refreshes more tokens than an exit costs: bot games that opened ways freely scored more than the default bot, and tokens stopped being a decision.',
      resolution:
        'An exit costs 1 token and 2 more for each level it skips (a new Zone lies one level down, as behind any exit, and skips none), doubled for each exit paid for on the same trip into the dungeon; the token menu shows the price as it stands (docs/rules.md, "Token prices").',
    },
  ],
};

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!): rules that scale an amount of
// tokens, from "Quest Zones", "Returning Home" and the Combat passage on Death.
export const TOKEN_RATIOS: ListTable<TokenRatio> = {
  kind: 'list',
  id: 'athack.token-ratios',
  name: 'Token refunds, rewards and multipliers',
  source: { seed: SEED, table: 'Quest Zones, Returning Home, Combat' },
  rows: [
    {
      name: 'Quest refund',
      numerator: 1,
      denominator: 2,
      rounding: 'up',
      minimum: 0,
      passage: 'Quest Zones',
      note: 'Of the tokens the Adventurer spent setting up a Quest, paid back on returning Home with it done.',
    },
    {
      name: 'Monster kill reward',
      numerator: 1,
      denominator: 2,
      rounding: 'up',
      minimum: 0,
      passage: 'Combat',
      note: 'Of the tokens the Opposition spent on a monster, paid to the Adventurer when it dies.',
    },
    {
      name: 'Consumables at Home',
      numerator: 3,
      denominator: 1,
      rounding: 'none',
      minimum: 0,
      passage: 'Returning Home',
      note: 'Each token the Adventurer puts toward Sustenance or Illumination at Home counts three times.',
    },
  ],
  errata: [
    {
      where: 'Quest refund',
      printed: 'For example, if the Adventurer player spends 15 Tokens defining a Quest, when the Adventurer returns Home after completing the Quest, its player receives 8 Tokens.',
      problem: 'Counting whole pairs of tokens gives 7 for 15 spent, but the worked example pays 8, which is half rounded up.',
      resolution: 'The example is followed: half the tokens spent, rounded up.',
    },
    {
      where: 'Consumables at Home',
      printed: 'Tokens that the Adventurer bids to increase the Consumables dice are worth triple their value, as compared to Opposition Tokens.',
      problem: 'The passage speaks of bids against Opposition tokens, so it is unclear whether the tripling applies to the price paid, to the hidden bid, or both.',
      resolution: 'At Home each Adventurer token put toward a Consumable, paid or bid, counts three.',
    },
  ],
};
