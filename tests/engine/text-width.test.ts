import { describe, expect, it } from 'vitest';
import { fitWidth, textWidth } from '../../src/base/text-width.js';

describe('text width in terminal columns', () => {
  it('counts CJK and emoji as two columns, combining marks and joiners as none', () => {
    expect(textWidth('Ada')).toBe(3);
    expect(textWidth('勇者アキラ')).toBe(10);
    expect(textWidth('한글')).toBe(4);
    expect(textWidth('ＡＢ')).toBe(4); // fullwidth Latin
    expect(textWidth('🐉')).toBe(2);
    expect(textWidth('👨‍👩‍👧')).toBe(2); // one family, joined from three people
    expect(textWidth('🇯🇵')).toBe(2); // a flag, two regional indicators
    expect(textWidth('❤️')).toBe(2); // a heart asked to be drawn as emoji
    expect(textWidth('e\u0301')).toBe(1); // e and a combining acute accent
    expect(textWidth('Zoë')).toBe(3);
  });

  it('cuts to a width without splitting a wide character, and pads to it exactly', () => {
    expect(fitWidth('Ada', 6)).toBe('Ada   ');
    expect(fitWidth('勇者アキラ', 5)).toBe('勇者 '); // a third wide character would pass 5 columns
    expect(textWidth(fitWidth('🐉 Smaug the Golden', 8))).toBe(8);
    expect(fitWidth('👨‍👩‍👧 family', 3)).toBe('👨‍👩‍👧 ');
  });
});
