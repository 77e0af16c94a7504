import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { formatCountdown } from "@/lib/countdown";
import { findInlineOnly, renderWithApp, stubFetch } from "@/testing/render";
import { PurchaseWindowForm } from "./components/purchase-window-form";
import { pickDate } from "@/testing/pick-date";

const window = (opensAt: string, closesAt: string, note: string | null = null) => ({ id: "w1", opensAt, closesAt, note });
const NOW = Date.parse("2026-11-24T12:00:00Z");
// The form offers the years around today's: the windows are scheduled next year, whatever the date.
const NEXT_YEAR = new Date().getFullYear() + 1;

afterEach(() => {
  vi.useRealTimers();
});

describe("purchase windows on the public pages", () => {
  it("when the next window opens in 1 day 2 hours, then the countdown reads 1d 02h 00m 00s", () => {
    expect(formatCountdown("2026-11-25T14:00:00Z", NOW)).toBe("1d 02h 00m 00s");
    expect(formatCountdown("2026-11-24T12:00:05Z", NOW)).toBe("00h 00m 05s");
    expect(formatCountdown("2026-11-24T11:00:00Z", NOW)).toBe("now");
  });

  it("when purchases are closed with a window ahead, then the banner says closed and counts down to its opening", async () => {
    const next = window(
      new Date(Date.now() + 3 * 86_400_000).toISOString(),
      new Date(Date.now() + 4 * 86_400_000).toISOString(),
      "Q1 round",
    );
    stubFetch((url) => (url === "/api/purchase-windows" ? { body: { isOpen: false, current: null, next, windows: [next] } } : undefined));
    renderWithApp(<PurchaseWindowBanner />);
    const banner = await screen.findByRole("status", { name: "Purchase window" });
    expect(banner).toHaveTextContent("Purchases are closed.");
    expect(banner).toHaveTextContent(/The next window opens on .*, in 2d 23h 59m 5\ds\. Q1 round/);
  });

  it("when a window is open, then the banner says open and counts down to its closing", async () => {
    const current = window(new Date(Date.now() - 3_600_000).toISOString(), new Date(Date.now() + 2 * 3_600_000).toISOString());
    stubFetch((url) => (url === "/api/purchase-windows" ? { body: { isOpen: true, current, next: null, windows: [current] } } : undefined));
    renderWithApp(<PurchaseWindowBanner />);
    expect(await screen.findByRole("status", { name: "Purchase window" })).toHaveTextContent(
      /Purchases are open\. This window closes on .*, in 01h 59m 5\ds/,
    );
  });

  it("when no window was ever scheduled, then no banner shows (purchases are open at any time)", async () => {
    const fetchMock = stubFetch(() => ({ body: { isOpen: true, current: null, next: null, windows: [] } }));
    renderWithApp(<PurchaseWindowBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("status", { name: "Purchase window" })).toBeNull();
  });
});

describe("PurchaseWindowForm", () => {
  it("when the window closes before it opens, then the schema's message and nothing is sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<PurchaseWindowForm />);
    await pickDate(user, "Opens at (your local time)", `${NEXT_YEAR}-12-02T09:00`);
    await pickDate(user, "Closes at (your local time)", `${NEXT_YEAR}-12-01T09:00`);
    await user.click(screen.getByRole("button", { name: "Schedule Window" }));
    await findInlineOnly("A purchase window must close after it opens.");
    const closes = within(screen.getByRole("group", { name: "Closes at (your local time)" }));
    for (const part of ["Day", "Month", "Year", "Hour", "Minute"])
      expect(closes.getByLabelText(part)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when valid, then the local times are sent as instants with the note", async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    const { user } = renderWithApp(<PurchaseWindowForm />);
    await pickDate(user, "Opens at (your local time)", `${NEXT_YEAR}-12-01T09:00`);
    await pickDate(user, "Closes at (your local time)", `${NEXT_YEAR}-12-08T09:00`);
    await user.type(screen.getByLabelText("Note (optional)"), "December round");
    await user.click(screen.getByRole("button", { name: "Schedule Window" }));
    expect(await screen.findByText("Purchase window scheduled")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      opensAt: new Date(`${NEXT_YEAR}-12-01T09:00`).toISOString(),
      closesAt: new Date(`${NEXT_YEAR}-12-08T09:00`).toISOString(),
      note: "December round",
    });
  });
});
