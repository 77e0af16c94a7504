import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateChangePassword } from "@/domain/password-rules";
import { storeToken } from "@/lib/auth-storage";
import { useChangePassword } from "../api/change-password";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Profile: change the password with the current one; every other session ends. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(empty);
  const change = useChangePassword();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateChangePassword(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: ({ message, token }) => {
          storeToken(token);
          toast.success(message);
          setForm(empty);
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
        hint="At least 10 characters; common passwords are refused."
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
      />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? "Changing..." : "Change password"}
      </button>
    </form>
  );
}
