// The only place this package reads the environment.

/** The local server with trust auth, as README.md's requirements describe. */
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/atoll';

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : DEFAULT_DATABASE_URL;
}
