/**
 * Army lists against the troop types: each line's AP must be its count times the type's cost, and the general's
 * line must be one element. The total against the rules' army size is a cross-check in content/hott/checks.yaml;
 * this is the join across files that checks.yaml cannot express yet.
 */
import type { HottContent } from './content.js';

/** Every problem with the armies, in the designer's words (empty when all is well). */
export function armyProblems(content: HottContent): string[] {
  const cost = new Map(content.troopTypes.types.map((t) => [t.id, t.ap]));
  const problems: string[] = [];
  for (const [id, army] of Object.entries(content.armies)) {
    army.elements.forEach((line, i) => {
      const where = `content/hott/armies/${id}.yaml: element ${i + 1} (${line.type})`;
      const each = cost.get(line.type);
      if (each === undefined) problems.push(`${where}: unknown troop type '${line.type}'`);
      else if (line.ap !== line.count * each) problems.push(`${where}: ap is ${line.ap}, but ${line.count} x ${each} AP = ${line.count * each}`);
      if (line.general && line.count !== 1) problems.push(`${where}: the general's line must be one element, not ${line.count}`);
    });
  }
  return problems;
}
