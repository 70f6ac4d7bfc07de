import type { DevnetApp } from '../context';
import { TraceParamsSchema, TraceSchema } from './schemas/traces';
import type { TracesService } from './traces.service';

export function registerTracesRoutes(app: DevnetApp, traces: TracesService): void {
  app.get(
    '/v2/traces/:trace_id',
    { schema: { params: TraceParamsSchema, response: { 200: TraceSchema } } },
    async (req) => traces.trace(req.params.trace_id),
  );
}
