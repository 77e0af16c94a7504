import type { DestinationStream } from "pino";

const LEVELS: Record<number, [label: string, color: string]> = {
  10: ["TRACE", "90"],
  20: ["DEBUG", "36"],
  30: ["INFO ", "32"],
  40: ["WARN ", "33"],
  50: ["ERROR", "31"],
  60: ["FATAL", "41"],
};

const paint = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
const shown = (value: unknown) => (typeof value === "string" && !/\s/.test(value) ? value : JSON.stringify(value));

/**
 * One pino JSON line as a person reads it in a terminal: `12:04:05 INFO  message key=value`;
 * an access-log line as `GET /api/user/me 200 4ms`; an error with its stack below. The start
 * line ("serving on http://localhost:3000") is bold, so it stands out.
 */
export function prettyLine(json: string, color: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const { time, level, msg, pid: _pid, hostname: _host, req, res, responseTime, err, ...rest } = entry;
  const [label, code] = LEVELS[Number(level)] ?? ["LOG  ", "0"];
  const clock = new Date(Number(time) || Date.now()).toTimeString().slice(0, 8);
  const request = req as { method?: string; url?: string } | undefined;
  const parts = [paint(color, "90", clock), paint(color, code, label)];
  if (request?.method && res) {
    parts.push(`${request.method} ${request.url} ${(res as { statusCode?: number }).statusCode} ${responseTime}ms`);
    if (msg !== "request completed") parts.push(String(msg));
  } else {
    const text = String(msg ?? "");
    parts.push(/serving on|listening on/.test(text) ? paint(color, "1", text) : text);
  }
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) parts.push(paint(color, "90", `${key}=${shown(value)}`));
  const error = err as { message?: string; stack?: string } | undefined;
  const trace = error ? `\n    ${(error.stack ?? error.message ?? "").split("\n").join("\n    ")}` : "";
  return `${parts.join(" ")}${trace}\n`;
}

/** Where the logger writes when stdout is a terminal: readable lines (log shippers get JSON otherwise). */
export function prettyDestination(out: NodeJS.WriteStream = process.stdout): DestinationStream {
  const color = out.hasColors?.() ?? false;
  return { write: (line: string) => void out.write(prettyLine(line, color)) };
}
