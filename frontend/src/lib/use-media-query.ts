import { useSyncExternalStore } from "react";

/** True while the media query matches; `withoutMatchMedia` (true unless told) on platforms without matchMedia (tests). */
export function useMediaQuery(query: string, withoutMatchMedia = true): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : withoutMatchMedia),
    () => withoutMatchMedia,
  );
}
