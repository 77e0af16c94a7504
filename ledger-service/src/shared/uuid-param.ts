import type { Request } from "express";
import { z } from "zod";
import { NotFoundError } from "../platform/errors.js";

/** The route's `:id` when it is a UUID; any other id names nothing, so it answers 404 with `notFound`. */
export function uuidParam(req: Request, notFound: string): string {
  const id = String(req.params.id);
  if (!z.uuid().safeParse(id).success) throw new NotFoundError(notFound);
  return id;
}
