/** A trace the chain has not finished (or TonAPI has not indexed yet): the job retries with backoff. */
export class TraceNotFinalError extends Error {
  constructor(readonly txHash: string) {
    super(`trace of ${txHash} is not final yet`);
    this.name = 'TraceNotFinalError';
  }
}
