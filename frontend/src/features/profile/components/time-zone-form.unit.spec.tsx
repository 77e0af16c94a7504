import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, setInvestorTimeZone } from "@/lib/format";
import { renderWithApp, sentWrites, signIn, stubFetch } from "@/testing/render";
import { TimeZoneForm } from "./time-zone-form";

afterEach(() => setInvestorTimeZone(undefined));

describe("time zone setting", () => {
  it("when the investor picks Africa/Nairobi and saves, then the zone is sent and every time on the screens reads in EAT", async () => {
    signIn();
    const fetchMock = stubFetch((url, init) =>
      url === "/api/user/time-zone" && init?.method === "PUT" ? { body: { timeZone: "Africa/Nairobi" } } : undefined,
    );
    const { user } = renderWithApp(<TimeZoneForm timeZone="Africa/Lagos" />);
    const select = screen.getByLabelText("Your time zone");
    expect(select).toHaveValue("Africa/Lagos");
    expect(screen.getByRole("button", { name: "Save time zone" })).toBeDisabled();
    await user.selectOptions(select, "Africa/Nairobi");
    expect(screen.getByText(/^Times read like this: .* EAT$/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save time zone" }));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    expect(sentWrites(fetchMock)[0]).toMatchObject({ url: "/api/user/time-zone", body: { timeZone: "Africa/Nairobi" } });
    await waitFor(() => expect(formatDateTime("2026-11-28T15:19:00Z")).toBe("28 Nov 2026, 18:19 EAT"));
  });
});
