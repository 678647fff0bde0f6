/** Liveness probe for `armory start` and the tests: answers once the server can serve. */
import { json } from '@sveltejs/kit';

/** 200 while the server is up. */
export const GET = () => json({ ok: true });
