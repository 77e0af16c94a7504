import { CopyButton } from "@/components/copy-button";
import { useSite } from "@/lib/queries/site";

/** The invitation as shared: a line about the platform and the link (registration with the code filled in). */
export function invitationText(brandName: string, link: string): string {
  return `Join me on ${brandName}: buy lifetime shares and earn weekly profit. Register with my link: ${link}`;
}

/**
 * The referral code (copyable) and the referral link, built on the platform's public address
 * (PUBLIC_URL, from GET /api/site; never this browser's own address), with Copy link, Share on
 * WhatsApp, and the phone's share sheet where the browser has one (Web Share API).
 */
export function ReferralCodeCard({ code }: { code: string }) {
  const site = useSite().data;
  const link = code && site?.publicUrl ? `${site.publicUrl}/register?ref=${encodeURIComponent(code)}` : "";
  const text = link ? invitationText(site?.brandName ?? "", link) : "";
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const share = () => {
    // A dismissed share sheet rejects: nothing to report.
    navigator.share({ title: site?.brandName, text, url: link }).catch(() => undefined);
  };
  return (
    <section className="card referral-card" aria-labelledby="referral-code-title">
      <h2 id="referral-code-title">Your Referral Code</h2>
      <p className="address">
        <code className="big-code">{code || "-"}</code>
        {code ? <CopyButton text={code} successMessage="Referral code copied!" label="Copy Code" /> : null}
      </p>
      {link ? (
        <>
          <p className="muted small">
            Your referral link: <span className="break">{link}</span>
          </p>
          <div className="share-actions">
            <CopyButton text={link} successMessage="Referral link copied!" label="Copy link" className="btn btn-secondary" />
            <a className="btn btn-whatsapp" href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noreferrer">
              Share on WhatsApp
            </a>
            {canShare ? (
              <button type="button" className="btn btn-primary" onClick={share}>
                Share
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
