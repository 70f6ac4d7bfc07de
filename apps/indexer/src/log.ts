import { pino } from 'pino';

// Structured JSON logs (pino), one line per entry on stderr, for a log collector. Call sites write
// `log.warn('what happened', { fields })`: the message first, then what goes with it.

export type Logger = {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

/** A Logger over a pino instance: fields become the entry's own keys, an `error` field is serialized. */
export function pinoLogger(base: pino.Logger): Logger {
  return {
    info: (msg, fields) => base.info(fields ?? {}, msg),
    warn: (msg, fields) => base.warn(fields ?? {}, msg),
    error: (msg, fields) => base.error(fields ?? {}, msg),
  };
}

export const consoleLogger: Logger = pinoLogger(
  pino(
    {
      name: 'indexer',
      serializers: { error: pino.stdSerializers.err },
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination(2),
  ),
);

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
