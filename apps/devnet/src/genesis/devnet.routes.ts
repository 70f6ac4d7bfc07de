import { Address } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import type { DevnetContext } from '../context';
import { badRequest } from '../tonapi/errors';
import { fundAddress } from './genesis';
import { describeDevnet } from './devnet-info';

/** The only routes that are not TonAPI's: under /devnet/. */
export function registerDevnetRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  app.get('/devnet/info', async () => describeDevnet(ctx));

  app.post('/devnet/faucet', async (req) => {
    const body = req.body as { address?: unknown } | undefined;
    if (!body || typeof body.address !== 'string')
      throw badRequest('body must be {"address": "<TON address>"}');
    let address: Address;
    try {
      address = Address.parse(body.address);
    } catch {
      throw badRequest(`invalid address: ${body.address}`);
    }
    await fundAddress(ctx.chain, ctx.world, address);
    return { ok: true, address: address.toRawString() };
  });
}
