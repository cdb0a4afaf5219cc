/**
 * The letters creatures are drawn with: one per Roguelike category, chosen
 * to echo the classic roguelikes (D for dragons, Z for the undead). `@` is
 * only ever the hero and the rival Commercial At Character. docs/glyphs.md
 * lists them with every map symbol.
 */
export const CATEGORY_GLYPHS: Record<string, string> = {
  'Acids and Gels': 'j',
  Animals: 'q',
  'Domestic Animals': 'd',
  Dragons: 'D',
  Elementals: 'E',
  'Flying Creatures': 'B',
  Humanoids: 'h',
  'Humanoids 2': 'g',
  'Humanoids 3': 'H',
  Humans: 'p',
  Insects: 'i',
  Plants: 'F',
  Reptiles: 'S',
  Undead: 'Z',
};

export const RIVAL_GLYPH = '@';

/** Terrain and feature symbols in a zone's tiles. */
export const TILE = {
  rock: '#',
  floor: '.',
  door: '+',
  arch: "'",
  portcullis: '=',
  stairsDown: '>',
  stairsUp: '<',
  fountain: '{',
  coffin: '0',
} as const;

/** An open door is drawn leaning in its frame (a door's tile is always the closed one: its state is the zone's). */
export const OPEN_DOOR = '/';

/** Symbols drawn over the tiles for what lies on them. */
export const OVERLAY = {
  trap: '^',
  chest: '(',
  gold: '$',
  gems: '*',
  jewellery: '"',
  weapon: ')',
  armour: '[',
} as const;

export function lootGlyph(kind: string, chest: boolean): string {
  if (chest) return OVERLAY.chest;
  switch (kind) {
    case 'gold':
      return OVERLAY.gold;
    case 'gems':
      return OVERLAY.gems;
    case 'weapon':
      return OVERLAY.weapon;
    case 'armour':
      return OVERLAY.armour;
    default:
      return OVERLAY.jewellery;
  }
}
