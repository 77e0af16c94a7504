import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { prettyLine } from "./pretty-log.js";

/** What pino writes for one call, as JSON (what a log shipper reads). */
function jsonLine(write: (logger: pino.Logger) => void): string {
  const lines: string[] = [];
  write(pino({ level: "info" }, { write: (l: string) => void lines.push(l) }));
  return lines.join("");
}

describe("terminal log lines", () => {
  it("when the server starts, then the 'serving on' line reads as time, level and the address, with no JSON", () => {
    const line = prettyLine(
      jsonLine((l) => l.info("share-invest serving on http://localhost:3000 (port 3000)")),
      false,
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}share-invest serving on http:\/\/localhost:3000 \(port 3000\)\n$/);
  });

  it("when a request is logged, then it is one short line: method, path, status, time", () => {
    const json = jsonLine((l) =>
      l.info({ req: { id: "r1", method: "GET", url: "/api/user/me" }, res: { statusCode: 200 }, responseTime: 4 }, "request completed"),
    );
    expect(prettyLine(json, false)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/user\/me 200 4ms\n$/);
  });

  it("when an error is logged, then its message and stack follow the line, and other fields read key=value", () => {
    const json = jsonLine((l) => l.error({ err: new Error("database went away"), jobId: "42" }, "email not sent"));
    const line = prettyLine(json, false);
    expect(line).toMatch(/ERROR email not sent jobId=42\n {4}Error: database went away\n +at /);
  });

  it("when colours are on, then the start line is bold", () => {
    expect(
      prettyLine(
        jsonLine((l) => l.info("serving on http://localhost:3000")),
        true,
      ),
    ).toContain("\x1b[1mserving on http://localhost:3000\x1b[0m");
  });
});
