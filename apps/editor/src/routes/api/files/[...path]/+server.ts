/** GET a content file with its version hash; PUT a new version, quoting the hash it was edited from. */
import { json, type RequestHandler } from '@sveltejs/kit';
import { readContentFile, saveContentFile, SaveConflict } from '$lib/server/content-file.js';
import { PathRefused } from '$lib/server/content-path.js';
import { BadBody, readJsonBody } from '$lib/server/request-body.js';
import { workspaceRoot } from '$lib/server/root.js';

function refusal(error: unknown): Response {
  if (error instanceof PathRefused || error instanceof BadBody) return json({ message: error.message }, { status: error.status });
  if (error instanceof SaveConflict) return json({ message: error.message, currentHash: error.currentHash }, { status: 409 });
  throw error;
}

/** The file's text and version hash. */
export const GET: RequestHandler = async ({ params }) => {
  try {
    return json(await readContentFile(workspaceRoot(), params.path ?? ''));
  } catch (error) {
    return refusal(error);
  }
};

/** Saves `{ baseHash, text }` if the file still has `baseHash`; 409 with the current hash otherwise. */
export const PUT: RequestHandler = async ({ params, request }) => {
  try {
    const body = (await readJsonBody(request)) as { baseHash?: unknown; text?: unknown };
    if (typeof body?.text !== 'string' || typeof body.baseHash !== 'string') {
      throw new BadBody(400, 'send { "baseHash": "<hash of the version you edited>", "text": "<the new file>" }');
    }
    const saved = await saveContentFile(workspaceRoot(), params.path ?? '', body.text, body.baseHash);
    return json({ path: saved.path, hash: saved.hash });
  } catch (error) {
    return refusal(error);
  }
};
