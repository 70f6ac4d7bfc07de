import PQueue from 'p-queue';
import { TaskAbortedError } from './errors';

export enum RequestPriority {
  /** Trace settlement and other reads nothing waits on: plenty during a backlog, none urgent. */
  Low = 0,
  /** What rows, pages and the live latency wait on: account pages, get methods, a user's request. */
  High = 1,
}

/** How much later than its start a request may reach TonAPI (a connection being set up, a busy event loop). */
const ARRIVAL_MARGIN_MS = 100;

export interface RequestQueueOptions {
  /** Requests started per second at most (TonAPI's limit for the key; fractions for the keyless 1 per 4 s). */
  rps: number;
  /** Requests in flight at most. */
  maxInFlight: number;
}

/**
 * Paces every request toward TonAPI (p-queue): at most `rps` started per second, at most `maxInFlight` at
 * once, waiting high-priority requests before low ones, and a 429 pauses everyone, not only its caller.
 */
export class RequestQueue {
  private readonly queue: PQueue;
  private resumeAt = 0;
  private resumeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor({ rps, maxInFlight }: RequestQueueOptions) {
    if (!(rps > 0)) throw new RangeError(`rps must be positive, got ${rps}`);
    const perSecond = rps >= 1;
    this.queue = new PQueue({
      concurrency: maxInFlight,
      intervalCap: perSecond ? Math.floor(rps) : 1,
      // requests reach TonAPI a little sooner or later than they start: a margin keeps its count within the limit
      interval: (perSecond ? 1000 : Math.ceil(1000 / rps)) + ARRIVAL_MARGIN_MS,
      // a sliding window: never more than the limit in any second, not only in each calendar second
      strict: true,
    });
  }

  /** Runs `task` when its turn comes; a caller that aborts while it waits gets 'Task aborted'. */
  async run<T>(task: () => Promise<T>, priority: RequestPriority, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new TaskAbortedError();
    try {
      return await this.queue.add(task, { priority, signal });
    } catch (error) {
      if (signal?.aborted) throw new TaskAbortedError();
      throw error;
    }
  }

  /** A 429 with Retry-After: nobody starts a request for `ms`. */
  pauseFor(ms: number): void {
    const until = Date.now() + ms;
    if (until <= this.resumeAt) return;
    this.resumeAt = until;
    this.queue.pause();
    if (this.resumeTimer) clearTimeout(this.resumeTimer);
    this.resumeTimer = setTimeout(() => {
      this.resumeTimer = null;
      this.queue.start();
    }, ms);
    this.resumeTimer.unref?.();
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Requests on the wire. */
  get inFlight(): number {
    return this.queue.pending;
  }
}
