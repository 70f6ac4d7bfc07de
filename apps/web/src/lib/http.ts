// JSON over fetch for the API and TonAPI. Answers are checked by hand in each feature's parser:
// the zod schemas of @atoll/shared would pull zod and @ton/core into the page-load chunks.

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error text of `{error: {message}}` (the API) or `{error: "..."}` (TonAPI). */
function errorMessage(body: unknown, status: number): string {
  if (!isRecord(body)) return `HTTP ${status}`;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return 'Unknown error occurred';
}

export async function requestJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json', ...init.headers } : init?.headers,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(errorMessage(body, response.status), response.status);
  return body;
}

/** The `result` of the API's `{result: ...}` envelope. */
export async function requestResult(url: string, init?: RequestInit): Promise<unknown> {
  const body = await requestJson(url, init);
  if (!isRecord(body) || !('result' in body)) throw new HttpError('Unexpected response shape', 200);
  return body.result;
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNano = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,78}$/.test(value);
export const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value);
export const isDecimals = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255;
