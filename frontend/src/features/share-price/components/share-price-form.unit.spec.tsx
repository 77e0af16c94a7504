import { ENTER_VALID_PRICE } from "@app/contracts/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, stubFetch, findInlineOnly } from "@/testing/render";
import { SharePriceForm } from "./share-price-form";

describe("SharePriceForm", () => {
  it("when the price is empty, then the warning 'Enter a valid price'", async () => {
    const fetchMock = stubFetch();
    const { user } = renderWithApp(<SharePriceForm />);
    await user.click(screen.getByRole("button", { name: "Update Price" }));
    await findInlineOnly(ENTER_VALID_PRICE);
    // Nothing is sent (reading whether the action code is asked is no change).
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });

  it("when valid, then the price is sent as a number", async () => {
    const fetchMock = stubFetch(() => ({ body: { pricePerShare: 120 } }));
    const { user } = renderWithApp(<SharePriceForm />);
    await user.type(screen.getByLabelText("New Price per Share ($)"), "120");
    await user.click(screen.getByRole("button", { name: "Update Price" }));
    expect(await screen.findByText("Share price updated!")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ pricePerShare: 120 });
  });

  it("when the server asks for the action code, then the form shows the code field and sends the code with the price", async () => {
    const fetchMock = stubFetch((url) =>
      String(url).includes("/api/admin/four-eyes") ? { body: { actionCodeRequired: true } } : { body: { pricePerShare: 120 } },
    );
    const { user } = renderWithApp(<SharePriceForm />);
    await user.type(screen.getByLabelText("New Price per Share ($)"), "120");
    await user.type(await screen.findByLabelText("Authenticator code"), "123456");
    await user.click(screen.getByRole("button", { name: "Update Price" }));
    expect(await screen.findByText("Share price updated!")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ pricePerShare: 120, code: "123456" });
  });
});
