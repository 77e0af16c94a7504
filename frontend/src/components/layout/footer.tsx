import { useSignedIn } from "@/lib/auth-storage";
import { DEFAULT_BRAND, useSite } from "@/lib/queries/site";
import { AppFooter } from "./app-footer";
import { CommunityLinks, hasCommunityLinks } from "./community-links";
import { ContactDetails, hasContactDetails, operatorLine } from "./contact-details";
import { LinkList } from "./link-list";

const quickLinks = [
  { to: "/about", label: "About" },
  { to: "/plans", label: "Plans" },
  { to: "/faq", label: "FAQ" },
  { to: "/signals", label: "Free Signals" },
  { to: "/liabilities", label: "Liabilities" },
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/contact", label: "Contact" },
];

/** Signed in: the slim app footer. A visitor: the full one. Both name the legal entity when it is set. */
export function Footer() {
  return useSignedIn() ? <AppFooter /> : <PublicFooter />;
}

/** Community, quick links and contact, then who operates the platform: a section whose settings are unset is left out. */
function PublicFooter() {
  const site = useSite().data;
  const operator = site ? operatorLine(site) : null;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {site && hasCommunityLinks(site) ? (
          <section aria-labelledby="footer-community">
            <h2 id="footer-community">Join our community</h2>
            <CommunityLinks site={site} />
          </section>
        ) : null}
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <LinkList links={quickLinks} />
        </section>
        {site && hasContactDetails(site) ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ContactDetails site={site} />
          </section>
        ) : null}
      </div>
      {operator ? <p className="operator">{operator}</p> : null}
      <p className="copyright">
        © {new Date().getFullYear()} {site?.brandName ?? DEFAULT_BRAND}. All rights reserved.
      </p>
    </footer>
  );
}
