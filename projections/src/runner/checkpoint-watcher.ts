import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.js";
import { comparePositions, type Position } from "@app/event-store/port";

interface Waiter {
  position: Position;
  resolve: (reached: boolean) => void;
  deadline: number;
}

/**
 * Read-your-writes (design notes §6): a command waits until the read models have reached the
 * position it appended. One shared poll serves all waiters of a process; an in-process runner
 * reports progress directly through `advanced`.
 */
export class CheckpointWatcher {
  private latest: Position = { commit: 0n, prepare: 0n };
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly pollMs = 5,
  ) {}

  advanced(position: Position): void {
    if (comparePositions(position, this.latest) > 0) this.latest = position;
    this.settle();
  }

  /** Resolves true when the read models include `position`, false after `timeoutMs`. */
  waitFor(position: Position | null, timeoutMs = 5000): Promise<boolean> {
    if (!position || comparePositions(this.latest, position) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.waiters.push({ position, resolve, deadline: Date.now() + timeoutMs });
      this.schedule();
    });
  }

  private settle(): void {
    const now = Date.now();
    this.waiters = this.waiters.filter((w) => {
      if (comparePositions(this.latest, w.position) >= 0) w.resolve(true);
      else if (now >= w.deadline) w.resolve(false);
      else return true;
      return false;
    });
  }

  private schedule(): void {
    if (this.timer || this.waiters.length === 0) return;
    this.timer = setTimeout(async () => {
      try {
        const r = await sql<{ c: string; p: string }>`SELECT commit_pos AS c, prepare_pos AS p FROM rm_checkpoint WHERE id = 1`.execute(
          this.handle.db,
        );
        const row = r.rows[0];
        if (row) this.advanced({ commit: BigInt(row.c), prepare: BigInt(row.p) });
      } catch {
        // A failed poll only delays the waiters; their deadline still bounds the wait.
      }
      this.settle();
      this.timer = null;
      this.schedule();
    }, this.pollMs);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const w of this.waiters) w.resolve(false);
    this.waiters = [];
  }
}
