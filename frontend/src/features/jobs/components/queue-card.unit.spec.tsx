import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch, writes, renderAdminPage } from "@/testing/render";
import AdminJobsRoute from "../routes/admin-jobs";

const job = {
  name: "credit-profit",
  attemptsMade: 1,
  failedReason: null,
  createdAt: "2025-03-02T10:00:00.000Z",
  finishedAt: null,
};
const overview = {
  queues: [
    {
      name: "profit-runs",
      counts: { waiting: 2, active: 1, completed: 9, failed: 1, delayed: 0 },
      active: [{ ...job, id: "41", progress: 40 }],
      failed: [{ ...job, id: "40", progress: 10, failedReason: "connection reset", finishedAt: "2025-03-02T10:01:00.000Z" }],
    },
    {
      name: "emails",
      counts: { waiting: 0, active: 1, completed: 3, failed: 0, delayed: 0 },
      active: [{ ...job, id: "7", name: "broadcast", progress: { done: 1, total: 4 } }],
      failed: [],
    },
  ],
};

describe("background jobs page", () => {
  it("when queues have running and failed jobs, then counts, progress and reasons show", async () => {
    renderAdminPage(<AdminJobsRoute />, "/admin/jobs", "/api/admin/jobs", overview);
    expect(await screen.findByRole("heading", { name: "profit-runs" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progress of credit-profit #41" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("progressbar", { name: "Progress of broadcast #7" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("connection reset")).toBeInTheDocument();
    expect(screen.getByText("No failed jobs.")).toBeInTheDocument();
  });

  it("when Retry is pressed on a failed job, then that job of that queue is retried", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url, init) =>
      url === "/api/admin/jobs" ? { body: overview } : init?.method === "POST" ? { body: { message: "Job queued again" } } : undefined,
    );
    const { user } = renderWithApp(<AdminJobsRoute />, { path: "/admin/jobs" });
    await user.click(await screen.findByRole("button", { name: "Retry credit-profit #40" }));
    expect(await screen.findByText("Job queued again")).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual(["/api/admin/jobs/profit-runs/40/retry"]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/admin/jobs").length).toBeGreaterThan(1));
  });
});
