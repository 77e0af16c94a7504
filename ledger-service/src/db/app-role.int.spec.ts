import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";

/**
 * Issue 36: the app connects as a least-privilege role (migration 0070), migrations run as the
 * owner (MIGRATION_DATABASE_URL). The API works as that role; the role cannot change or delete
 * events nor drop a table.
 */
let db: TestDatabase;
let app: TestApp;
let appUrl: string;
beforeAll(async () => {
  db = await createEmptyTestDatabase("role");
  const url = new URL(db.url);
  url.username = `${db.name.slice(0, 59)}_app`;
  url.password = "";
  appUrl = url.toString();
  app = await startTestApp({ MIGRATION_DATABASE_URL: db.url, DATABASE_URL: appUrl });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function asAppRole<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: appUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe("the app's PostgreSQL role", () => {
  it("when the API runs as the app role, then registering and signing in work (rows and events written)", async () => {
    const email = `role-${Date.now()}@example.com`;
    const password = "a-long-enough-password-1";
    expect((await app.api("POST", "/api/auth/register", { body: { fullName: "Role Test", email, password } })).status).toBe(201);
    expect((await app.api("POST", "/api/auth/login", { body: { email, password } })).status).toBe(200);
    expect(await asAppRole(async (c) => (await c.query("SELECT current_user AS u")).rows[0].u)).toBe(`${db.name.slice(0, 59)}_app`);
  });

  it("when the app role tries to UPDATE or DELETE events, or DROP or TRUNCATE a table, then PostgreSQL refuses", async () => {
    const admin = await app.createUser({ isAdmin: true });
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 101 } });
    const events = await app.eventCount();
    expect(events).toBeGreaterThan(0);
    for (const statement of [
      "UPDATE events SET data = '{}'::jsonb",
      "DELETE FROM events",
      "TRUNCATE events",
      "DROP TABLE users",
      "ALTER TABLE users ADD COLUMN sneaky text",
    ]) {
      const refused = await asAppRole((c) =>
        c.query(statement).then(
          () => null,
          (e: { code?: string }) => e,
        ),
      );
      expect(refused, statement).not.toBeNull();
      expect(["42501"], statement).toContain(refused?.code); // insufficient_privilege / must be owner
    }
    expect(await app.eventCount()).toBe(events);
    expect(await asAppRole(async (c) => (await c.query("SELECT count(*)::int AS n FROM events")).rows[0].n)).toBe(events);
  });
});
