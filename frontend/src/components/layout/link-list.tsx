import { Link } from "react-router-dom";
import type { NavEntry } from "./nav-links";

/** A footer's plain list of links (no current-page marking: a footer is not the navigation). */
export function LinkList({ links }: { links: NavEntry[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A page's way back up: "← Back to …" above its content. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to}>← Back to {children}</Link>
    </p>
  );
}
