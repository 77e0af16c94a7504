import { randomUUID } from "node:crypto";
import {
  messageResponse,
  SAVED_ADDRESS_DELETED,
  SAVED_ADDRESS_DUPLICATE,
  SAVED_ADDRESS_LIMIT,
  SAVED_ADDRESS_LIMIT_REACHED,
  SAVED_ADDRESS_NOT_FOUND,
  SAVED_ADDRESS_SAVED,
  savedAddressesResponse,
  savedAddressRequest,
  savedAddressSavedResponse,
} from "@app/contracts";
import { type Request, Router } from "express";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { ConflictError, NotFoundError } from "../platform/errors.js";
import { uuidParam } from "../shared/uuid-param.js";
import { parseInput } from "../shared/validate.js";

/** The table of migration 0065, typed here: only this capability reads or writes it. */
type SavedAddressesTable = {
  saved_addresses: { id: string; user_id: string; label: string; wallet: string; network: string; created_at: Date };
};
type Row = SavedAddressesTable["saved_addresses"];

const toItem = (r: Row) => ({ id: r.id, label: r.label, wallet: r.wallet, network: r.network, createdAt: r.created_at.toISOString() });

const addressId = (req: Request) => uuidParam(req, SAVED_ADDRESS_NOT_FOUND);

/**
 * An investor's saved withdrawal addresses: list, save with a label, delete. Each investor sees
 * and deletes only their own (another's id answers 404). Saving trusts nothing: the new-wallet
 * hold is decided from the investor's stream when money is requested (withdrawals/wallet-holds.ts).
 */
export function savedAddressRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = () => ctx.db.withTables<SavedAddressesTable>();

  router.get("/user/saved-addresses", requireUser(ctx), async (req, res) => {
    const rows = await db()
      .selectFrom("saved_addresses")
      .selectAll()
      .where("user_id", "=", currentUser(req).id)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    res.json(savedAddressesResponse.parse({ addresses: rows.map(toItem) }));
  });

  router.post("/user/saved-addresses", requireUser(ctx), async (req, res) => {
    const input = parseInput(savedAddressRequest, req.body);
    const userId = currentUser(req).id;
    const row = await db()
      .transaction()
      .execute(async (trx) => {
        // One investor's saves in turn, so two at once cannot pass the limit together.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-addresses:${userId}`}))`.execute(trx);
        const { count } = await trx
          .selectFrom("saved_addresses")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        const inserted = await trx
          .insertInto("saved_addresses")
          .values({
            id: randomUUID(),
            user_id: userId,
            label: input.label,
            wallet: input.wallet,
            network: input.network,
            created_at: ctx.clock(),
          })
          .onConflict((oc) => oc.columns(["user_id", "wallet", "network"]).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted) throw new ConflictError(SAVED_ADDRESS_DUPLICATE);
        if (Number(count) >= SAVED_ADDRESS_LIMIT) throw new ConflictError(SAVED_ADDRESS_LIMIT_REACHED);
        return inserted;
      });
    res.status(201).json(savedAddressSavedResponse.parse({ message: SAVED_ADDRESS_SAVED, address: toItem(row) }));
  });

  router.delete("/user/saved-addresses/:id", requireUser(ctx), async (req, res) => {
    const result = await db()
      .deleteFrom("saved_addresses")
      .where("id", "=", addressId(req))
      .where("user_id", "=", currentUser(req).id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFoundError(SAVED_ADDRESS_NOT_FOUND);
    res.json(messageResponse.parse({ message: SAVED_ADDRESS_DELETED }));
  });

  return router;
}
