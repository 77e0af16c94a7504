/**
 * In-process queues per stream id, one per event store (`store.locks`). Commands and appends of
 * one process on the same stream wait their turn instead of racing to a concurrency conflict and
 * retrying in a storm; other processes are still kept apart by the expected-version check.
 */
export class StreamLocks {
  private tails = new Map<string, Promise<void>>();

  async withLocks<T>(streamIds: string[], work: () => Promise<T>): Promise<T> {
    const ids = [...new Set(streamIds)].sort();
    const releases: Array<() => void> = [];
    try {
      for (const id of ids) releases.push(await this.acquire(id));
      return await work();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  /** Waits for the stream's earlier holders; call the returned function to let the next one in. */
  async acquire(id: string): Promise<() => void> {
    const previous = this.tails.get(id) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => current);
    this.tails.set(id, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(id) === tail) this.tails.delete(id);
    };
  }
}
