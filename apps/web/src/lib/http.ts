import type { z } from 'zod/mini';

// JSON over fetch. Every answer of the product API (everything under env.apiUrl, the public price API
// included) goes through `apiGet` / `apiPost`, which validate it against its @atoll/shared schema: an answer
// that breaks the contract is an ApiContractError naming the endpoint and the first failing field, never data
// dropped or shown wrong. The schemas are zod/mini, so they cost the page load little. TonAPI's answers are
// read with `requestJson` by the features that call it.

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    /** The API's error code (`{error: {code}}`), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** An answer of the product API that does not match its @atoll/shared schema. */
export class ApiContractError extends Error {
  override name = 'ApiContractError';
  constructor(
    /** `GET /pools/0:…/events`: the method and the path asked. */
    readonly endpoint: string,
    /** The first failing field, dotted (`result.0.reserve_x`); '(body)' for the answer itself. */
    readonly path: string,
    readonly issue: string,
  ) {
    super(`${endpoint}: unexpected response at ${path}: ${issue}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** The error of `{error: {message, code}}` (the API) or `{error: "..."}` (TonAPI). */
function httpError(body: unknown, status: number): HttpError {
  if (!isRecord(body)) return new HttpError(`HTTP ${status}`, status);
  const { error } = body;
  if (typeof error === 'string') return new HttpError(error, status);
  if (isRecord(error) && typeof error.message === 'string') {
    return new HttpError(error.message, status, typeof error.code === 'string' ? error.code : undefined);
  }
  return new HttpError('Unknown error occurred', status);
}

export async function requestJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json', ...init.headers } : init?.headers,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw httpError(body, response.status);
  return body;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return value;
}

const kindOf = (value: unknown) =>
  value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** What is wrong with `value`, in words: zod/mini carries no error texts, only the schemas' own messages. */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, got ${kindOf(value)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((option) => JSON.stringify(option)).join(', ')}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    case 'invalid_union':
      return issue.discriminator !== undefined && 'options' in issue && issue.options
        ? `expected one of ${issue.options.map((option) => JSON.stringify(option)).join(', ')}`
        : 'matches none of the allowed shapes';
    default:
      return issue.message;
  }
}

/**
 * The issue to report and its full path. A union that no branch matches is one issue at the union; the
 * branch that got furthest (the longest path) names the field that broke it.
 */
function firstFailure(issue: z.core.$ZodIssue): { issue: z.core.$ZodIssue; path: PropertyKey[] } {
  if (issue.code === 'invalid_union') {
    let deepest: ReturnType<typeof firstFailure> | null = null;
    for (const [first] of issue.errors) {
      if (first === undefined) continue;
      const inner = firstFailure(first);
      if (inner.path.length > (deepest?.path.length ?? 0)) deepest = inner;
    }
    if (deepest) return { issue: deepest.issue, path: [...issue.path, ...deepest.path] };
  }
  return { issue, path: [...issue.path] };
}

/** `body` as `schema` says, or an ApiContractError for `endpoint` at the first failing field. */
export function parseApiResponse<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  endpoint: string,
): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  if (!first) throw new ApiContractError(endpoint, '(body)', 'invalid');
  const { issue, path } = firstFailure(first);
  const at = path.length > 0 ? path.map(String).join('.') : '(body)';
  throw new ApiContractError(endpoint, at, describeIssue(issue, valueAt(body, path)));
}

/** `GET /pools/0:…`: the method and the decoded path, for error messages. */
export function endpointOf(method: string, url: string): string {
  const { pathname } = new URL(url);
  return `${method} ${decodeURIComponent(pathname)}`;
}

/** GET on the API, the answer validated against `schema`. */
export async function apiGet<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  init?: Omit<RequestInit, 'method' | 'body'>,
): Promise<z.output<S>> {
  return parseApiResponse(schema, await requestJson(url, init), endpointOf('GET', url));
}

/** POST of a JSON body to the API, the answer validated against `schema`. */
export async function apiPost<S extends z.ZodMiniType>(
  url: string,
  body: unknown,
  schema: S,
  init?: Omit<RequestInit, 'method' | 'body'>,
): Promise<z.output<S>> {
  const answer = await requestJson(url, { ...init, method: 'POST', body: JSON.stringify(body) });
  return parseApiResponse(schema, answer, endpointOf('POST', url));
}
