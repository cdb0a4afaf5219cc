/**
 * The HP warning setting (docs/keys.md): below this share of the maximum,
 * a hurt stops play for a key. On its own, with nothing to load, so the
 * command line can check it before the interface starts.
 */

/** A share of the maximum HP, `num`/`den`; a `num` of 0 never warns. */
export interface HpShare {
  num: number;
  den: number;
}

export const DEFAULT_HP_WARNING: HpShare = { num: 1, den: 3 };

/** A share as the player writes it: a fraction (`1/3`), a percentage (`25%`) or 0. */
export function parseHpShare(text: string): HpShare {
  const t = text.trim();
  const fraction = /^(\d{1,3})\/(\d{1,3})$/.exec(t);
  const percent = /^(\d{1,3})%$/.exec(t);
  const share = fraction ? { num: Number(fraction[1]), den: Number(fraction[2]) } : percent ? { num: Number(percent[1]), den: 100 } : t === '0' ? { num: 0, den: 1 } : undefined;
  if (!share || share.den === 0 || share.num >= share.den) throw new Error(`the HP warning is a share of your maximum HP below 1, such as 1/3 or 25% (0 turns it off), not "${text}"`);
  return share;
}

/** A share as the player would write it back: `1/3`, `25%`, `0`. */
export const shareWritten = (h: HpShare): string => (h.num === 0 ? '0' : h.den === 100 ? `${h.num}%` : `${h.num}/${h.den}`);
