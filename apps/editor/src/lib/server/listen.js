// The editor's server program: svelte.config.js copies this file to build/index.js in place of adapter-node's
// own, so `node build/index.js` (what `armory start` runs) listens where the access rule thinks it does, and
// every request's URL has the scheme and host this server really answers at.
import { createServer } from 'node:http';

const host = process.env.HOST || '127.0.0.1';
const portText = process.env.PORT || '4173';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
  console.error(`armory editor: PORT must be a whole number 1-65535, got '${portText}'`);
  process.exit(2);
}
// hooks.server.ts reads these for the token rule: whatever the defaults, it judges the address we listen on.
process.env.HOST = host;
process.env.PORT = String(port);

// adapter-node takes a request's scheme from a proxy's header and assumes https without one. This server is
// the only hop and speaks plain http, so it says so on every request (overwriting anything a client sent).
const SCHEME_HEADER = 'x-armory-scheme';
process.env.PROTOCOL_HEADER = SCHEME_HEADER;
// The adapter refuses bodies over the API's own limit (MAX_BODY_BYTES in request-body.ts, 1 MiB) before they
// are read; its default (512 KiB) would refuse large saves the API accepts.
process.env.BODY_SIZE_LIMIT = '1M';

// Loading the handler runs hooks.server.ts, which exits with a plain message when the token rule refuses
// this address: nothing has been printed as listening yet.
const { handler } = await import(new URL('./handler.js', import.meta.url).href);

const server = createServer((req, res) => {
  req.headers[SCHEME_HEADER] = 'http';
  handler(req, res, () => {
    res.statusCode = 404;
    res.end('not found\n');
  });
});

server.on('error', (error) => {
  const why = error.code === 'EADDRINUSE' ? 'the port is in use' : error.code === 'EADDRNOTAVAIL' ? 'no such address here' : error.message;
  console.error(`armory editor: cannot listen on ${host}:${port}: ${why}`);
  process.exit(2);
});

server.listen(port, host, () => {
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Armory editor listening on http://${shown}:${port} (Ctrl+C stops it)`);
  if (process.env.ARMORY_TOKEN) console.log(`Log a browser in once with http://<this machine>:${port}/?token=<ARMORY_TOKEN>`);
});

// Ctrl+C or SIGTERM: stop taking requests, let the ones under way finish (a save is one short write), then exit.
function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
