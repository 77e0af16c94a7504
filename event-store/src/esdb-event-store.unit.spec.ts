import { ANY, BACKWARDS, type KurrentDBClient, NO_STREAM, StreamNotFoundError, WrongExpectedVersionError } from "@kurrent/kurrentdb-client";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { EsdbEventStore, isSystemEvent, toExpectedRevision } from "./esdb-event-store.js";
import { describeEventStoreContract } from "../testing/event-store.contract.js";
import { createEventStore, PostgresEventStore } from "./index.js";

interface Rec {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: { commit: bigint; prepare: bigint };
}

/**
 * An in-memory stand-in for the subset of the EventStoreDB client the adapter uses: it checks
 * the adapter's mapping (revisions, positions, system events, inclusive reads, errors) here,
 * where no server runs. It is not EventStoreDB: esdb-event-store.int.spec.ts runs the contract
 * against a real server.
 */
function fakeClient() {
  const log: Rec[] = [];
  const write = (streamId: string, type: string, id: string, data: unknown, metadata: unknown) => {
    const revision = BigInt(log.filter((r) => r.streamId === streamId).length);
    const p = BigInt((log.length + 1) * 100);
    log.push({
      id,
      streamId,
      revision,
      type,
      data,
      metadata,
      isJson: true,
      created: new Date(),
      position: { commit: p, prepare: p },
    });
  };
  write("$settings", "$settings", "s0", {}, {});
  const cmp = (a: Rec["position"], b: Rec["position"]) => (a.commit === b.commit ? 0 : a.commit < b.commit ? -1 : 1);
  return {
    async appendToStream(
      streamId: string,
      events: { id: string; type: string; data: unknown; metadata: unknown }[],
      o: { streamState: unknown },
    ) {
      await new Promise((r) => setImmediate(r));
      const stream = log.filter((r) => r.streamId === streamId);
      const current = stream.length === 0 ? NO_STREAM : BigInt(stream.length - 1);
      const expected = o.streamState;
      if (expected !== ANY && expected !== current) {
        const from = expected === NO_STREAM ? 0 : Number(expected) + 1;
        const same = events.every((e, i) => stream[from + i]?.id === e.id);
        if (!same) throw new WrongExpectedVersionError(undefined, { streamName: streamId, current, expected } as never);
        const last = stream[from + events.length - 1] as Rec;
        return { success: true, nextExpectedRevision: last.revision, position: last.position };
      }
      for (const e of events) {
        if (log.length % 5 === 0) write(`$$${streamId}`, "$metadata", `m${log.length}`, {}, {});
        write(streamId, e.type, e.id, e.data, e.metadata);
      }
      const last = log.filter((r) => r.streamId === streamId).at(-1) as Rec;
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    },
    readStream(streamId: string, o: { direction: string; fromRevision: bigint | "end"; maxCount?: bigint }) {
      let stream = log.filter((r) => r.streamId === streamId);
      if (stream.length === 0)
        return (async function* () {
          yield* [];
          throw new StreamNotFoundError(undefined, streamId);
        })();
      if (o.direction === BACKWARDS) stream = stream.reverse().filter((r) => o.fromRevision === "end" || r.revision <= o.fromRevision);
      else stream = stream.filter((r) => r.revision >= (o.fromRevision as bigint));
      return stream.slice(0, Number(o.maxCount ?? 1_000_000n)).map((event) => ({ event }));
    },
    readAll(o: { direction: string; fromPosition: Rec["position"] | "start" | "end"; maxCount: number }) {
      const from = o.fromPosition;
      const all =
        o.direction === BACKWARDS
          ? [...log].reverse().filter((r) => from === "end" || (from !== "start" && cmp(r.position, from) <= 0))
          : log.filter((r) => from === "start" || (from !== "end" && cmp(r.position, from) >= 0));
      return all.slice(0, o.maxCount).map((event) => ({ event }));
    },
    async dispose() {},
  };
}

describeEventStoreContract(
  "EventStoreDB adapter on an in-memory fake client",
  async () => {
    const store = new EsdbEventStore(fakeClient() as unknown as KurrentDBClient);
    return { store, cleanup: () => store.close() };
  },
  { atomicAppendMany: false, lateCommits: false, reportsRacingDuplicate: false },
);

describe("EventStoreDB adapter mapping", () => {
  it("when versions are mapped, then version N is revision N-1, 0 is no_stream and 'any' stays any", () => {
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision(1)).toBe(0n);
    expect(toExpectedRevision(7)).toBe(6n);
    expect(toExpectedRevision("any")).toBe(ANY);
  });

  it("when an event's type or stream starts with $, then it is a system event", () => {
    expect(isSystemEvent({ type: "$metadata", streamId: "investor-1" })).toBe(true);
    expect(isSystemEvent({ type: "SharesIssued", streamId: "$stats-0.0.0.0:2113" })).toBe(true);
    expect(isSystemEvent({ type: "SharesIssued", streamId: "investor-1" })).toBe(false);
  });
});

describe("createEventStore", () => {
  const pool = {} as pg.Pool;
  it("when the URL is esdb:// or kurrentdb://, then it selects EventStoreDB", async () => {
    for (const url of ["esdb://127.0.0.1:2113?tls=false", "kurrentdb://127.0.0.1:2113?tls=false"]) {
      const store = await createEventStore({ eventStoreUrl: url, pool });
      expect(store).toBeInstanceOf(EsdbEventStore);
      await store.close();
    }
  });

  it("when there is no URL or a PostgreSQL one, then it selects PostgreSQL", async () => {
    expect(await createEventStore({ pool })).toBeInstanceOf(PostgresEventStore);
    expect(await createEventStore({ eventStoreUrl: "postgres://x/y", pool })).toBeInstanceOf(PostgresEventStore);
  });
});
