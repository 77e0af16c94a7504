import { Link } from "react-router-dom";

type Props = { emailVerified: boolean; twoFactorEnabled: boolean; buyLink: string };

const steps = (p: Props) => [
  {
    done: p.emailVerified,
    text: "Verify your email address",
    hint: "Follow the link we e-mailed you.",
    to: "/profile",
    link: "Open profile",
  },
  {
    done: p.twoFactorEnabled,
    text: "Turn on two-factor authentication",
    hint: "Protects your withdrawals.",
    to: "/profile",
    link: "Turn on",
  },
  { done: false, text: "Make your first purchase", hint: "From $50 for half a share.", to: p.buyLink, link: "Buy Shares" },
];

/** A new investor's next steps instead of a page of zeros. */
export function FirstSteps(props: Props) {
  return (
    <section className="card" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title">Your first steps</h2>
      <ol className="first-steps">
        {steps(props).map((step) => (
          <li key={step.text} className={step.done ? "done" : undefined}>
            <span className="first-step-mark" aria-hidden="true">
              {step.done ? "✓" : "○"}
            </span>
            <div>
              <strong>{step.text}</strong>
              <span className="muted small">{step.done ? "Done" : step.hint}</span>
            </div>
            {step.done ? null : (
              <Link to={step.to} className="btn btn-secondary">
                {step.link}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
