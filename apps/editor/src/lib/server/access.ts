/** Who may write: anyone on a loopback-only server, otherwise only holders of ARMORY_TOKEN. */
import { timingSafeEqual } from 'node:crypto';

/** How the server is exposed, from its environment. */
export interface AccessPolicy {
  host: string;
  /** Required for writes when set; always set when the host is not loopback. */
  token: string | undefined;
}

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Reads HOST and ARMORY_TOKEN; refuses (throws) a non-loopback bind without a token. */
export function accessPolicy(env: Record<string, string | undefined>): AccessPolicy {
  const host = env['HOST'] || '127.0.0.1';
  const token = env['ARMORY_TOKEN'] || undefined;
  if (!isLoopback(host) && !token) {
    throw new Error(`refusing to listen on ${host} without ARMORY_TOKEN: anyone on the network could change your content`);
  }
  if (token !== undefined && token.length < 16) throw new Error('ARMORY_TOKEN must be at least 16 characters');
  return { host, token };
}

/**
 * Whether a request that named `hostname` in its Host header may be served. A loopback-only editor answers only
 * to loopback names, so a web page whose own name was re-pointed at 127.0.0.1 (DNS rebinding) cannot pass as
 * same-origin. Off loopback any name may reach it; the token guards writes there.
 */
export function answersTo(policy: AccessPolicy, hostname: string): boolean {
  return !isLoopback(policy.host) || isLoopback(hostname);
}

/** Constant-time comparison, so the token cannot be guessed from response times. */
export function tokenMatches(given: string | null | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request carrying this bearer header or cookie may write. */
export function mayWrite(policy: AccessPolicy, authorization: string | null, cookie: string | undefined): boolean {
  if (policy.token === undefined) return true;
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  return tokenMatches(bearer, policy.token) || tokenMatches(cookie, policy.token);
}
