import { type AdminUserItem, money, toApiNumber, toCents } from "@app/contracts";
import type { InvestorProfileRow } from "@app/projections/investors/dashboard-queries";

/**
 * The spec's User entity from a profile row. teamInvestment is the team's shares at the current
 * price (the base of referral rewards); teamVolume what the team paid for approved purchases.
 */
export function toUserItem(row: InvestorProfileRow, pricePerShare: string): AdminUserItem {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    wallet: row.wallet,
    profilePicture: row.profilePicture,
    isAdmin: row.isAdmin,
    isAuditor: row.isAuditor,
    referralCode: row.referralCode,
    referredBy: row.referrerId ? { _id: row.referrerId, fullName: row.referrerName ?? "", referralCode: row.referrerCode ?? "" } : null,
    referrer: row.referrerName,
    sharesOwned: toApiNumber(row.shares),
    pendingShares: toApiNumber(row.pendingShares),
    profitBalance: toApiNumber(row.profitBalance),
    referralRewardBalance: toApiNumber(row.rewardBalance),
    teamShares: toApiNumber(row.teamShares),
    teamInvestment: toApiNumber(toCents(money(row.teamShares).mul(pricePerShare))),
    teamVolume: toApiNumber(row.teamVolume),
    createdAt: new Date(row.createdAt).toISOString(),
    deletedAt: row.deletedAt ? new Date(row.deletedAt).toISOString() : null,
  };
}
