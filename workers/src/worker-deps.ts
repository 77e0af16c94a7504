import type { AppContext } from "@app/ledger-service/runtime/context";
import type { Redis } from "ioredis";

/** What every queue's worker is built from (the registry composes them; workers import only this). */
export interface WorkerDeps {
  ctx: AppContext;
  /** BullMQ needs its own blocking connection per worker; this one is duplicated. */
  connection: Redis;
  prefix: string;
}
