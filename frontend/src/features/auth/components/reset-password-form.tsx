import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { RESET_REDIRECT_DELAY_MS } from "@/config/constants";
import { validateReset } from "@/domain/password-rules";
import { useResetPassword } from "../api/reset-password";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const reset = useResetPassword();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateReset({ token, password, confirmPassword });
    if (problem || !token) {
      toast.error(problem ?? "Reset token is missing.");
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success("Password reset successful.");
          timer.current = setTimeout(() => navigate("/login"), RESET_REDIRECT_DELAY_MS);
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Reset password form">
      <Field
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </button>
    </form>
  );
}
