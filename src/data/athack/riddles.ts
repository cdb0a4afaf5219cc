import type { ListTable } from '../table.js';
import type { Riddle } from './schema.js';

// Written for this project, not transcribed: seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!)
// lets the Opposition set logic puzzles ("a logic puzzle is devised by the Opposition",
// under Zone Creation) whose reward the table agrees on afterwards; RULES.md §5 fixes it
// at 1 to 3 tokens and asks for a bank of at least 20. The riddles are the project's own
// wording. Answers are matched leniently (src/core/engine/puzzles.ts): case, articles,
// punctuation and simple plurals do not matter.
export const RIDDLES: ListTable<Riddle> = {
  kind: 'list',
  id: 'athack.riddles',
  name: 'Riddles for logic puzzles (written for the project)',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'a logic puzzle is devised by the Opposition' },
  rows: [
    { name: 'shadow', text: 'I walk beside you in the sun and leave you in the dark. What am I?', answers: ['shadow'], difficulty: 1 },
    { name: 'echo', text: 'I answer every call in your own voice, yet I have no mouth. What am I?', answers: ['echo'], difficulty: 1 },
    { name: 'candle', text: 'The longer I stand here working, the shorter I grow. What am I?', answers: ['candle', 'taper'], difficulty: 1 },
    { name: 'key', text: 'I am small and toothed, and I open what no fist can. What am I?', answers: ['key'], difficulty: 1 },
    { name: 'footsteps', text: 'The more of me you take, the more of me you leave behind. What am I?', answers: ['footstep', 'step', 'footprint', 'track'], difficulty: 1 },
    { name: 'silence', text: 'Say my name and you break me. What am I?', answers: ['silence'], difficulty: 1 },
    { name: 'hole', text: 'The more you take from me, the bigger I become. What am I?', answers: ['hole', 'pit'], difficulty: 1 },
    { name: 'towel', text: 'I get wetter the more I dry. What am I?', answers: ['towel', 'cloth', 'rag'], difficulty: 1 },
    { name: 'map', text: 'I hold mountains without stone, rivers without water and roads without dust. What am I?', answers: ['map', 'chart'], difficulty: 2 },
    { name: 'darkness', text: 'Fill this whole hall with me and a single spark drives me out. What am I?', answers: ['darkness', 'dark', 'shadow'], difficulty: 2 },
    { name: 'fire', text: 'Feed me and I grow; give me a drink and I die. What am I?', answers: ['fire', 'flame'], difficulty: 2 },
    { name: 'breath', text: 'Lighter than a feather, yet the strongest warrior cannot hold me for an hour. What am I?', answers: ['breath'], difficulty: 2 },
    { name: 'egg', text: 'A chest with no hinge, no key and no lid, yet a golden treasure lies hid. What is it?', answers: ['egg'], difficulty: 2 },
    { name: 'needle', text: 'I have one eye and cannot see, and I drag a long tail through every hole I make. What am I?', answers: ['needle'], difficulty: 2 },
    { name: 'coin', text: 'I have a head and a tail but no body, and I change hands without ever walking. What am I?', answers: ['coin', 'penny', 'gold piece'], difficulty: 2 },
    { name: 'river', text: 'I run but never walk, I have a mouth but never speak, a bed but never sleep. What am I?', answers: ['river', 'stream'], difficulty: 2 },
    { name: 'time', text: 'I eat iron, gnaw stone, humble kings and level mountains, and no one has seen me. What am I?', answers: ['time', 'age', 'ages'], difficulty: 3 },
    { name: 'promise', text: 'I am given before I am kept, and worth nothing once I am broken. What am I?', answers: ['promise', 'oath', 'vow', 'word'], difficulty: 3 },
    { name: 'name', text: 'It is yours alone, yet others use it far more than you do. What is it?', answers: ['name', 'your name'], difficulty: 3 },
    { name: 'secret', text: 'Keep me and I am yours; share me and I am gone. What am I?', answers: ['secret'], difficulty: 3 },
    { name: 'tomorrow', text: 'I am always coming and never arrive. What am I?', answers: ['tomorrow', 'future'], difficulty: 3 },
    { name: 'nothing', text: 'The poor have me, the rich need me, and the dead eat me. What am I?', answers: ['nothing'], difficulty: 3 },
    { name: 'mirror', text: 'I show a face to everyone who looks but have none of my own, and I swap left for right. What am I?', answers: ['mirror', 'looking glass', 'reflection'], difficulty: 2 },
    { name: 'stairs', text: 'I go up and I go down, yet I never move from where I stand. What am I?', answers: ['stair', 'staircase', 'stairway', 'step', 'ladder'], difficulty: 1 },
  ],
};
