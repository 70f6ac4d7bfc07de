import { TonApiError } from '@atoll/chain';
import type { ReadCache } from '../../chain/read-cache';
import { matchRead, READ_PATHS } from '../../chain/read-routes.fns';

// The relay of GET /chain/v2/…: the web app's TonAPI reads, made with the API's key through the read cache
// and the one client's queue, so that a browser never needs a key and the key's rate is shared by everyone.
// Only the reads of read-routes.fns.ts are relayed, with the query parameters TonAPI takes on them: any
// other path or parameter would be a way to spend the key (or to miss the cache on purpose).

export interface RelayAnswer {
  status: 200 | 400 | 404 | 502;
  /** TonAPI's JSON text, or `{"error": …}`. */
  body: string;
}

const error = (status: RelayAnswer['status'], message: string): RelayAnswer => ({
  status,
  body: JSON.stringify({ error: message }),
});

const TRACE_ID = /^[0-9a-fA-F]{64}$/;

export function createChainRelayService(reads: ReadCache, tonapiUrl: string) {
  return {
    /** `path` is TonAPI's, after /chain (`/v2/…?…`). */
    async relay(path: string): Promise<RelayAnswer> {
      const url = new URL(path, `${tonapiUrl}/`);
      const read = matchRead('GET', url);
      if (!read)
        return error(404, `the API does not relay GET ${url.pathname}; it relays ${READ_PATHS.join(', ')}`);
      if (read.unknownQuery.length > 0)
        return error(400, `unknown query parameter ${read.unknownQuery.join(', ')} on ${url.pathname}`);
      if (read.kind === 'trace' && !TRACE_ID.test(read.id ?? ''))
        return error(400, `trace id must be 64 hex characters, got ${read.id}`);
      if (read.id !== null && read.kind !== 'trace' && read.account === null)
        return error(400, `can't decode address ${read.id}`);
      try {
        const response = await reads.fetch(url);
        return { status: 200, body: await response.text() };
      } catch (e) {
        // TonAPI's own answer about what was asked (404 entity not found, 400): passed on as it said it; a
        // refused key (401, 403) or a rate it still refuses after the retries is the API's trouble: 502
        if (e instanceof TonApiError && (e.status === 400 || e.status === 404))
          return error(e.status, e.message);
        return error(502, 'the chain API did not answer; retry later');
      }
    },
  };
}

export type ChainRelayService = ReturnType<typeof createChainRelayService>;
