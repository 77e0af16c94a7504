import { expect } from "vitest";

/**
 * A table-driven check of a pure function on text: every input in `table` gives its output. All
 * rows are compared at once, so a failure lists each input whose output is wrong, not only the first.
 */
export function expectOutputs<O>(show: (input: string) => O, table: Record<string, O>): void {
  const actual = Object.fromEntries(Object.keys(table).map((input) => [input, show(input)]));
  expect(actual).toEqual(table);
}
