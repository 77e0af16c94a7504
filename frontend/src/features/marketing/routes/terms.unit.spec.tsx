import { screen } from "@testing-library/react";
import { renderWithApp } from "@/testing/render";
import { describe, expect, it } from "vitest";
import TermsRoute from "./terms";

describe("Terms", () => {
  it("when a visitor reads the Terms, then they state one minimum purchase, a version and the day it took effect", () => {
    const { container } = renderWithApp(<TermsRoute />);
    expect(screen.getByText("Version 2.0, effective 28 November 2026.")).toBeInTheDocument();
    expect(container).toHaveTextContent("The smallest purchase is 0.5 share for $50.");
    // One rule: no second reading of the minimum, no note to ourselves.
    expect(container.textContent).not.toMatch(/earlier reading|readings stand|Both readings/i);
  });
});
