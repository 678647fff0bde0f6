/**
 * Reads Neuroshima Hex content straight from content/neuroshima-hex/*.yaml, for tests and the CLI
 * until the typed content package (@armory/content-neuroshima-hex) is built in every checkout.
 * The one place to swap for `import { armies, rules } from '@armory/content-neuroshima-hex'`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ArmyContent, NeuroshimaContent, RulesContent } from './content.js';

/** Loads rules.yaml and every army file under `<root>/content/neuroshima-hex`. */
export function readContent(root: string): NeuroshimaContent {
  const dir = join(root, 'content', 'neuroshima-hex');
  const rules = parse(readFileSync(join(dir, 'rules.yaml'), 'utf8')) as RulesContent;
  const armies: Record<string, ArmyContent> = {};
  for (const file of readdirSync(join(dir, 'armies')).filter((f) => f.endsWith('.yaml')).sort()) {
    const army = parse(readFileSync(join(dir, 'armies', file), 'utf8')) as ArmyContent;
    armies[army.id] = army;
  }
  return { rules, armies };
}

/** The workspace root as seen from this file (libs/games/neuroshima-hex/src). */
export const WORKSPACE_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
