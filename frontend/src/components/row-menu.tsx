import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/**
 * A row's rarely used or dangerous actions behind one "More" button, so a slip of the thumb on a
 * list cannot hit them. Closes on Escape and on a click outside.
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
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
  return (
    <div className="row-menu" ref={root}>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
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
