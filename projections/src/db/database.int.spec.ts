import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../testing/test-database.js";
import { allProjections } from "../registry.js";
import { ensureReadModelSchema } from "../runner/read-model-schema.js";
import { createDatabase } from "./database.js";

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase("pool");
  await ensureReadModelSchema(database.handle, allProjections);
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

describe("a pool's connections carry no session state", () => {
  it("when a process opens its pool on the live read models, then the read-model tables resolve from the database's own defaults", async () => {
    const handle = createDatabase({ connectionString: database.url, max: 1 });
    try {
      const r = await handle.pool.query<{ path: string; jit: string; checkpoint: string }>(
        "SELECT current_setting('search_path') AS path, current_setting('jit') AS jit, (SELECT count(*) FROM rm_checkpoint)::text AS checkpoint",
      );
      expect(r.rows[0]).toEqual({ path: "rm, public", jit: "off", checkpoint: "1" });
    } finally {
      await handle.close();
    }
  });

  it("when prepared statements are off (PgBouncer in transaction mode), then a named statement runs and leaves nothing prepared on the connection", async () => {
    const handle = createDatabase({ connectionString: database.url, max: 1, preparedStatements: false });
    try {
      for (let i = 0; i < 2; i++) {
        const r = await handle.pool.query<{ n: number }>({ name: "named-once", text: "SELECT $1::int AS n", values: [i] });
        expect(r.rows[0]?.n).toBe(i);
      }
      const prepared = await handle.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements");
      expect(prepared.rows[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
