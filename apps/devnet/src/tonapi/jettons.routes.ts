import type { DevnetApp } from '../context';
import type { JettonsService } from './jettons.service';
import { IdParamsSchema } from './schemas/common';
import { JettonInfoSchema } from './schemas/jettons';

export function registerJettonsRoutes(app: DevnetApp, jettons: JettonsService): void {
  app.get(
    '/v2/jettons/:id',
    { schema: { params: IdParamsSchema, response: { 200: JettonInfoSchema } } },
    async (req) => jettons.jetton(req.params.id),
  );
}
