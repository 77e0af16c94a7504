import { useEffect, useId, useState } from "react";
import { formatLocalDateTime } from "@/lib/format-date";

/** "Payable after 28 Nov 2026, 14:05" (the admin's local time). */
export function payableAfterText(until: string | Date): string {
  return `Payable after ${formatLocalDateTime(until)}`;
}

/** The end of a new-wallet hold while it lasts, else null; re-renders when it ends so the button turns on. */
export function useHoldUntil(approvableAfter: string | null | undefined): Date | null {
  const end = approvableAfter ? new Date(approvableAfter).getTime() : Number.NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    const wait = end - Date.now();
    if (!(wait > 0)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(wait + 50, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [end]);
  return end > Date.now() ? new Date(end) : null;
}

type ApproveButtonProps = {
  /** From the item: a payout to a wallet never paid to may be approved only after it. */
  approvableAfter: string | null | undefined;
  disabled?: boolean;
  /** Why it is off for another reason (shown on hover). */
  title?: string | undefined;
  onClick: () => void;
};

/** Approve, turned off with the time while a new-wallet hold lasts (the server refuses it until then). */
export function HoldAwareApproveButton({ approvableAfter, disabled, title, onClick }: ApproveButtonProps) {
  const until = useHoldUntil(approvableAfter);
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-small btn-success"
        disabled={disabled || until !== null}
        aria-describedby={until ? reasonId : undefined}
        title={title}
        onClick={onClick}
      >
        Approve
      </button>
      {until ? (
        <small id={reasonId} className="payable-after">
          {payableAfterText(until)}
        </small>
      ) : null}
    </>
  );
}
