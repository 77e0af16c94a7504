import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../testing/test-database.js";
import { tableChecksum } from "./checksums.js";

describe("table checksums (the replay's comparison)", () => {
  let db: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  const create = (schema: string) => sql`
    CREATE SCHEMA ${sql.id(schema)};
    CREATE TABLE ${sql.id(schema)}.t (id TEXT, amount NUMERIC(20,2), at TIMESTAMPTZ, doc JSONB, free NUMERIC, pos BIGINT);`;
  const sums = async (schema: string) => await tableChecksum(db.handle.db, schema, "t");

  beforeAll(async () => {
    db = await createMigratedTestDatabase("checksums");
  });
  afterAll(async () => {
    await db.drop();
  });

  it("when two tables hold the same rows in another order, then their checksums are equal; one cent apart, they differ", async () => {
    await create("a").execute(db.handle.db);
    await create("b").execute(db.handle.db);
    await sql`INSERT INTO a.t VALUES ('x', 1.50, '2026-01-01T00:00:00Z', '{"k": "1"}', 2, 1), ('y', 3, '2026-01-02T00:00:00Z', NULL, NULL, 2)`.execute(
      db.handle.db,
    );
    await sql`INSERT INTO b.t VALUES ('y', 3.00, '2026-01-02T01:00:00+01', NULL, NULL, 2), ('x', 1.5, '2026-01-01T00:00:00Z', '{"k": "1"}', 2, 1)`.execute(
      db.handle.db,
    );
    const [a, b] = [await sums("a"), await sums("b")];
    expect(a.rows).toBe("2");
    expect(b).toEqual({ ...a });
    await sql`UPDATE b.t SET amount = amount + 0.01 WHERE id = 'x'`.execute(db.handle.db);
    expect((await sums("b")).checksum).not.toBe(a.checksum);
  });

  it("when two rows swap one column's values, then the checksum differs (the row hashes are not summed linearly)", async () => {
    await sql`CREATE SCHEMA c; CREATE TABLE c.t AS SELECT * FROM a.t; CREATE SCHEMA d; CREATE TABLE d.t AS SELECT * FROM a.t`.execute(
      db.handle.db,
    );
    await sql`UPDATE d.t SET pos = CASE pos WHEN 1 THEN 2 ELSE 1 END`.execute(db.handle.db);
    const [c, d] = [await sums("c"), await sums("d")];
    expect(d.rows).toBe(c.rows);
    expect(d.checksum).not.toBe(c.checksum);
  });

  it("when values are equal but print differently (jsonb 1.0 and 1.00, an unconstrained numeric 2 and 2.0), then the checksum differs", async () => {
    await sql`CREATE SCHEMA e; CREATE TABLE e.t AS SELECT * FROM a.t; CREATE SCHEMA f; CREATE TABLE f.t AS SELECT * FROM a.t`.execute(
      db.handle.db,
    );
    const base = await sums("e");
    await sql`UPDATE f.t SET free = 2.0 WHERE id = 'x'`.execute(db.handle.db);
    expect((await sums("f")).checksum).not.toBe(base.checksum);
    await sql`UPDATE f.t SET free = 2, doc = '{"k": 1.0}' WHERE id = 'x'`.execute(db.handle.db);
    await sql`UPDATE e.t SET doc = '{"k": 1.00}' WHERE id = 'x'`.execute(db.handle.db);
    expect((await sums("f")).checksum).not.toBe((await sums("e")).checksum);
  });
});
