import { Page } from "@/components/page";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { ContactDetails, hasContactDetails, operatorLine } from "@/components/layout/contact-details";
import { DEFAULT_BRAND, useSite } from "@/lib/queries/site";
import { Section } from "../components/section";
import { offer } from "../offer";

export default function AboutRoute() {
  const site = useSite().data;
  const brandName = site?.brandName ?? DEFAULT_BRAND;
  const operator = site ? operatorLine(site) : null;
  return (
    <Page title="About Us">
      {site?.founderName ? (
        <Section title="Our founder">
          <p>
            {brandName} was founded by {site.founderName}, to let ordinary Nigerians own a piece of the businesses and digital assets that
            build wealth, starting from a small amount.
          </p>
        </Section>
      ) : null}
      {operator || (site && hasContactDetails(site)) ? (
        <Section title={`Who runs ${brandName}`} tone="alt">
          {operator ? <p>{operator}</p> : null}
          {site ? <ContactDetails site={site} /> : null}
        </Section>
      ) : null}
      <Section title="Purchase windows">
        <p>
          Shares are sold in purchase windows that open and close on a schedule. When a window is closed, new purchases wait for the next
          one. Follow our community channel to hear when the next window opens.
        </p>
        <PurchaseWindowBanner />
      </Section>
      {site?.boardMembers?.length ? (
        <Section title="Our board">
          <ul className="board-list">
            {site.boardMembers.map((member) => (
              <li key={`${member.name}-${member.role ?? ""}`}>
                <strong>{member.name}</strong>
                {member.role ? <span>{member.role}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Mission" tone="alt">
        <p>To make shared ownership of profitable ventures open to everyone, with clear rules and honest reporting.</p>
      </Section>
      <Section title="Vision">
        <p>To grow the value of every share from {offer.sharePrice} towards $1000.</p>
      </Section>
      <Section title="Values" tone="alt">
        <ul className="check-list">
          <li>Transparency: every credit and withdrawal is visible in your dashboard.</li>
          <li>Fairness: profit follows the shares you hold.</li>
          <li>Prudence: funds are split between crypto and physical businesses.</li>
          <li>Community: we grow together through referrals and shared knowledge.</li>
        </ul>
      </Section>
    </Page>
  );
}
