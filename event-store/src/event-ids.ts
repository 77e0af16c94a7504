import { hash, randomUUID } from "node:crypto";

/**
 * A UUID derived from its parts (v5-style): the same run and user always give the same id. These
 * ids are what makes a rerun of a run a no-op, so they must never change between releases
 * (event-ids.unit.spec.ts pins them).
 */
export function deterministicEventId(...parts: string[]): string {
  const h = hash("sha1", parts.join("\u0000"), "buffer");
  h[6] = ((h[6] as number) & 0x0f) | 0x50;
  h[8] = ((h[8] as number) & 0x3f) | 0x80;
  const hex = h.toString("hex", 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();
