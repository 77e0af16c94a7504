import { NavLink } from "react-router-dom";
import type { NavEntry } from "./nav-links";

/** A menu's links, one list item each, current only on their own page. */
export function NavLinkItems({ links }: { links: NavEntry[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end>
        {link.label}
      </NavLink>
    </li>
  ));
}

/** Whether the page is one of the links' pages (or below one): the menu that holds them is marked current. */
export const holdsCurrentPage = (links: NavEntry[], pathname: string) =>
  links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
