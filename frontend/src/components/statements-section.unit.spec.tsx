import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, signIn } from "@/testing/render";
import { monthPeriod, StatementsSection } from "./statements-section";

function stubDownload(status = 200, body: BodyInit = "balance,date\r\n") {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(body, { status, headers: { "Content-Type": "text/csv" } })
      : new Response(JSON.stringify({ message: "Please choose a valid period: from and to as YYYY-MM-DD, from not after to." }), {
          status,
        }),
  );
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = () => "blob:statement";
  URL.revokeObjectURL = () => {};
  return fetchMock;
}

describe("StatementsSection", () => {
  it("when a month is picked, then each download asks for that whole month in its format with the session cookie (no token in a header)", async () => {
    signIn();
    const fetchMock = stubDownload();
    const { user } = renderWithApp(<StatementsSection endpoint="/api/user/statement" />);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2024-02" } });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url]) => url)).toEqual([
      "/api/user/statement?from=2024-02-01&to=2024-02-29&format=csv",
      "/api/user/statement?from=2024-02-01&to=2024-02-29&format=pdf",
    ]);
    expect(calls[0]?.[1].credentials).toBe("same-origin");
    expect((calls[0]?.[1].headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it("when the server refuses, then its message is shown and the buttons work again", async () => {
    signIn();
    stubDownload(400);
    const { user } = renderWithApp(<StatementsSection endpoint="/api/admin/users/u2/statement" title="Statement" />);
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a valid period");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  });

  it("when a month ends, then its period runs from the 1st to its last day", () => {
    expect(monthPeriod("2025-12")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(monthPeriod("2025-04")).toEqual({ from: "2025-04-01", to: "2025-04-30" });
  });
});
