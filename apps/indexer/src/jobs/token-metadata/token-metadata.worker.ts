import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { TokenMetadataService } from './token-metadata';

export const tokenMetadataWorker = (tokens: TokenMetadataService, deps: WorkerDeps) =>
  createWorker(QueueName.TokenMetadata, (job) => tokens.refresh(job.data.address), deps);
