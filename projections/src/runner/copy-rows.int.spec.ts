import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyTestDatabase, type TestDatabase } from "../../testing/test-database.js";
import { copyThrough } from "./copy-rows.js";

const COLUMNS: Array<[string, string]> = [
  ["label", "text"],
  ["position", "bigint"],
  ["amount", "numeric"],
  ["at", "timestamptz"],
];

describe("COPY of read-model rows", () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createEmptyTestDatabase("copy");
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await pool.query(
      "CREATE TABLE lines (label TEXT NOT NULL, position BIGINT NOT NULL, amount NUMERIC(20,2) NOT NULL, at TIMESTAMPTZ NOT NULL)",
    );
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const copy = async (rows: unknown[][]) => {
    const client = await pool.connect();
    try {
      await copyThrough(client, "lines", COLUMNS, rows);
    } finally {
      client.release();
    }
  };
  const stored = async () => (await pool.query("SELECT label, position::text, amount::text FROM lines ORDER BY position")).rows;

  it("when a text value holds a tab, newline or backslash, then it is stored exactly as given", async () => {
    await copy([["a\tb\nc\\N d\r", "1", "12.50", "2026-11-25T01:00:00.000Z"]]);
    expect(await stored()).toEqual([{ label: "a\tb\nc\\N d\r", position: "1", amount: "12.50" }]);
  });

  it("when a number, amount or time value holds a tab, newline or \\N, then the COPY fails and stores nothing, never a shifted row", async () => {
    const before = await stored();
    for (const bad of [
      ["x", "2\t3", "1.00", "2026-11-25T01:00:00.000Z"],
      ["x", "2", "1.00\n", "2026-11-25T01:00:00.000Z"],
      ["x", "2", "\\N", "2026-11-25T01:00:00.000Z"],
      ["x", "2", "1.00", "2026-11-25\t01:00:00Z"],
    ]) {
      await expect(copy([["ok", "2", "1.00", "2026-11-25T01:00:00.000Z"], bad])).rejects.toThrow();
    }
    expect(await stored()).toEqual(before);
  });
});
