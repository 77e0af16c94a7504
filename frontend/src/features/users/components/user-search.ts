import type { User } from "@/types/api";

/** Client-side search on id, name, email or phone, case-insensitive (spec §5). */
export function matchesUserSearch(user: User, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [user._id, user.fullName, user.email, user.phone].some((field) => (field ?? "").toLowerCase().includes(needle));
}

export function referrerName(user: User): string {
  if (typeof user.referrer === "string" && user.referrer) return user.referrer;
  if (user.referrer && typeof user.referrer === "object" && user.referrer.fullName) return user.referrer.fullName;
  if (user.referredBy && typeof user.referredBy === "object") {
    return user.referredBy.fullName ?? user.referredBy.referralCode ?? "-";
  }
  return typeof user.referredBy === "string" && user.referredBy ? user.referredBy : "-";
}

export const rankTone = ["rank-gold", "rank-silver", "rank-bronze"] as const;
