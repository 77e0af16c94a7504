/** Picks a date (and time) in a DateField, as a person does: year, month, day, then hour and minute. */
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { partsOfValue } from "@/lib/date-parts";

export async function pickDate(user: UserEvent, label: string, value: string): Promise<void> {
  const field = within(screen.getByRole("group", { name: label }));
  const parts = partsOfValue(value);
  for (const [name, part] of [
    ["Year", parts.year],
    ["Month", parts.month],
    ["Day", parts.day],
    ["Hour", parts.hour],
    ["Minute", parts.minute],
  ] as const) {
    if (part) await user.selectOptions(field.getByLabelText(name), part);
  }
}
