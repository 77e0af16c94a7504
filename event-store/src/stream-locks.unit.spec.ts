import { describe, expect, it } from "vitest";
import { StreamLocks } from "./stream-locks.js";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("stream locks", () => {
  it("when two commands touch the same stream, then the second starts only after the first ends", async () => {
    const locks = new StreamLocks();
    const log: string[] = [];
    await Promise.all([
      locks.withLocks(["a"], async () => {
        log.push("1 start");
        await tick();
        log.push("1 end");
      }),
      locks.withLocks(["a"], async () => {
        log.push("2 start");
        log.push("2 end");
      }),
    ]);
    expect(log).toEqual(["1 start", "1 end", "2 start", "2 end"]);
  });

  it("when commands touch different streams, then they run at the same time", async () => {
    const locks = new StreamLocks();
    let running = 0;
    let peak = 0;
    await Promise.all(
      ["a", "b", "c"].map((id) =>
        locks.withLocks([id], async () => {
          peak = Math.max(peak, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(peak).toBe(3);
  });

  it("when multi-stream commands overlap in opposite orders, then neither deadlocks and a failure releases the locks", async () => {
    const locks = new StreamLocks();
    const results = await Promise.allSettled([
      locks.withLocks(["x", "offering"], async () => tick()),
      locks.withLocks(["offering", "x"], async () => {
        throw new Error("refused");
      }),
      locks.withLocks(["offering"], async () => "done"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
