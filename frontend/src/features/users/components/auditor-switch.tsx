import type { AdminUserItem as User } from "@app/contracts";

/** The user's auditor role as a switch; the route confirms before it changes. */
export function AuditorSwitch({ user, onToggle }: { user: User; onToggle: (user: User) => void }) {
  if (user.isAdmin) return <span className="muted small">Admin</span>;
  const on = user.isAuditor === true;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Auditor role for ${user.fullName}`}
      className={on ? "btn btn-small btn-current" : "btn btn-small"}
      onClick={() => onToggle(user)}
    >
      {on ? "On" : "Off"}
    </button>
  );
}
