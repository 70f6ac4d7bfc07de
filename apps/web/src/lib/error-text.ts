// The text an error shows (docs/product-spec.md §8 "Login and sending": 'Unhandled error:' wraps unknown errors).
// An Error says what it is; anything else thrown (a string, an object from a wallet's bridge) is named as
// unhandled, so the user never sees a bare "[object Object]" nor an empty message.

export const UNHANDLED_ERROR_PREFIX = 'Unhandled error:';

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  let detail: string;
  try {
    detail = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    detail = String(error);
  }
  return `${UNHANDLED_ERROR_PREFIX} ${error instanceof Error ? error.name : detail}`;
}
