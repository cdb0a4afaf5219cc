import type { ListTable } from '../table.js';
import type { Duration, Spell } from './schema.js';

const instant: Duration = { unit: 'instant', usageDie: null, dice: null };
const untilEnded: Duration = { unit: 'until-ended', usageDie: null, dice: null };
const udMinutes = (usageDie: Duration['usageDie']): Duration => ({ unit: 'minutes', usageDie, dice: null });
const udMoments = (usageDie: Duration['usageDie']): Duration => ({ unit: 'moments', usageDie, dice: null });

// Seed 004_7cb40a2b79f5a3df.txt, "SPELLS: Wizard" (levels 1–10). Effects are the
// project's own summaries.
export const SPELLS: ListTable<Spell> = {
  kind: 'list',
  id: 'blackhack.spells',
  name: 'Wizard spells',
  source: { seed: '004_7cb40a2b79f5a3df.txt', table: 'SPELLS: Wizard' },
  rows: [
    // Level 1
    { name: 'Charm', caster: 'Wizard', level: 1, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'One Nearby creature carries out a single simple order.' },
    { name: 'Magic Missile', caster: 'Wizard', level: 1, range: 'Distant', targets: 'one', dice: '1d6', perCasterLevel: true, duration: instant,
      effect: 'One target up to Distant takes 1d6 damage per caster Level.' },
    { name: 'Light', caster: 'Wizard', level: 1, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'A Nearby spot or object sheds dim light.' },
    { name: 'Shield', caster: 'Wizard', level: 1, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: untilEnded, av: 2,
      effect: 'The caster gains AV 2 magical armour; each of its dice is lost for good once Broken.' },
    // Level 2
    { name: 'Sleep', caster: 'Wizard', level: 2, range: 'Nearby', targets: 'all', dice: 'caster-hd', perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Roll the caster’s Hit Dice; every Nearby creature with fewer HP than the total falls asleep.' },
    { name: 'Detect Magic', caster: 'Wizard', level: 2, range: 'Nearby', targets: 'all', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Magical things Nearby are shown glowing.' },
    { name: 'Knock/Lock', caster: 'Wizard', level: 2, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Opens, or locks, one Nearby door or lock.' },
    { name: 'Web', caster: 'Wizard', level: 2, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Webbing fills a Nearby area; creatures in it are Stuck.' },
    // Level 3
    { name: 'Darkness', caster: 'Wizard', level: 3, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'A Nearby area becomes darkness that no kind of sight passes.' },
    { name: 'Dispel Magic', caster: 'Wizard', level: 3, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Ends or undoes one Nearby arcane spell.' },
    { name: 'Magic Mouth', caster: 'Wizard', level: 3, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: untilEnded,
      effect: 'Places an illusory mouth that speaks a chosen phrase to every creature Nearby it.' },
    { name: 'Read Languages/Magic', caster: 'Wizard', level: 3, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: udMinutes('d12'),
      effect: 'The caster can read every language and magical writing.' },
    // Level 4
    { name: 'Invisibility', caster: 'Wizard', level: 4, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      effect: 'A Nearby creature cannot be seen until it attacks or the spell is dispelled.' },
    { name: 'Fireball', caster: 'Wizard', level: 4, range: 'Nearby', targets: '1d4', dice: '1d6', perCasterLevel: true, duration: instant,
      effect: '1d4 Nearby creatures each take 1d6 damage per caster Level.' },
    { name: 'Darkvision', caster: 'Wizard', level: 4, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'A Nearby creature sees even in total darkness.' },
    { name: 'Confusion', caster: 'Wizard', level: 4, range: 'Nearby', targets: '2d6', dice: null, perCasterLevel: false, duration: instant,
      rollsOn: 'blackhack.reactions',
      effect: '2d6 Nearby creatures immediately act on a fresh roll of the Reactions table.' },
    // Level 5
    { name: 'Telekinesis', caster: 'Wizard', level: 5, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: udMinutes('d10'),
      effect: 'While it lasts, the caster may spend an Action to move a Nearby object.' },
    { name: 'Polymorph Self/Other', caster: 'Wizard', level: 5, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false,
      duration: { unit: 'days', usageDie: null, dice: '1' },
      effect: 'A Nearby creature takes on the appearance of another kind of creature.' },
    { name: 'Remove Curse', caster: 'Wizard', level: 5, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Lifts a curse from a Nearby target.' },
    { name: 'Elemental Wall', caster: 'Wizard', level: 5, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'A wall of air, earth, fire or water fills a Nearby area; a creature that comes Close to it takes damage equal to its own HD.' },
    // Level 6
    { name: 'Dimension Door', caster: 'Wizard', level: 6, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Teleports a target to a spot up to Distant away.' },
    { name: 'Animate Dead', caster: 'Wizard', level: 6, range: 'Nearby', targets: '2d4', dice: null, perCasterLevel: false, duration: untilEnded,
      summonHd: 'half-caster-hd',
      effect: '2d4 Nearby corpses rise as servants with half the caster’s HD each, obeying as if charmed.' },
    { name: 'Flesh to Stone', caster: 'Wizard', level: 6, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      effect: 'A Nearby creature turns to stone, or a petrified one turns back.' },
    { name: 'Feebleminded', caster: 'Wizard', level: 6, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: udMoments('d6'),
      setAttribute: { attribute: 'INT', value: 4 },
      effect: 'A Nearby target’s INT becomes 4.' },
    // Level 7
    { name: 'Elemental', caster: 'Wizard', level: 7, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      summonHd: '1d6',
      effect: 'Summons an elemental of 1d6 HD that obeys as if charmed.' },
    { name: 'Invisible Stalker', caster: 'Wizard', level: 7, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      summonHd: '1d6',
      effect: 'Summons an unseen otherworldly creature of 1d6 HD that carries out one complex task, then leaves.' },
    { name: 'Cloudkill', caster: 'Wizard', level: 7, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMoments('d4'),
      effect: 'A deadly cloud forms Nearby; any creature touching it is taken Out of Action.' },
    { name: 'Teleport', caster: 'Wizard', level: 7, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Sends a Nearby target to any place the caster knows.' },
    // Level 8
    { name: 'Anti-Magic Shell', caster: 'Wizard', level: 8, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMoments('d6'),
      effect: 'No arcane magic works Nearby the caster.' },
    { name: 'Death Spell', caster: 'Wizard', level: 8, range: 'Nearby', targets: '2d4', dice: null, perCasterLevel: false, duration: instant,
      maxHd: 7,
      effect: '2d4 Nearby creatures of 7 HD or less are taken Out of Action.' },
    { name: 'Contact Higher Plane', caster: 'Wizard', level: 8, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: instant,
      questions: 3,
      effect: 'The caster asks three questions and gets true answers.' },
    // Level 9
    { name: 'Meteor Swarm', caster: 'Wizard', level: 9, range: 'Nearby', targets: 'all', dice: '8d6', perCasterLevel: false, duration: instant,
      effect: 'Every Nearby creature takes 8d6 damage.' },
    { name: 'Conjuration of Daemons', caster: 'Wizard', level: 9, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      summonHd: '1d8', test: 'INT',
      effect: 'Summons a daemon of 1d8 HD held by Charm; the caster must pass INT tests to keep it under control.' },
    { name: 'Disintegrate', caster: 'Wizard', level: 9, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'One Nearby creature of lower Level than the caster is reduced to dust.' },
    // Level 10
    { name: 'Power Word, Kill', caster: 'Wizard', level: 10, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      maxHp: 50,
      effect: 'A Nearby creature with 50 HP or less dies and cannot be brought back.' },
    { name: 'Level Drain', caster: 'Wizard', level: 10, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      test: 'CON',
      effect: 'A Nearby creature tests CON; on a failure it loses a Level and everything that Level gave.' },
    { name: 'Time Stop', caster: 'Wizard', level: 10, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMoments('d4'),
      effect: 'Time halts in a Nearby area; nothing in it moves or acts.' },
    { name: 'Limited Wish', caster: 'Wizard', level: 10, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Makes one small, limited change to reality.' },
  ],
  errata: [
    {
      where: 'Magic Missile: range',
      printed: 'A Faraway or Distant target takes 1d6 damage for each of the Spellcaster’s Levels.',
      problem: 'Unclear whether Close and Nearby targets are excluded.',
      resolution: 'Any one target in line of sight up to Distant.',
    },
    {
      where: 'Magic Mouth: duration',
      printed: 'Creates an illusory mouth that repeats a phrase to all Nearby Creatures.',
      problem: 'No duration and no trigger are given.',
      resolution: 'The mouth stays until it has spoken once, when a creature first comes Nearby it.',
    },
    {
      where: 'Elemental Wall: damage and duration',
      printed: 'any Creature that comes Close takes damage equal to its HD.',
      problem: '"its HD" may mean the creature’s or the caster’s HD; no duration is given.',
      resolution: 'Damage equals the HD of the creature coming Close; the wall lasts Ud6 Minutes (as Web and Darkness).',
    },
    {
      where: 'Dimension Door: range',
      printed: 'Teleport a target to a Distant location.',
      problem: 'How far away the target may be is not given.',
      resolution: 'A Nearby target (as most spells), sent to a spot up to Distant away.',
    },
    {
      where: 'Animate Dead, Elemental: duration',
      printed: 'Each has half the Spellcaster’s HD and is under the effects of Charm. / It is under the effect of Charm.',
      problem: 'No duration is given for the summoned servants.',
      resolution: 'They serve until destroyed or until the caster leaves the zone.',
    },
    {
      where: 'Cloudkill, Death Spell: Out of Action',
      printed: 'are taken OofA',
      problem: 'Out of Action is defined for Characters and NPCs; a Monster at 0 HP is simply removed.',
      resolution: 'A creature taken Out of Action by a spell is removed as if at 0 HP; the hero rolls on the Out of Action table.',
    },
    {
      where: 'Conjuration of Daemons: INT test',
      printed: 'the caster must make a INT Test to maintain the Charm.',
      problem: 'When the test is made is not said.',
      resolution: 'At the start of each of the caster’s turns; failure frees the daemon, which turns hostile.',
    },
  ],
};
