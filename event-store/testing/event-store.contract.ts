import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConcurrencyError, comparePositions } from "../src/port.js";
import type { EventStore, ExpectedVersion, NewEvent, Position, RecordedEvent } from "../src/port.js";

/** The ONE event-store contract suite (design notes §2), run against every adapter. */
export interface EventStoreFixture {
  store: EventStore;
  cleanup(): Promise<void>;
  /** Appends in a transaction left open (events inserted, not committed) until `commit`. */
  holdOpenAppend?: (streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]) => Promise<HeldOpenAppend>;
}

export interface HeldOpenAppend {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface ContractOptions {
  /** Backend not reachable: every test is reported as skipped, none pretends to pass. */
  skip?: boolean;
  /** appendMany is all or nothing (PostgreSQL); otherwise it is only completed by a retry. */
  atomicAppendMany: boolean;
  /** The fixture has `holdOpenAppend` (commits can land out of position order). */
  lateCommits: boolean;
  /** Of two racing appends of the same event ids, the loser reports `duplicate: true`. */
  reportsRacingDuplicate: boolean;
}

const ev = (type = "TestEvent", data: Record<string, unknown> = { n: 1 }): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { actor: "contract", correlationId: randomUUID() },
});
const evs = (n: number, type?: string) => Array.from({ length: n }, (_, i) => ev(type, { i }));
const ids = (events: { eventId: string }[]) => events.map((e) => e.eventId);

/**
 * A catch-up reader: pages readAll after the last position it saw until a page comes back empty.
 * With `until` (the position an append returned), an empty page before it is read again: readAll
 * holds back events while a transaction that began before them may still append (any database's
 * transaction can race the reader's snapshot), so one empty page does not mean the reader is
 * past every committed event; within 10 s it must be.
 */
export async function catchUp(store: EventStore, after: Position | null, limit: number, seen: RecordedEvent[] = [], until?: Position) {
  let last = seen.at(-1)?.position ?? after;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await store.readAll({ after: last, limit });
    expect(page.length).toBeLessThanOrEqual(limit);
    if (page.length === 0) {
      if (!until || (last && comparePositions(last, until) >= 0) || Date.now() > deadline) return seen;
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    for (const e of page) {
      if (last) expect(comparePositions(e.position, last)).toBe(1);
      seen.push(e);
      last = e.position;
    }
  }
}

