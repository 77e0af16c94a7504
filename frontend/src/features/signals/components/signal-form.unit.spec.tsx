import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAndFill } from "@/testing/render";
import { SignalForm } from "./signal-form";

describe("SignalForm", () => {
  it("when title or notes are missing, then the warning 'Fill all fields'", async () => {
    const { fetchMock } = await renderAndFill(<SignalForm />, { Title: "BTC long" }, "Publish Signal");
    expect(await screen.findAllByText("Fill all fields")).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when title and notes are given, then the signal is created with the chosen risk", async () => {
    const { fetchMock } = await renderAndFill(
      <SignalForm />,
      { Title: "BTC long", Notes: "Breakout above 70k", Risk: "High" },
      "Publish Signal",
    );
    expect(await screen.findByText("Signal created")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/signals");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ title: "BTC long", content: "Breakout above 70k", risk: "High" });
  });
});
