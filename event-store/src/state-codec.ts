import { createHash } from "node:crypto";
import { money } from "@app/contracts";
import Decimal from "decimal.js";
import { AppendOnlySet } from "./append-only-set.js";

/**
 * A folded state as JSON and back, for stream snapshots: plain objects, arrays, strings,
 * numbers, booleans and null as they are; a Decimal as {"$d": its exact digits} (never a float);
 * a set of strings as {"$s": [...]} (read back as an AppendOnlySet). Anything else (a Date, a
 * Map, a class instance) is refused, so a fold that starts holding one cannot be snapshotted
 * into something that reads back different.
 */
export function encodeState(value: unknown): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot snapshot the number ${value}`);
    return value;
  }
  if (Decimal.isDecimal(value)) return { $d: (value as Decimal).toString() };
  if (value instanceof Set || value instanceof AppendOnlySet) return { $s: [...(value as ReadonlySet<string>)] };
  if (Array.isArray(value)) return value.map(encodeState);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "$d" || k === "$s") throw new Error(`cannot snapshot a key named ${k}`);
      if (v !== undefined) out[k] = encodeState(v);
    }
    return out;
  }
  throw new Error(`cannot snapshot a value of type ${typeof value === "object" ? (value?.constructor?.name ?? "object") : typeof value}`);
}

export function decodeState<S>(json: unknown): S {
  return decode(json) as S;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$d === "string") return money(record.$d); // the money rules' precision and rounding
  if (Array.isArray(record.$s)) return AppendOnlySet.of(record.$s as string[]);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = decode(v);
  return out;
}

/**
 * The name of a fold's code, for its snapshots: `name`, a revision bumped by hand when code
 * the fold calls changes, and a hash of the fold functions' own source text, so an edit of
 * them retires every snapshot they made without anyone remembering to.
 */
export function foldId(name: string, revision: number, ...functions: Array<(...args: never[]) => unknown>): string {
  const hash = createHash("sha256");
  for (const f of functions) hash.update(f.toString());
  return `${name}@${revision}:${hash.digest("hex").slice(0, 16)}`;
}
