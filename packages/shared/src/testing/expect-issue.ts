import { toFriendlyAddress } from '@atoll/chain/address';
import { expect } from 'vitest';
import type { z } from 'zod/mini';

/** Sample addresses: the same account raw and friendly, and another one. */
export const RAW = '0:' + 'a1'.repeat(32);
export const FRIENDLY = toFriendlyAddress(RAW)!;
export const OTHER = toFriendlyAddress('-1:' + '3c'.repeat(32), { bounceable: false, testOnly: true })!;
export const HASH = 'f0'.repeat(32);

/** Parses and fails the test with the issues when parsing fails. */
export function expectValid<T extends z.ZodMiniType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(JSON.stringify(result.error.issues));
  return result.data;
}

/** Expects a failure with an issue whose path is exactly `path` (the field is named). */
export function expectIssueAt(schema: z.ZodMiniType, input: unknown, path: (string | number)[]): void {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be rejected`).toBe(false);
  if (result.success) return;
  const paths = result.error.issues.map((issue) => issue.path.map(String).join('.'));
  expect(paths).toContain(path.map(String).join('.'));
}

/** Replaces a value at a path in a deep copy (`undefined` deletes the key). */
export function withField(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Expects a strict schema to reject `key` as unknown, and `issuesFromZod` to name it. */
export function expectUnknownKeyRejected(
  schema: z.ZodMiniType,
  input: unknown,
  key: string,
  at: string[] = [],
): void {
  const result = schema.safeParse(withField(input, [...at, key], 1));
  expect(result.success).toBe(false);
  if (result.success) return;
  const unknown = result.error.issues.find((issue) => issue.code === 'unrecognized_keys');
  expect(unknown?.path.map(String)).toEqual(at);
  expect(unknown && 'keys' in unknown ? unknown.keys : []).toContain(key);
}
