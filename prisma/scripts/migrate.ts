// npm run db:migrate: applies pending migrations to DATABASE_URL, creating the database if needed.
import { databaseUrl } from '../src/env';
import { migrate, MigrationError } from '../src/migrate';
import { redactUrl } from '../src/urls';

const url = databaseUrl();
try {
  const { applied } = await migrate({ url, log: (line) => console.log(line) });
  console.log(
    applied.length
      ? `${applied.length} migration(s) applied to ${redactUrl(url)}`
      : `${redactUrl(url)} is up to date`,
  );
} catch (error) {
  if (!(error instanceof MigrationError)) throw error;
  console.error(`db:migrate: ${error.message}`);
  process.exit(1);
}
