import type { ApiError } from '@atoll/shared';

// Reading the API's error answers in tests (`{ error: { code, message, details? } }`, @atoll/shared).

/** The error of an answer, as the shared schema types it. */
export const errorOf = (res: { json(): unknown }): ApiError['error'] => (res.json() as ApiError).error;

/** The fields a 400 names (`body.size`, `query.interval`, `params.address`); undefined when it names none. */
export const issuePathsOf = (res: { json(): unknown }): string[] | undefined =>
  errorOf(res).details?.issues?.map((issue) => issue.path);
