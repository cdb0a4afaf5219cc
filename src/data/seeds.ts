/**
 * The rule book each seed file holds, as the design's table of seeds
 * (RULES.md) names them: tools show a book's name, not its file's.
 */
export const SEED_BOOKS: Readonly<Record<string, string>> = {
  '000_8e51eaf48aa97e98.txt': 'ASCII @HACK!',
  '001_1a25a2eaf5740a81.txt': 'Adventure Algorithms',
  '002_0e1f0607dc69d40d.txt': 'Hackssential, ch. V',
  '003_28059e771b2b09b3.txt': 'Roguelike',
  '004_7cb40a2b79f5a3df.txt': 'The Black Hack',
};
