import type { FastifyInstance } from 'fastify';
import type { DevnetContext } from '../context';
import { notFound } from './errors';
import { sendJson } from './serialize/account';
import { addressBook, parseHash } from './serialize/address';
import { traceJson } from './serialize/trace';

/**
 * GET /v2/traces/{id}: the id is the root transaction hash, any transaction hash in the trace,
 * the hash of the external-in message that started it, or that message's TEP-467 normalized hash
 * (what a wallet can compute from the BoC it signed).
 */
export function registerTracesRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  app.get<{ Params: { trace_id: string } }>('/v2/traces/:trace_id', async (req, reply) => {
    const root = ctx.chain.index.traceRoot(parseHash(req.params.trace_id));
    if (!root) throw notFound();
    return sendJson(reply, await traceJson(ctx, addressBook(ctx), root));
  });
}
