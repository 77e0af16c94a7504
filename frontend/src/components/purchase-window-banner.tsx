import { usePurchaseWindows } from "@/lib/queries/purchase-windows";
import { formatCountdown, useNow } from "@/lib/countdown";
import { formatDateTime } from "@/lib/format";

/**
 * The purchase window now or next, with a countdown (join and about pages). Nothing while no
 * window was ever scheduled: purchases are then open at any time.
 */
export function PurchaseWindowBanner() {
  const windows = usePurchaseWindows();
  const now = useNow();
  const data = windows.data;
  if (!data || data.windows.length === 0) return null;
  if (data.current)
    return (
      <div className="alert alert-success" role="status" aria-label="Purchase window">
        <strong>Purchases are open.</strong> This window closes on {formatDateTime(data.current.closesAt)}, in{" "}
        <span className="countdown">{formatCountdown(data.current.closesAt, now)}</span>.
        {data.current.note ? <> {data.current.note}</> : null}
      </div>
    );
  return (
    <div className="alert alert-warning" role="status" aria-label="Purchase window">
      <strong>Purchases are closed.</strong>{" "}
      {data.next ? (
        <>
          The next window opens on {formatDateTime(data.next.opensAt)}, in{" "}
          <span className="countdown">{formatCountdown(data.next.opensAt, now)}</span>.{data.next.note ? <> {data.next.note}</> : null}
        </>
      ) : (
        "No window is scheduled yet."
      )}
    </div>
  );
}
