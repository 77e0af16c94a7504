import { type RefObject, useEffect, useId, useRef, useState } from "react";

/**
 * The one open/close rule of a button that shows a small menu (a row's "More", a header group):
 * toggled by its button, closed by Escape and by a click outside its root element.
 */
export function useMenu<T extends HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  id: string;
  root: RefObject<T | null>;
} {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<T>(null);
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
  return { open, setOpen, toggle: () => setOpen(!open), id, root };
}
