import {
  walletsResponse,
  portalStatusResponse,
  sharePriceResponse,
  togglePortalResponse,
  updateSharePriceRequest,
  streams,
  toApiNumber,
  toCents,
} from "@app/contracts";
import { getPlatformSettings } from "@app/projections/settings/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { readFolded } from "@app/event-store/command-runner";
import { parseInput } from "../shared/validate.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { settingsFold } from "./settings.js";
import { changeSettings } from "./change-settings.js";
import { requireActionCode } from "../approvals/action-code.js";

/** Share price (GET for any logged-in user, PUT for admins) and the loan portal switch. */
export function settingsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/admin/share-price", requireUser(ctx), async (_req, res) => {
    const s = await getPlatformSettings(ctx.db);
    res.json(sharePriceResponse.parse({ pricePerShare: toApiNumber(s.pricePerShare) }));
  });
  router.put("/admin/share-price", requireAdmin(ctx), requireActionCode(ctx), async (req, res) => {
    const { pricePerShare } = parseInput(updateSharePriceRequest, req.body);
    const me = currentUser(req).id;
    // The price it is asked on, from the ledger (an approval applies only while it still holds).
    const current = await readFolded(ctx.store, streams.settings(), settingsFold);
    const action = { kind: "share-price", pricePerShare: toCents(pricePerShare), previousPrice: toCents(current.pricePerShare) } as const;
    const outcome = await withFourEyes(ctx, action, me, () => changeSettings(ctx, { type: "ChangeSharePrice", pricePerShare }, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    const s = await getPlatformSettings(ctx.db);
    res.json(sharePriceResponse.parse({ pricePerShare: toApiNumber(s.pricePerShare) }));
  });
  router.get("/config/wallets", (_req, res) => {
    const c = ctx.config;
    res.json(
      walletsResponse.parse({
        deposit: { "USDT BEP20 (BSC)": c.DEPOSIT_ADDRESS_BEP20, TRC20: c.DEPOSIT_ADDRESS_TRC20, APTOS: c.DEPOSIT_ADDRESS_APTOS },
        repayment: c.LOAN_REPAYMENT_ADDRESS,
        repaymentNetwork: c.LOAN_REPAYMENT_NETWORK,
        chain: {
          BEP20: { checked: Boolean(c.CHAIN_BEP20_RPC_URL), confirmations: c.CHAIN_BEP20_CONFIRMATIONS },
          TRC20: { checked: Boolean(c.CHAIN_TRC20_RPC_URL), confirmations: c.CHAIN_TRC20_CONFIRMATIONS },
          APTOS: { checked: Boolean(c.CHAIN_APTOS_API_URL), confirmations: 1 },
        },
      }),
    );
  });
  router.get("/loans/portal-status", requireUser(ctx), async (_req, res) => {
    const s = await getPlatformSettings(ctx.db);
    res.json(portalStatusResponse.parse({ isOpen: s.loanPortalOpen }));
  });
  router.post("/loans/toggle-portal", requireAdmin(ctx), async (req, res) => {
    await changeSettings(ctx, { type: "ToggleLoanPortal" }, req.user?.id ?? "admin");
    const s = await getPlatformSettings(ctx.db);
    res.json(
      togglePortalResponse.parse({ message: s.loanPortalOpen ? "Loan portal opened" : "Loan portal closed", isOpen: s.loanPortalOpen }),
    );
  });
  return router;
}
