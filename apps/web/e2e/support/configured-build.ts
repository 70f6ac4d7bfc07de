import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// A second build of the web app with settings of its own (the header's tint, festival logo and back URL,
// analytics on), served by `vite preview` on a free port beside the stack's build: what the build-time
// configuration does can only be seen in a build made with it. Written under e2e/.output (git-ignored).

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const VITE = fileURLToPath(new URL('../../../../node_modules/.bin/vite', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment without vitest's own variables (NODE_ENV=test would give a development build). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return env;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(VITE, args, { cwd: WEB_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed: ${stderr}`)),
    );
  });
}

export interface ConfiguredWeb {
  url: string;
  stop(): Promise<void>;
}

export async function startConfiguredWeb(
  name: string,
  settings: Record<string, string>,
): Promise<ConfiguredWeb> {
  const outDir = fileURLToPath(new URL(`../.output/${name}-web`, import.meta.url));
  const port = await freePort();
  const env = cleanEnv({ ...settings, VITE_PUBLIC_URL: `http://127.0.0.1:${port}` });
  await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  const server: ChildProcess = spawn(
    VITE,
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: WEB_DIR, env, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`vite preview did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
