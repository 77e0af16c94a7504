import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import type { AccountUser } from "@app/contracts";
import { isAdminUser, isAuditorUser, useSessionUser } from "@/lib/auth-storage";
import { useLogout } from "@/lib/use-logout";
import { AdminNavLinks } from "./admin-nav-links";
import { BrandLogo } from "./brand-logo";
import { NavGroup } from "./nav-group";
import { auditorLinks, investorMore, investorPrimary, type NavEntry, publicLinks } from "./nav-links";
import { TabBar, usePhoneWidth } from "./tab-bar";

// Signed-in only: a visitor's first load does not carry the bell or its notifications query.
const NotificationBell = lazy(() => import("./notification-bell").then((m) => ({ default: m.NotificationBell })));

const linkItems = (links: NavEntry[]) =>
  links.map((link) => (
    <li key={link.to + link.label}>
      <NavLink to={link.to} end={link.to === "/" || link.to === "/audit"}>
        {link.label}
      </NavLink>
    </li>
  ));

/** Each role's own links first: an admin's screens (with pending counts); an auditor's audit views, then their account; an investor's money screens, then More. */
function RoleLinks({ user }: { user: AccountUser | null }) {
  if (!user) return <>{linkItems(publicLinks)}</>;
  if (isAdminUser(user)) return <AdminNavLinks />;
  if (isAuditorUser(user))
    return (
      <>
        {linkItems(auditorLinks)}
        <NavGroup label="My account" links={[...investorPrimary, ...investorMore]} />
      </>
    );
  return (
    <>
      {linkItems(investorPrimary)}
      <NavGroup label="More" links={investorMore} />
    </>
  );
}

/** The header follows the stored session; an investor on a phone gets the bottom tab bar instead of the menu. */
export function Header() {
  const user = useSessionUser();
  const signedIn = user !== null;
  const location = useLocation();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const phone = usePhoneWidth();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes on each navigation.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const admin = isAdminUser(user);
  const tabBar = signedIn && !admin && !isAuditorUser(user) && phone;

  return (
    <>
      <header className={tabBar ? "site-header with-tab-bar" : "site-header"}>
        <div className="header-inner">
          <Link to={signedIn ? (admin ? "/admin" : "/dashboard") : "/"} className="brand">
            <BrandLogo />
          </Link>
          {/* The bell sits in the top bar, outside the menu: unread counts show on phones too. */}
          <div className="header-actions">
            {signedIn ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : (
              // A visitor's way in, visible on a phone without opening the menu (the desktop row has its own).
              <Link to="/login" className="header-login">
                Login
              </Link>
            )}
            {tabBar ? null : (
              <button
                type="button"
                className="menu-toggle"
                aria-expanded={menuOpen}
                aria-controls="main-nav"
                onClick={() => setMenuOpen((open) => !open)}
              >
                <span className="sr-only">Menu</span>
                <span className="menu-icon" aria-hidden="true" />
              </button>
            )}
          </div>
          <nav id="main-nav" aria-label="Main" className={menuOpen ? "main-nav open" : "main-nav"}>
            <ul>
              <RoleLinks user={user} />
              {signedIn ? (
                <li>
                  <button type="button" className="nav-logout" onClick={logout}>
                    Logout
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </header>
      {tabBar ? <TabBar /> : null}
    </>
  );
}
