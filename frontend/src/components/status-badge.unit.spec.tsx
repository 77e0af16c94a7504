import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./status-badge";

const badgeFor = (status: string, tone?: string) => {
  const { unmount } = render(<StatusBadge status={status} tone={tone} />);
  const el = screen.getByText(/./, { selector: ".badge" });
  const result = { text: el.textContent, className: el.className };
  unmount();
  return result;
};

describe("StatusBadge", () => {
  it.each([
    ["Pending", "badge-warning"],
    ["Approved", "badge-success"],
    ["Paid", "badge-success"],
    ["Hit", "badge-success"],
    ["Rejected", "badge-danger"],
    ["Cancelled", "badge-muted"],
    ["Closed", "badge-muted"],
    ["Open", "badge-info"],
  ])("when the status is %s, then it has exactly one colour class, %s", (status, tone) => {
    const badge = badgeFor(status);
    expect(badge.className.split(" ").filter((c) => c.startsWith("badge-"))).toEqual([tone]);
  });

  it("when a status arrives in lowercase, then it is shown capitalised in the same colour", () => {
    expect(badgeFor("pending")).toEqual({ text: "Pending", className: "badge badge-warning" });
    expect(badgeFor("hit")).toEqual({ text: "Hit", className: "badge badge-success" });
  });

  it("when a caller passes another tone for a known status, then the status keeps its one colour", () => {
    expect(badgeFor("Approved", "info").className).toBe("badge badge-success");
    expect(badgeFor("Pending", "danger").className).toBe("badge badge-warning");
  });

  it("when the value is not a status, then the caller's tone colours it", () => {
    expect(badgeFor("passed", "success")).toEqual({ text: "Passed", className: "badge badge-success" });
  });
});
