import type { FastifyInstance } from 'fastify';
import type { DevnetContext } from '../context';
import { registerAccountsRoutes } from './accounts.routes';
import { registerBlockchainRoutes } from './blockchain.routes';
import { registerJettonsRoutes } from './jettons.routes';
import { registerRatesRoutes } from './rates.routes';
import { registerSseRoutes } from './sse.routes';
import { registerTracesRoutes } from './traces.routes';

type RouteModule = (app: FastifyInstance, ctx: DevnetContext) => void;

// Each TonAPI area lives in its own module; this list is the whole surface the devnet serves.
const modules: RouteModule[] = [
  registerBlockchainRoutes,
  registerTracesRoutes,
  registerSseRoutes,
  registerAccountsRoutes,
  registerJettonsRoutes,
  registerRatesRoutes,
];

export function registerTonApiRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  for (const register of modules) register(app, ctx);
}
