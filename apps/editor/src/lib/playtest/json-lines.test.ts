import { describe, expect, it } from 'vitest';
import { jsonLines } from './json-lines.js';

/** A stream of these chunks of text. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('jsonLines', () => {
  it('gives each line once it is whole, however the text is cut', async () => {
    const seen: unknown[] = [];
    for await (const line of jsonLines(streamOf(['{"run":"a","to', 'tal":3}\n{"progress":{"done":1}}\n', '\n{"result":', '{"games":3}}'])))
      seen.push(line);
    expect(seen).toEqual([{ run: 'a', total: 3 }, { progress: { done: 1 } }, { result: { games: 3 } }]);
  });
});
