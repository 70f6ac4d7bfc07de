import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';

// A JSON answer serialized once and compressed once per encoding, for routes that serve the same bytes to
// many callers (snapshots): per request only the ETag comparison and the choice of encoding remain.
// Other routes are compressed per answer by @fastify/compress, which passes these through (their
// Content-Encoding is set).

export type Encoding = 'br' | 'gzip' | 'identity';

export interface EncodedAnswer {
  etag: string;
  /** Bytes of the JSON text. */
  rawBytes: number;
  body(encoding: Encoding): Buffer;
}

/** Brotli at 5 and gzip at 6: within a few percent of their best sizes here, at a fraction of the time. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function encodeAnswer(json: string): EncodedAnswer {
  const raw = Buffer.from(json);
  const bodies = new Map<Encoding, Buffer>([['identity', raw]]);
  return {
    // a strong validator of the bytes themselves: equal answers share it across versions and processes
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 32)}"`,
    rawBytes: raw.length,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(raw, BROTLI) : gzipSync(raw, { level: 6 });
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Route options of a route that answers with `sendEncoded`: @fastify/compress stays out of it (its hooks
 * would only find the answer already encoded).
 */
export const ENCODED_ROUTE = { compress: false } as const;

/** Brotli when the caller takes it, else gzip, else none (a q=0 refuses an encoding). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** Callers send a handful of distinct Accept-Encoding values: each is parsed once. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_KEPT = 64;

function encodingFor(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return negotiateEncoding(header);
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiateEncoding(header);
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag));

/** Sends the answer: 304 when the caller holds these bytes (If-None-Match), else the negotiated encoding. */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): void {
  // added to what is there (CORS's `Origin`): a shared cache keys the answer on both
  const varied = vary.append(String(reply.getHeader('vary') ?? ''), 'accept-encoding');
  reply.header('etag', answer.etag).header('vary', varied).header('cache-control', 'no-cache');
  if (matches(req.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8');
  reply.send(answer.body(encoding));
}
