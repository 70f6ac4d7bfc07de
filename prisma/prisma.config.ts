import { defineConfig } from 'prisma/config';
import { databaseUrl } from './src/env';

// Used by the prisma CLI (generate, studio, and migrate where the schema engine is available).
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations', seed: 'tsx scripts/seed.ts' },
  datasource: { url: databaseUrl() },
});
