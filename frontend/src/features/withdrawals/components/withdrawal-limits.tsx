import { formatUsd } from "@/lib/format";

type WithdrawalLimitsProps = {
  /** The chosen source's balance; undefined while it loads. */
  available: number | undefined;
  /** Money held by pending withdrawals (both sources). */
  held: number | undefined;
  minimum: string;
  minimumNet: string;
};

/** Available / Held / Minimum, one line above the amount: what can leave now and what cannot. */
export function WithdrawalLimits({ available, held, minimum, minimumNet }: WithdrawalLimitsProps) {
  return (
    <dl className="money-limits" aria-label="Withdrawal limits">
      <div>
        <dt>Available</dt>
        <dd>{available === undefined ? "-" : formatUsd(available)}</dd>
      </div>
      <div>
        <dt>Held by pending requests</dt>
        <dd>{held === undefined ? "-" : formatUsd(held)}</dd>
      </div>
      <div>
        <dt>Minimum</dt>
        <dd>
          {formatUsd(minimum)} <small className="muted">({formatUsd(minimumNet)} after fee)</small>
        </dd>
      </div>
    </dl>
  );
}
