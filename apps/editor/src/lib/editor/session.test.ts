import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditSession } from './session.svelte.js';

const TEXT = 'name: Wolf\n';
const bundle = { game: 'g', path: 'g/a.yaml', text: TEXT, hash: 'h0', schemas: {}, files: [{ path: 'content/g/a.yaml', text: TEXT }] };

function answer(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('EditSession saves', () => {
  it('reports a refused save as an error, with the status and the reason, and keeps the edit', async () => {
    const session = new EditSession(bundle);
    session.edit(() => 'name: Bear\n');
    answer(403, { message: 'refused: cross-site write' });
    await session.save();
    expect(session.noticeKind).toBe('error');
    expect(session.notice).toBe('Not saved (403): refused: cross-site write');
    expect(session.dirty).toBe(true);
    // Further edits do not clear an error the designer has not seen through.
    session.edit(() => 'name: Bears\n');
    expect(session.notice).toMatch(/^Not saved/);
  });

  it('reports a network failure and a missing token as errors too', async () => {
    const session = new EditSession(bundle);
    session.edit(() => 'name: Bear\n');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await session.save();
    expect([session.noticeKind, session.notice]).toEqual(['error', 'Not saved: Failed to fetch']);
    answer(401, {});
    await session.save();
    expect(session.noticeKind).toBe('error');
    expect(session.notice).toMatch(/needs its token/);
  });

  it('a save that works replaces the error with the news, and dismiss puts a notice away', async () => {
    const session = new EditSession(bundle);
    session.edit(() => 'name: Bear\n');
    answer(500, { message: 'disk full' });
    await session.save();
    answer(200, { hash: 'h1' });
    await session.save();
    // This file names no schema, an error, so the save is a draft: news, not an alert.
    expect(session.noticeKind).toBe('draft');
    expect(session.notice).toMatch(/^Saved as a draft with 1 error: `armory build` refuses this file until it is fixed\.$/);
    expect(session.dirty).toBe(false);
    session.dismiss();
    expect(session.notice).toBe('');
  });
});

describe('EditSession after a save refused for a change on disk', () => {
  const BASE = 'name: Wolf\ncount: 2\nnote: old\n';
  it('lists the fields the disk changed, with old and new values, and "my fields only" keeps the others as on disk', async () => {
    const session = new EditSession({ ...bundle, text: BASE, files: [{ path: 'content/g/a.yaml', text: BASE }] });
    session.edit((t) => t.replace('count: 2', 'count: 3'));
    const disk = BASE.replace('note: old', 'note: new');
    const puts: { baseHash: string; text: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (status: number, body: object) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)) as { baseHash: string; text: string });
          return puts.length === 1 ? json(409, { currentHash: 'h2' }) : json(200, { hash: 'h3' });
        }
        return json(200, { text: disk, hash: 'h2' });
      }),
    );
    await session.save();
    expect(session.conflict?.disk?.changes).toEqual([{ path: ['note'], pointer: '/note', before: 'old', after: 'new' }]);
    expect(session.conflict?.disk?.mine).toEqual(['/count']);
    await session.saveMyFields();
    expect(puts[1]).toEqual({ baseHash: 'h2', text: 'name: Wolf\ncount: 3\nnote: new\n' });
    expect(session.conflict).toBeUndefined();
    expect(session.text).toBe('name: Wolf\ncount: 3\nnote: new\n');
    expect(session.dirty).toBe(false);
  });
});
