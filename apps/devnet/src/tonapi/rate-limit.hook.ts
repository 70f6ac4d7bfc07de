import type { DevnetApp } from '../context';
import { bucketOf, type RateLimiter } from './rate-limit';

/**
 * Strict mode on TonAPI's surface (/v2/): each request counts against its key, and one beyond the limit is
 * answered as tonapi.io answers it, 429 with Retry-After and `{"error": …}`. The devnet's own routes
 * (/devnet/: faucet, info, icons) and CORS preflights are not TonAPI's and are never limited.
 */
export function registerRateLimit(app: DevnetApp, limiter: RateLimiter): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS' || !req.url.startsWith('/v2/')) return;
    const admission = limiter.admit(bucketOf(req.headers.authorization, req.ip));
    if (admission.ok) return;
    return reply
      .status(429)
      .header('retry-after', String(admission.retryAfterSeconds))
      .send({ error: `rate limit exceeded: ${limiter.rps} requests per second for this key` });
  });
}
