import { Link } from "react-router-dom";
import { formatUsd } from "@/lib/format";
import { useBalanceHistory } from "../api/get-balance-history";
import { totalValue, weekProfit, withdrawableFrom } from "../dashboard-figures";

type Props = {
  user: { estimatedShareValue?: number; profitBalance?: number; referralRewardBalance?: number };
  /** /join with the room left under the cap, or null when no more can be bought. */
  buyLink: string | null;
};

/** One headline: the total value, this week's profit, and the two main actions (Buy, Withdraw). */
export function Headline({ user, buyLink }: Props) {
  const history = useBalanceHistory();
  const week = weekProfit(history.data ?? [], Date.now());
  const from = withdrawableFrom(user);
  return (
    <section className="card dashboard-headline" aria-labelledby="total-value-title">
      <h2 id="total-value-title" className="headline-label">
        Total value
      </h2>
      <p className="headline-value" data-testid="total-value">
        {formatUsd(totalValue(user))}
      </p>
      <p className="headline-week">
        This week's profit: <strong>{formatUsd(week)}</strong>
      </p>
      <p className="muted small">Your shares at the current price plus your profit and referral reward balances.</p>
      {from ? <p className="headline-note">Withdrawable once your balance reaches {formatUsd(from)}</p> : null}
      <div className="headline-actions">
        {buyLink ? (
          <Link to={buyLink} className="btn btn-primary">
            Buy Shares
          </Link>
        ) : null}
        <Link to="/withdraw" className="btn btn-primary">
          Withdraw
        </Link>
      </div>
    </section>
  );
}
