import type { Request } from "express";
import type { z } from "zod";
import { ValidationError } from "../platform/errors.js";

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

/**
 * Parses `req.query` with a contracts query schema, strictly: a parameter the schema does not
 * name, or one given twice or as an object (`?page[a]=1`), is refused (400) rather than ignored.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, req: Request): z.infer<S> {
  const names = Object.keys(schema.shape);
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (!names.includes(name))
      throw new ValidationError(
        names.length
          ? `Unknown query parameter "${name}": this endpoint takes ${names.join(", ")}`
          : `Unknown query parameter "${name}": this endpoint takes none`,
      );
    if (typeof value !== "string") throw new ValidationError(`Query parameter "${name}" must be given once, as text`);
  }
  return parseInput(schema, req.query);
}
