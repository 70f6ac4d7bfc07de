import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tonApiSerializerCompiler } from './serializer';

// Every answer passes its route's response schema before it is written: a serializer that
// drifted from TonAPI's shapes fails loudly instead of sending a wrong answer to a client.

async function appAnswering(body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(tonApiSerializerCompiler);
  const schema = z.object({ balance: z.union([z.bigint(), z.number().int()]), status: z.enum(['active']) });
  app.get('/x', { schema: { response: { 200: schema } } }, async () => body as z.infer<typeof schema>);
  await app.ready();
  return app;
}

describe('the TonAPI serializer', () => {
  it('writes int64 bigints as exact JSON numbers beyond 2^53, and drops what the schema does not name', async () => {
    const app = await appAnswering({ balance: 10n ** 18n + 1n, status: 'active', secret: 'x' });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"balance":1000000000000000001,"status":"active"}');
  });

  it('answers 500 when the answer does not match its schema', async () => {
    const app = await appAnswering({ balance: '12', status: 'frozen' });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
  });
});
