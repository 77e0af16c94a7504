import type { z } from "zod";
import { ValidationError } from "./errors.js";

/** Parses a request part with a contracts schema; the first issue's message is the answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ValidationError(
      issue?.message ?? "Invalid input",
      result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  return result.data;
}
