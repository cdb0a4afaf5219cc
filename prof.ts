import { playGame } from './src/core/bots/index.js';
const t = performance.now(); let steps = 0;
for (let k = 1; k <= 6; k++) steps += playGame(`bench-${k}`, {}, { maxSteps: 1000 }).steps;
console.log(steps, Math.round(steps / ((performance.now() - t) / 1000)), 'steps/s');
