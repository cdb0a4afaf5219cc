import { it } from 'vitest';
import { heroAtHome } from './engine/setup.js';
it('x', () => {
for (const [c,k] of [['Cleric','A'],['Cleric','B'],['Thief','A'],['Thief','B'],['Wizard','A'],['Warrior','B']] as const) {
  const s = heroAtHome(c, '7', k);
  console.log(c,k,s.hero.coins, JSON.stringify(s.hero.items).slice(0,1200), JSON.stringify(s.hero.equipped));
}
});
