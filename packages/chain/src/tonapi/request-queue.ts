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
 *
 * TonAPI counts a request when it arrives, which can be any time between its start here and its answer: a
 * busy event loop on either side (a write delayed here, a server that stalls and then reads a backlog at
 * once) bunches arrivals beyond what a margin on start times covers. So a request also holds one of the
 * limit's places from its start until a second after its answer (`window`): whatever the delays, no more
 * than the limit can reach TonAPI within one second of each other.
 */
export class RequestQueue {
  private readonly queue: PQueue;
  private readonly window: AnswerWindow;
  private resumeAt = 0;
  private resumeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor({ rps, maxInFlight }: RequestQueueOptions) {
    if (!(rps > 0)) throw new RangeError(`rps must be positive, got ${rps}`);
    const perSecond = rps >= 1;
    this.window = perSecond
      ? new AnswerWindow(Math.floor(rps), 1000)
      : new AnswerWindow(1, Math.ceil(1000 / rps));
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
      return await this.queue.add(() => this.window.hold(task), { priority, signal });
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

/**
 * At most `places` requests on the wire or answered within the last `ms`: a start waits (in the order the
 * queue started them) for a place, held until `ms` after its answer.
 */
class AnswerWindow {
  /** Requests on the wire, and woken starts about to be. */
  private onWire = 0;
  /** When the requests answered within the last `ms` were answered, oldest first. */
  private readonly answered: number[] = [];
  private readonly waiting: Array<() => void> = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly places: number,
    private readonly ms: number,
  ) {}

  async hold<T>(task: () => Promise<T>): Promise<T> {
    // a woken start was counted on the wire by wake()
    if (this.waiting.length > 0 || !this.free())
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.wake();
      });
    else this.onWire++;
    try {
      return await task();
    } finally {
      this.onWire--;
      this.answered.push(Date.now());
      this.wake();
    }
  }

  private free(): boolean {
    const since = Date.now() - this.ms;
    while (this.answered.length > 0 && this.answered[0]! <= since) this.answered.shift();
    return this.onWire + this.answered.length < this.places;
  }

  /** Lets waiting starts go while there are places; else looks again when the oldest answer leaves the window. */
  private wake(): void {
    while (this.waiting.length > 0 && this.free()) {
      this.onWire++;
      this.waiting.shift()!();
    }
    if (this.timer || this.waiting.length === 0 || this.answered.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.wake();
      },
      Math.max(1, this.answered[0]! + this.ms - Date.now()),
    );
    this.timer.unref?.();
  }
}
