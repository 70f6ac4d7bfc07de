import { createServer } from 'node:net';
import type { Service } from './processes';

// Ports and readiness: what the launcher waits on before it starts the next service.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Fails early with a readable message when something already listens on a fixed port. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((ok, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} (${what}) is taken: stop what runs there or pass another port`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => ok()));
  });
}

export /** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs, service }: { timeoutMs: number; service?: Service },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    if (service?.exited) throw new Error(`${service.name} exited (${service.exitReason}) before ${what}`);
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw new Error(
    `${what}: no answer within ${timeoutMs / 1000} s${last ? ` (last error: ${String(last)})` : ''}`,
  );
}

export async function httpOk(url: string): Promise<boolean | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  await response.arrayBuffer();
  return response.ok ? true : undefined;
}

export async function getJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return undefined;
  return (await response.json()) as T;
}
