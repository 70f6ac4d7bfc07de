import type { DevnetApp } from '../context';
import type { RatesService } from './rates.service';
import { RatesQuerySchema, RatesSchema } from './schemas/jettons';

export function registerRatesRoutes(app: DevnetApp, rates: RatesService): void {
  app.get(
    '/v2/rates',
    { schema: { querystring: RatesQuerySchema, response: { 200: RatesSchema } } },
    async (req) => rates.rates(req.query.tokens, req.query.currencies),
  );
}
