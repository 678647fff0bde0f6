import { describe, expect, it } from 'vitest';
import { kindForPath } from './new-file-kind.js';

const kinds = [
  { schema: 'schemas/nh/abilities.schema.json', folder: 'nh' },
  { schema: 'schemas/nh/army.schema.json', folder: 'nh/armies' },
  { schema: 'schemas/common/locale.schema.json', folder: 'nh/i18n' },
  { schema: 'schemas/nh/rules.schema.json', folder: 'nh' },
];

describe('kindForPath', () => {
  it('takes the kind of the folder the path is in when only that kind lives there', () => {
    expect(kindForPath(kinds, 'nh/armies/iron-wolves.yaml', 'schemas/nh/abilities.schema.json')).toBe('schemas/nh/army.schema.json');
    expect(kindForPath(kinds, 'nh/i18n/de.yaml', 'schemas/nh/army.schema.json')).toBe('schemas/common/locale.schema.json');
  });

  it('keeps the chosen kind in a folder several kinds share, or one no kind has yet', () => {
    expect(kindForPath(kinds, 'nh/new-rules.yaml', 'schemas/nh/rules.schema.json')).toBe('schemas/nh/rules.schema.json');
    expect(kindForPath(kinds, 'nh/new-rules.yaml', 'schemas/nh/army.schema.json')).toBe('schemas/nh/army.schema.json');
    expect(kindForPath(kinds, 'nh/scenarios/a.yaml', 'schemas/nh/army.schema.json')).toBe('schemas/nh/army.schema.json');
  });
});
