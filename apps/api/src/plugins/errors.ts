import { API_ERROR_MESSAGES, type ApiErrorCode, apiError, issuesFromZod } from '@atoll/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { methodsServing, sendMethodNotAllowed } from './methods';

/** One error shape for every route: `{error:{code, message, details?}}`, never a bare 500 for bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // `query.size`, `body.proof.domain`, `params.address`: the shared README's paths; unknown keys named one by one
      const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const issues = error.validation.flatMap((v) => {
        const at = [part, ...String(v.instancePath).split('/').filter(Boolean)];
        const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : undefined;
        if (Array.isArray(keys))
          return keys.map((key) => ({
            path: [...at, String(key)].join('.'),
            message: `unknown field '${String(key)}'`,
          }));
        return [{ path: at.join('.'), message: v.message ?? 'invalid' }];
      });
      const first = issues[0];
      return reply
        .status(400)
        .send(
          apiError('BAD_REQUEST', first ? `${first.path}: ${first.message}` : 'Invalid request', { issues }),
        );
    }
    if (error instanceof AppError) {
      if (error.logged) request.log.warn({ code: error.code, ...error.logged }, 'request refused');
      return reply
        .status(error.statusCode)
        .send(apiError(error.code, error.message === error.code ? undefined : error.message, error.details));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(apiError('RATE_LIMITED', undefined, { retry_after_seconds: 60 }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // fastify's own 4xx: malformed JSON, body too large, unsupported media type…, each with its own code
      return reply
        .status(error.statusCode)
        .send(apiError(FASTIFY_4XX_CODES[error.statusCode] ?? 'BAD_REQUEST', fastifyMessage(error, request)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: issuesFromZod(error.cause.issues) },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send(apiError('INTERNAL', API_ERROR_MESSAGES.INTERNAL));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methodsServing(app, path);
    if (allowed.length > 0) return sendMethodNotAllowed(reply, request.method, path, allowed);
    return reply.status(404).send(apiError('NOT_FOUND', `no route ${request.method} ${path}`));
  });
}

/** The codes of the 4xx Fastify raises itself; any other is the request's fault in general. */
const FASTIFY_4XX_CODES: Partial<Record<number, ApiErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Fastify's own text, but a 415 names what was sent and what is read. */
function fastifyMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.statusCode !== 415) return error.message;
  const sent = request.headers['content-type']?.split(';')[0]?.trim() || 'no Content-Type';
  return `${sent} is not accepted: send application/json`;
}
