// One JSON line per entry on stderr; enough for a worker whose output goes to a log collector.
export type Logger = {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

const write = (level: string, msg: string, fields?: Record<string, unknown>) =>
  process.stderr.write(
    JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }, (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v instanceof Error ? v.message : v,
    ) + '\n',
  );

export const consoleLogger: Logger = {
  info: (msg, fields) => write('info', msg, fields),
  warn: (msg, fields) => write('warn', msg, fields),
  error: (msg, fields) => write('error', msg, fields),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
