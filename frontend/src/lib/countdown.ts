import { useEffect, useState } from "react";

/** "2d 03h 15m 20s" until `target` (or "now" once it is reached). */
export function formatCountdown(target: string, now: number): string {
  let seconds = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  if (seconds === 0) return "now";
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const pad = (n: number) => String(n).padStart(2, "0");
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return `${days > 0 ? `${days}d ` : ""}${pad(h)}h ${pad(m)}m ${pad(s)}s`;
}

/** The current time, ticking every second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
