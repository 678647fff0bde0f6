/** GET the locale as a gettext PO file; POST { baseHash, name, po } to import a translated one. */
import { json, type RequestHandler } from '@sveltejs/kit';
import { BadBody, readJsonBody } from '$lib/server/request-body.js';
import { workspaceRoot } from '$lib/server/root.js';
import { importLocalePo, localePo, TranslationRefused } from '$lib/server/translations.js';

function refusal(error: unknown): Response {
  if (error instanceof TranslationRefused || error instanceof BadBody) return json({ message: error.message }, { status: error.status });
  throw error;
}

export const GET: RequestHandler = async ({ params }) => {
  try {
    const text = await localePo(workspaceRoot(), params.game!, params.locale!);
    return new Response(text, {
      headers: {
        'content-type': 'text/x-gettext-translation; charset=utf-8',
        'content-disposition': `attachment; filename="${params.game}.${params.locale}.po"`,
      },
    });
  } catch (error) {
    return refusal(error);
  }
};

export const POST: RequestHandler = async ({ params, request }) => {
  try {
    const body = (await readJsonBody(request)) as { baseHash?: unknown; name?: unknown; po?: unknown };
    if ((body?.baseHash !== null && typeof body?.baseHash !== 'string') || typeof body.po !== 'string') {
      throw new BadBody(400, 'send { "baseHash": "<hash>" or null, "name": "<file name>", "po": "<the PO text>" }');
    }
    const name = typeof body.name === 'string' && body.name !== '' ? body.name.replace(/[^\w.-]/g, '_') : 'upload.po';
    const result = await importLocalePo(workspaceRoot(), params.game!, params.locale!, body.baseHash, body.po, name);
    const { text: _text, ...report } = result;
    return json(report);
  } catch (error) {
    return refusal(error);
  }
};
