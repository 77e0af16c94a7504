import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, signIn, stubFetch } from "@/testing/render";
import DashboardRoute from "../routes/dashboard";

describe("dashboard: statements", () => {
  it("when an investor opens the dashboard, then a link leads to the statements on the profile", async () => {
    signIn();
    stubFetch();
    renderWithApp(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByRole("link", { name: "Account statements (PDF or CSV)" })).toHaveAttribute("href", "/profile#statements");
  });
});
