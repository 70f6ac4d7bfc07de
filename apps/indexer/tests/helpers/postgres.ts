// A private, throwaway PostgreSQL cluster (initdb into a temporary directory, pg_ctl on a free port)
// for tests that stop and restart the server. The machine's own server is never touched. As root, the
// server binaries run as the `postgres` user (initdb refuses root).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/testing/processes';

const run = promisify(execFile);

/** Where initdb and pg_ctl are: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
function serverBinaries(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => join('/usr/lib/postgresql', v, 'bin'))
      : []),
    ...(process.env.PATH ?? '').split(':'),
  ];
  const dir = candidates.find((d) => d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
  if (!dir)
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found: install the postgresql server package or set PG_BIN',
    );
  return dir;
}

export interface PrivatePostgres {
  /** Connection string of its `postgres` database (trust auth, user postgres). */
  url: string;
  port: number;
  /** Fast shutdown (every session is ended), `downMs` with no server, then a start on the same data. */
  restart(downMs?: number): Promise<void>;
  /** Stops it and deletes its data directory. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'atoll-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error('running as root and there is no postgres user to run the server as');
    });
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const port = await freePort();
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = (mode: 'fast' | 'immediate') =>
    exec('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(downMs = 1_000) {
      await stop('fast');
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
