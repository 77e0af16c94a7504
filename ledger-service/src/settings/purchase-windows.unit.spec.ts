import type { DomainEvent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  assertPurchasesOpen,
  decidePurchaseWindow,
  evolvePurchaseWindows,
  type PurchaseWindow,
  purchaseWindowStatus,
} from "./purchase-windows.js";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const scheduled = (windowId: string, opensAt: string, closesAt: string): DomainEvent => ({
  type: "PurchaseWindowScheduled",
  data: { windowId, opensAt, closesAt },
});
/** The admin's command to schedule a window, asked at NOW. */
const schedule = (windowId: string, opensAt: string, closesAt: string, note?: string) => ({
  type: "SchedulePurchaseWindow" as const,
  windowId,
  opensAt,
  closesAt,
  ...(note === undefined ? {} : { note }),
  now: NOW,
});
const given = (...events: DomainEvent[]) => events.reduce<readonly PurchaseWindow[]>(evolvePurchaseWindows, []);
const december = scheduled("w-dec", "2026-12-01T09:00:00.000Z", "2026-12-08T09:00:00.000Z");

describe("purchase windows", () => {
  it("when a window is scheduled, then it is recorded in UTC with its note", () => {
    const events = decidePurchaseWindow(schedule("w1", "2026-12-01T10:00:00+01:00", "2026-12-02T10:00:00+01:00", "Q1"), given());
    expect(events).toEqual([
      {
        type: "PurchaseWindowScheduled",
        data: { windowId: "w1", opensAt: "2026-12-01T09:00:00.000Z", closesAt: "2026-12-02T09:00:00.000Z", note: "Q1" },
      },
    ]);
  });

  it("given a window, when another overlapping it is scheduled, then it is refused naming the other", () => {
    const overlap = schedule("w2", "2026-12-07T00:00:00Z", "2026-12-10T00:00:00Z");
    expect(() => decidePurchaseWindow(overlap, given(december))).toThrow(
      "This window overlaps the purchase window from 01 Dec 2026, 10:00 WAT to 08 Dec 2026, 10:00 WAT.",
    );
    // Touching ends do not overlap.
    const after = { ...overlap, opensAt: "2026-12-08T09:00:00Z" };
    expect(decidePurchaseWindow(after, given(december))).toHaveLength(1);
  });

  it("when a window would close in the past, then it is refused", () => {
    expect(() => decidePurchaseWindow(schedule("w3", "2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"), given())).toThrow(
      "A purchase window must close in the future.",
    );
  });

  it("when an unknown window is removed, then it is not found; a known one is removed", () => {
    expect(() => decidePurchaseWindow({ type: "RemovePurchaseWindow", windowId: "nope" }, given(december))).toThrow(
      "Purchase window not found",
    );
    const [removed] = decidePurchaseWindow({ type: "RemovePurchaseWindow", windowId: "w-dec" }, given(december));
    expect(given(december, removed as DomainEvent)).toEqual([]);
  });

  it("given no window, then purchases are open at any time", () => {
    expect(purchaseWindowStatus(given(), NOW)).toEqual({ isOpen: true, current: null, next: null });
    expect(() => assertPurchasesOpen(given(), NOW)).not.toThrow();
  });

  it("given a future window, when a purchase comes before it, then it is refused naming the next opening", () => {
    expect(purchaseWindowStatus(given(december), NOW)).toMatchObject({ isOpen: false, current: null, next: { windowId: "w-dec" } });
    expect(() => assertPurchasesOpen(given(december), NOW)).toThrow(
      "Purchases are closed. The next window opens on 01 Dec 2026, 10:00 WAT.",
    );
  });

  it("given a window, when a purchase comes inside it, then it is open; at its closing instant it is closed", () => {
    const inside = new Date("2026-12-03T00:00:00Z");
    expect(purchaseWindowStatus(given(december), inside)).toMatchObject({ isOpen: true, current: { windowId: "w-dec" }, next: null });
    expect(() => assertPurchasesOpen(given(december), new Date("2026-12-08T09:00:00Z"))).toThrow(/^Purchases are closed\.$/);
  });
});
