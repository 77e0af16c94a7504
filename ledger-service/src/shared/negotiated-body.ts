import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** Bodies below this are sent as they are: compressing them saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli when the client accepts it, else gzip, else none. Ours, not the client's order:
 * browsers list "gzip, deflate, br" with equal weight, and brotli is the smaller.
 */
export function preferredEncoding(req: Request): "br" | "gzip" | undefined {
  const accepted = req.acceptsEncodings();
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

export interface NegotiatedBody {
  /** Answers the body in the best encoding the client accepts (br, gzip, none), with `Vary: Accept-Encoding`. */
  send(req: Request, res: Response): void;
}

/**
 * A fixed body (the OpenAPI document, the docs viewer's files, index.html) compressed once, on
 * first use, with brotli and gzip: a phone on a data plan gets a fraction of the bytes and the
 * server compresses it once per process, not once per request.
 */
export function negotiatedBody(body: Buffer, contentType: string): NegotiatedBody {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const encoded = (encoding: string | undefined): [Buffer, string | undefined] => {
    if (body.length < MIN_BYTES) return [body, undefined];
    if (encoding === "br") {
      br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      return [br, "br"];
    }
    if (encoding === "gzip") {
      gzip ??= gzipSync(body, { level: 9 });
      return [gzip, "gzip"];
    }
    return [body, undefined];
  };
  return {
    send(req, res) {
      const [bytes, encoding] = encoded(preferredEncoding(req));
      res.setHeader("Content-Type", contentType);
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", bytes.length);
      res.end(req.method === "HEAD" ? undefined : bytes);
    },
  };
}
