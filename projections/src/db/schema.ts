import type { ColumnType, Generated } from "kysely";
import type { ContentTables } from "./content-tables.js";
import type { ReadModelTables } from "./read-model-tables.js";

/** Kysely's view of the database: the event store, content tables and read models. */
export interface EventStoreTables {
  events: {
    global_position: Generated<string>;
    transaction_id: Generated<string>;
    stream_id: string;
    stream_version: number;
    event_id: string;
    type: string;
    data: unknown;
    metadata: ColumnType<unknown, unknown | undefined, unknown>;
    created_at: Generated<Date>;
  };
  streams: { stream_id: string; version: number };
  stream_snapshots: { stream_id: string; version: number; fold: string; state: unknown; taken_at: Generated<Date> };
}

export type Database = EventStoreTables & ContentTables & ReadModelTables;
