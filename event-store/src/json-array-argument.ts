import { type RawBuilder, sql } from "kysely";

/**
 * A jsonb[] argument sent as ONE JSON array text, unpacked by PostgreSQL in its order. Sent as a
 * jsonb[] array literal instead, each element is a JSON text quoted again, which pg's driver
 * does with two regular-expression replacements per element: for a profit run's 500 events,
 * 9.5-10.2 against 5.4-6.2 us of the worker's CPU per event, PostgreSQL's time the same
 * (docs/benchmarks.md, issue 18).
 */
const unpack = (parameter: string) =>
  `ARRAY(SELECT x.e FROM jsonb_array_elements(${parameter}::jsonb) WITH ORDINALITY AS x(e, i) ORDER BY x.i)`;

/** The SQL of a jsonb[] from parameter `$n` of a pg query (its value: jsonArrayText(values)). */
export const jsonbArrayParameter = (n: number): string => unpack(`$${n}`);

/** The value of a jsonArrayParameter. */
export const jsonArrayText = (values: unknown[]): string => JSON.stringify(values);

/** A jsonb[] of these values, for kysely's sql template. */
export function jsonbArray(values: unknown[]): RawBuilder<unknown> {
  return sql`ARRAY(SELECT x.e FROM jsonb_array_elements(${jsonArrayText(values)}::jsonb) WITH ORDINALITY AS x(e, i) ORDER BY x.i)`;
}
