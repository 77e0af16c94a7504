import type { DomainEvent } from "@app/contracts";
import { DomainError } from "../shared/domain-error.js";
import { formatTimeLabel } from "@app/contracts/time-label";

/**
 * Purchase windows (stream `platform-settings`): when investors may request shares. With no
 * window scheduled, purchases are open at any time (as before windows existed); once one is
 * scheduled, only inside a window. Removing every window returns to always open. Approving a
 * purchase made inside a window stays possible after it closes.
 */
export interface PurchaseWindow {
  windowId: string;
  opensAt: string;
  closesAt: string;
  note?: string;
}

export type PurchaseWindowCommand =
  | { type: "SchedulePurchaseWindow"; windowId: string; opensAt: string; closesAt: string; note?: string; now: Date }
  | { type: "RemovePurchaseWindow"; windowId: string };

const at = (iso: string) => Date.parse(iso);

/** Dates in messages: the one clock, labelled with its zone ("01 Dec 2026, 10:00 WAT"). */
export function formatWindowDate(iso: string): string {
  return formatTimeLabel(iso);
}

export function evolvePurchaseWindows(windows: readonly PurchaseWindow[], event: DomainEvent): readonly PurchaseWindow[] {
  switch (event.type) {
    case "PurchaseWindowScheduled":
      return [...windows, { ...event.data }].sort((a, b) => at(a.opensAt) - at(b.opensAt));
    case "PurchaseWindowRemoved":
      return windows.filter((w) => w.windowId !== event.data.windowId);
    default:
      return windows;
  }
}

export function decidePurchaseWindow(command: PurchaseWindowCommand, windows: readonly PurchaseWindow[]): DomainEvent[] {
  switch (command.type) {
    case "SchedulePurchaseWindow": {
      const { windowId, opensAt, closesAt, note, now } = command;
      // The input schema refuses an inverted window; the state decides the rest.
      if (at(closesAt) <= now.getTime()) throw new DomainError("rule-violated", "A purchase window must close in the future.");
      const overlapping = windows.find((w) => at(opensAt) < at(w.closesAt) && at(w.opensAt) < at(closesAt));
      if (overlapping)
        throw new DomainError(
          "conflict",
          `This window overlaps the purchase window from ${formatWindowDate(overlapping.opensAt)} to ${formatWindowDate(overlapping.closesAt)}.`,
        );
      const data = { windowId, opensAt: new Date(opensAt).toISOString(), closesAt: new Date(closesAt).toISOString() };
      return [{ type: "PurchaseWindowScheduled", data: note ? { ...data, note } : data }];
    }
    case "RemovePurchaseWindow": {
      if (!windows.some((w) => w.windowId === command.windowId)) throw new DomainError("not-found", "Purchase window not found");
      return [{ type: "PurchaseWindowRemoved", data: { windowId: command.windowId } }];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Open now?, the window we are in, and the next one to open. */
export function purchaseWindowStatus(windows: readonly PurchaseWindow[], now: Date) {
  const t = now.getTime();
  const current = windows.find((w) => at(w.opensAt) <= t && t < at(w.closesAt)) ?? null;
  const next = windows.find((w) => at(w.opensAt) > t) ?? null;
  return { isOpen: windows.length === 0 || current !== null, current, next };
}

/** A purchase request outside every window: 409 with the next opening, when there is one. */
export function assertPurchasesOpen(windows: readonly PurchaseWindow[], now: Date): void {
  const { isOpen, next } = purchaseWindowStatus(windows, now);
  if (isOpen) return;
  throw new DomainError(
    "conflict",
    next ? `Purchases are closed. The next window opens on ${formatWindowDate(next.opensAt)}.` : "Purchases are closed.",
  );
}
