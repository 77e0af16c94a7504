import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Email } from "./email";

describe("Email", () => {
  it("when an address is shown, then its only break opportunity is right after the @, and it reads whole", () => {
    const { container } = render(<Email address="ada.lovelace@example.com" />);
    const span = container.querySelector(".email");
    expect(span).toHaveTextContent("ada.lovelace@example.com");
    expect(span?.innerHTML).toBe("ada.lovelace@<wbr>example.com");
  });

  it("when there is no address, then nothing is rendered", () => {
    expect(render(<Email address={undefined} />).container.innerHTML).toBe("");
  });
});
