/**
 * A play-test run of one game. POST the form: a mistake in it, content with errors or a run already going is
 * answered at once (422 / 409, nothing played); otherwise the answer streams one JSON line per event:
 * `{ run, total }`, `{ progress: { done, total } }`..., then `{ result }` or `{ problem }`. The form may carry
 * `compareWith`, an earlier run's `armory simulate --json` report: the result then compares the two. DELETE ?run=<id>
 * stops that run; the result then covers the games played. Both are writes: hooks.server.ts checks them as
 * it checks saves (token, same origin).
 */
import { json, type RequestHandler } from '@sveltejs/kit';
import { findGame } from '@armory/registry';
import { BadBody, readJsonBody } from '$lib/server/request-body.js';
import { workspaceRoot } from '$lib/server/root.js';
import { readPlaytestForm } from '$lib/server/playtest-form.js';
import { playPlaytest, preparePlaytest } from '$lib/server/playtest.js';
import { endRun, startRun, stopRun } from '$lib/server/playtest-runs.js';

/** Progress lines at most this often: the bar moves smoothly without a line per game. */
const PROGRESS_EVERY_MS = 200;

export const POST: RequestHandler = async ({ params, request }) => {
  const module = findGame(params.game ?? '');
  if (!module) return json({ message: `no registered game '${params.game}'` }, { status: 404 });
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    if (error instanceof BadBody) return json({ message: error.message }, { status: error.status });
    throw error;
  }
  const form = readPlaytestForm(body, module);
  if ('problem' in form) return json({ message: form.problem }, { status: 422 });
  const ready = preparePlaytest(workspaceRoot(), module, form.request);
  if ('problem' in ready) return json({ message: ready.problem }, { status: 422 });
  if ('errors' in ready) return json({ message: 'the content has errors', content: ready }, { status: 422 });
  const started = startRun(module.id, form.request.games);
  if ('busy' in started) {
    const { game, done, total } = started.busy;
    return json({ message: `another play-test is running (${game}, ${done} of ${total} games); wait for it or stop it` }, { status: 409 });
  }
  const { run } = started;

  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      send({ run: run.id, total: run.total });
      let last = 0;
      try {
        const result = await playPlaytest(
          ready.prepared,
          {
            signal: run.stop.signal,
            onProgress: ({ done, total }) => {
              run.done = done;
              if (Date.now() - last < PROGRESS_EVERY_MS && done < total) return;
              last = Date.now();
              send({ progress: { done, total } });
            },
          },
          form.compareWith,
        );
        send({ result });
      } catch (error) {
        send({ problem: `the run failed: ${(error as Error).message}` });
      } finally {
        endRun(run);
        if (open) controller.close();
        open = false;
      }
    },
    // The page went away (closed, reloaded): nobody will read the result, so stop playing.
    cancel() {
      open = false;
      run.stop.abort();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' } });
};

/** Stops the run `?run=<id>` after the games in hand. */
export const DELETE: RequestHandler = async ({ url }) => {
  const id = url.searchParams.get('run') ?? '';
  return stopRun(id) ? json({ stopping: true }) : json({ message: 'no such play-test is running' }, { status: 404 });
};
