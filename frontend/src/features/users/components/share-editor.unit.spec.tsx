import { SHARES_EDIT_STEP } from "@app/contracts/messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, sentWrites, signIn, stubFetch, expectCancelSendsNothing } from "@/testing/render";
import { ShareEditor } from "./share-editor";

describe("ShareEditor", () => {
  it("when an admin saves new shares, then a dialog names the user, the old and new shares and their value and nothing is sent until confirmed", async () => {
    signIn({ isAdmin: true });
    const fetchMock = stubFetch((url) =>
      url === "/api/admin/share-price" ? { body: { pricePerShare: 100 } } : { body: { message: "ok" } },
    );
    const onDone = vi.fn();
    const { user } = renderWithApp(<ShareEditor id="u2" name="Bola Ade" shares={2} onDone={onDone} />);
    const input = screen.getByLabelText("Shares for Bola Ade");
    await user.clear(input);
    await user.type(input, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Set Bola Ade's shares from 2 to 5 (+3 share(s), worth $300.00 at $100.00 a share)?");
    expect(sentWrites(fetchMock)).toEqual([]);
    await user.dblClick(within(dialog).getByRole("button", { name: "Save shares" }));
    expect(await screen.findByText("Shares updated")).toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([{ url: "/api/admin/users/u2/shares", key: expect.any(String), body: { sharesOwned: "5" } }]);
    expect(onDone).toHaveBeenCalled();
  });

  it("when the admin cancels the confirmation, then the shares are not changed", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ShareEditor id="u2" name="Bola Ade" shares={2} onDone={vi.fn()} />);
    await user.clear(screen.getByLabelText("Shares for Bola Ade"));
    await user.type(screen.getByLabelText("Shares for Bola Ade"), "1.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await expectCancelSendsNothing(user, fetchMock);
  });

  it("when the admin types shares off the 0.5 step, then the API's message shows, the input is marked and nothing is asked or sent", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<ShareEditor id="u2" name="Bola Ade" shares={2} onDone={vi.fn()} />);
    const input = screen.getByLabelText("Shares for Bola Ade");
    await user.clear(input);
    await user.type(input, "1.3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SHARES_EDIT_STEP)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});
