/**
 * POST edited translations of one locale: { baseHash, edits: [{ key, english, text, was? }] }, hash-checked; rows
 * with `was` (the translation the page loaded) go onto a file changed since unless those rows changed there too.
 */
import { json, type RequestHandler } from '@sveltejs/kit';
import { BadBody, readJsonBody } from '$lib/server/request-body.js';
import { workspaceRoot } from '$lib/server/root.js';
import { saveRows, TranslationRefused, type RowEdit } from '$lib/server/translations.js';

function isEdit(e: unknown): e is RowEdit {
  const r = e as Record<string, unknown>;
  return (
    r !== null &&
    typeof r === 'object' &&
    typeof r['key'] === 'string' &&
    typeof r['english'] === 'string' &&
    typeof r['text'] === 'string' &&
    (r['was'] === undefined || typeof r['was'] === 'string')
  );
}

export const POST: RequestHandler = async ({ params, request }) => {
  try {
    const body = (await readJsonBody(request)) as { baseHash?: unknown; edits?: unknown };
    const baseHash = body?.baseHash;
    if ((baseHash !== null && typeof baseHash !== 'string') || !Array.isArray(body.edits) || !body.edits.every(isEdit)) {
      throw new BadBody(400, 'send { "baseHash": "<hash>" or null, "edits": [{ "key", "english", "text", "was"? }] }');
    }
    return json(await saveRows(workspaceRoot(), params.game!, params.locale!, baseHash, body.edits));
  } catch (error) {
    if (error instanceof TranslationRefused || error instanceof BadBody) return json({ message: error.message }, { status: error.status });
    throw error;
  }
};
