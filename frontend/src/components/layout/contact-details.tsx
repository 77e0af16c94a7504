import type { SiteIdentity } from "@app/contracts/api/site";

/** https://wa.me/<digits>: WhatsApp's own link to a chat with that number. */
export function whatsappChatLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** "Share Invest is operated by Share Invest Ltd (CAC RC 1234567, SEC ...)", or nothing without a legal name. */
export function operatorLine(site: SiteIdentity): string | null {
  if (!site.legalName) return null;
  const numbers = [
    site.companyRegistration && `CAC ${rcNumber(site.companyRegistration)}`,
    site.secRegistration && `SEC ${site.secRegistration}`,
  ].filter(Boolean);
  return `${site.brandName} is operated by ${site.legalName}${numbers.length ? ` (${numbers.join(", ")})` : ""}.`;
}

export const hasContactDetails = (site: SiteIdentity) =>
  Boolean(site.companyAddress || site.supportEmail || site.supportPhone || site.supportWhatsapp || site.supportHours);

/** "RC 1234567" as set, or with "RC" put in front of a bare number. */
export const rcNumber = (registration: string) => (/^RC\b/i.test(registration) ? registration : `RC ${registration}`);

/**
 * Office, email, phone, WhatsApp and hours, each only when its setting is: never a made-up one.
 * `company` adds who the investor deals with (legal name, RC number): the Contact page lists them.
 */
export function ContactDetails({ site, company = false }: { site: SiteIdentity; company?: boolean }) {
  if (!hasContactDetails(site) && !(company && site.legalName)) return null;
  return (
    <ul className="contact-details">
      {company && site.legalName ? (
        <li>
          <strong>Company:</strong> {site.legalName}
        </li>
      ) : null}
      {company && site.companyRegistration ? (
        <li>
          <strong>RC number:</strong> {rcNumber(site.companyRegistration)}
        </li>
      ) : null}
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
      {site.supportHours ? (
        <li>
          <strong>Hours:</strong> {site.supportHours}
        </li>
      ) : null}
    </ul>
  );
}
