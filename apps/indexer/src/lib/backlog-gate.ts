/**
 * Rows before traces. While an account sync reads a backlog (a full page means more follow), trace
 * settlement holds back its requests: the chain source then serves pages only, and rows go in at the rate
 * it serves them. A trace request costs the source far more than a page's share of one (the devnet serves
 * ~2,000 events a second in pages, ~300 traces), so traces fetched beside a backlog took the pages' time;
 * a queue that orders waiting requests (the chain client's priorities) cannot help once the traces are on
 * the wire. A live chain's pages are short: the gate stays open and traces settle as they come.
 */
export class BacklogGate {
  private holders = 0;
  private waiting: Array<() => void> = [];

  /** Held by a sync from its first full page; the returned function lets go (once, whatever it is called). */
  hold(): () => void {
    this.holders++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
      if (this.holders > 0) return;
      const waiting = this.waiting;
      this.waiting = [];
      for (const resume of waiting) resume();
    };
  }

  /** Resolves at once when no backlog is being read, else when the last one is done. */
  open(): Promise<void> {
    if (this.holders === 0) return Promise.resolve();
    return new Promise((resume) => this.waiting.push(resume));
  }

  get held(): boolean {
    return this.holders > 0;
  }
}
