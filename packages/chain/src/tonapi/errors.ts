// The chain client's error texts (docs/product-spec.md §8 "Chain client"), once. @ton-api/client throws
// the same texts for its own calls (its `prepareResponse`); `errors.test.ts` holds both paths to them.

/** A TonAPI answer that is not a success, after retries: the status and TonAPI's own message. */
export class TonApiError extends Error {
  override name = 'TonApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
  ) {
    super(message);
  }
}

/** A queued request whose caller gave up before it was sent. */
export class TaskAbortedError extends Error {
  override name = 'TaskAbortedError';
  constructor() {
    super('Task aborted');
  }
}

/**
 * The message of a failed answer's body: TonAPI writes `{"error": "…"}`. A body that is JSON of another
 * shape is a 'Wrong error response', one that is not JSON (an empty one too) a 'Failed to parse error
 * response'; a body that could not be read at all is an 'Unknown error occurred'.
 */
export function errorMessageOf(body: string | null): string {
  if (body === null) return 'Unknown error occurred';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return `Failed to parse error response: ${error instanceof Error ? error.message : 'Unknown parsing error'}`;
  }
  if (typeof parsed === 'string') return parsed;
  const text = (parsed as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text !== '' ? text : `Wrong error response: ${body}`;
}

/** A request that never got an answer (network down, timeout): its own message, or 'Unknown fetch error'. */
export const fetchErrorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unknown fetch error';

/** TonAPI's "not found" (404 `entity not found`): an account read turns it into an empty uninit account. */
export const isNotFound = (error: unknown): boolean => error instanceof TonApiError && error.status === 404;
