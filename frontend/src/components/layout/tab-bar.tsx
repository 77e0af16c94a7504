import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { useLogout } from "@/lib/use-logout";
import { useMediaQuery } from "@/lib/use-media-query";
import { holdsCurrentPage, NavLinkItems } from "./nav-link-items";
import { tabBarLinks, tabBarMore } from "./nav-links";

/** Below this width the header folds into a menu and investors get the bottom tab bar. */
export const PHONE_QUERY = "(max-width: 999px)";

/** True at phone and tablet widths; false where matchMedia is missing (the header's full row then). */
export function usePhoneWidth(): boolean {
  return useMediaQuery(PHONE_QUERY, false);
}

/** An investor's bottom tab bar on phones: Home, Buy, Withdraw, Loans within a thumb's reach; More opens the rest. */
export function TabBar() {
  const [moreOpen, setMoreOpen] = useState(false);
  const sheetId = useId();
  const { pathname } = useLocation();
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet closes on each navigation.
  useEffect(() => setMoreOpen(false), [pathname]);
  const moreCurrent = holdsCurrentPage(tabBarMore, pathname);
  return (
    <nav aria-label="Tab bar" className="tab-bar">
      {moreOpen ? (
        <div id={sheetId} className="tab-more-sheet">
          <ul>
            <NavLinkItems links={tabBarMore} />
            <li>
              <button type="button" className="tab-more-logout" onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      <ul className="tab-bar-tabs">
        {tabBarLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="tab">
              <span className={`tab-icon tab-icon-${link.label.toLowerCase()}`} aria-hidden="true" />
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={moreCurrent ? "tab active" : "tab"}
            aria-expanded={moreOpen}
            aria-controls={sheetId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <span className="tab-icon tab-icon-more" aria-hidden="true" />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}
