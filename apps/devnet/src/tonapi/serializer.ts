import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toTonApiJson } from './serialize/account';

/**
 * Every answer is checked against its route's response schema and written as TonAPI writes
 * JSON: the provider's own serializer uses JSON.stringify, which cannot write the int64 fields
 * that the devnet keeps as bigint (TonAPI writes them as exact numbers beyond 2^53).
 */
export const tonApiSerializerCompiler =
  <T>({ schema, method, url }: FastifyRouteSchemaDef<T>) =>
  (data: unknown): string => {
    const result = z.safeParse(schema as unknown as z.ZodType, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return toTonApiJson(result.data);
  };
