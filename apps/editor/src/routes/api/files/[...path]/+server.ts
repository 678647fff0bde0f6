/**
 * One content file: GET it with its version hash; PUT a new version, POST a new file, PATCH a new name and DELETE
 * it, each quoting the hash it was made from (a new file: refused if the name is taken).
 */
import { json, type RequestHandler } from '@sveltejs/kit';
import { loadSchemas } from '@armory/content-pipeline/node';
import {
  createContentFile,
  deleteContentFile,
  readContentFile,
  renameContentFile,
  saveContentFile,
  SaveConflict,
} from '$lib/server/content-file.js';
import { PathRefused } from '$lib/server/content-path.js';
import { checkKindFolder, KindFolderRefused } from '$lib/server/kind-folder.js';
import { newFileText, NewFileRefused } from '$lib/server/new-file.js';
import { BadBody, readJsonBody } from '$lib/server/request-body.js';
import { workspaceRoot } from '$lib/server/root.js';
import { schemaPathOf } from '$lib/server/workspace.js';

function refusal(error: unknown): Response {
  if (error instanceof PathRefused || error instanceof BadBody) return json({ message: error.message }, { status: error.status });
  if (error instanceof SaveConflict) return json({ message: error.message, currentHash: error.currentHash }, { status: 409 });
  if (error instanceof NewFileRefused || error instanceof KindFolderRefused) return json({ message: error.message }, { status: 422 });
  throw error;
}

/** The JSON body as an object of strings, or a 400 saying what to send. */
async function bodyOf(request: Request, shape: string): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new BadBody(400, `send ${shape}`);
  return body as Record<string, unknown>;
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
  const shape = '{ "baseHash": "<hash of the version you edited>", "text": "<the new file>" }';
  try {
    const body = await bodyOf(request, shape);
    if (typeof body['text'] !== 'string' || typeof body['baseHash'] !== 'string') throw new BadBody(400, `send ${shape}`);
    const saved = await saveContentFile(workspaceRoot(), params.path ?? '', body['text'], body['baseHash']);
    return json({ path: saved.path, hash: saved.hash });
  } catch (error) {
    return refusal(error);
  }
};

/** Creates the file from `{ text }`, or from `{ schema }` (a new file of that kind); 409 if the name is taken. */
export const POST: RequestHandler = async ({ params, request }) => {
  const shape = '{ "schema": "schemas/<game>/<kind>.schema.json" } or { "text": "<the new file>" }';
  try {
    const body = await bodyOf(request, shape);
    const rel = params.path ?? '';
    let text: string;
    if (typeof body['text'] === 'string') text = body['text'];
    else if (typeof body['schema'] === 'string') text = newFileText(loadSchemas(workspaceRoot()), body['schema'], rel);
    else throw new BadBody(400, `send ${shape}`);
    const made = await createContentFile(workspaceRoot(), rel, text);
    return json({ path: made.path, hash: made.hash }, { status: 201 });
  } catch (error) {
    return refusal(error);
  }
};

/**
 * Renames the file to `{ to }` if it still has `{ baseHash }`; never over another file, nor out of its game's folder
 * (the same check a new file gets).
 */
export const PATCH: RequestHandler = async ({ params, request }) => {
  const shape = '{ "baseHash": "<hash of the version you saw>", "to": "<new path under content/>" }';
  try {
    const body = await bodyOf(request, shape);
    if (typeof body['to'] !== 'string' || typeof body['baseHash'] !== 'string') throw new BadBody(400, `send ${shape}`);
    const from = params.path ?? '';
    await readContentFile(workspaceRoot(), from); // a bad or missing path is told as such before its schema is read
    const schemaPath = schemaPathOf(workspaceRoot(), from);
    if (schemaPath) checkKindFolder(schemaPath, body['to']);
    const moved = await renameContentFile(workspaceRoot(), from, body['to'], body['baseHash']);
    return json({ path: moved.path, hash: moved.hash });
  } catch (error) {
    return refusal(error);
  }
};

/** Deletes the file if it still has `{ baseHash }`. */
export const DELETE: RequestHandler = async ({ params, request }) => {
  const shape = '{ "baseHash": "<hash of the version you saw>" }';
  try {
    const body = await bodyOf(request, shape);
    if (typeof body['baseHash'] !== 'string') throw new BadBody(400, `send ${shape}`);
    await deleteContentFile(workspaceRoot(), params.path ?? '', body['baseHash']);
    return json({ path: params.path, deleted: true });
  } catch (error) {
    return refusal(error);
  }
};
