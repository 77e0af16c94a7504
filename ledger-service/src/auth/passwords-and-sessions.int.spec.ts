import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";

let app: TestApp;
let ip = 0;
beforeAll(async () => {
  app = await startTestApp({ SESSION_IDLE_SECONDS: "2" });
});
afterAll(async () => {
  await app?.stop();
});

const post = (path: string, body: unknown, token?: string) =>
  app.api("POST", path, { token, body, headers: { "x-forwarded-for": `10.8.0.${++ip}` } });
let n = 0;
const newEmail = () => `pw${++n}-${Date.now()}@example.com`;
const register = (password: string, email = newEmail()) => post("/api/auth/register", { fullName: "Pat Word", email, password });
const login = async (email: string, password: string) => (await post("/api/auth/login", { email, password })).body.token as string;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("password rules", () => {
  it("when a password is shorter than 10 characters or on the common-password list, then register refuses it with a clear message and creates nothing", async () => {
    const email = newEmail();
    expect(await register("nine-char", email)).toMatchObject({
      status: 400,
      body: { message: "Password must be at least 10 characters." },
    });
    for (const common of ["1234567890", "Password123", "qwertyuiop"])
      expect(await register(common, email)).toMatchObject({
        status: 400,
        body: { message: "This password is too common. Please choose a less predictable one." },
      });
    expect(await app.ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    expect((await register("kola-nut-harmattan-7", email)).status).toBe(201);
  });
});

describe("change password", () => {
  it("when the current password is wrong, then 400 with a clear message and the password is unchanged", async () => {
    const email = newEmail();
    await register("first-good-passphrase", email);
    const token = await login(email, "first-good-passphrase");
    const res = await post(
      "/api/auth/change-password",
      { currentPassword: "not-my-password", newPassword: "second-good-passphrase" },
      token,
    );
    expect(res).toMatchObject({ status: 400, body: { message: "Current password is incorrect." } });
    expect(await login(email, "first-good-passphrase")).toEqual(expect.any(String));
  });

  it("when the new password is common, then it is refused like at register", async () => {
    const email = newEmail();
    await register("first-good-passphrase", email);
    const token = await login(email, "first-good-passphrase");
    const res = await post("/api/auth/change-password", { currentPassword: "first-good-passphrase", newPassword: "password1234" }, token);
    expect(res).toMatchObject({ status: 400, body: { message: "This password is too common. Please choose a less predictable one." } });
  });

  it("when an investor changes the password, then every other session ends, the caller's fresh token works and only the new password signs in", async () => {
    const email = newEmail();
    await register("first-good-passphrase", email);
    const phone = await login(email, "first-good-passphrase");
    const laptop = await login(email, "first-good-passphrase");
    const res = await post(
      "/api/auth/change-password",
      { currentPassword: "first-good-passphrase", newPassword: "second-good-passphrase" },
      laptop,
    );
    expect(res.status).toBe(200);
    expect((await app.api("GET", "/api/user/me", { token: phone })).status).toBe(401);
    expect((await app.api("GET", "/api/user/me", { token: laptop })).status).toBe(401);
    expect((await app.api("GET", "/api/user/me", { token: res.body.token })).status).toBe(200);
    expect((await post("/api/auth/login", { email, password: "first-good-passphrase" })).status).toBe(401);
    expect(await login(email, "second-good-passphrase")).toEqual(expect.any(String));
  });
});

describe("idle sessions", () => {
  it("when a session makes no request for longer than the idle time, then the server refuses it with 401 and says why; a busy session stays", async () => {
    const user = await app.createUser();
    for (let i = 0; i < 4; i++) {
      expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).status).toBe(200);
      await pause(800);
    }
    await pause(2600);
    const idle = await app.api("GET", "/api/user/me", { token: user.token });
    expect(idle).toMatchObject({
      status: 401,
      body: { message: "Your session ended after 2 seconds without activity. Please log in again." },
    });
    expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).status).toBe(401);
  });

  it("when a token is first used after the idle time, then it is refused too", async () => {
    const user = await app.createUser();
    await pause(2600);
    expect((await app.api("GET", "/api/user/me", { token: user.token })).status).toBe(401);
  });
});
