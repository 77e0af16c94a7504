import { CopyButton } from "@/components/copy-button";

export function ReferralCodeCard({ code }: { code: string }) {
  const link = code ? `${window.location.origin}/register?ref=${encodeURIComponent(code)}` : "";
  return (
    <section className="card" aria-labelledby="referral-code-title">
      <h2 id="referral-code-title">Your Referral Code</h2>
      <p className="address">
        <code className="big-code">{code || "-"}</code>
        {code ? <CopyButton text={code} successMessage="Referral code copied!" label="Copy Code" /> : null}
      </p>
      {link ? (
        <p className="muted small">
          Share your link: <span className="break">{link}</span>
        </p>
      ) : null}
    </section>
  );
}
