/**
 * Help (`?`): a menu of pages, the keys first (from the live key map), then
 * one short page per rules topic, summarised from docs/rules.md,
 * docs/home.md and docs/spells.md.
 */
import { esc } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { textPage } from './basic.js';
import { helpPage } from './help.js';
import { pickList } from './list.js';

export const TOPICS: Record<string, string[]> = {
  'Tests and Advantage': [
    'Every risky thing is a test of an attribute (STR, DEX, CON, INT, WIS, CHA).',
    'Roll a d20 and add the modifiers: the test passes when the total is BELOW',
    'the attribute. A 12 passes on 1-11: 11 chances in 20.',
    '',
    'Modifiers are added to the roll, so they make a test harder:',
    '  Powerful Foe   + (its HD - your Level) when it has more HD than you',
    '  large weapon   + 1d4 (and + 1d4 to its damage)',
    '  armour your class may not wear   + its AV',
    '',
    'Advantage: roll two d20 and keep the lower. Disadvantage: keep the higher.',
    'Being encumbered, weakened or otherwise hindered gives Disadvantage.',
    'Any Advantage and any Disadvantage together cancel to a plain roll.',
    'Your background gives Advantage once a visit (B).',
    '',
    'Aiming and casting menus show the exact chance of the test as a',
    'fraction and a percentage, with everything the game will apply.',
  ],
  Combat: [
    'Move into a creature to attack it: a STR test. A hit deals your class',
    "weapon's damage; a natural 1 on the d20 doubles it.",
    'f fires a ready bow or sling (DEX, up to Faraway, Disadvantage at Close',
    'range); t throws (DEX, up to Nearby). A Thief always has a knife.',
    'A Thief hits an unaware creature in melee automatically (Sneak Attack).',
    "A Warrior's a (Dealer of Death) attacks every hostile creature Nearby.",
    '',
    "When a creature attacks, you Defend: a STR test. Failing it takes the",
    "creature's damage, doubled on a natural 20.",
    '',
    'Ranges: Close is the next square, Nearby 2-6, Faraway 7-12, Distant beyond.',
    'While a hostile creature that knows of you is within Faraway, turns are',
    'Moments; the first Moment of a fight, a DEX test decides who acts first.',
    '',
    'Creatures whose group falls to half, or who are badly hurt, may flee;',
    'one cornered beside you, with no other way out, turns and fights.',
    'Poison deals damage each turn until a CON test ends it; curses weaken;',
    'paralysis lets you only wait until a CON test frees you.',
    '',
    'Danger stops play: a creature coming into view, a hit for a quarter of',
    'your HP, or HP below a third (--hp-warning) drop the keys typed ahead',
    'and show --More--; Space or Enter goes on.',
  ],
  'Armour dice': [
    'Your armour is a pool of dice: its AV, +1 for a shield, +1 for a helmet.',
    'When a Defend fails, you may break one die to ignore all of that damage',
    '(the game asks, or always or never breaks, as you set it; it does not',
    'ask for a blow under a quarter of your HP that leaves a third).',
    '',
    'After an hour of rest (R) each broken die is rolled: above the AV it',
    'mends; otherwise it stays broken until an armourer at Home repairs it.',
    'A Warrior re-rolls a 1 once. If every die is broken for good, the',
    'armour is ruined.',
    'Shield and Protect spells add dice of their own, gone once broken.',
  ],
  'Usage dice': [
    'Torches, ammunition, rations and many magic items carry a Usage die',
    '(Ud20, Ud12, Ud10, Ud8, Ud6, Ud4).',
    'Each use rolls it: on a 1 or 2 it steps down one size; a 1 or 2 on the',
    'd4 uses the thing up. The use that rolls low still happens.',
    'A lit light rolls each Minute; ammunition rolls once after a fight.',
    'On average a d4 lasts 2 uses, d6 5, d8 9, d10 14, d12 20, d20 30.',
  ],
  Magic: [
    'Wizards cast spells (INT), Clerics pray (WIS). You hold as many as your',
    'Level, of levels up to your Level, memorised from your book; the same',
    'one may be held more than once. m memorises: in the dungeon an hour of',
    'study with no enemy about, once a Day; at Home freely.',
    '',
    'z / p: cast from memory. The effect comes first, then the test: d20 +',
    "the spell's level, below INT or WIS. Disadvantage if you already cast it",
    'this visit. A failed test forgets the spell.',
    '',
    'r: read a spell from your book or a scroll. Only outside a fight; the',
    'test comes first, and failing it brings a Magical Side Effect.',
    '',
    'Aimed spells choose a creature or a square in view within their range.',
    'A Cleric may also Banish Undead (p): a WIS test + their HD per group',
    'Nearby; banished undead are hurt and flee for a while.',
    'q, r and U quaff, read and use magic items; a wand casts with no test.',
  ],
  'Traps and searching': [
    'Traps are hidden until found. Stepping on one: a DEX test to avoid it',
    '(a Thief with Advantage); failing suffers its damage or effect.',
    'Chutes and teleports carry you into a new zone.',
    '',
    's searches: a WIS test (Thief with Advantage) finds the hidden traps',
    'Nearby. D disarms a found trap next to you: a DEX test; failing sets',
    'it off. A Thief entering a zone may spot and disarm traps at once.',
    'Finding or disarming a trap scores 3 points.',
  ],
  Home: [
    'Leave zone 1 by the way you came in, or take stairs up, to go Home.',
    'Home is safe. Coming Home ends a visit: the background and spells cast',
    'count afresh.',
    '',
    '  shop       price lists; prices are rolled when asked, a CHA test',
    '             haggles; no magic is sold',
    '  stash      keeps anything, without limit',
    '  tavern     carouse: share Experiences equal to your Level to gain',
    '             a Level; each story costs 1d6 coins',
    '  temple     cures poison, disease and curses for coins',
    '  armourer   mends broken armour dice',
    '  rest       a Day: roll your Hit Dice to heal; a new Day also gives',
    '             back the dungeon\'s once-a-Day study',
  ],
  'Score and death': [
    'Points: leaving a zone alive 4, finding or disarming a trap 3, a killing',
    'blow 5, and each piece of loot carried at the end 1.',
    '',
    'At 0 HP you are Out of Action. With a hostile creature still in the',
    'zone, you are dead. Otherwise roll the Out of Action table: a 6 is',
    'death, anything else leaves a mark and you get up with 1d4 HP.',
    '',
    'Death is permanent: the save is removed and the score enters the table.',
    'You win by clearing the Final Zone and reaching its entrance alive (or',
    'at 100 points, with that rules option). Q commits suicide.',
  ],
  Tokens: [
    'T spends your @HACK! tokens (you start with 20; leaving a zone refreshes',
    'them). In the dungeon: find a Device (a Scroll of Recall or a magic item),',
    'create an exit (a test: each success opens a passage O, taken with >;',
    '1 token, 2 more a level it skips), Escape a fight, a Stunt (re-roll your',
    'last failed attack, Defend or forcing of a door). Anywhere: raise',
    'Sustenance or Illumination (a point a token; three at Home), restore HP',
    '(a token a Hit Die), mend an armour die (2 tokens). Each exit and each',
    'heal bought on a trip doubles the price of the next until you are Home.',
    '',
    'The Opposition may object to any spend, paying a token: insist (a token)',
    'or withdraw (your tokens come back, and the objection stands against',
    'that spend until you leave the zone or Home). Insisting opens a sealed',
    'bid: its bid is fixed and sealed before you type yours. The larger wins,',
    'a tie goes to you, and every token bid is lost. At the end, its ledger',
    'shows what it bought and bid, with the seals.',
  ],
  'Playing the Opposition': [
    'On the setup screen each Opposition seat is the AI, a person or empty:',
    'choose "person" with left or right and type the name. Each seat has its',
    'own tokens, refreshed as zones are left; the seat whose obstacle kills',
    'the hero wins.',
    '',
    'At one keyboard, when a person is asked something, a curtain names the',
    'seat and what it is asked; everyone else looks away, and only that',
    "seat's key lifts it: 1-4 for Opposition 1-4, @ for the Adventurer (Enter",
    'never does; Ctrl-C there saves the game and quits). Behind it the seat',
    'acts on its own screen, which is wiped before the next curtain: nobody',
    "else sees a seat's order or bid.",
    '',
    'Stocking a zone (as the hero first enters it): buy creatures, traps,',
    'environs, darkness and puzzles from the shelves, watching the chance the',
    'zone kills the hero; ? on that screen lists its keys, c confirms, and',
    'nothing is spent before y. The hero learns only what the zone holds by',
    'meeting it, and how much each seat spent.',
    '',
    "When the hero spends tokens, each seat may object (a token); if the hero",
    'insists, every side types a sealed bid, revealed all at once. As the',
    'hero leaves a zone a seat may be asked to escalate: the Escalation die',
    "goes up by 1 and passes back to the hero, and the Opposition's refresh",
    'rises, shared among its seats.',
    'Over athack serve each seat plays on its own connection, with no curtain.',
  ],
};

type Page = 'keys' | keyof typeof TOPICS;

/** One topic's page: from the help menu, and from a box that asks about it (an objection, a bid). */
export function topicPage(topic: keyof typeof TOPICS): Modal {
  const lines = TOPICS[topic]!;
  return textPage(`Help: ${topic}`, () => lines.map(esc));
}

export function helpMenu(ui: Ui): void {
  ui.push(
    pickList<Page>({
      title: 'Help',
      choices: () => [{ label: esc('Keys'), value: 'keys' as Page }, ...Object.keys(TOPICS).map((t) => ({ label: esc(t), value: t as Page }))],
      pick(u, page) {
        u.push(page === 'keys' ? helpPage() : topicPage(page));
      },
    }),
  );
}
