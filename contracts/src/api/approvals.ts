import { z } from "zod";
import { approvalActionSchema, approvalKinds, approvalStatuses, userRoles } from "../approvals.js";
import { adminActionCode, pagedList, pageQuery } from "./common.js";
import { rejectionReasonField } from "./review.js";

/** Four eyes: the admins' approvals list, one approval, and the 202 answer of a held action. */
export const ADMIN_APPROVALS_PAGE_SIZE = 10;

const adminRef = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });

export const approvalItem = z.object({
  _id: z.string(),
  kind: z.enum(approvalKinds),
  /** What will happen once approved, in words ("Credit 6% profit to all investors"). */
  description: z.string(),
  action: approvalActionSchema,
  /** Dollars released (withdrawals, loans, manual payments); null otherwise. */
  amount: z.number().nullable(),
  /** The investor or user the action concerns, if any. */
  user: adminRef.nullable(),
  status: z.enum(approvalStatuses),
  requestedBy: adminRef,
  requestedAt: z.string(),
  decidedBy: adminRef.pick({ _id: true, fullName: true }).nullable(),
  decidedAt: z.string().nullable(),
  /** Why an admin rejected it, when they said. */
  rejectionReason: rejectionReasonField,
  /** Why an approved action could not be carried out. */
  failure: z.string().nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItem>;

export const adminApprovalsQuery = pageQuery(ADMIN_APPROVALS_PAGE_SIZE, 100);
export const approvalsPageResponse = pagedList("approvals", approvalItem).extend({ pendingCount: z.number().int() });
export type ApprovalsPageResponse = z.infer<typeof approvalsPageResponse>;

export const approvalDecisionResponse = z.object({ message: z.string(), approval: approvalItem });
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponse>;

/** 202: the action was not done; it waits for a second admin. */
export const pendingApprovalResponse = z.object({ message: z.string(), approval: approvalItem });
export type PendingApprovalResponse = z.infer<typeof pendingApprovalResponse>;

/** Whether money actions are checked by a second admin, and the thresholds. */
export const fourEyesStatusResponse = z.object({
  adminCount: z.number().int(),
  active: z.boolean(),
  pendingCount: z.number().int(),
  percentThreshold: z.number(),
  amountThreshold: z.number(),
  /** Dollars one admin may approve alone in a rolling 24 hours. */
  dailyAmountThreshold: z.number().optional(),
  /** Approving a money action asks for the admin's current authenticator code (ADMIN_ACTION_CODE). */
  actionCodeRequired: z.boolean().optional(),
});
export type FourEyesStatusResponse = z.infer<typeof fourEyesStatusResponse>;

export const changeUserRoleRequest = z.object({
  role: z.enum(userRoles, { error: "Role must be admin, auditor or investor" }),
  code: adminActionCode,
});
/** DELETE /api/admin/users/{id}: only the admin's action code. */
export const deleteUserRequest = z.object({ code: adminActionCode });
export const changeUserRoleResponse = z.object({ message: z.string(), role: z.enum(userRoles) });
