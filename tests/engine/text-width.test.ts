import { describe, expect, it } from 'vitest';
import { cutWidth, fitWidth, graphemeWidth, textWidth } from '../../src/base/text-width.js';

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

  it('measures text a code point at a time only where none joins the next: the same widths as grapheme by grapheme', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const byGrapheme = (t: string) => [...segmenter.segment(t)].reduce((n, { segment }) => n + graphemeWidth(segment), 0);
    const texts = ['┌─┐│└┘ 45° — … ░', 'Zoë Ångström', 'क्षि', 'กำ', '👍🏽', '한글', '\u1100\u1161\u11a8', 'مرحبا', '🇯🇵🇫🇷', '❤️ 🐉 勇者', 'e\u0301\u0302x'];
    for (const t of texts) expect(textWidth(t), t).toBe(byGrapheme(t));
    expect(textWidth('\u1100\u1161\u11a8')).toBe(2); // Hangul jamo joined into one wide syllable
    expect(cutWidth('─勇者', 4)).toBe('─勇');
  });
});
