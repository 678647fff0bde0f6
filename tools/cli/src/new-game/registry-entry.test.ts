import { describe, expect, it } from 'vitest';
import { addToGamesList, addToLoaderList, addToRegistryPackage } from './registry-entry.js';
import { namesOf } from './files.js';

const games = `import type { GameModule } from '@armory/engine';
import { fooModule } from '@armory/game-foo';

/** The list. */
export const GAMES: readonly GameModule[] = [fooModule];
`;

describe('the registry entry of a new game', () => {
  it('adds the import and the module to the list', () => {
    const out = addToGamesList(games, namesOf('tiny-race'));
    expect(out).toContain("import { fooModule } from '@armory/game-foo';\nimport { tinyRaceModule } from '@armory/game-tiny-race';\n");
    expect(out).toContain('= [fooModule, tinyRaceModule];');
    expect(addToGamesList(games.replace('[fooModule]', '[]'), namesOf('solo'))).toContain('= [soloModule];');
    expect(() => addToGamesList('export const games = [];', namesOf('solo'))).toThrow(/cannot find/);
  });

  it('adds the loader to the end of the browser list', () => {
    const loaders = `/** The list. */
export const GAME_LOADERS: readonly GameLoader[] = [
  { id: 'foo', load: () => import('@armory/game-foo').then((m) => m.fooModule) },
];
`;
    expect(addToLoaderList(loaders, namesOf('tiny-race'))).toBe(`/** The list. */
export const GAME_LOADERS: readonly GameLoader[] = [
  { id: 'foo', load: () => import('@armory/game-foo').then((m) => m.fooModule) },
  { id: 'tiny-race', load: () => import('@armory/game-tiny-race').then((m) => m.tinyRaceModule) },
];
`);
    expect(() => addToLoaderList('export const loaders = [];', namesOf('solo'))).toThrow(/cannot find/);
  });

  it('adds the package to the registry dependencies in name order', () => {
    const out = JSON.parse(
      addToRegistryPackage(
        JSON.stringify({ name: 'r', dependencies: { '@armory/engine': '*', '@armory/game-zed': '*' } }),
        namesOf('tiny-race'),
      ),
    );
    expect(Object.keys(out.dependencies)).toEqual(['@armory/engine', '@armory/game-tiny-race', '@armory/game-zed']);
  });

  it('spells the id as the files need it', () => {
    expect(namesOf('battle-for-the-hills')).toEqual({
      id: 'battle-for-the-hills',
      title: 'Battle For The Hills',
      camel: 'battleForTheHills',
      pascal: 'BattleForTheHills',
    });
  });
});
