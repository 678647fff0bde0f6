// Prints the events a scenario produces (a debugging aid when writing scenarios).
import { content, WORKSPACE_ROOT } from '../src/content.testing.js';
import { readScenarioFile } from '../src/scenario/files.js';
import { runScenario } from '../src/scenario/run.js';


for (const file of process.argv.slice(2)) {
  const read = readScenarioFile(WORKSPACE_ROOT, file);
  if (!read.scenario) {
    console.log(read.problems.join('\n'));
    continue;
  }
  const r = runScenario(content, read.scenario);
  console.log(`== ${r.id} ${r.ok ? 'ok' : 'FAILED'}`);
  for (const e of r.events) if (!['turn', 'drew', 'played', 'battle-over'].includes(e.type)) console.log('  ', JSON.stringify(e));
}
