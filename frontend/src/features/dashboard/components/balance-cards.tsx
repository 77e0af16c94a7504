import { OWNERSHIP_CAP_SHARES } from "@app/contracts/constants";
import { Money, money, toCents } from "@app/contracts/money";
import { Link } from "react-router-dom";
import { StatGrid } from "@/components/stat-grid";
import { formatShares, formatUsd } from "@/lib/format";
import type { dashboardUser } from "@app/contracts";
import type { z } from "zod";

type User = z.infer<typeof dashboardUser>;

type BalanceCardsProps = { user: User; pricePerShare: number };

function referrerCode(user: User): string {
  return typeof user.referredBy === "object" && user.referredBy?.referralCode ? user.referredBy.referralCode : "";
}

/** Room under the ownership cap: cap minus owned, never negative. */
const roomUnderCap = (user: User) => Money.max(0, money(OWNERSHIP_CAP_SHARES).minus(user.sharesOwned ?? 0)).toNumber();

/** /join with what may still be bought (the server also counts purchases pending review), or null when nothing may. */
export function buyLinkOf(user: User): string | null {
  const remaining = roomUnderCap(user);
  const purchasable = typeof user.remaining === "number" ? Math.min(remaining, user.remaining) : remaining;
  const ref = referrerCode(user);
  return purchasable > 0 ? `/join?remaining=${purchasable}${ref ? `&ref=${encodeURIComponent(ref)}` : ""}` : null;
}

/** The balances in detail, and the other money actions (Buy and Withdraw lead the headline). */
export function BalanceCards({ user, pricePerShare }: BalanceCardsProps) {
  const remaining = roomUnderCap(user);
  const buyLink = buyLinkOf(user);
  const cards = [
    { label: "Shares Owned", value: formatShares(user.sharesOwned) },
    { label: "Share Price", value: formatUsd(pricePerShare) },
    { label: "Estimated Share Value", value: formatUsd(toCents(money(user.sharesOwned ?? 0).times(pricePerShare))) },
    { label: "Profit Balance", value: formatUsd(user.profitBalance) },
    { label: "Referral Reward Balance", value: formatUsd(user.referralRewardBalance) },
    { label: "Remaining Shares (cap 100)", value: formatShares(remaining) },
  ];
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className="sr-only">
        Balances
      </h2>
      <StatGrid stats={cards} />
      <div className="actions-row">
        {buyLink ? null : (
          <span className="muted">
            {remaining > 0 ? "Purchases awaiting review fill your remaining room." : "You hold the maximum of 100 shares."}
          </span>
        )}
        <Link to="/sell-shares" className="btn btn-secondary">
          Sell Shares
        </Link>
        <Link to="/loans" className="btn btn-secondary">
          Loans
        </Link>
        <Link to="/referrals" className="btn btn-secondary">
          Referrals
        </Link>
      </div>
    </section>
  );
}
