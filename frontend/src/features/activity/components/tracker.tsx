import { formatDateTime } from "@/lib/format";
import type { Step } from "../activity-items";

/** The request's way: Submitted → In review → Approved → Sent, each step done, current, to come or refused. */
export function Tracker({ steps }: { steps: Step[] }) {
  return (
    <ol className="tracker" aria-label="Progress">
      {steps.map((step) => (
        <li key={step.label} className={`tracker-step tracker-${step.state}`} aria-current={step.state === "current" ? "step" : undefined}>
          <span className="tracker-dot" aria-hidden="true" />
          <span className="tracker-label">{step.label}</span>
          {step.at ? <span className="tracker-at">{formatDateTime(step.at)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
