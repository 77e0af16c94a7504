import { accountUser } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

const { app } = useTestApp({ NEW_WALLET_HOLD_HOURS: "24" });

const zoneOf = async (token: string) => (await app.api("GET", "/api/user/time-zone", { token })).body;

describe("the investor's time zone (one clock)", () => {
  it("when nothing was chosen, then the zone is Africa/Lagos on /user/time-zone and /user/me", async () => {
    const investor = await app.createUser();
    expect(await zoneOf(investor.token)).toEqual({ timeZone: "Africa/Lagos" });
    const me = await app.api("GET", "/api/user/me", { token: investor.token });
    expect(accountUser.parse(me.body).timeZone).toBe("Africa/Lagos");
  });

  it("when the investor chooses Africa/Nairobi, then both reads give it back; PUT /user/me may set it with the name", async () => {
    const investor = await app.createUser({ fullName: "Zola Zone" });
    const put = await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone: "Africa/Nairobi" } });
    expect([put.status, put.body]).toEqual([200, { timeZone: "Africa/Nairobi" }]);
    expect(await zoneOf(investor.token)).toEqual({ timeZone: "Africa/Nairobi" });
    const viaProfile = await app.api("PUT", "/api/user/me", {
      token: investor.token,
      body: { fullName: "Zola Zone", timeZone: "Europe/London" },
    });
    expect(viaProfile.status).toBe(200);
    expect(viaProfile.body.user.timeZone).toBe("Europe/London");
    expect((await app.api("GET", "/api/user/me", { token: investor.token })).body.timeZone).toBe("Europe/London");
  });

  it.each(["Mars/Olympus", "+01:00", "EST5EDT", "", "Africa/Lagos; DROP TABLE users"])(
    "when the zone %j is not one of Intl's zones, then 400 with the message and the setting is unchanged",
    async (timeZone) => {
      const investor = await app.createUser();
      await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone: "Africa/Accra" } });
      const res = await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please choose a valid time zone, such as Africa/Lagos.");
      expect(await zoneOf(investor.token)).toEqual({ timeZone: "Africa/Accra" });
    },
  );

  it("when a zone is written in other case, then it is stored in Intl's spelling; without a token, 401", async () => {
    const investor = await app.createUser();
    await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone: "africa/nairobi" } });
    expect(await zoneOf(investor.token)).toEqual({ timeZone: "Africa/Nairobi" });
    expect((await app.api("PUT", "/api/user/time-zone", { body: { timeZone: "UTC" } })).status).toBe(401);
    expect((await app.api("GET", "/api/user/time-zone")).status).toBe(401);
  });

  it("when a withdrawal to a new wallet is held, then the notice tells the hold's end in the investor's zone, labelled", async () => {
    const investor = await app.createUser();
    await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone: "Africa/Nairobi" } });
    await creditBalanceForTest(app.ctx, investor.id, "profit", "30.00");
    const res = await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount: 10, wallet: tronWallet(`zone-${investor.id}`), network: "USDT TRC20", source: "profit" },
    });
    expect(res.status).toBeLessThan(300);
    await app.settle();
    const held = (await app.api("GET", "/api/notifications?page=1", { token: investor.token })).body.notifications.find(
      (n: { kind: string }) => n.kind === "withdrawal-held",
    );
    expect(held?.message).toMatch(/will not be paid before \d{2} \w{3} \d{4}, \d{2}:\d{2} EAT\./);
    await app.api("PUT", "/api/user/time-zone", { token: investor.token, body: { timeZone: "Africa/Lagos" } });
    const again = (await app.api("GET", "/api/notifications?page=1", { token: investor.token })).body.notifications.find(
      (n: { kind: string }) => n.kind === "withdrawal-held",
    );
    expect(again?.message).toMatch(/\d{2}:\d{2} WAT\./);
  });
});
