import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DevnetApp } from '../context';
import { notFound } from '../tonapi/errors';
import {
  DevnetInfoSchema,
  FaucetAnswerSchema,
  FaucetBodySchema,
  IconParamsSchema,
  RateLimitStatsSchema,
} from './devnet.schemas';
import type { DevnetService } from './devnet.service';

/** assets/icons, read once: only the files found there can ever be served. Found by the package's name, so
 * that the compiled devnet (one bundled file, scripts/services) finds them too. */
const ICONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@atoll/devnet/package.json')),
  'assets/icons/',
);

function loadIcons(): Map<string, Buffer> {
  const icons = new Map<string, Buffer>();
  for (const file of readdirSync(ICONS_DIR))
    if (/^[a-z0-9-]+\.svg$/.test(file)) icons.set(file, readFileSync(`${ICONS_DIR}${file}`));
  return icons;
}

/** The only routes that are not TonAPI's: under /devnet/. */
export function registerDevnetRoutes(app: DevnetApp, devnet: DevnetService): void {
  const icons = loadIcons();

  app.get('/devnet/info', { schema: { response: { 200: DevnetInfoSchema } } }, async () => devnet.info());

  app.get('/devnet/rate-limit', { schema: { response: { 200: RateLimitStatsSchema } } }, async () =>
    devnet.rateLimit(),
  );

  // an SVG file, not JSON: no response schema
  app.get('/devnet/icons/:file', { schema: { params: IconParamsSchema } }, async (req, reply) => {
    // a lookup in what was read at start: `..`, slashes or encoded tricks simply find nothing
    const icon = icons.get(req.params.file);
    if (!icon) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(icon);
  });

  // the faucet reads its body itself (any content type), so that every mistake gets a precise 400
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      '/devnet/faucet',
      { schema: { body: FaucetBodySchema, response: { 200: FaucetAnswerSchema } } },
      async (req) => devnet.faucet(req.body),
    );
  });
}
