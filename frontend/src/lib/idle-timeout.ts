import { IDLE_TIMEOUT_MS } from "@/config/constants";

/**
 * The idle timeout: 900000 ms, unless `localStorage.idleTimeoutMs` holds a positive number
 * (browser tests shorten it). Read once when the watcher starts.
 */
export function resolveIdleTimeoutMs(): number {
  const override = Number(localStorage.getItem("idleTimeoutMs"));
  return Number.isFinite(override) && override > 0 ? override : IDLE_TIMEOUT_MS;
}
