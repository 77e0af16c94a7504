import type { AdminUserItem as User } from "@app/contracts";

/** Client-side search on id, name, email or phone, case-insensitive (spec §5). */
export function matchesUserSearch(user: User, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [user._id, user.fullName, user.email, user.phone].some((field) => (field ?? "").toLowerCase().includes(needle));
}

/** The referrer's name as the API gives it, else the referring account's name or code. */
export function referrerName(user: User): string {
  return user.referrer || user.referredBy?.fullName || user.referredBy?.referralCode || "-";
}

export const rankTone = ["rank-gold", "rank-silver", "rank-bronze"] as const;
