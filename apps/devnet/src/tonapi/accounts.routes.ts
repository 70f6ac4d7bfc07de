import type { FastifyInstance } from 'fastify';
import type { DevnetContext } from '../context';

export function registerAccountsRoutes(_app: FastifyInstance, _ctx: DevnetContext): void {}
