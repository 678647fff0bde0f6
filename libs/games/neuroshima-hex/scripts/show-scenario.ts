// Prints the events a scenario produces (a debugging aid when writing scenarios).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { runScenario, type Scenario } from '@armory/engine';
import { content } from '../src/content.testing.js';
import { neuroshimaHex } from '../src/game.js';
import { neuroshimaHexModule } from '../src/module.js';
import { scenarioHooks } from '../src/scenario/hooks.js';

for (const file of process.argv.slice(2)) {
  const r = runScenario(neuroshimaHex, scenarioHooks, content, parse(readFileSync(file, 'utf8')) as Scenario, neuroshimaHexModule);
  console.log(`== ${r.id} ${r.ok ? 'ok' : 'FAILED'}`);
  for (const f of r.failures) console.log('  !', f);
  for (const e of r.events) if (!['turn', 'drew', 'played', 'battle-over'].includes(e.type)) console.log('  ', JSON.stringify(e));
}
