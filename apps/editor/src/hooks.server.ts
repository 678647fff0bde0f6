/**
 * Every request passes here first: odd paths and foreign host names are refused before routing, writes need the
 * token when the server is reachable from the network, and cross-site writes are refused even for JSON.
 * The token rule is checked when the server loads this file, before it listens, whoever started it.
 */
import { json, type Handle } from '@sveltejs/kit';
import { accessPolicy, answersTo, mayWrite, tokenMatches } from '$lib/server/access.js';
import { rawPathProblem } from '$lib/server/content-path.js';

const policy = (() => {
  try {
    return accessPolicy(process.env);
  } catch (error) {
    // Refuse to start at all: a half-open editor on the network is worse than none.
    console.error(`armory editor: ${(error as Error).message}`);
    process.exit(2);
  }
})();

const TOKEN_COOKIE = 'armory_token';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request path exactly as the client sent it (before URL parsing normalises dot segments). */
function rawPath(request: Request): string {
  const afterScheme = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '');
  return afterScheme.split(/[?#]/)[0] ?? '';
}

/** A refusal: `{ message }` for the API (the pages show it), plain text for anything else. */
function refuse(url: URL, status: number, reason: string): Response {
  const message = `refused: ${reason}`;
  return url.pathname.startsWith('/api/') ? json({ message }, { status }) : new Response(`${message}\n`, { status });
}

/** Runs before every route: refuses odd paths, logs a browser in with ?token=, guards writes. */
export const handle: Handle = async ({ event, resolve }) => {
  const problem = rawPathProblem(rawPath(event.request));
  if (problem) return refuse(event.url, 400, problem);
  if (!answersTo(policy, event.url.hostname)) {
    return refuse(
      event.url,
      421,
      `this editor listens on ${policy.host} and answers only at a loopback address such as 127.0.0.1, not '${event.url.hostname}'`,
    );
  }

  const offered = event.url.searchParams.get('token');
  if (policy.token && offered !== null) {
    // A link with ?token=... logs this browser in, then drops the token from the address bar.
    if (!tokenMatches(offered, policy.token)) return refuse(event.url, 403, 'wrong token');
    // A response made here (not by resolve) does not carry cookies.set, so the header is written directly.
    const cookie = event.cookies.serialize(TOKEN_COOKIE, offered, { path: '/', httpOnly: true, sameSite: 'strict', secure: false });
    const clean = new URL(event.url);
    clean.searchParams.delete('token');
    return new Response(null, { status: 303, headers: { location: clean.pathname + clean.search, 'set-cookie': cookie } });
  }

  event.locals.mayWrite = mayWrite(policy, event.request.headers.get('authorization'), event.cookies.get(TOKEN_COOKIE));
  if (WRITES.has(event.request.method)) {
    // The server's URL is the one it really serves (build/index.js says http, and the host the browser used).
    const origin = event.request.headers.get('origin');
    if (origin !== null && origin !== event.url.origin) {
      return refuse(event.url, 403, `cross-site write (from ${origin}; this editor is ${event.url.origin})`);
    }
    if (!event.locals.mayWrite) {
      return refuse(event.url, 401, 'this editor is reachable from the network; writes need ARMORY_TOKEN');
    }
  }
  return resolve(event);
};
