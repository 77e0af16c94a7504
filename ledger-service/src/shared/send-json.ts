import type { Response } from "express";

/**
 * res.json for a hot route's answer, written as one string. Express turns a body of 1,000
 * characters or more into a Buffer, so Node writes the headers and the body as two chunks
 * (writev); a string body is joined to the headers and written at once. Same status, headers
 * (Content-Type, Content-Length) and bytes as res.json with this app's settings (no ETag, no
 * JSON replacer, spaces or escaping); HEAD gets no body (Node drops it). A response whose
 * `json` a middleware wrapped (idempotent() stores the body before answering) is answered
 * through that wrapper.
 */
export function sendJson(res: Response, body: unknown): void {
  if (Object.hasOwn(res, "json")) {
    res.json(body);
    return;
  }
  const text = JSON.stringify(body);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
