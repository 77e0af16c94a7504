import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** Every navigation starts at the top of the page (spec §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, keyed by the location.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
