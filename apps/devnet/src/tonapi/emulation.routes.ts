import type { DevnetApp } from '../context';
import type { EmulationService } from './emulation.service';
import {
  EmulateTraceBodySchema,
  EmulateTraceQuerySchema,
  EmulateWalletBodySchema,
  MessageConsequencesSchema,
} from './schemas/emulation';
import { TraceSchema } from './schemas/traces';

export function registerEmulationRoutes(app: DevnetApp, emulation: EmulationService): void {
  app.post(
    '/v2/traces/emulate',
    {
      schema: {
        body: EmulateTraceBodySchema,
        querystring: EmulateTraceQuerySchema,
        response: { 200: TraceSchema },
      },
    },
    async (req) => emulation.trace(req.body.boc, req.query.ignore_signature_check),
  );

  app.post(
    '/v2/wallet/emulate',
    { schema: { body: EmulateWalletBodySchema, response: { 200: MessageConsequencesSchema } } },
    async (req) => emulation.wallet(req.body),
  );
}
