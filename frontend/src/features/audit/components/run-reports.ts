/**
 * The runs' reports are stored as JSON the CLI wrote (typed `unknown` in the contract); these
 * read them defensively so an older or partial report still shows what it has.
 */
export type ReplayTable = {
  table: string;
  liveRows: string;
  liveChecksum: string;
  replayRows: string;
  replayChecksum: string;
  equal: boolean;
};
export type ReplaySummary = { events: string; eventsPerSecond: string; position: string; tables: ReplayTable[] };
export type VerifyCheck = { name: string; ok: boolean; detail: string };

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string =>
  value === null || value === undefined ? "-" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** A report that reached us as JSON text is read as its value. */
function parsed(report: unknown): unknown {
  if (typeof report !== "string") return report;
  try {
    return JSON.parse(report);
  } catch {
    return null;
  }
}

export function replaySummary(report: unknown): ReplaySummary {
  const r = record(parsed(report));
  const tables = Array.isArray(r.tables) ? r.tables : [];
  return {
    events: text(r.events),
    eventsPerSecond:
      typeof r.eventsPerSecond === "number" ? Math.round(r.eventsPerSecond).toLocaleString("en-US") : text(r.eventsPerSecond),
    position: text(r.position),
    tables: tables.map((entry) => {
      const t = record(entry);
      const live = record(t.live);
      const replay = record(t.replay);
      return {
        table: text(t.table),
        liveRows: text(live.rows),
        liveChecksum: text(live.checksum),
        replayRows: text(replay.rows),
        replayChecksum: text(replay.checksum),
        equal: t.equal === true,
      };
    }),
  };
}

export function verifyChecks(raw: unknown): VerifyCheck[] {
  const report = parsed(raw);
  const list = Array.isArray(report) ? report : Array.isArray(record(report).checks) ? (record(report).checks as unknown[]) : [];
  return list.map((entry) => {
    const c = record(entry);
    return { name: text(c.name), ok: c.ok === true, detail: c.detail === undefined || c.detail === null ? "" : text(c.detail) };
  });
}
