import { describe, expect, it } from 'vitest';
import { checkKindFolder, KindFolderRefused } from './kind-folder.js';

describe('checkKindFolder', () => {
  it("takes a path under the kind's own game, and a common kind anywhere", () => {
    expect(() => checkKindFolder('schemas/hott/army.schema.json', 'hott/armies/goblins.yaml')).not.toThrow();
    expect(() => checkKindFolder('schemas/common/locale.schema.json', 'hounds/i18n/pl.yaml')).not.toThrow();
  });

  it("refuses another game's folder, or a folder of no game, naming where the file belongs", () => {
    expect(() => checkKindFolder('schemas/hott/army.schema.json', 'armies/goblins.yaml')).toThrow(
      new KindFolderRefused('a file of schemas/hott/army.schema.json belongs under content/hott/, not content/armies/'),
    );
    expect(() => checkKindFolder('schemas/hott/army.schema.json', 'hounds/cards/goblins.yaml')).toThrow(
      'a file of schemas/hott/army.schema.json belongs under content/hott/, not content/hounds/',
    );
  });
});
