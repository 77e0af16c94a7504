import type { SiteIdentity } from "@app/contracts/api/site";

/** https://wa.me/<digits>: WhatsApp's own link to a chat with that number. */
export function whatsappChatLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** "Share Invest is operated by Share Invest Ltd (CAC RC 1234567, SEC ...)", or nothing without a legal name. */
export function operatorLine(site: SiteIdentity): string | null {
  if (!site.legalName) return null;
  const numbers = [
    site.companyRegistration && `CAC ${site.companyRegistration}`,
    site.secRegistration && `SEC ${site.secRegistration}`,
  ].filter(Boolean);
  return `${site.brandName} is operated by ${site.legalName}${numbers.length ? ` (${numbers.join(", ")})` : ""}.`;
}

export const hasContactDetails = (site: SiteIdentity) =>
  Boolean(site.companyAddress || site.supportEmail || site.supportPhone || site.supportWhatsapp);

/** Office, email, phone and WhatsApp, each only when its setting is: never a made-up one. */
export function ContactDetails({ site }: { site: SiteIdentity }) {
  if (!hasContactDetails(site)) return null;
  return (
    <ul className="contact-details">
      {site.companyAddress ? (
        <li>
          <strong>Office:</strong> {site.companyAddress}
        </li>
      ) : null}
      {site.supportEmail ? (
        <li>
          <strong>Email:</strong> <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </li>
      ) : null}
      {site.supportPhone ? (
        <li>
          <strong>Phone:</strong> <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, "")}`}>{site.supportPhone}</a>
        </li>
      ) : null}
      {site.supportWhatsapp ? (
        <li>
          <strong>WhatsApp:</strong>{" "}
          <a href={whatsappChatLink(site.supportWhatsapp)} target="_blank" rel="noreferrer">
            {site.supportWhatsapp}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
