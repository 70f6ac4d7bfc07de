import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for tonapi.io in the client's own tests: TonAPI is outside the system, so its answers
// (429s, 5xx, malformed errors) are scripted here. Every request is recorded with its arrival time.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  at: number;
  /** The request's body as text ('' for none). */
  body: string;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void;

export interface FakeTonApi {
  url: string;
  requests: RecordedRequest[];
  /** What answers the next requests (until replaced). */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

export async function startFakeTonApi(): Promise<FakeTonApi> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_r, res) => json(res, 404, { error: 'entity not found' });
  const server = createServer((req, res) => {
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      at: Date.now(),
      body: '',
    };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
