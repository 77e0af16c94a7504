import type { TestApp } from "@app/ledger-service/testing/test-app";
import { afterAll, beforeAll } from "vitest";
import { startWorkers, type WorkerSet } from "../src/start-workers.js";

/** The workers over a test app's context and queues: started once the app runs, closed before it stops. */
export function useWorkers(app: TestApp): void {
  let workers: WorkerSet | undefined;
  beforeAll(() => {
    workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
  });
  afterAll(async () => {
    await workers?.close();
  });
}

/** Reads again every 200 ms until `done` holds or `ms` pass, and gives the last reading either way (the test's expect says what is wrong). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
