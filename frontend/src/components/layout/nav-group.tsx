import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import type { NavEntry } from "./nav-links";

/**
 * A header menu ("More", "My account") that keeps the desktop header on one row. On phones the
 * open main menu lists its links inline (CSS), so nothing hides behind two taps.
 */
export function NavGroup({ label, links }: { label: string; links: NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on each navigation.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);
  const current = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <li ref={root} className={open ? "nav-group open" : "nav-group"}>
      <button
        type="button"
        className={current ? "nav-group-toggle active" : "nav-group-toggle"}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="nav-group-list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
