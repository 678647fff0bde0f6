/** Reading a JSON request body without letting a client fill the server's memory. */

/** The largest save the editor accepts (the biggest army file is a few tens of kB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A request body that is too large or not JSON, with its HTTP status. */
export class BadBody extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads at most `limit` bytes of a JSON body; stops reading as soon as the limit is passed. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    throw new BadBody(415, 'send the body as application/json');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw new BadBody(413, `the body is larger than ${limit} bytes`);
  const reader = request.body?.getReader();
  if (!reader) throw new BadBody(400, 'the body is empty');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BadBody(413, `the body is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadBody(400, 'the body is not valid JSON');
  }
}
