import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import AuditReservesRoute from "../routes/audit-reserves";

const reading = (difference: string, readAt: string) => ({
  network: "BEP20",
  addresses: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"],
  onChain: "1205.5",
  ledger: (1205.5 - Number(difference)).toString(),
  difference,
  readAt,
});

describe("the audit screen Reserves", () => {
  it("when an auditor opens it and clicks Read now, then it shows each network's figures, flags a difference beyond $1, names a node that did not answer, and the history grows", async () => {
    signIn();
    const kept: ReturnType<typeof reading>[] = [reading("0", "2026-11-28T10:00:00.000Z")];
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (url === "/api/audit/reserves/read" && init?.method === "POST") {
        posts.push(url);
        kept.unshift(reading("-3.25", "2026-11-28T11:00:00.000Z"));
        return { body: { reserves: [kept[0]], unavailable: [] } };
      }
      if (url === "/api/audit/reserves")
        return {
          body: {
            reserves: [reading("0", "2026-11-28T10:30:00.000Z")],
            unavailable: [
              {
                network: "TRC20",
                reason: "The TRC20 node did not answer; this network's reading is left out.",
                readAt: "2026-11-28T10:30:00.000Z",
              },
            ],
          },
        };
      if (url === "/api/audit/reserves/history") return { body: { readings: [...kept] } };
      return undefined;
    });
    const { user } = renderWithApp(<AuditReservesRoute />, { path: "/audit/reserves" });

    const now = await screen.findByRole("region", { name: "Reserves per network" });
    expect(within(now).getAllByText("1205.5")).toHaveLength(2); // on chain and ledger, no difference
    expect(within(now).getByText("Matches")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("TRC20: The TRC20 node did not answer");
    expect(within(await screen.findByRole("region", { name: "Kept readings" })).getAllByRole("row")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Read now" }));
    expect(posts).toHaveLength(1);
    expect(await within(now).findByText("-3.25")).toBeInTheDocument();
    expect(within(now).getByText("Different")).toBeInTheDocument();
    const history = await screen.findByRole("region", { name: "Kept readings" });
    expect(await within(history).findAllByRole("row")).toHaveLength(3);
  });
});
