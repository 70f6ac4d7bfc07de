import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client';
import { databaseUrl } from './env';

export type Db = PrismaClient;

/** A client on node-postgres (Prisma 7 has no built-in driver); it connects on first query. */
export function createDb(url: string = databaseUrl()): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}
