import { z } from "zod";
import { approvalKinds } from "./approvals.js";

/**
 * "Approved alone" (GET /api/audit/approved-alone, admins and auditors): every action an admin
 * did with no second admin, newest first. `amount` is dollars for money actions and percent for
 * runs and share-price moves (null for a share edit); `remainingAllowance` is what that admin
 * could still do alone right after it in the same unit and window (null: no rolling limit).
 */
export const approvedAloneItem = z.object({
  admin: z.object({ id: z.string(), email: z.string() }),
  action: z.enum(approvalKinds),
  amount: z.number().nullable(),
  at: z.string(),
  remainingAllowance: z.number().nullable(),
});
export type ApprovedAloneItem = z.infer<typeof approvedAloneItem>;
export const approvedAloneResponse = z.object({ items: z.array(approvedAloneItem) });
export type ApprovedAloneResponse = z.infer<typeof approvedAloneResponse>;

/** Whether one admin runs the platform alone (the audit screens show a banner then). */
export const adminOversightResponse = z.object({ adminCount: z.number().int(), loneAdmin: z.boolean() });
export type AdminOversightResponse = z.infer<typeof adminOversightResponse>;
