import * as api from "@app/contracts";
import { z } from "zod";
import { admin, anyone, auditor, type RouteDocs } from "../openapi/route-doc.js";

const payout = (what: string) =>
  admin(
    `Record the transaction that sent an approved ${what} (issue 34): checked on its network for exactly the net amount to the investor's wallet. 404 unknown; 409 not approved, already recorded, or the id backs another payment (TX_ID_ALREADY_USED); 400 an id malformed for the network (Idempotency-Key)`,
    {
      body: api.recordPayoutBody,
      ok: api.recordPayoutResponse,
      idempotent: true,
      refusals: { 409: "Not approved, already recorded, or the id backs another payment (TX_ID_ALREADY_USED)" },
    },
  );

/** Payments out and reserves (issue 34; docs/chain.md). */
export const chainOutDocs: RouteDocs = {
  "PUT /withdrawals/:id/payout": payout("withdrawal"),
  "PUT /shares/sell-back/:id/payout": payout("sell-back"),
  "PUT /loans/:id/payout": payout("loan"),
  "GET /audit/reserves": auditor(
    "USDT on chain now per checked network against the ledger's verified totals; difference = onChain - ledger",
    {
      ok: api.auditReservesResponse,
    },
  ),
  "POST /audit/reserves/read": auditor("Read the reserves now and keep the reading (history, metric, alert beyond $1)", {
    body: z.object({}).describe("no fields"),
    bodyOptional: true,
    ok: api.auditReservesResponse,
  }),
  "GET /audit/reserves/history": auditor("Kept reserves readings, newest first", { ok: api.reserveHistoryResponse }),
  "GET /reserves": anyone("The latest kept reserves reading per network ([] before the first)", { ok: api.publicReservesResponse }),
};
