import { describe, expect, it } from 'vitest';
import { accessPolicy, answersTo, isLoopback, mayWrite } from './access.js';
import { BadBody, readJsonBody } from './request-body.js';

describe('access', () => {
  it('needs a token off loopback, and a long one', () => {
    expect(() => accessPolicy({ HOST: '0.0.0.0' })).toThrow(/without ARMORY_TOKEN/);
    expect(() => accessPolicy({ HOST: '0.0.0.0', ARMORY_TOKEN: 'short' })).toThrow(/at least 16/);
    expect(accessPolicy({}).host).toBe('127.0.0.1');
    expect(isLoopback('[::1]')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });

  it('answers a loopback-only server under loopback names only; a network one under any', () => {
    const local = accessPolicy({ HOST: '127.0.0.1' });
    expect(['127.0.0.1', 'localhost', '[::1]'].every((h) => answersTo(local, h))).toBe(true);
    expect(answersTo(local, 'evil.example')).toBe(false);
    expect(answersTo(local, '192.0.2.2')).toBe(false);
    expect(answersTo(accessPolicy({ HOST: '0.0.0.0', ARMORY_TOKEN: 'x'.repeat(20) }), 'editor.lan')).toBe(true);
  });

  it('lets writes through with the bearer token or the login cookie only', () => {
    const policy = accessPolicy({ HOST: '0.0.0.0', ARMORY_TOKEN: 'x'.repeat(20) });
    expect(mayWrite(policy, null, undefined)).toBe(false);
    expect(mayWrite(policy, 'Bearer wrong', undefined)).toBe(false);
    expect(mayWrite(policy, `Bearer ${'x'.repeat(20)}`, undefined)).toBe(true);
    expect(mayWrite(policy, null, 'x'.repeat(20))).toBe(true);
    expect(mayWrite(accessPolicy({}), null, undefined)).toBe(true);
  });
});

describe('request bodies', () => {
  const post = (body: string, type = 'application/json') =>
    new Request('http://x/', { method: 'PUT', body, headers: { 'content-type': type } });

  it('reads JSON under the limit and refuses more, or other types', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    await expect(readJsonBody(post(JSON.stringify({ t: 'a'.repeat(100) })), 50)).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(post('a=1', 'application/x-www-form-urlencoded'))).rejects.toBeInstanceOf(BadBody);
    await expect(readJsonBody(post('{oops'))).rejects.toMatchObject({ status: 400 });
  });
});
