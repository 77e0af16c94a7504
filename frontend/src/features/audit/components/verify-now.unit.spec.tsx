import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import AuditRunsRoute from "../routes/audit-runs";

const failedRun = {
  id: "9",
  kind: "verify",
  ok: false,
  finished_at: "2026-11-27T05:00:00.000Z",
  report: [
    { name: "each event's transfers match its amounts", ok: true, detail: "0 of 12 event(s) differ" },
    {
      name: "read-model balances equal the investor streams folded by the domain",
      ok: false,
      detail: "1 of 3 investor(s) differ (e.g. u1)",
    },
  ],
};

describe("Verify now", () => {
  it("when an auditor clicks Verify now, then it shows Verifying… while it runs and then the failed result with its violations", async () => {
    signIn();
    let finished = false;
    const posts: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/audit/verify" && init?.method === "POST") {
        posts.push(url);
        return { status: 202, body: { status: "running", startedAt: "2026-11-27T04:59:00.000Z", last: null } };
      }
      if (url === "/api/audit/verify")
        return {
          body: finished
            ? { status: "idle", startedAt: null, last: failedRun }
            : { status: posts.length ? "running" : "idle", startedAt: null, last: null },
        };
      if (url === "/api/audit/runs") return { body: { replay: null, verify: finished ? failedRun : null } };
      return undefined;
    });
    const { user } = renderWithApp(<AuditRunsRoute />, { path: "/audit/runs" });
    // The page offers a button, not a command to type.
    expect(await screen.findByText(/No verification has run yet/)).toBeInTheDocument();
    expect(screen.queryByText(/npm run/)).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Verify now" }));
    const busy = await screen.findByRole("button", { name: "Verifying…" });
    expect(busy).toBeDisabled();
    expect(posts).toHaveLength(1);

    finished = true;
    expect(await screen.findByText("Verification failed: 1 violation(s)", {}, { timeout: 3000 })).toBeInTheDocument();
    const violations = screen.getByRole("list", { name: "Violations" });
    expect(violations).toHaveTextContent("read-model balances equal the investor streams folded by the domain");
    expect(violations).toHaveTextContent("1 of 3 investor(s) differ (e.g. u1)");
    expect(violations).not.toHaveTextContent("each event's transfers match its amounts");
    expect(screen.getByRole("button", { name: "Verify now" })).toBeEnabled();
    // The last-verify panel is read again and shows the recorded run.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/audit/runs").length).toBeGreaterThan(1));
  });

  it("when a verification is already running, then a click starts none and follows the running one", async () => {
    signIn();
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (url === "/api/audit/verify" && init?.method === "POST") {
        posts.push(url);
        return { status: 409, body: { message: "A verification is already running", status: "running", startedAt: null, last: null } };
      }
      if (url === "/api/audit/verify") return { body: { status: posts.length ? "running" : "idle", startedAt: null, last: null } };
      if (url === "/api/audit/runs") return { body: { replay: null, verify: null } };
      return undefined;
    });
    const { user } = renderWithApp(<AuditRunsRoute />, { path: "/audit/runs" });
    await user.click(await screen.findByRole("button", { name: "Verify now" }));
    expect(await screen.findByRole("button", { name: "Verifying…" })).toBeDisabled();
    expect(screen.queryByText(/Failed to start/)).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });
});
