import { describe, expect, it } from 'vitest';
import { stringContext } from './string-context.js';

describe('stringContext', () => {
  it('names the file, each enclosing thing with an id, and the field', () => {
    const army = { id: 'hh', name: 'Hell Hounds', tiles: [{ id: 'wolf', name: 'Wolf', notes: { rule: 'x' } }] };
    expect(stringContext(army, 'army', '/name')).toBe("army 'hh' > name");
    expect(stringContext(army, 'army', '/tiles/0/name')).toBe("army 'hh' > tiles 'wolf' > name");
    expect(stringContext(army, 'army', '/tiles/0/notes/rule')).toBe("army 'hh' > tiles 'wolf' > notes/rule");
  });

  it('uses the kind alone when the file root has no id, and the map key that holds a thing', () => {
    const abilities = { abilities: { swap: { id: 'swap', name: 'Swap' } } };
    expect(stringContext(abilities, 'abilities', '/abilities/swap/name')).toBe("abilities > swap 'swap' > name");
  });
});
