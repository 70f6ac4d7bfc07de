import {
  AnalyticsEventsRequestSchema,
  AnalyticsEventsResponseSchema,
  ANALYTICS_EVENT_NAMES,
} from '@atoll/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, type Registry } from 'prom-client';

// POST /analytics/events: the web app's own analytics (docs/product-spec.md §2, §4), counted here and nowhere
// else. Validated by the shared schema (names and labels from a closed list, so the series stay few), rate
// limited like every other route, and kept as Prometheus counters only: no row, no address, no IP.

export const analyticsRoutes =
  (registry: Registry): FastifyPluginAsyncZod =>
  async (app) => {
    const events = new Counter({
      name: 'atoll_web_events_total',
      help: "The web app's analytics events, by name and label (navigation entry or transaction variant)",
      labelNames: ['name', 'label'],
      registers: [registry],
    });
    // the browser sends a beacon (navigator.sendBeacon): a text/plain body, which needs no CORS preflight and
    // survives the page being left; it is the same JSON, validated by the same schema (this plugin only)
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    // every name shows from the start, at 0, so a dashboard can tell "none yet" from "not reported"
    for (const name of ANALYTICS_EVENT_NAMES) events.inc({ name, label: '' }, 0);

    app.post(
      '/analytics/events',
      {
        schema: {
          tags: ['analytics'],
          operationId: 'countAnalyticsEvents',
          summary: "Count the web app's analytics events",
          description:
            'Up to 20 events of the closed lists in @atoll/shared/analytics (navigation clicks, wallet connected, ' +
            'connection cancelled, transaction confirmed), counted per name and label on `/metrics`; nothing is ' +
            'stored. Also takes the text/plain body a browser beacon sends.',
          body: AnalyticsEventsRequestSchema,
          response: { 200: AnalyticsEventsResponseSchema },
        },
      },
      async (req) => {
        for (const event of req.body.events) events.inc({ name: event.name, label: event.label ?? '' });
        return { result: { accepted: req.body.events.length } };
      },
    );
  };
