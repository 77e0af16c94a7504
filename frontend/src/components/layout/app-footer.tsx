import { DEFAULT_BRAND, useSite } from "@/lib/queries/site";
import { operatorLine } from "./contact-details";
import { LinkList } from "./link-list";

const appLinks = [
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/contact", label: "Support" },
];

/** Inside the signed-in app: one slim line that still names who holds the money, and the few links a user needs. */
export function AppFooter() {
  const site = useSite().data;
  const brand = site?.brandName ?? DEFAULT_BRAND;
  const operator = site ? operatorLine(site) : null;
  return (
    <footer className="site-footer app-footer">
      <p className="operator">{operator ?? `© ${new Date().getFullYear()} ${brand}.`}</p>
      <nav aria-label="Footer">
        <LinkList links={appLinks} />
      </nav>
    </footer>
  );
}
