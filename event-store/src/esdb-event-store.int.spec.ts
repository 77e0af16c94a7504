import { randomUUID } from "node:crypto";
import { EsdbEventStore } from "./esdb-event-store.js";
import { describeEventStoreContract } from "../testing/event-store.contract.js";

/**
 * Runs the contract against EventStoreDB/KurrentDB when EVENTSTORE_URL (e.g.
 * esdb://127.0.0.1:2113?tls=false) names a reachable server; otherwise every test is reported
 * as skipped and the output says "skipped: no EventStoreDB".
 */
const url = process.env.EVENTSTORE_URL;

async function reachable(target: string | undefined): Promise<boolean> {
  if (!target) return false;
  const store = EsdbEventStore.connect(target);
  try {
    const probe = store.readStream(`probe-${randomUUID()}`);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5_000).unref());
    await Promise.race([probe, timeout]);
    return true;
  } catch {
    return false;
  } finally {
    await store.close().catch(() => {});
  }
}

const available = await reachable(url);
if (!available) console.log("skipped: no EventStoreDB");

describeEventStoreContract(
  "EventStoreDB",
  async () => {
    const store = EsdbEventStore.connect(url as string);
    return { store, cleanup: () => store.close() };
  },
  { skip: !available, atomicAppendMany: false, lateCommits: false, reportsRacingDuplicate: false },
);
