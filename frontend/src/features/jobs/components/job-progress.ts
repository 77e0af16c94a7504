/**
 * BullMQ's progress is whatever the worker reported: a number (0..100) or an object. Our
 * runs report a number, broadcasts `{ done, total }`; anything else shows no bar.
 */
export function jobPercent(progress: unknown): number | null {
  if (typeof progress === "number" && Number.isFinite(progress)) return progress;
  if (!progress || typeof progress !== "object") return null;
  const p = progress as Record<string, unknown>;
  if (typeof p.percent === "number") return p.percent;
  if (typeof p.progress === "number") return p.progress;
  const done = typeof p.done === "number" ? p.done : p.processed;
  if (typeof done === "number" && typeof p.total === "number") return p.total > 0 ? (done / p.total) * 100 : 100;
  return null;
}
