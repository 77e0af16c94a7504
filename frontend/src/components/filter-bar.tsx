import type { ReactNode } from "react";

/** An admin list's one filter row (search, status, toggles): compact controls on one line that wraps on a phone. */
export function FilterBar({ label = "Filters", children }: { label?: string; children: ReactNode }) {
  return (
    <fieldset className="filter-bar">
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}
