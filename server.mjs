/**
 * Production HTTP server: Next.js behind a thin Node http server. It exists for one reason: Next answers a
 * request path with a malformed percent-encoding (e.g. "/en/%E0%A4%A") with a bare 500 before any
 * application code runs. Such a path is no page, so it gets the 404 page of its locale instead.
 */
import http from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

function isDecodable(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!isDecodable(path)) {
    const first = path.split('/')[1];
    req.url = `/${first === 'en' ? 'en' : 'de'}/404`;
  }
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  });
});
server.listen(port, hostname, () => {
  console.log(`Hauslotse ready on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
