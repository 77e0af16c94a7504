import { formatDateTime } from "@/lib/format";

/** One step of a request's way and how far it got. */
export type Step = { label: string; state: "done" | "current" | "todo" | "failed"; at?: string | null };

/** A money request's way (activity feed, the withdraw confirmation): Submitted → In review → Approved → Sent, each step done, current, to come or refused. */
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
