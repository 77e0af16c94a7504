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
    expect(fetchMock).not.toHaveBeenCalled();
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
});
