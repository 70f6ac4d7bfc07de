import type { AddressInfo } from 'node:net';
import { startDevnet, type RunningDevnet } from '../devnet';
import { loadConfig } from '../env';

export interface TestDevnet extends RunningDevnet {
  baseUrl: string;
}

/** A devnet in memory on a free port, market off: what every integration test talks to. */
export async function startTestDevnet(extra: string[] = []): Promise<TestDevnet> {
  const config = loadConfig(['--in-memory', '--no-market', '--port=1', ...extra], {});
  const devnet = await startDevnet({ ...config, port: 0, publicUrl: 'http://localhost:8081' });
  await devnet.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = devnet.app.server.address() as AddressInfo;
  return { ...devnet, baseUrl: `http://127.0.0.1:${port}` };
}
