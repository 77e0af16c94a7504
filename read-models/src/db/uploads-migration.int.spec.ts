import { randomUUID } from "node:crypto";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyTestDatabase, type TestDatabase } from "../../testing/test-database.js";
import { createDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

let testDb: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  testDb = await createEmptyTestDatabase("mig");
  handle = createDatabase({ connectionString: testDb.url, max: 2 });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0041"));
  const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => before } }).migrateToLatest();
  if (error) throw error;
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe("migration 0041: uploads", () => {
  it("when it runs on a database with pictures and proofs, then each named upload is recorded with its owner as used, and other values are ignored", async () => {
    const [ada, bola] = [randomUUID(), randomUUID()];
    const [picture, proof, receipt] = [randomUUID(), randomUUID(), randomUUID()];
    const base = "https://invest.example/api/uploads";
    await sql`
      INSERT INTO users (id, full_name, email, password_hash, referral_code, profile_picture)
      VALUES (${ada}::uuid, 'Ada', 'ada@example.com', 'x', 'RADA', ${`${base}/${picture}.jpg`}),
             (${bola}::uuid, 'Bola', 'bola@example.com', 'x', 'RBOLA', '')`.execute(handle.db);
    const event = (stream: string, version: number, type: string, data: object) =>
      sql`INSERT INTO events (stream_id, stream_version, event_id, type, data)
          VALUES (${stream}, ${version}, ${randomUUID()}::uuid, ${type}, ${JSON.stringify(data)}::jsonb)`.execute(handle.db);
    await event(`investor-${bola}`, 1, "SharePurchaseRequested", { purchaseId: "p1", proof: `${base}/${proof}.png` });
    await event(`investor-${bola}`, 2, "SharePurchaseRequested", { purchaseId: "p2", proof: "TX hash 0xabc" });
    await event(`investor-${bola}`, 3, "ManualLoanPaymentSubmitted", {
      loanId: "l1",
      paymentIndex: 0,
      proofUrl: `${base}/${receipt}.webp`,
    });

    await migrateToLatest(handle.db);
    const rows = await sql<{ id: string; owner_id: string; name: string; kind: string; used_by: string }>`
      SELECT id::text, owner_id::text, name, kind, used_by FROM uploads ORDER BY name`.execute(handle.db);
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { id: picture, owner_id: ada, name: `${picture}.jpg`, kind: "profile", used_by: "profile-picture" },
        { id: proof, owner_id: bola, name: `${proof}.png`, kind: "proof", used_by: "purchase:p1" },
        { id: receipt, owner_id: bola, name: `${receipt}.webp`, kind: "proof", used_by: "loan-payment:l1:0" },
      ]),
    );
    expect(rows.rows).toHaveLength(3);
  });
});
