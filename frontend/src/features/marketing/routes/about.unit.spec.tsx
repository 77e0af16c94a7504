import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, stubFetch } from "@/testing/render";
import AboutRoute from "./about";

const identity = { brandName: "Acme Shares", publicUrl: "https://invest.acme.ng" };
const answer = (site: object) => (url: string) =>
  url === "/api/site" ? { body: site } : url === "/api/purchase-windows" ? { body: { isOpen: true, windows: [] } } : undefined;

describe("About: the founder and the board", () => {
  it("when the founder and board are configured, then About names the founder and lists each member with their role", async () => {
    stubFetch(
      answer({
        ...identity,
        founderName: "Chiamaka Eze",
        boardMembers: [{ name: "Ada Obi", role: "Chair" }, { name: "Musa Bello" }],
      }),
    );
    renderWithApp(<AboutRoute />);
    const founder = await screen.findByRole("region", { name: "Our founder" });
    expect(founder).toHaveTextContent("Acme Shares was founded by Chiamaka Eze");
    const board = screen.getByRole("region", { name: "Our board" });
    const members = Array.from(board.querySelectorAll("li")).map((li) => li.textContent);
    expect(members).toEqual(["Ada ObiChair", "Musa Bello"]);
  });

  it("when neither is configured, then neither section shows and nothing stands in for them", async () => {
    const fetchMock = stubFetch(answer(identity));
    renderWithApp(<AboutRoute />);
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/site"));
    await screen.findByRole("region", { name: "Mission" });
    expect(screen.queryByRole("region", { name: "Our founder" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Our board" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/founded by|Our board/i);
  });
});
