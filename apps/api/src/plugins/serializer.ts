import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A response serializer that checks the body with a forward `safeParse` instead of the provider's
 * `safeEncode`: for schemas without transforms or codecs the result is the same, and zod's parse path is
 * about four times faster (measured on 1,000 pools: 16 ms → 4 ms). For routes with large answers.
 */
export const parsingSerializerCompiler =
  <T>({ schema, method, url }: FastifyRouteSchemaDef<T>) =>
  (data: unknown): string => {
    const result = z.safeParse(schema as unknown as z.ZodType, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
