import { type RawBuilder, sql } from "kysely";

/**
 * A jsonb[] argument sent as ONE JSON array text, unpacked by PostgreSQL in its order. Sent as a
 * jsonb[] array literal instead, each element is a JSON text quoted again, which pg's driver
 * does with two regular-expression replacements per element: for a profit run's 500 events,
 * 9.5-10.2 against 5.4-6.2 us of the worker's CPU per event, PostgreSQL's time the same
 * (docs/benchmarks.md, issue 18).
 */
const HEAD = "ARRAY(SELECT x.e FROM jsonb_array_elements(";
const TAIL = "::jsonb) WITH ORDINALITY AS x(e, i) ORDER BY x.i)";

/** The SQL of a jsonb[] from parameter `$n` of a pg query (its value: jsonArrayText(values)). */
export const jsonbArrayParameter = (n: number): string => `${HEAD}$${n}${TAIL}`;

/** The value of a jsonbArrayParameter. */
export const jsonArrayText = (values: unknown[]): string => JSON.stringify(values);

/** A jsonb[] of these values, for kysely's sql template (the same SQL around its parameter). */
export function jsonbArray(values: unknown[]): RawBuilder<unknown> {
  return sql`${sql.raw(HEAD)}${jsonArrayText(values)}${sql.raw(TAIL)}`;
}
