import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { logoutOnServer } from "@/lib/logout";
import { clearSession, useToken } from "@/lib/auth-storage";
import { isAdminToken, isAuditorToken } from "@/lib/jwt";
import { AdminNavLinks } from "./admin-nav-links";
import { BrandLogo } from "./brand-logo";

// Signed-in only: a visitor's first load does not carry the bell or its notifications query.
const NotificationBell = lazy(() => import("./notification-bell").then((m) => ({ default: m.NotificationBell })));

const publicLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/plans", label: "Plans" },
  { to: "/contact", label: "Contact" },
  { to: "/login", label: "Login" },
  { to: "/register", label: "Register" },
  { to: "/signals", label: "Free Signals" },
];

const investorLinks = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/profile", label: "My Profile" },
  { to: "/join", label: "Buy Shares" },
  { to: "/withdraw", label: "Withdraw" },
  { to: "/sell-shares", label: "Sell" },
  { to: "/loans", label: "Loans" },
  { to: "/referrals", label: "Referrals" },
  { to: "/contact", label: "Support" },
  { to: "/signals", label: "Free Signals" },
];

/** The header follows the stored token: visitor links; an admin's own screens (with pending counts); or investor links; and Logout. */
export function Header() {
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes on each navigation.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const logout = () => {
    logoutOnServer();
    clearSession();
    queryClient.clear();
    navigate("/login");
  };
  const admin = token ? isAdminToken(token) : false;
  const links = token ? (isAuditorToken(token) ? [{ to: "/audit", label: "Audit" }, ...investorLinks] : investorLinks) : publicLinks;

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to={token ? (admin ? "/admin" : "/dashboard") : "/"} className="brand">
          <BrandLogo />
        </Link>
        {/* The bell sits in the top bar, outside the menu: unread counts show on phones too. */}
        <div className="header-actions">
          {token ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
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
        </div>
        <nav id="main-nav" aria-label="Main" className={menuOpen ? "main-nav open" : "main-nav"}>
          <ul>
            {admin ? (
              <AdminNavLinks />
            ) : (
              links.map((link) => (
                <li key={link.to + link.label}>
                  <NavLink to={link.to} end={link.to === "/"}>
                    {link.label}
                  </NavLink>
                </li>
              ))
            )}
            {token ? (
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
  );
}
