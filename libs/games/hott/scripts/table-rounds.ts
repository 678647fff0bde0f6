// The whole odds table, ROUNDS times (default 1): what count-instructions.mjs runs under callgrind.
import { armies, battlefields, combat, recoil, rules, troopTypes } from '@armory/content-hott';
import { oddsTable } from '../src/odds-table.js';
import { compileCombat } from '../src/rules.js';

const rounds = Number(process.env['ROUNDS'] ?? 1);
for (let i = 0; i < rounds; i++)
  oddsTable(compileCombat({ troopTypes, combat, recoil, rules, armies, battlefields }), ['good', 'bad'], ['close', 'shooting']);
