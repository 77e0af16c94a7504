import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

describe("Pager", () => {
  it("when the list has one page, then no pager shows", () => {
    render(<Pager page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  });

  it("when the list is empty, then no pager shows", () => {
    render(<Pager page={1} totalPages={0} onPageChange={() => undefined} variant="numbers" />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("when the list has two pages, then the pager says where you are", () => {
    render(<Pager page={1} totalPages={2} onPageChange={() => undefined} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 2");
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });
});
