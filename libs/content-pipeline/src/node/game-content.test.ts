import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../../test/fixture-workspace.js';
import { validatedGameContent } from './game-content.js';

let root = '';

const ARMY = 'content/skirmish/armies/wolves.yaml';

describe('validatedGameContent', () => {
  it("gathers a valid game's files by kind and id", () => {
    root = makeWorkspace();
    const result = validatedGameContent(root, 'skirmish');
    expect('content' in result && Object.keys(result.content['army'] ?? {})).toEqual(['wolves']);
  });

  it('says the workspace has no folder for a game', () => {
    root = makeWorkspace();
    expect(validatedGameContent(root, 'chess')).toEqual({ missing: true });
  });

  it("returns the game's errors and no content", () => {
    root = makeWorkspace();
    writeFileSync(join(root, ARMY), readFileSync(join(root, ARMY), 'utf8').replace(/^id: .*$/m, 'id: 7'));
    const result = validatedGameContent(root, 'skirmish');
    expect('errors' in result && result.errors.map((d) => d.file)).toContain(ARMY);
    expect('content' in result).toBe(false);
  });

  it('names two files of one kind under one name', () => {
    root = makeWorkspace();
    // An abilities file has no root id, so a copy in another folder (its abilities renamed) has the same key.
    const abilities = readFileSync(join(root, 'content/skirmish/abilities.yaml'), 'utf8');
    mkdirSync(join(root, 'content/skirmish/more'));
    writeFileSync(
      join(root, 'content/skirmish/more/abilities.yaml'),
      abilities.replace('../../', '../../../').replace(/id: /g, 'id: more-'),
    );
    const result = validatedGameContent(root, 'skirmish');
    expect(result).toEqual({
      clashes: [
        "content/skirmish/more/abilities.yaml: abilities 'abilities' is also content/skirmish/abilities.yaml; each file of a kind needs its own id or file name",
      ],
    });
  });
});
