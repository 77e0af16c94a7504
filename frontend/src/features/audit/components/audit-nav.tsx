import { Link, useLocation } from "react-router-dom";
import { LoneAdminBanner } from "./lone-admin-banner";

const sections = [
  { to: "/audit", label: "Investors" },
  { to: "/audit/trial-balance", label: "Trial balance" },
  { to: "/audit/journal", label: "Journal" },
  { to: "/audit/approved-alone", label: "Approved alone" },
  { to: "/audit/runs", label: "Replay and verify" },
  { to: "/audit/reserves", label: "Reserves" },
];

/** The audit area's sections (and the lone-admin banner); an investor's stream belongs to "Investors". */
export function AuditNav() {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === "/audit" ? pathname === "/audit" || pathname.startsWith("/audit/investors/") : pathname.startsWith(to);
  return (
    <>
      <LoneAdminBanner />
      <nav aria-label="Audit sections" className="actions-row audit-nav">
        {sections.map((section) => (
          <Link
            key={section.to}
            to={section.to}
            aria-current={current(section.to) ? "page" : undefined}
            className={current(section.to) ? "btn btn-small btn-current" : "btn btn-small"}
          >
            {section.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