export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStoreFixture>, options: ContractOptions): void {
  const suite = options.skip ? describe.skip : describe;
  suite(`event store contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    const stream = (prefix = "contract") => `${prefix}-${randomUUID()}`;
    const expectConflict = async (p: Promise<unknown>, streamId: string, expected: ExpectedVersion, actual: number) => {
      const error = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId, expectedVersion: expected, actualVersion: actual });
    };

    beforeAll(async () => {
      fixture = await makeStore();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    describe("append with an expected version", () => {
      it("when a new stream is appended at version 0, then its events get versions 1..n", async () => {
        const s = stream();
        const events = evs(3);
        const result = await store.append(s, 0, events);
        expect(result).toMatchObject({ nextExpectedVersion: 3, duplicate: false });
        const read = await store.readStream(s);
        expect(read.map((e) => [e.eventId, e.streamVersion])).toEqual(events.map((e, i) => [e.eventId, i + 1]));
      });

      it("when a second writer also creates the stream at version 0, then it gets a ConcurrencyError", async () => {
        const s = stream();
        await store.append(s, 0, [ev()]);
        await expectConflict(store.append(s, 0, [ev()]), s, 0, 1);
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it("when an existing stream is appended at a stale version, then ConcurrencyError names the actual one", async () => {
        const s = stream();
        await store.append(s, 0, evs(2));
        await store.append(s, 2, [ev()]);
        await expectConflict(store.append(s, 2, [ev()]), s, 2, 3);
        expect(await store.append(s, 3, [ev()])).toMatchObject({ nextExpectedVersion: 4 });
      });

      it("when the expected version is ahead of a missing stream, then ConcurrencyError with actual 0", async () => {
        const s = stream();
        await expectConflict(store.append(s, 4, [ev()]), s, 4, 0);
        expect(await store.readStream(s)).toEqual([]);
      });

      it("when the expected version is 'any', then it appends to new and existing streams", async () => {
        const s = stream();
        expect(await store.append(s, "any", evs(2))).toMatchObject({ nextExpectedVersion: 2 });
        expect(await store.append(s, "any", [ev()])).toMatchObject({ nextExpectedVersion: 3 });
        expect((await store.readStream(s)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      });
    });

    describe("idempotent event ids", () => {
      it("when the same event id is appended twice, then one event is stored and the second is a duplicate", async () => {
        const s = stream();
        const e = ev();
        const first = await store.append(s, 0, [e]);
        const second = await store.append(s, 0, [e]);
        expect(second).toEqual({ ...first, duplicate: true });
        expect(ids(await store.readStream(s))).toEqual([e.eventId]);
      });

      it("when a retry of stored events uses 'any', then nothing is appended again", async () => {
        const s = stream();
        const events = evs(2);
        await store.append(s, 0, events);
        expect(await store.append(s, "any", events)).toMatchObject({ duplicate: true, nextExpectedVersion: 2 });
        expect(ids(await store.readStream(s))).toEqual(ids(events));
      });

      it("when two appends of the same event ids race, then neither throws and the events are stored once", async () => {
        for (let round = 0; round < 5; round++) {
          const s = stream();
          const events = evs(2);
          const results = await Promise.all([store.append(s, 0, events), store.append(s, 0, events)]);
          expect(ids(await store.readStream(s))).toEqual(ids(events));
          expect(results.map((r) => r.nextExpectedVersion)).toEqual([2, 2]);
          if (options.reportsRacingDuplicate) {
            expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
          }
        }
      });
    });

    describe("readStream", () => {
      it("when a stream is read, then its events come in version order with type, data and metadata", async () => {
        const s = stream();
        const a = ev("First", { amount: "10.50", nested: { ok: true } });
        const b = ev("Second", { list: [1, 2] });
        await store.append(s, 0, [a]);
        await store.append(s, 1, [b]);
        const read = await store.readStream(s);
        expect(
          read.map(({ eventId, streamId, streamVersion, type, data, metadata }) => ({
            eventId,
            streamId,
            streamVersion,
            type,
            data,
            metadata,
          })),
        ).toEqual([
          { ...a, streamId: s, streamVersion: 1 },
          { ...b, streamId: s, streamVersion: 2 },
        ]);
        expect(read[0]?.createdAt).toBeInstanceOf(Date);
      });

      it("when a stream is read from a version, then the events before it are left out", async () => {
        const s = stream();
        const events = evs(5);
        await store.append(s, 0, events);
        expect(ids(await store.readStream(s, { fromVersion: 3 }))).toEqual(ids(events.slice(2)));
        expect(await store.readStream(s, { fromVersion: 6 })).toEqual([]);
      });

      it("when a stream does not exist, then reading it returns no events", async () => {
        expect(await store.readStream(stream())).toEqual([]);
      });
    });

    describe("readAll", () => {
      it("when read from a position with a limit, then pages follow global order without gaps or repeats", async () => {
        const start = await store.headPosition();
        const [s1, s2, s3] = [stream(), stream(), stream()];
        const written: NewEvent[] = [];
        let lastAppended: Position | undefined;
        for (const [s, v] of [
          [s1, 0],
          [s2, 0],
          [s1, 2],
          [s3, 0],
          [s2, 2],
        ] as const) {
          const events = evs(2);
          lastAppended = (await store.append(s, v, events)).position;
          written.push(...events);
        }
        const mine = new Set([s1, s2, s3]);
        const seen = (await catchUp(store, start, 3, [], lastAppended)).filter((e) => mine.has(e.streamId));
        expect(ids(seen)).toEqual(ids(written));
        expect(await store.readAll({ after: seen.at(-1)?.position ?? null, limit: 10 })).toEqual([]);
        expect(await store.headPosition()).toEqual(seen.at(-1)?.position);
      });

      it("when an append returns, then its position is that of its last event (read-your-writes)", async () => {
        const s = stream();
        const result = await store.append(s, 0, evs(3));
        const last = (await store.readStream(s)).at(-1);
        expect(result.position).toEqual(last?.position);
        const page = await store.readAll({ after: (await store.readStream(s))[1]?.position ?? null, limit: 1 });
        expect(page.map((e) => e.eventId)).toEqual([last?.eventId]);
      });
    });

    describe("readAllUntil (optional bulk read)", () => {
      /** An event's values, whatever object carries them (a getter's too). */
      const values = (e: RecordedEvent) => ({
        eventId: e.eventId,
        streamId: e.streamId,
        streamVersion: e.streamVersion,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        createdAt: e.createdAt,
        position: e.position,
      });

      it("when read in pages up to a position readAll reached, then its events are readAll's, in the same order, with the same values, and none after it", async (ctx) => {
        if (!store.readAllUntil) return ctx.skip();
        const start = await store.headPosition();
        const [s1, s2] = [stream(), stream()];
        await store.append(s1, 0, [ev(undefined, { n: 1.5, nested: { list: [1, "a", null] } }), ev()]);
        await store.appendMany([
          { streamId: s2, expectedVersion: 0, events: evs(3) },
          { streamId: s1, expectedVersion: 2, events: [{ eventId: randomUUID(), type: "NoMetadata", data: { x: "1" } }] },
        ]);
        const lastAppended = (await store.append(s2, 3, evs(2))).position;
        const all = await catchUp(store, start, 4, [], lastAppended);
        const mine = all.filter((e) => e.streamId === s1 || e.streamId === s2);
        expect(mine.length).toBe(8);
        // Up to the sixth of these: pages of 3 (a full one, then a short one at `until`).
        const until = (mine[5] as RecordedEvent).position;
        const expected = all.filter((e) => comparePositions(e.position, until) <= 0);
        const read: RecordedEvent[] = [];
        let after = start;
        for (;;) {
          const page = await store.readAllUntil({ after, until, limit: 3 });
          expect(page.length).toBeLessThanOrEqual(3);
          if (page.length === 0) break;
          read.push(...page);
          after = (page[page.length - 1] as RecordedEvent).position;
        }
        expect(read.map(values)).toEqual(expected.map(values));
        expect(read.at(-1)?.position).toEqual(until);
        expect(read.find((e) => e.type === "NoMetadata")?.metadata).toEqual({});
        // From the very start (no `after`), up to the first of these.
        const first = (mine[0] as RecordedEvent).position;
        const fromStart = await store.readAllUntil({ until: first, limit: 1_000_000 });
        expect(fromStart.at(-1)?.position).toEqual(first);
        expect(fromStart.slice(-1).map(values)).toEqual(mine.slice(0, 1).map(values));
      });
    });

    describe("appendMany", () => {
      it("when several streams are appended at once, then each stream gets its events", async () => {
        const [a, b] = [stream(), stream()];
        const [ea, eb] = [evs(2), evs(1)];
        await store.append(b, 0, [ev()]);
        const results = await store.appendMany([
          { streamId: a, expectedVersion: 0, events: ea },
          { streamId: b, expectedVersion: 1, events: eb },
        ]);
        expect(results.map((r) => r.nextExpectedVersion)).toEqual([2, 2]);
        expect(ids(await store.readStream(a))).toEqual(ids(ea));
        expect(ids(await store.readStream(b, { fromVersion: 2 }))).toEqual(ids(eb));
      });

      it.skipIf(!options.atomicAppendMany)(
        "when one stream of an appendMany conflicts, then nothing is written to the others",
        async () => {
          const [a, b, c] = [stream("a"), stream("b"), stream("c")];
          await store.append(b, 0, [ev()]);
          const batch = [
            { streamId: a, expectedVersion: 0, events: evs(2) },
            { streamId: b, expectedVersion: 0, events: evs(1) },
            { streamId: c, expectedVersion: 0, events: evs(1) },
          ];
          await expectConflict(store.appendMany(batch), b, 0, 1);
          expect(await store.readStream(a)).toEqual([]);
          expect(await store.readStream(c)).toEqual([]);
          expect(await store.readStream(b)).toHaveLength(1);
        },
      );

      it("when a failed appendMany is retried with the same event ids, then each stream holds them once", async () => {
        const [a, b] = [stream("a"), stream("b")];
        await store.append(b, 0, [ev()]);
        const [ea, eb] = [evs(2), evs(1)];
        await expect(
          store.appendMany([
            { streamId: a, expectedVersion: 0, events: ea },
            { streamId: b, expectedVersion: 0, events: eb },
          ]),
        ).rejects.toBeInstanceOf(ConcurrencyError);
        await store.appendMany([
          { streamId: a, expectedVersion: 0, events: ea },
          { streamId: b, expectedVersion: 1, events: eb },
        ]);
        expect(ids(await store.readStream(a))).toEqual(ids(ea));
        expect(ids(await store.readStream(b, { fromVersion: 2 }))).toEqual(ids(eb));
      });

      it("when events carry quotes, backslashes, braces, unicode and nested values, then each is read back exactly as appended, in order", async () => {
        const awkward = (i: number): NewEvent => ({
          eventId: randomUUID(),
          type: "TestEvent",
          data: {
            i,
            note: `say "hi" \\ {a,b} 'x' ${i}`,
            nested: { list: [1, "2", null, true, { deep: "é🙂" }] },
            amount: "1234.50",
            empty: "",
          },
          metadata: { actor: 'admin "root"', correlationId: `c\\${i}`, tags: ["{", "}", ","] },
        });
        const [a, b, c, d] = [stream("a"), stream("b"), stream("c"), stream("d")];
        const written = { a: [awkward(1), awkward(2)], b: [awkward(3)], c: [awkward(4)], d: [awkward(5)] };
        // Several streams at once, then single appends racing (grouped into one statement).
        await store.appendMany([
          { streamId: a, expectedVersion: 0, events: written.a },
          { streamId: b, expectedVersion: 0, events: written.b },
        ]);
        await Promise.all([store.append(c, 0, written.c), store.append(d, 0, written.d)]);
        for (const [s, events] of [
          [a, written.a],
          [b, written.b],
          [c, written.c],
          [d, written.d],
        ] as const) {
          const read = await store.readStream(s);
          expect(read.map((e) => ({ eventId: e.eventId, data: e.data }))).toEqual(
            events.map((e) => ({ eventId: e.eventId, data: e.data })),
          );
          for (const [i, e] of read.entries()) expect(e.metadata).toMatchObject(events[i]?.metadata ?? {});
        }
      });
    });

    describe("catch-up reading", () => {
      it.skipIf(!options.lateCommits)(
        "when a lower position commits after a higher one, then a paging reader sees both in order and skips none",
        async () => {
          const hold = fixture.holdOpenAppend;
          if (!hold) throw new Error("lateCommits needs fixture.holdOpenAppend");
          const start = await store.headPosition();
          const [late, early] = [stream("late"), stream("early")];
          const [lateEvent, earlyEvent] = [ev("Late"), ev("Early")];
          const held = await hold(late, 0, [lateEvent]);
          let earlyAt: Position;
          try {
            earlyAt = (await store.append(early, 0, [earlyEvent])).position;
            const seen = await catchUp(store, start, 1);
            // Seeing the early event now would mean skipping the late one (or reading out of order).
            expect(ids(seen)).not.toContain(earlyEvent.eventId);
          } finally {
            await held.commit();
          }
          // The early event is the last one (the late one has the lower position).
          const seen = await catchUp(store, start, 1, [], earlyAt);
          expect(ids(seen)).toEqual([lateEvent.eventId, earlyEvent.eventId]);
          const [l, e] = seen as [RecordedEvent, RecordedEvent];
          expect(l.position.prepare).toBeLessThan(e.position.prepare); // the hazard was real
        },
      );

      it("when writers race a paging reader, then it sees every event once in increasing position", async () => {
        const start = await store.headPosition();
        const streams = Array.from({ length: 8 }, () => stream("race"));
        const mine = new Set(streams);
        let writing = true;
        let lastAppended: Position | undefined;
        const writers = Promise.all(
          streams.map(async (s) => {
            for (let v = 0; v < 10; v += 2) {
              const { position } = await store.append(s, v, evs(2));
              if (!lastAppended || comparePositions(position, lastAppended) > 0) lastAppended = position;
            }
          }),
        ).finally(() => {
          writing = false;
        });
        const seen: RecordedEvent[] = [];
        while (writing) {
          await catchUp(store, start, 3, seen);
          await new Promise((resolve) => setImmediate(resolve)); // let the writers run
        }
        await writers;
        await catchUp(store, start, 3, seen, lastAppended);
        const ours = seen.filter((e) => mine.has(e.streamId));
        expect(new Set(ids(ours)).size).toBe(80);
        expect(ours).toHaveLength(80);
      });
    });

    describe("concurrent appends", () => {
      const race = async (s: string, expected: number) => {
        const attempts = Array.from({ length: 50 }, () => evs(3));
        const settled = await Promise.allSettled(attempts.map((events) => store.append(s, expected, events)));
        const winners = settled.flatMap((r, i) => (r.status === "fulfilled" ? [attempts[i] as NewEvent[]] : []));
        const losers = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(49);
        for (const e of losers) expect(e).toBeInstanceOf(ConcurrencyError);
        return winners[0] as NewEvent[];
      };

      it("when 50 appends race on one version of an existing stream, then exactly one wins", async () => {
        const s = stream();
        const first = [ev()];
        await store.append(s, 0, first);
        const winner = await race(s, 1);
        expect(ids(await store.readStream(s))).toEqual(ids([...first, ...winner]));
      });

      it("when 50 appends race to create one stream, then exactly one wins and nothing is half-written", async () => {
        const s = stream();
        const winner = await race(s, 0);
        const read = await store.readStream(s);
        expect(ids(read)).toEqual(ids(winner));
        expect(read.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      });
    });
  });
}
