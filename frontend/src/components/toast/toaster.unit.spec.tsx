import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster, toast } from "@/components/toast";

function TryAgainForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <button type="submit">Register</button>
    </form>
  );
}

describe("Toaster", () => {
  it("when a success follows a failed try, then only the success shows (one toast at a time)", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Registration failed");
      toast.success("Registration successful!");
    });
    expect(screen.queryByText("Registration failed")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Registration successful!");
    expect(screen.getAllByText(/Registration/)).toHaveLength(1);
  });

  it("when the form is submitted again, then the last try's error is cleared before the answer", async () => {
    render(
      <>
        <TryAgainForm />
        <Toaster />
      </>,
    );
    act(() => {
      toast.error("Registration failed");
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Registration failed");
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when a success shows and the form is submitted again, then the success stays (only errors are cleared)", async () => {
    render(
      <>
        <TryAgainForm />
        <Toaster />
      </>,
    );
    act(() => {
      toast.success("Profile updated successfully");
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByRole("status")).toHaveTextContent("Profile updated successfully");
  });
});
