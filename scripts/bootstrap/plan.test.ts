import { describe, expect, it } from 'vitest';
import { HOW_TO_GET_THEM, needsInstall, planServices } from './plan.mjs';

const up = { answers: true, installed: true };
const stopped = { answers: false, installed: true };
const absent = { answers: false, installed: false };
const machine = (over: Partial<Parameters<typeof planServices>[0]>) =>
  planServices({ postgres: up, redis: up, dockerEngine: false, forTests: true, ...over });

describe('what the bootstrap does about Postgres and Redis', () => {
  it('uses them when they answer, whatever else the machine has', () => {
    expect(machine({})).toEqual({ kind: 'ready', start: [] });
    expect(machine({ dockerEngine: true })).toEqual({ kind: 'ready', start: [] });
  });

  it('starts the ones installed but stopped', () => {
    expect(machine({ redis: stopped })).toEqual({ kind: 'ready', start: ['redis'] });
    expect(machine({ postgres: stopped, redis: stopped, dockerEngine: true })).toEqual({
      kind: 'ready',
      start: ['postgres', 'redis'],
    });
  });

  it('runs the tests against containers where a Docker engine runs and the servers are not installed', () => {
    expect(machine({ postgres: absent, redis: absent, dockerEngine: true })).toEqual({
      kind: 'testcontainers',
      containers: ['postgres', 'redis'],
    });
    // only the one that is missing: an installed Redis is still started
    expect(machine({ postgres: absent, dockerEngine: true })).toEqual({
      kind: 'testcontainers',
      containers: ['postgres'],
    });
  });

  it('never uses containers for `npm run dev`, and says how to get the servers instead', () => {
    const plan = machine({ postgres: absent, dockerEngine: true, forTests: false });
    expect(plan).toEqual({ kind: 'missing', message: `PostgreSQL does not answer.\n${HOW_TO_GET_THEM}` });
  });

  it('without a Docker engine, one message names both missing servers and the two ways to get them', () => {
    const plan = machine({ postgres: absent, redis: absent });
    expect(plan.kind).toBe('missing');
    const message = plan.kind === 'missing' ? plan.message : '';
    expect(message).toMatch(/^PostgreSQL and Redis do not answer\./);
    expect(message).toContain('apt-get install postgresql redis-server');
    expect(message).toContain('docker compose up -d postgres redis');
  });
});

describe('when npm ci runs', () => {
  it('runs when node_modules is missing or older than the lockfile, not otherwise', () => {
    expect(needsInstall({ lockfileMtimeMs: 1000, installedMtimeMs: null })).toBe(true);
    expect(needsInstall({ lockfileMtimeMs: 2000, installedMtimeMs: 1000 })).toBe(true);
    expect(needsInstall({ lockfileMtimeMs: 1000, installedMtimeMs: 1000 })).toBe(false);
    expect(needsInstall({ lockfileMtimeMs: 1000, installedMtimeMs: 3000 })).toBe(false);
  });
});
