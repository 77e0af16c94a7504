import { changePasswordRequest } from "@app/contracts/api/auth";
import { PASSWORDS_DO_NOT_MATCH } from "@app/contracts/form-messages";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { withConfirmation } from "@/lib/password-confirmation";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useChangePassword } from "../api/change-password";

const changeForm = withConfirmation(changePasswordRequest, "newPassword", PASSWORDS_DO_NOT_MATCH);

/** Profile: change the password with the current one, checked by the API's own schema; every other session ends. */
export function ChangePasswordForm() {
  const form = useSchemaForm(changeForm, { currentPassword: "", newPassword: "", confirmPassword: "" });
  const change = useChangePassword();

  const onSubmit = form.submit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        // The server has set the new session's cookie (the answer's token is for API clients).
        onSuccess: ({ message }) => {
          toast.success(message);
          form.clear();
        },
      },
    );
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <Field label="Current password" type="password" autoComplete="current-password" {...form.field("currentPassword")} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field("newPassword")}
        hint="At least 10 characters; common passwords are refused."
      />
      <Field label="Confirm new password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? "Changing..." : "Change password"}
      </button>
    </form>
  );
}
