import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import FormHarness from './FormHarness.svelte';

/** Tables keyed by ids of the `ability` collection (the harness names `heal` Heal and `push` Push back), and one not. */
const files = {
  'schemas/g/table.schema.json': {
    type: 'object',
    properties: {
      strength: { type: 'object', propertyNames: { 'x-ref': 'ability' }, additionalProperties: { type: 'integer' } },
      reach: { type: 'object', propertyNames: { 'x-ref': 'ability' }, additionalProperties: { type: 'object' } },
      notes: { type: 'object', additionalProperties: { type: 'integer' } },
    },
  },
};
const root = { schema: files['schemas/g/table.schema.json'], file: 'schemas/g/table.schema.json' };

/** The form's markup without Svelte's hydration comments. */
function formOf(value: unknown): string {
  return render(FormHarness, { props: { files, root, value } }).body.replace(/<!--[\s\S]*?-->/g, '');
}

describe("a map keyed by ids (propertyNames x-ref): each key's row", () => {
  it('keeps the id as its label and shows the name it stands for beside it', () => {
    const body = formOf({ strength: { push: 2, heal: 1 }, notes: { heal: 3 } });
    expect(body).toMatch(
      /data-pointer="\/strength\/push">[^]*?<label class="label[^"]*" for="field_strength_push"[^>]*>push <span class="label-name[^"]*" data-testid="label-name">Push back<\/span><\/label>/,
    );
    expect(body).toMatch(
      /data-pointer="\/strength\/heal">[^]*?>heal <span class="label-name[^"]*" data-testid="label-name">Heal<\/span><\/label>/,
    );
    // The remove button still names the key as written.
    expect(body).toContain('aria-label="Remove push"');
  });

  it('heads a key whose value is a group with the name too', () => {
    const body = formOf({ reach: { heal: {} } });
    expect(body).toMatch(
      /data-pointer="\/reach\/heal"><div class="head[^"]*"><span class="label[^"]*"[^>]*>heal <span class="label-name[^"]*" data-testid="label-name">Heal<\/span><\/span>/,
    );
  });

  it('shows no name for a key that is no known id, nor for a map whose keys are not ids', () => {
    const body = formOf({ strength: { pusj: 2 }, notes: { heal: 3 } });
    expect(body).toMatch(/data-pointer="\/strength\/pusj">[^]*?>pusj<\/label>/);
    expect(body).toMatch(/data-pointer="\/notes\/heal">[^]*?>heal<\/label>/);
    expect(body).not.toContain('data-testid="label-name"');
  });

  it("gives every row of a map one label width, its longest label's, so the values line up in a column", () => {
    const body = formOf({ strength: { push: 2, heal: 1 } });
    // 'push Push back' is 14 characters: both labels take 16ch (two to spare), the short one too.
    const widths = [...body.matchAll(/<label class="label[^"]* aligned"[^>]* style="width: ([^;"]*);?"/g)].map(([, w]) => w);
    expect(widths).toEqual(['max(7rem, 16ch)', 'max(7rem, 16ch)']);
    // A field that is not a map's row keeps its own width.
    expect(formOf({ notes: {} })).not.toContain('aligned');
  });
});
