import { useState } from "react";
import { Link } from "react-router-dom";
import { Field } from "@/components/field";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import { useForgotPassword } from "../api/forgot-password";

export default function ForgotPasswordRoute() {
  const [email, setEmail] = useState("");
  const forgot = useForgotPassword();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error("Please enter your email.");
      return;
    }
    forgot.mutate(email.trim(), { onSuccess: () => toast.success("Reset link sent to your email.") });
  };
  return (
    <Page title="Forgot Password" narrow>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Forgot password form">
        <p>Enter the email of your account and we will send you a link to reset your password.</p>
        <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <button type="submit" className="btn btn-primary" disabled={forgot.isPending}>
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </button>
        <p className="form-links">
          <Link to="/login">Back to Login</Link>
        </p>
      </form>
    </Page>
  );
}
