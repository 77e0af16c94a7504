import type { ReactNode } from "react";
import type { VerifyCheck } from "./run-reports";

/** A verification's checks, one row each: the check's name and detail, then what `badge` shows for it (if anything). */
export function CheckList({ checks, label, badge }: { checks: VerifyCheck[]; label?: string; badge?: (check: VerifyCheck) => ReactNode }) {
  return (
    <ul className="item-list" aria-label={label}>
      {checks.map((check) => (
        <li key={check.name} className="item">
          <span className="item-main">
            <strong>{check.name}</strong>
            {check.detail ? <p className="small muted break">{check.detail}</p> : null}
          </span>
          {badge?.(check)}
        </li>
      ))}
    </ul>
  );
}
