import type { DomainEvent, EventMetadata } from "@app/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Position } from "../event-store/port.js";

/** An event as a projection sees it: the domain event plus where and when it was stored. */
export interface ProjectedEvent {
  event: DomainEvent;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  createdAt: Date;
  metadata: EventMetadata;
}

/**
 * A read model: its tables' DDL (unqualified: they land in the handle's read schema), and a
 * batch apply run inside the runner's transaction together with the checkpoint.
 */
export interface Projection {
  name: string;
  /** Tables compared by the replay checksum. */
  tables: string[];
  ddl: string[];
  apply(trx: Kysely<Database>, events: ProjectedEvent[]): Promise<void>;
}
