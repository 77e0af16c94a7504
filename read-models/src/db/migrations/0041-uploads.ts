import { type Kysely, sql } from "kysely";

/**
 * Every stored image with its owner (issue 14, "proofs that belong to their owner"): a purchase,
 * manual loan payment or profile picture must name an upload of the same user that nothing used
 * before; `used_by` says what used it (`purchase:{id}`, `loan-payment:{loanId}:{id}`,
 * `profile-picture`). `size` (bytes as stored) counts against UPLOAD_QUOTA_MB. Content, not
 * ledger data: no read model or replay reads it.
 *
 * Uploads stored before this table are recorded from what names them: profile pictures and the
 * proofs in purchase and manual-payment events, each as used, so none can be named again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE uploads (
      id UUID PRIMARY KEY,
      owner_id UUID NOT NULL,
      name TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('proof', 'profile')),
      size INTEGER NOT NULL CHECK (size >= 0),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      used_by TEXT,
      used_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX uploads_owner ON uploads (owner_id)`.execute(db);
  const named = String.raw`/api/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$`;
  await sql`
    INSERT INTO uploads (id, owner_id, name, kind, size, used_by, used_at)
    SELECT m[1]::uuid, u.id, m[1] || '.' || m[2], 'profile', 0, 'profile-picture', now()
    FROM users u, regexp_match(u.profile_picture, ${named}) AS m
    WHERE m IS NOT NULL
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO uploads (id, owner_id, name, kind, size, used_by, used_at)
    SELECT m[1]::uuid, substr(e.stream_id, 10)::uuid, m[1] || '.' || m[2], 'proof', 0,
      CASE e.type WHEN 'SharePurchaseRequested' THEN 'purchase:' || (e.data->>'purchaseId')
        ELSE 'loan-payment:' || (e.data->>'loanId') || ':' || (e.data->>'paymentIndex') END, e.created_at
    FROM events e, regexp_match(coalesce(e.data->>'proof', e.data->>'proofUrl'), ${named}) AS m
    WHERE e.type IN ('SharePurchaseRequested', 'ManualLoanPaymentSubmitted') AND m IS NOT NULL
      AND e.stream_id ~ '^investor-[0-9a-f-]{36}$'
    ORDER BY e.global_position
    ON CONFLICT DO NOTHING`.execute(db);
}
