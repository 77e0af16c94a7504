import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { partsOfValue, dateValueOf, withPart } from "@/lib/date-parts";
import { DateField } from "./date-field";

function Picker({ initial = "", withTime = false }: { initial?: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" value={value} onChange={setValue} years={{ from: 2024, to: 2027 }} withTime={withTime} />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue("")}>
        Clear
      </button>
    </>
  );
}

const field = () => within(screen.getByRole("group", { name: "From" }));
const shown = (name: string) => {
  const select = field().getByLabelText(name) as HTMLSelectElement;
  return select.options[select.selectedIndex]?.text;
};

describe("DateField", () => {
  it("when a date is set, then it reads day, month, year in that order as 05 Mar 2025, never mm/dd/yyyy", () => {
    render(<Picker initial="2025-03-05" />);
    const names = field()
      .getAllByRole("combobox")
      .map((select) => select.getAttribute("aria-label"));
    expect(names).toEqual(["Day", "Month", "Year"]);
    expect([shown("Day"), shown("Month"), shown("Year")]).toEqual(["05", "Mar", "2025"]);
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it("when only the day and month are picked, then there is no value yet; the year completes it", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.selectOptions(field().getByLabelText("Day"), "9");
    await user.selectOptions(field().getByLabelText("Month"), "11");
    expect(screen.getByLabelText("value")).toHaveTextContent(/^$/);
    await user.selectOptions(field().getByLabelText("Year"), "2026");
    expect(screen.getByLabelText("value")).toHaveTextContent("2026-11-09");
  });

  it("when 31 is picked and then February, then the day becomes the 28th and February offers no 29 to 31 in 2025", async () => {
    const user = userEvent.setup();
    render(<Picker initial="2025-01-31" />);
    await user.selectOptions(field().getByLabelText("Month"), "2");
    expect(screen.getByLabelText("value")).toHaveTextContent("2025-02-28");
    expect(within(field().getByLabelText("Day")).queryByRole("option", { name: "29" })).toBeNull();
  });

  it("when the form clears the value, then the picked parts clear too", async () => {
    const user = userEvent.setup();
    render(<Picker initial="2025-03-05" />);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect([shown("Day"), shown("Month"), shown("Year")]).toEqual(["Day", "Month", "Year"]);
  });

  it("when a time is asked for, then hour and minute complete a local date-time", async () => {
    const user = userEvent.setup();
    render(<Picker initial="2026-12-01T09:00" withTime />);
    expect(shown("Hour")).toBe("09");
    await user.selectOptions(field().getByLabelText("Minute"), "45");
    expect(screen.getByLabelText("value")).toHaveTextContent("2026-12-01T09:45");
  });

  it("when the value is not a date, then nothing is picked; 29 Feb exists only in leap years", () => {
    expect(partsOfValue("2025-13-01").year).toBe("");
    expect(partsOfValue("2025-02-29").day).toBe("");
    expect(dateValueOf(partsOfValue("2024-02-29"), false)).toBe("2024-02-29");
    expect(withPart(partsOfValue("2024-02-29"), "year", "2025").day).toBe("28");
  });
});
