import { describe, expect, it } from 'vitest';
import { normalizePath, resolveFrom } from './workspace-path.js';

describe('workspace paths', () => {
  it('resolves a modeline against the file that holds it', () => {
    expect(resolveFrom('content/g/armies/a.yaml', '../../../schemas/g/army.schema.json')).toBe('schemas/g/army.schema.json');
    expect(resolveFrom('content/g/rules.yaml', './x.json')).toBe('content/g/x.json');
  });

  it('keeps .. that climbs above the root, so such a path matches no schema', () => {
    expect(normalizePath('a/../../b')).toBe('../b');
  });
});
