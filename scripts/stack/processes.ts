import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './wait';

// The launcher's children: each service in a process group of its own (tsx and vite spawn children of
// their own), its output tagged on the terminal or written to a log file, and all of them stopped in
// reverse order (SIGTERM to the group, SIGKILL after a grace period) when one stops or on Ctrl-C.

const time = () => new Date().toISOString().slice(11, 19);
export const say = (line: string) => console.log(`${time()} [stack] ${line}`);

export interface Service {
  name: string;
  child: ChildProcess;
  exited: boolean;
  exitReason: string;
  done: Promise<void>;
  /** Called with each line of output (after it is logged). */
  onLine?: (line: string) => void;
}

const COLORS: Record<string, string> = { devnet: '36', migrate: '90', api: '32', indexer: '35', web: '33' };

export class Stack {
  readonly services: Service[] = [];
  private readonly logs: WriteStream[] = [];
  private readonly cleanups: Array<{ what: string; run: () => Promise<void> | void }> = [];
  stopping = false;

  constructor(private readonly logDir: string | null) {
    if (logDir) mkdirSync(logDir, { recursive: true });
  }

  onStop(what: string, run: () => Promise<void> | void) {
    this.cleanups.push({ what, run });
  }

  /** Spawns a service in its own process group; its output goes to the terminal (tagged) or a log file. */
  start(
    name: string,
    command: string,
    args: string[],
    opts: { cwd: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void; oneShot?: boolean },
  ): Service {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: { ...process.env, FORCE_COLOR: this.logDir ? '0' : process.env.FORCE_COLOR, ...opts.env },
      detached: true, // a process group of its own: tsx and vite spawn children of their own
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = this.logDir ? createWriteStream(join(this.logDir, `${name}.log`), { flags: 'w' }) : null;
    if (file) this.logs.push(file);
    const tag = process.stdout.isTTY
      ? `\x1b[${COLORS[name] ?? '37'}m${name.padEnd(7)}\x1b[0m`
      : name.padEnd(7);
    const service: Service = {
      name,
      child,
      exited: false,
      exitReason: '',
      done: Promise.resolve(),
      onLine: opts.onLine,
    };
    const relay = (stream: NodeJS.ReadableStream) => {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 1);
          if (file) file.write(`${line}\n`);
          else process.stdout.write(`${tag} ${line}\n`);
          service.onLine?.(line);
        }
      });
    };
    relay(child.stdout!);
    relay(child.stderr!);
    service.done = new Promise((resolveDone) => {
      child.once('exit', (code, signal) => {
        service.exited = true;
        service.exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
        resolveDone();
        if (!this.stopping && !opts.oneShot) {
          say(`${name} stopped unexpectedly (${service.exitReason}); stopping everything`);
          void this.stop(1);
        }
      });
      child.once('error', (error) => {
        service.exited = true;
        service.exitReason = String(error);
        resolveDone();
      });
    });
    this.services.push(service);
    return service;
  }

  /** Runs a one-shot command to completion. */
  async run(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }) {
    const service = this.start(name, command, args, { ...opts, oneShot: true });
    await service.done;
    this.services.splice(this.services.indexOf(service), 1);
    if (service.exitReason !== 'exit code 0') throw new Error(`${name} failed (${service.exitReason})`);
  }

  private async kill(service: Service, graceMs: number) {
    if (service.exited || service.child.pid === undefined) return;
    const group = -service.child.pid;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = sleep(graceMs).then(() => 'timeout' as const);
    if ((await Promise.race([service.done.then(() => 'done' as const), timer])) === 'timeout') {
      say(`${service.name} did not stop within ${graceMs / 1000} s: SIGKILL`);
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await service.done;
    }
    // whatever the group leader left behind (vite's esbuild, tsx's child)
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // the whole group is gone: the normal case
    }
  }

  async stop(code: number): Promise<never> {
    if (this.stopping) return new Promise<never>(() => undefined);
    this.stopping = true;
    say('stopping…');
    for (const service of [...this.services].reverse()) {
      await this.kill(service, service.name === 'devnet' ? 15_000 : 10_000);
      say(`${service.name} stopped (${service.exitReason || 'not running'})`);
    }
    for (const { what, run } of this.cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        say(`cleanup "${what}" failed: ${String(error)}`);
      }
    }
    await Promise.all(this.logs.map((log) => new Promise((r) => log.end(r))));
    process.exit(code);
  }
}
