/** Reads a streamed answer of one JSON value per line (the play-test's progress, then its result) as it arrives. */
export async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<Record<string, unknown>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    // The last piece is a line not finished yet (or empty after a newline).
    pending = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as Record<string, unknown>;
    if (done) return;
  }
}
