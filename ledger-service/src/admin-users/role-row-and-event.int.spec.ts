import { streams } from "@app/contracts";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";

/**
 * Issue 36: a user's role on the `users` row and its UserRoleChanged event are one transaction.
 * A database trigger refuses the event here: the row must not have changed either (it used to be
 * written first), and once the event can be stored the same change goes through whole.
 */
const { app, admin } = useTestApp({}, { admin: {} });

describe("a role change's row and event", () => {
  it("when the UserRoleChanged event cannot be stored, then the users row keeps the old role; when it can, both change", async () => {
    const user = await app.createUser();
    const row = () =>
      app.ctx.db.selectFrom("users").select(["is_auditor", "token_version"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    const before = await row();
    await sql`
      CREATE FUNCTION refuse_role_events() RETURNS trigger AS $$
      BEGIN IF NEW.type = 'UserRoleChanged' THEN RAISE EXCEPTION 'role events refused for this test'; END IF; RETURN NEW; END; $$
      LANGUAGE plpgsql`.execute(app.ctx.db);
    await sql`CREATE TRIGGER refuse_role_events BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_role_events()`.execute(
      app.ctx.db,
    );
    try {
      const refused = await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: admin.token, body: { isAuditor: true } });
      expect(refused.status).toBe(500);
      expect(await row()).toEqual(before);
      expect(await app.ctx.store.readStream(streams.userRoles(user.id))).toHaveLength(0);
    } finally {
      await sql`DROP TRIGGER refuse_role_events ON events`.execute(app.ctx.db);
    }
    const done = await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: admin.token, body: { isAuditor: true } });
    expect(done.status).toBe(200);
    expect(await row()).toEqual({ is_auditor: true, token_version: before.token_version + 1 });
    expect((await app.ctx.store.readStream(streams.userRoles(user.id))).map((e) => e.type)).toEqual(["UserRoleChanged"]);
  });
});
