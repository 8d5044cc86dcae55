export {};
/**
 * `npm run sim -- [--game kult|cygw] …`: the simulator of the chosen game (KULT by default:
 * bench/sim.ts; Cult: Choose Your God Wisely: bench/sim-cygw.ts; M.E.A.T. The Cult: bench/sim-meat.ts).
 */
const i = process.argv.indexOf('--game');
const game = i >= 0 ? process.argv[i + 1] : 'kult';
if (game === 'cygw') await import('./sim-cygw.js');
else if (game === 'meat') await import('./sim-meat.js');
else if (game === 'kult') await import('./sim.js');
else throw new Error(`--game ${game}: use kult, cygw or meat`);
