import type { ReactNode } from "react";
import { useMenu } from "./use-menu";

/**
 * A row's rarely used or dangerous actions behind one "More" button, so a slip of the thumb on a
 * list cannot hit them. Closes on Escape and on a click outside (useMenu, shared with the header's groups).
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const { open, toggle, id, root } = useMenu<HTMLDivElement>();
  return (
    <div className="row-menu" ref={root}>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={toggle}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id={id} className="row-menu-list">
          {children}
        </div>
      ) : null}
    </div>
  );
}
