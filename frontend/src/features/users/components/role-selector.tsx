import type { UserRole } from "@app/contracts";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { useChangeRole } from "../api/change-role";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";

const labels: Record<UserRole, string> = { admin: "Admin", auditor: "Auditor (read-only)", investor: "Investor" };
const userRoles = Object.keys(labels) as UserRole[];

export const roleOf = (user: { isAdmin?: boolean; isAuditor?: boolean }): UserRole =>
  user.isAdmin ? "admin" : user.isAuditor ? "auditor" : "investor";

/** The user's role as a select; the change is confirmed first (granting admin may wait for a second admin). */
export function RoleSelector({ user }: { user: { _id: string; fullName: string; isAdmin?: boolean; isAuditor?: boolean } }) {
  const current = roleOf(user);
  const [asked, setAsked] = useState<UserRole | null>(null);
  const change = useChangeRole();
  const askCode = useActionCodeRequired(asked !== null);
  const [code, setCode] = useState("");
  const confirm = () =>
    asked &&
    change.mutate(
      { id: user._id, role: asked, ...(askCode ? { code } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer?.message ?? "Role changed");
          setAsked(null);
        },
        onHeld: () => setAsked(null),
      },
    );
  return (
    <>
      <label className="field-inline">
        <span>Role</span>
        <select value={current} disabled={change.isPending} onChange={(event) => setAsked(event.target.value as UserRole)}>
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {labels[role]}
            </option>
          ))}
        </select>
      </label>
      <ConfirmDialog
        open={asked !== null && asked !== current}
        title="Change role"
        message={`Make ${user.fullName} ${asked ? labels[asked].toLowerCase() : ""}? They are signed out and sign in again with the new role.`}
        details={[
          { label: "From", value: labels[current] },
          { label: "To", value: asked ? labels[asked] : "-" },
        ]}
        confirmLabel="Change role"
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </>
  );
}
