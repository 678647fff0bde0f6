/**
 * Adding a game to the registry list: its import and its module in libs/registry/src/games.ts, its loader in
 * libs/registry/src/loaders.ts (the browser's list), and its package in libs/registry/package.json. Texts in,
 * texts out, so nothing is written until every file is ready.
 */
import type { GameNames } from './files.js';

/** games.ts with the game's import after the last import and its module at the end of GAMES; throws when the list is not found. */
export function addToGamesList(text: string, n: GameNames): string {
  const list = /(export const GAMES: readonly GameModule\[\] = \[)([\s\S]*?)(\];)/.exec(text);
  if (!list) throw new Error('cannot find `export const GAMES: readonly GameModule[] = [...]`');
  const entries = list[2]!.trim().replace(/,$/, '');
  const listed = `${list[1]}${entries ? `${entries}, ` : ''}${n.camel}Module${list[3]}`;
  const withList = text.slice(0, list.index) + listed + text.slice(list.index + list[0].length);
  const imports = [...withList.matchAll(/^import .*;$/gm)];
  const at = imports.length > 0 ? imports[imports.length - 1]!.index! + imports[imports.length - 1]![0].length : 0;
  return `${withList.slice(0, at)}\nimport { ${n.camel}Module } from '@armory/game-${n.id}';${withList.slice(at)}`;
}

/** loaders.ts with the game's loader (its id and a dynamic import of its module) at the end of GAME_LOADERS; throws when the list is not found. */
export function addToLoaderList(text: string, n: GameNames): string {
  const list = /export const GAME_LOADERS: readonly GameLoader\[\] = \[[\s\S]*?(?=\n\];)/.exec(text);
  if (!list) throw new Error('cannot find `export const GAME_LOADERS: readonly GameLoader[] = [\n...\n];`');
  const at = list.index + list[0].length;
  const entry = `\n  { id: '${n.id}', load: () => import('@armory/game-${n.id}').then((m) => m.${n.camel}Module) },`;
  return text.slice(0, at) + entry + text.slice(at);
}

/** The registry's package.json with the game's package among its dependencies (kept in name order). */
export function addToRegistryPackage(text: string, n: GameNames): string {
  const pkg = JSON.parse(text) as { dependencies?: Record<string, string> };
  const deps = { ...(pkg.dependencies ?? {}), [`@armory/game-${n.id}`]: '*' };
  pkg.dependencies = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
