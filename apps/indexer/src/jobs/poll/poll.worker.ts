import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { createPoll } from './poll';

export const pollWorker = (poll: ReturnType<typeof createPoll>, deps: WorkerDeps) =>
  createWorker(
    QueueName.Poll,
    async () => {
      await poll.run();
    },
    deps,
  );
