import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useMenu } from "../use-menu";
import { holdsCurrentPage, NavLinkItems } from "./nav-link-items";
import type { NavEntry } from "./nav-links";

/**
 * A header menu ("More", "My account") that keeps the desktop header on one row. On phones the
 * open main menu lists its links inline (CSS), so nothing hides behind two taps. Opens and closes
 * as a row's menu does (useMenu).
 */
export function NavGroup({ label, links }: { label: string; links: NavEntry[] }) {
  const { open, setOpen, toggle, id, root } = useMenu<HTMLLIElement>();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on each navigation.
  useEffect(() => setOpen(false), [pathname]);
  const current = holdsCurrentPage(links, pathname);
  return (
    <li ref={root} className={open ? "nav-group open" : "nav-group"}>
      <button
        type="button"
        className={current ? "nav-group-toggle active" : "nav-group-toggle"}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="nav-group-list">
        <NavLinkItems links={links} />
      </ul>
    </li>
  );
}
