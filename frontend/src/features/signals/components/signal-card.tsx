import { StatusBadge } from "@/components/status-badge";
import { formatDateTime } from "@/lib/format";
import type { SignalItem as Signal } from "@app/contracts";

export const signalStatusLabels: Record<string, string> = {
  open: "Open",
  hit: "Target Hit",
  closed: "Trade Closed",
};

const numbers = [
  ["Entry", "entry"],
  ["Target", "target"],
  ["Stop Loss", "stopLoss"],
  ["Leverage", "leverage"],
] as const;

export function SignalCard({ signal }: { signal: Signal }) {
  // The spec's list tested `riskLevel` but read `risk`; we show whichever is present.
  const risk = signal.risk || signal.riskLevel;
  return (
    <article className="card signal-card">
      <header className="signal-head">
        <h2>{signal.title}</h2>
        <StatusBadge status={signal.status} label={signalStatusLabels[signal.status] ?? signal.status} />
      </header>
      <dl className="signal-figures">
        {numbers.map(([label, key]) =>
          signal[key] !== undefined && signal[key] !== "" ? (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{String(signal[key])}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {risk ? <p className={`risk risk-${String(risk).toLowerCase()}`}>Risk: {risk}</p> : null}
      {signal.content ? <p className="signal-notes">{signal.content}</p> : null}
      {signal.notes ? <p className="signal-notes muted">Update: {signal.notes}</p> : null}
      {signal.createdAt ? <p className="muted small">Posted {formatDateTime(signal.createdAt)}</p> : null}
    </article>
  );
}
