import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsingSerializerCompiler } from './serializer';

describe('parsingSerializerCompiler', () => {
  const serialize = parsingSerializerCompiler({
    schema: z.object({ n: z.string().regex(/^[0-9]+$/) }),
    method: 'GET',
    url: '/x',
  });

  it('writes a valid body as JSON, dropping unknown keys like the encoder', () => {
    expect(serialize({ n: '12', secret: 'x' })).toBe('{"n":"12"}');
  });

  it('refuses a body that breaks the schema with the provider error the error handler logs', () => {
    let caught: unknown;
    try {
      serialize({ n: '-1' });
    } catch (error) {
      caught = error;
    }
    expect(isResponseSerializationError(caught)).toBe(true);
  });
});
