import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { ensureAdmin } from "../auth/ensure-admin.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const { app, admin } = useTestApp({}, { admin: {} });

/** `npm run admin:grant -- <email>` against this test's database, as the operator runs it on the server. */
async function grantFromServer(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "--silent", "admin:grant", "--", email], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: app.config.DATABASE_URL, NODE_ENV: "development", LOG_LEVEL: "silent" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("the first co-admin", () => {
  it("when the only admin grants admin through the API, then 403 with the reason and nothing is recorded", async () => {
    const user = await app.createUser();
    const res = await app.api("PUT", `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: "admin" } });
    expect(res).toMatchObject({ status: 403, body: { message: "The first co-admin is made by the operator." } });
    expect(await app.ctx.store.readStream(`user-roles-${user.id}`)).toEqual([]);
  });

  it("when the operator runs admin:grant for a verified account, then it exits 0, the account is admin and an event by the operator records it", async () => {
    const user = await app.createUser();
    const run = await grantFromServer(user.email);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${user.email} is now an admin`);
    const row = await app.ctx.db.selectFrom("users").select("is_admin").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
    const events = await app.ctx.store.readStream(`user-roles-${user.id}`);
    expect(events.map((e) => [e.type, e.data, e.metadata.actor])).toEqual([
      ["UserRoleChanged", expect.objectContaining({ role: "admin", previousRole: "investor" }), "operator"],
    ]);
    // Now two admins exist: a further grant through the API waits for the second admin.
    const next = await app.createUser();
    const held = await app.api("PUT", `/api/admin/users/${next.id}/role`, { token: admin.token, body: { role: "admin" } });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "role" } } });
  }, 60_000);

  it("when the operator names an unknown or unverified email, then it exits 1 with a clear message and nothing changes", async () => {
    const unknown = await grantFromServer("nobody-here@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account has the email nobody-here@example.com.");
    const unverified = await app.createUser({ emailVerified: false });
    const refused = await grantFromServer(unverified.email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("has not verified its email address");
    expect(await app.ctx.store.readStream(`user-roles-${unverified.id}`)).toEqual([]);
  }, 60_000);
});

describe("the ADMIN_EMAIL bootstrap", () => {
  it("when the bootstrapped admin is deleted and the server starts again, then it is not made again", async () => {
    const config = { ...app.config, ADMIN_EMAIL: "first-boss@example.com", ADMIN_PASSWORD: "first-boss-password" };
    await ensureAdmin({ ...app.ctx, config });
    const made = await app.ctx.db.selectFrom("users").select(["id", "is_admin"]).where("email", "=", "first-boss@example.com").execute();
    expect(made).toEqual([{ id: expect.any(String), is_admin: true }]);
    expect((await app.ctx.store.readStream("admin-bootstrap")).map((e) => e.type)).toEqual(["AdminBootstrapped"]);

    await app.ctx.db
      .updateTable("users")
      .set({ deleted_at: new Date(), is_admin: false })
      .where("email", "=", "first-boss@example.com")
      .execute();
    await ensureAdmin({ ...app.ctx, config });
    const after = await app.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "first-boss@example.com")
      .where("deleted_at", "is", null)
      .execute();
    expect(after).toEqual([]);
    expect((await app.ctx.store.readStream("admin-bootstrap")).length).toBe(1);
  });
});
