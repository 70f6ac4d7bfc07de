import type { DevnetApp, DevnetContext } from '../context';
import { accountEventsService } from './account-events.service';
import { registerAccountsRoutes } from './accounts.routes';
import { accountsService } from './accounts.service';
import { registerBlockchainRoutes } from './blockchain.routes';
import { blockchainService } from './blockchain.service';
import { registerEmulationRoutes } from './emulation.routes';
import { emulationService } from './emulation.service';
import { registerJettonsRoutes } from './jettons.routes';
import { jettonsService } from './jettons.service';
import { registerRatesRoutes } from './rates.routes';
import { ratesService } from './rates.service';
import { registerSendMessageRoutes } from './send-message.routes';
import { sendMessageService } from './send-message.service';
import { registerSseRoutes } from './sse.routes';
import { registerTracesRoutes } from './traces.routes';
import { tracesService } from './traces.service';

// Each TonAPI area lives in its own module; this list is the whole surface the devnet serves.
export function registerTonApiRoutes(app: DevnetApp, ctx: DevnetContext): void {
  registerBlockchainRoutes(app, blockchainService(ctx));
  registerSendMessageRoutes(app, sendMessageService(ctx.chain));
  registerTracesRoutes(app, tracesService(ctx));
  registerEmulationRoutes(app, emulationService(ctx));
  registerSseRoutes(app, ctx);
  registerAccountsRoutes(app, accountsService(ctx), accountEventsService(ctx));
  registerJettonsRoutes(app, jettonsService(ctx));
  registerRatesRoutes(app, ratesService(ctx));
}
