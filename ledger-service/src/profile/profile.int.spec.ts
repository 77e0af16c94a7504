import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { postFile, SVG, uploadProfilePicture } from "../../testing/images.js";

const { app } = useTestApp();

describe("GET /api/user/me", () => {
  it("when a user with balances asks, then their profile with balances as JSON numbers", async () => {
    const referrer = await app.createUser({ fullName: "Referrer" });
    const user = await app.createUser({ fullName: "Tolu", referredBy: referrer.id });
    // The balances come from the investor_balances read model; seeded here to check the mapping.
    await sql`INSERT INTO investor_balances (user_id, shares, pending_shares, profit_balance, reward_balance, withdrawal_hold, loan_owed, total_profit, total_reward, last_position)
      VALUES (${user.id}, 2.5, 1, 12.34, 5.06, 0, 0, 12.34, 5.06, 1)`.execute(app.ctx.db);
    const res = await app.api("GET", "/api/user/me", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: user.id,
      fullName: "Tolu",
      email: user.email,
      referralCode: user.referralCode,
      referredBy: { _id: referrer.id, fullName: "Referrer" },
      isAdmin: false,
      sharesOwned: 2.5,
      pendingShares: 1,
      profitBalance: 12.34,
      referralRewardBalance: 5.06,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it("when a new user has no money events yet, then zeros; without a token 401", async () => {
    const user = await app.createUser();
    expect((await app.api("GET", "/api/user/me", { token: user.token })).body).toMatchObject({
      sharesOwned: 0,
      profitBalance: 0,
      referralRewardBalance: 0,
    });
    expect((await app.api("GET", "/api/user/me")).status).toBe(401);
  });
});

describe("PUT /api/user/me", () => {
  it("when name and phone are sent with other fields, then only name and phone change, and only for the caller", async () => {
    const a = await app.createUser({ fullName: "Alice" });
    const b = await app.createUser({ fullName: "Bola" });
    const res = await app.api("PUT", "/api/user/me", {
      token: a.token,
      body: {
        fullName: "Alice New",
        phone: "+234 801 234 5678",
        email: "hijack@example.com",
        isAdmin: true,
        referralCode: "MINE",
        _id: b.id,
        id: b.id,
        sharesOwned: 100,
      },
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: "Profile updated successfully",
        user: {
          fullName: "Alice New",
          phone: "+234 801 234 5678",
          email: a.email,
          isAdmin: false,
          referralCode: a.referralCode,
          sharesOwned: 0,
        },
      },
    });
    const me = await app.api("GET", "/api/user/me", { token: a.token });
    expect(me.body).toMatchObject({ fullName: "Alice New", email: a.email });
    expect((await app.api("GET", "/api/user/me", { token: b.token })).body).toMatchObject({ fullName: "Bola", phone: "" });
  });

  it("when the name is blank or the phone is not a phone number, then 400 and nothing changes", async () => {
    const user = await app.createUser({ fullName: "Chidi" });
    expect(await app.api("PUT", "/api/user/me", { token: user.token, body: { fullName: "  ", phone: "123456" } })).toMatchObject({
      status: 400,
      body: { message: "Full name is required." },
    });
    expect(await app.api("PUT", "/api/user/me", { token: user.token, body: { fullName: "Chidi", phone: "<script>" } })).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid phone number." },
    });
    expect((await app.api("GET", "/api/user/me", { token: user.token })).body.fullName).toBe("Chidi");
  });
});

describe("POST /api/user/upload-profile-picture", () => {
  it("when an image is sent in the 'profile' field, then it becomes the profile picture", async () => {
    const user = await app.createUser();
    const res = await uploadProfilePicture(app.url, user.token, "photo.jpg");
    expect(res).toMatchObject({ status: 200, body: { message: "Profile picture updated" } });
    expect(res.body.profilePicture).toMatch(/\/api\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect((await app.api("GET", "/api/user/me", { token: user.token })).body.profilePicture).toBe(res.body.profilePicture);
  });

  it("when no file or not an image is sent, then 400 with the spec's texts and the picture is unchanged", async () => {
    const user = await app.createUser();
    expect(await postFile(app.url, "/api/user/upload-profile-picture", { token: user.token, field: "profile" })).toMatchObject({
      status: 400,
      body: { message: "Please select an image" },
    });
    const svg = await postFile(app.url, "/api/user/upload-profile-picture", {
      token: user.token,
      field: "profile",
      file: { bytes: SVG, name: "me.png", type: "image/png" },
    });
    expect(svg).toMatchObject({ status: 400, body: { message: "Only image files are allowed" } });
    expect((await app.api("GET", "/api/user/me", { token: user.token })).body.profilePicture).toBe("");
  });
});
