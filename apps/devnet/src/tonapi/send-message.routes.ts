import type { DevnetApp } from '../context';
import { SendMessageBodySchema, SentSchema } from './schemas/send-message';
import type { SendMessageService } from './send-message.service';

export function registerSendMessageRoutes(app: DevnetApp, messages: SendMessageService): void {
  app.post(
    '/v2/blockchain/message',
    { schema: { body: SendMessageBodySchema, response: { 200: SentSchema } } },
    async (req, reply) => {
      messages.send(req.body);
      return reply.status(200).send();
    },
  );
}
