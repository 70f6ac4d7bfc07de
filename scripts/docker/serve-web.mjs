// The web app's server in its image: the static files Vite built (apps/web/dist, or WEB_DIR), with
// index.html for every path that is not a file (the app routes in the browser). Plain node:http, no
// dependencies, so the web image holds nothing else. Hashed assets are cached for a year, index.html never.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = resolve(process.env.WEB_DIR ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url)));
const HOST = process.env.WEB_HOST ?? '0.0.0.0';
const PORT = Number(process.env.WEB_PORT ?? 8080);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function fileOf(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  // never outside DIR ("..", encoded or not)
  const full = normalize(join(DIR, path));
  if (full !== DIR && !full.startsWith(DIR + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = req.url ?? '/';
  if (url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const file = fileOf(url) ?? join(DIR, 'index.html');
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

statSync(join(DIR, 'index.html')); // no build, no server: fail at start with the path
server.listen(PORT, HOST, () => console.log(`web: ${DIR} on http://${HOST}:${PORT}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
