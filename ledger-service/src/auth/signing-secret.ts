import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * The token-signing secret when JWT_SECRET is not set (never in production, where startup
 * requires it): made at random on the first start and kept in the database, so every process
 * on it (API, workers, restarts) signs and verifies with the same one.
 */
export async function ensureSigningSecret(db: Kysely<any>): Promise<string> {
  const candidate = randomBytes(48).toString("base64url");
  await sql`INSERT INTO app_secrets (name, value) VALUES ('jwt', ${candidate}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = 'jwt'`.execute(db);
  const secret = rows[0]?.value;
  if (!secret) throw new Error("the generated signing secret could not be read back");
  return secret;
}
