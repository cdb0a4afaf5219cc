import type { ListTable } from '../table.js';
import type { Duration, Spell } from './schema.js';

const instant: Duration = { unit: 'instant', usageDie: null, dice: null };
const untilEnded: Duration = { unit: 'until-ended', usageDie: null, dice: null };
const udMinutes = (usageDie: Duration['usageDie']): Duration => ({ unit: 'minutes', usageDie, dice: null });
const udMoments = (usageDie: Duration['usageDie']): Duration => ({ unit: 'moments', usageDie, dice: null });

// Seed 004_7cb40a2b79f5a3df.txt, "PRAYERS: Cleric" (levels 1–10). Effects are the
// project's own summaries.
export const PRAYERS: ListTable<Spell> = {
  kind: 'list',
  id: 'blackhack.prayers',
  name: 'Cleric prayers',
  source: { seed: '004_7cb40a2b79f5a3df.txt', table: 'PRAYERS: Cleric' },
  rows: [
    // Level 1
    { name: 'Cure Light Wounds', caster: 'Cleric', level: 1, range: 'Nearby', targets: 'one', dice: '1d8', perCasterLevel: false, duration: instant,
      effect: 'A Nearby target regains 1d8 HP.' },
    { name: 'Detect Evil', caster: 'Cleric', level: 1, range: 'Nearby', targets: 'all', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Evil things Nearby are shown glowing.' },
    { name: 'Light', caster: 'Cleric', level: 1, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'A Nearby spot or object sheds dim light.' },
    { name: 'Protection from Evil', caster: 'Cleric', level: 1, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'Advantage on every test to avoid harm from an evil source.' },
    // Level 2
    { name: 'Purify Food and Drink', caster: 'Cleric', level: 2, range: 'Nearby', targets: 'all', dice: null, perCasterLevel: false, duration: instant,
      effect: 'All Nearby food and drink becomes safe to consume.' },
    { name: 'Bless', caster: 'Cleric', level: 2, range: 'Nearby', targets: 'allies', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'Nearby allies count their attributes as 1 higher for attack tests and saving tests.' },
    { name: 'Find Traps', caster: 'Cleric', level: 2, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Every Nearby trap is revealed.' },
    { name: 'Hold Person', caster: 'Cleric', level: 2, range: 'Nearby', targets: '1d4', dice: null, perCasterLevel: false, duration: untilEnded,
      test: 'WIS',
      effect: '1d4 Nearby targets are Paralysed; a WIS test each turn decides whether the hold continues.' },
    // Level 3
    { name: 'Silence', caster: 'Cleric', level: 3, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'No sound can be made or heard Nearby a chosen target.' },
    { name: 'Speak with Animals', caster: 'Cleric', level: 3, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'The caster can converse with animals.' },
    { name: 'Daylight', caster: 'Cleric', level: 3, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'A Nearby area is lit as by the sun.' },
    { name: 'Cure Disease', caster: 'Cleric', level: 3, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Ends every disease afflicting a Nearby target.' },
    // Level 4
    { name: 'Locate Object', caster: 'Cleric', level: 4, range: 'unlimited', targets: 'object', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'The caster knows which way lies an object they know.' },
    { name: 'Prayer', caster: 'Cleric', level: 4, range: 'Nearby', targets: 'allies', dice: null, perCasterLevel: false, duration: udMoments('d4'),
      effect: 'Nearby allies roll Defend tests with Advantage.' },
    { name: 'Remove Curse', caster: 'Cleric', level: 4, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Lifts a curse from a Nearby target.' },
    { name: 'Speak with the Dead', caster: 'Cleric', level: 4, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      questions: 3,
      effect: 'A Nearby corpse answers three questions.' },
    // Level 5
    { name: 'Create Food/Water', caster: 'Cleric', level: 5, range: 'Close', targets: 'all', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Provides a Day’s food and water for every Close creature.' },
    { name: 'Cure Serious Wounds', caster: 'Cleric', level: 5, range: 'Nearby', targets: 'one', dice: '3d8+3', perCasterLevel: false, duration: instant,
      effect: 'A Nearby target regains 3d8+3 HP.' },
    { name: 'Neutralise Poison', caster: 'Cleric', level: 5, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Ends a poison in a Nearby target, or makes it immune to poison.' },
    { name: 'Protect', caster: 'Cleric', level: 5, range: 'Nearby', targets: 'allies', dice: null, perCasterLevel: false, duration: untilEnded, av: 2,
      effect: 'Nearby allies gain an AV 2 aura whose dice are lost for good once Broken.' },
    // Level 6
    { name: 'Commune', caster: 'Cleric', level: 6, range: 'self', targets: 'self', dice: null, perCasterLevel: false, duration: instant,
      questions: 3,
      effect: 'The caster’s god answers three questions truthfully.' },
    { name: 'Dispel Evil', caster: 'Cleric', level: 6, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'Ends one Nearby evil spell.' },
    { name: 'Finger of Death', caster: 'Cleric', level: 6, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      test: 'WIS',
      effect: 'Pick a Nearby evil monster and test WIS; on a success it is taken Out of Action.' },
    { name: 'Plague', caster: 'Cleric', level: 6, range: 'Nearby', targets: '1d12', dice: '2d8', perCasterLevel: false, duration: untilEnded,
      test: 'WIS',
      effect: 'Test WIS; on a success 1d12 Nearby targets lose 2d8 HP and suffer Ongoing Damage.' },
    // Level 7
    { name: 'Quest', caster: 'Cleric', level: 7, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: untilEnded,
      orders: '2d4',
      effect: 'A Nearby creature must carry out a chain of up to 2d4 orders.' },
    { name: 'Raise Dead', caster: 'Cleric', level: 7, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      days: 7,
      effect: 'Brings back to life a willing Nearby target dead no more than seven Days.' },
    { name: 'Animate Object', caster: 'Cleric', level: 7, range: 'Nearby', targets: 'object', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'A Nearby object moves and acts with a simple mind of its own.' },
    { name: 'Blade Barrier', caster: 'Cleric', level: 7, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'Whirling blades fill a Nearby area; a creature that comes Close takes damage equal to its own HD.' },
    // Level 8
    { name: 'Conjure Elemental', caster: 'Cleric', level: 8, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: udMinutes('d12'),
      summonHd: 'caster-level',
      effect: 'Summons an elemental whose HD equal the caster’s Level.' },
    { name: 'Find Path', caster: 'Cleric', level: 8, range: 'unlimited', targets: 'self', dice: null, perCasterLevel: false, duration: udMinutes('d10'),
      effect: 'The caster knows the way to a chosen place.' },
    { name: 'Word of Recall', caster: 'Cleric', level: 8, range: 'unlimited', targets: 'self', dice: null, perCasterLevel: false, duration: untilEnded,
      effect: 'Marks where it was cast; later the caster may teleport back there once.' },
    // Level 9
    { name: 'Astral Spell', caster: 'Cleric', level: 9, range: 'unlimited', targets: 'self', dice: null, perCasterLevel: false, duration: udMinutes('d8'),
      effect: 'Sends a projected image of the caster to a chosen place.' },
    { name: 'Control Weather', caster: 'Cleric', level: 9, range: 'Nearby', targets: 'area', dice: null, perCasterLevel: false, duration: udMinutes('d6'),
      effect: 'The caster commands the Nearby weather, to any extreme.' },
    { name: 'Earthquake', caster: 'Cleric', level: 9, range: 'Nearby', targets: 'all', dice: null, perCasterLevel: false, duration: instant,
      test: 'WIS',
      effect: 'Test WIS once for each Nearby creature; each success takes that creature Out of Action.' },
    // Level 10
    { name: 'Holy Word', caster: 'Cleric', level: 10, range: 'Nearby', targets: 'all', dice: null, perCasterLevel: false, duration: instant,
      tiers: [
        { min: 0, max: 5, outcome: 'Dies.', duration: instant },
        { min: 6, max: 8, outcome: 'Paralysed.', duration: { unit: 'minutes', usageDie: null, dice: '1d6' } },
        { min: 9, max: 10, outcome: 'Cannot take Actions.', duration: { unit: 'minutes', usageDie: null, dice: '1d6' } },
      ],
      effect: 'Every Nearby creature is struck according to its HD: the weakest die, stronger ones are held or stunned.' },
    { name: 'Wind Walk', caster: 'Cleric', level: 10, range: 'self', targets: 'self', dice: null, perCasterLevel: false,
      duration: { unit: 'session', usageDie: null, dice: null },
      effect: 'The caster may turn to mist and back at will.' },
    { name: 'Restoration', caster: 'Cleric', level: 10, range: 'Nearby', targets: 'one', dice: null, perCasterLevel: false, duration: instant,
      effect: 'The caster or one Nearby creature regains every Level lost to level drain.' },
  ],
  errata: [
    {
      where: 'Protection from Evil: target',
      printed: 'Advantage on all harmful tests against an evil source - lasts Ud 8 Minutes.',
      problem: 'Whom it protects is not said.',
      resolution: 'The caster.',
    },
    {
      where: 'Bless',
      printed: 'Nearby allies gain +1 to stats when making Attacks and saves',
      problem: 'In a roll-under game "+1" could be read as a penalty added to the d20; "stats" and "saves" are not terms of these rules.',
      resolution: 'Attributes count as 1 higher (the d20 needs to be 1 lower) on Attack tests and tests to resist harm.',
    },
    {
      where: 'Hold Person: WIS test',
      printed: 'Test WIS each Turn to see if the effect lasts.',
      problem: 'Whose WIS is tested is not said.',
      resolution: 'The caster tests WIS at the start of each of their turns; failure releases every held target.',
    },
    {
      where: 'Animate Object, Blade Barrier: duration',
      printed: 'Give a Nearby object motion and a simple intelligence. / Blades cover a Nearby area',
      problem: 'No duration is given.',
      resolution: 'Ud6 Minutes (as Elemental Wall).',
    },
    {
      where: 'Blade Barrier: damage',
      printed: 'any Creature that comes Close takes its HD in damage.',
      problem: '"its HD" may mean the creature’s or the caster’s HD.',
      resolution: 'Damage equals the HD of the creature coming Close.',
    },
    {
      where: 'Finger of Death, Earthquake: Out of Action',
      printed: 'If passed the target is OofA. / on a success, they are taken OofA.',
      problem: 'Out of Action is defined for Characters and NPCs; a Monster at 0 HP is simply removed. Earthquake does not say whether allies are spared.',
      resolution: 'A creature taken Out of Action by a prayer is removed as if at 0 HP; Earthquake spares no one but the caster.',
    },
    {
      where: 'Holy Word: tiers',
      printed: 'those with 6-8 HD are Paralysed and Creatures with 9-10 HD cannot make an Action for the next 1d6 Minutes.',
      problem: 'The paralysis has no stated duration, and creatures above 10 HD are not covered.',
      resolution: 'Both the paralysis and the loss of Actions last 1d6 Minutes; creatures of 11+ HD are unaffected.',
    },
    {
      where: 'Wind Walk: duration',
      printed: 'at will for the rest of the session.',
      problem: 'A session is real time; the computer game has none.',
      resolution: 'Until the hero returns Home.',
    },
  ],
};
