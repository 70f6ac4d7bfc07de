import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Address } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import type { DevnetContext } from '../context';
import { badRequest, notFound } from '../tonapi/errors';
import { marketOf } from '../market/market';
import { faucetGrant, formatUnits } from './faucet-grant';
import { fundAddress } from './genesis';
import { describeDevnet } from './devnet-info';

/** assets/icons, read once: only the files found there can ever be served. */
const ICONS_DIR = fileURLToPath(new URL('../../assets/icons/', import.meta.url));

function loadIcons(): Map<string, Buffer> {
  const icons = new Map<string, Buffer>();
  for (const file of readdirSync(ICONS_DIR))
    if (/^[a-z0-9-]+\.svg$/.test(file)) icons.set(file, readFileSync(`${ICONS_DIR}${file}`));
  return icons;
}

/** The faucet's request body: `{"address": "<TON address>"}`, raw or user-friendly. */
function parseFaucetRequest(raw: unknown): Address {
  let body = raw;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    if (!text.trim()) throw badRequest('missing body: send {"address": "<TON address>"}');
    try {
      body = JSON.parse(text) as unknown;
    } catch (error) {
      throw badRequest(`body is not valid JSON (${(error as Error).message})`);
    }
  }
  if (body === undefined || body === null)
    throw badRequest('missing body: send {"address": "<TON address>"}');
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('body must be a JSON object: {"address": "<TON address>"}');
  const { address } = body as { address?: unknown };
  if (address === undefined) throw badRequest('missing "address": send {"address": "<TON address>"}');
  if (typeof address !== 'string') throw badRequest('"address" must be a string');
  let parsed: Address;
  try {
    parsed = Address.parse(address.trim());
  } catch {
    throw badRequest(`invalid address "${address}": expected raw (0:<64 hex>) or user-friendly form`);
  }
  if (parsed.workChain !== 0)
    throw badRequest(
      `address is in workchain ${parsed.workChain}: the faucet funds basechain (workchain 0) addresses only`,
    );
  return parsed;
}

/** The only routes that are not TonAPI's: under /devnet/. */
export function registerDevnetRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  const icons = loadIcons();

  app.get('/devnet/info', async () => describeDevnet(ctx, marketOf(ctx.chain)));

  app.get<{ Params: { file: string } }>('/devnet/icons/:file', async (req, reply) => {
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
    scope.post('/devnet/faucet', async (req) => {
      const address = parseFaucetRequest(req.body);
      await fundAddress(ctx.chain, ctx.world, address);
      const grant = faucetGrant(ctx.world);
      return {
        ok: true,
        address: address.toRawString(),
        friendly: address.toString({ bounceable: false, testOnly: true }),
        ton: formatUnits(grant.ton, 9),
        jettons: grant.jettons.map(({ token, amount }) => ({
          symbol: token.symbol,
          master: token.master.toRawString(),
          decimals: token.decimals,
          amount: formatUnits(amount, token.decimals),
          units: amount.toString(),
        })),
      };
    });
  });
}
