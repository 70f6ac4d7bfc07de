/** An error TonAPI would answer with `{"error": message}` and this status. */
export class TonApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () => new TonApiError(404, 'entity not found');
export const badRequest = (message: string) => new TonApiError(400, message);
