const steps = ["Shares", "Pay", "Receipt"] as const;

/** Where the investor is in the purchase: 1 Shares, 2 Pay, 3 Receipt. */
export function WizardSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="wizard-steps" aria-label="Purchase steps">
      {steps.map((name, index) => {
        const number = index + 1;
        const state = number < current ? "done" : number === current ? "current" : "next";
        return (
          <li key={name} className={`wizard-step is-${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="wizard-step-number" aria-hidden="true">
              {state === "done" ? "✓" : number}
            </span>
            <span>
              <span className="sr-only">Step {number}: </span>
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
