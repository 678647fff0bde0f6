import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import FormHarness from './FormHarness.svelte';

/**
 * A card's abilities, each an effect picked by its tag `effect` (an id of the `ability` collection: the harness
 * names `heal` Heal and `push` Push back), the tag a `const` in each effect's own form, as Hounds' abilities are.
 */
const files = {
  'schemas/g/card.schema.json': {
    type: 'object',
    properties: { abilities: { type: 'array', items: { $ref: './ability.schema.json' } } },
  },
  'schemas/g/ability.schema.json': {
    type: 'object',
    required: ['effect'],
    properties: { effect: { type: 'string', 'x-ref': 'ability' } },
    discriminator: { propertyName: 'effect' },
    oneOf: [
      { type: 'object', properties: { effect: { const: 'heal' }, amount: { type: 'integer' } } },
      { type: 'object', properties: { effect: { const: 'push' }, hexes: { type: 'integer' } } },
    ],
  },
};
const root = { schema: files['schemas/g/card.schema.json'], file: 'schemas/g/card.schema.json' };

function formOf(value: unknown): string {
  return render(FormHarness, { props: { files, root, value } }).body.replace(/<!--[\s\S]*?-->/g, '');
}

describe('an entry picked by a tag that is an id', () => {
  it("heads the entry with the tag's name, not `effect: heal`", () => {
    const body = formOf({ abilities: [{ effect: 'heal', amount: 1 }] });
    expect(body).toMatch(/<span class="entry-name[^"]*">Heal, amount: 1<\/span>/);
    expect(body).not.toContain('effect: heal');
  });

  it('lists each form to pick by its name, the id beside it, and keeps the id as the value', () => {
    const ability = { schema: files['schemas/g/ability.schema.json'], file: 'schemas/g/ability.schema.json' };
    const body = render(FormHarness, { props: { files, root: ability, value: { effect: 'push', hexes: 1 } } }).body;
    const options = [...body.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, text]) => `${value}=${text}`);
    expect(options).toEqual(['heal=Heal (heal)', 'push=Push back (push)']);
  });

  it('labels a value tagged by a property of its own name once: "effect", not "effect / effect"', () => {
    const boxed = {
      ...files,
      'schemas/g/box.schema.json': { type: 'object', properties: { effect: { $ref: './ability.schema.json' } } },
    };
    const box = { schema: boxed['schemas/g/box.schema.json'], file: 'schemas/g/box.schema.json' };
    const body = render(FormHarness, { props: { files: boxed, root: box, value: { effect: { effect: 'heal', amount: 1 } } } }).body.replace(
      /<!--[\s\S]*?-->/g,
      '',
    );
    const shown = body.replace(/<option[^>]*>[^<]*<\/option>/g, '').replace(/<[^>]+>/g, ' ');
    expect(shown.match(/\beffect\b/g)).toEqual(['effect']);
    // The select still has its name for a screen reader.
    expect(body).toMatch(/<select aria-label="effect"/);
  });
});
