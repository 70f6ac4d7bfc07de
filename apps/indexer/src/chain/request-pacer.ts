import { type Bucket, newBucket, takeToken } from './rate-limit.fns';

export enum RequestPriority {
  /** What rows and the live latency wait on: account pages, get methods. */
  High = 0,
  /** Trace settlement: plenty of it during a backlog, none of it urgent. */
  Low = 1,
}

/**
 * Paces requests toward TonAPI: at most `rps` per second (the token bucket of rate-limit.fns), at most
 * `maxInFlight` at once, and a waiting high-priority request always goes before a waiting low one, so a
 * backlog of traces never holds up an account page. `acquire` resolves with the release function.
 */
export class RequestPacer {
  private bucket: Bucket;
  private inFlight = 0;
  private readonly waiting: [Array<() => void>, Array<() => void>] = [[], []];
  /** Set while a token is reserved for whoever is first in line when it comes. */
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly rps: number,
    private readonly maxInFlight: number,
    private readonly now: () => number = Date.now,
  ) {
    this.bucket = newBucket(rps, now());
  }

  acquire(priority: RequestPriority): Promise<() => void> {
    return new Promise((resolve) => {
      let released = false;
      this.waiting[priority].push(() =>
        resolve(() => {
          if (released) return;
          released = true;
          this.inFlight--;
          this.pump();
        }),
      );
      this.pump();
    });
  }

  /** A 429: nobody starts a request before `until` (ms timestamp). */
  blockUntil(until: number): void {
    this.bucket = { ...this.bucket, blockedUntil: Math.max(this.bucket.blockedUntil, until) };
  }

  get queued(): number {
    return this.waiting[0].length + this.waiting[1].length;
  }

  private pump(): void {
    while (!this.timer && this.inFlight < this.maxInFlight && this.queued > 0) {
      const taken = takeToken(this.bucket, this.rps, this.now());
      this.bucket = taken.bucket;
      if (taken.waitMs > 0) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.start();
          this.pump();
        }, taken.waitMs);
        return;
      }
      this.start();
    }
  }

  private start(): void {
    const next = this.waiting[0].shift() ?? this.waiting[1].shift();
    if (!next) return;
    this.inFlight++;
    next();
  }
}
