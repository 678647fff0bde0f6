/** Liveness probe for `armory start` and the tests: answers once the server can serve. */
import { json } from '@sveltejs/kit';

export const GET = () => json({ ok: true });
