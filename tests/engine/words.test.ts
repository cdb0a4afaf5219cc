/** The small words of the game's sentences: articles and sums of money. */
import { describe, expect, it } from 'vitest';
import { aOrAn, coins } from '../../src/core/engine/words.js';

describe('words', () => {
  it('puts "an" before a vowel and "a" before anything else, capitalised to begin a sentence', () => {
    expect([aOrAn('Orc'), aOrAn('Goblin'), aOrAn('elf'), aOrAn('Owlbear', true), aOrAn('Ghoul', true)]).toEqual(['an Orc', 'a Goblin', 'an elf', 'An Owlbear', 'A Ghoul']);
  });

  it('names one coin in the singular and any other sum in the plural', () => {
    expect([coins(0), coins(1), coins(2), coins(40)]).toEqual(['0 coins', '1 coin', '2 coins', '40 coins']);
  });
});
