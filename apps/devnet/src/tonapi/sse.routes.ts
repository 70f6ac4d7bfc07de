import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { IndexedTx } from '../chain/types';
import type { DevnetApp, DevnetContext } from '../context';
import { badRequest } from './errors';
import { parseAccountId } from './serialize/account';

const HEARTBEAT_MS = 5_000;

/** `ALL` or a comma-separated list of addresses in any form → a filter on raw addresses. */
function parseAccounts(value: string | undefined): ((account: string) => boolean) | null {
  if ((value ?? '').toUpperCase() === 'ALL') return null;
  try {
    const watched = new Set((value ?? '').split(',').map((a) => parseAccountId(a).toRawString()));
    return (account) => watched.has(account);
  } catch (error) {
    throw badRequest(`failed to parse query parameters: ${error instanceof Error ? error.message : error}`);
  }
}

/** `operations=0x0f8a7ea5,...`: only transactions whose incoming message has one of these op codes. */
function parseOperations(value: string | undefined): ((tx: IndexedTx) => boolean) | null {
  if (!value) return null;
  const ops = new Set(value.split(',').map((op) => op.trim().toLowerCase()));
  return (tx) => {
    const body = tx.tx.inMessage?.body.beginParse();
    if (!body || body.remainingBits < 32) return false;
    return ops.has('0x' + body.loadUint(32).toString(16).padStart(8, '0'));
  };
}

/**
 * TonAPI's Streaming API (deprecated there, still served): GET /v2/sse/accounts/transactions.
 * Server-sent events as TonAPI writes them: a heartbeat at once and after 5 s without events, and
 * `event: message` with `{account_id, lt, tx_hash}` per transaction of a watched account.
 */
const SseQuerySchema = z.object({ accounts: z.string().optional(), operations: z.string().optional() });

export function registerSseRoutes(app: DevnetApp, ctx: DevnetContext): void {
  const open = new Set<ServerResponse>();
  // a stream never ends by itself: end them all so that closing the server does not wait on them
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  // the answer is a stream of server-sent events, written by hand: no JSON response schema
  app.get(
    '/v2/sse/accounts/transactions',
    { schema: { querystring: SseQuerySchema } },
    async (req, reply) => {
      const accountFilter = parseAccounts(req.query.accounts);
      const opFilter = parseOperations(req.query.operations);
      const res = reply.raw;
      reply.hijack();
      // hijacked replies skip fastify's header handling: carry over what hooks set (CORS)
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      open.add(res);
      let eventId = Date.now() * 1000;
      let heartbeat: NodeJS.Timeout | undefined;
      const beat = () => {
        res.write('event: heartbeat\n\n');
        heartbeat = setTimeout(beat, HEARTBEAT_MS);
      };
      const onTransaction = (tx: IndexedTx) => {
        if (accountFilter && !accountFilter(tx.account)) return;
        if (opFilter && !opFilter(tx)) return;
        clearTimeout(heartbeat);
        // lt as an exact number literal; the other two are hex and need no escaping
        const data = `{"account_id":"${tx.account}","lt":${tx.lt},"tx_hash":"${tx.hash}"}`;
        res.write(`event: message\nid: ${eventId++}\ndata: ${data}\n\n`);
        heartbeat = setTimeout(beat, HEARTBEAT_MS);
      };
      ctx.chain.on('transaction', onTransaction);
      res.on('close', () => {
        clearTimeout(heartbeat);
        ctx.chain.off('transaction', onTransaction);
        open.delete(res);
      });
      beat();
    },
  );
}
