import { PASSWORD_RESET_SUCCESSFUL } from "@app/contracts/messages";
import { PASSWORDS_DO_NOT_MATCH } from "@app/contracts/form-messages";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { RESET_REDIRECT_DELAY_MS } from "@/config/constants";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useResetPassword } from "../api/reset-password";

/** The API's schema plus the confirmation, loaded on the first check so the public page's first load carries no zod. */
const loadResetSchema = () =>
  Promise.all([import("@app/contracts/api/auth"), import("@/lib/password-confirmation")]).then(([auth, confirmation]) =>
    confirmation.withConfirmation(auth.resetPasswordRequest, "newPassword", PASSWORDS_DO_NOT_MATCH),
  );

/** A new password from the emailed link, checked by the API's own schema (`resetPasswordRequest`: the token, the password rule). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const form = useSchemaForm(loadResetSchema, { token: token ?? "", newPassword: "", confirmPassword: "" });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = form.submit(({ token: checkedToken, newPassword }) => {
    reset.mutate(
      { token: checkedToken, newPassword },
      {
        onSuccess: () => {
          toast.success(PASSWORD_RESET_SUCCESSFUL);
          timer.current = setTimeout(() => navigate("/login"), RESET_REDIRECT_DELAY_MS);
        },
      },
    );
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Reset password form">
      <Field label="New Password" type="password" autoComplete="new-password" {...form.field("newPassword")} required />
      <Field label="Confirm New Password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} required />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </button>
    </form>
  );
}
