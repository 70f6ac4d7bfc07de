import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('strict mode configuration', () => {
  it.each([
    [[], {}, null],
    [['--rate-limit=5'], {}, 5],
    [[], { DEVNET_RATE_LIMIT_RPS: '1' }, 1],
    [['--rate-limit=7'], { DEVNET_RATE_LIMIT_RPS: '1' }, 7],
  ])('%j with %j limits each key to %s a second', (argv, env, rps) => {
    expect(loadConfig(argv, env).rateLimitRps).toBe(rps);
  });

  it('refuses a limit that is not a positive integer, naming the flag', () => {
    expect(() => loadConfig(['--rate-limit=0'], {})).toThrow(
      '--rate-limit must be an integer in [1, 100000]',
    );
    expect(() => loadConfig(['--rate-limit=2.5'], {})).toThrow('--rate-limit');
    expect(() => loadConfig([], { DEVNET_RATE_LIMIT_RPS: '0' })).toThrow();
  });
});
