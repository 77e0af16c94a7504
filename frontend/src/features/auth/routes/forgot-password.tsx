import { Link } from "react-router-dom";
import { Field } from "@/components/field";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useForgotPassword } from "../api/forgot-password";

/** The API's schema, loaded on the first check so the public page's first load carries no zod. */
const loadForgotSchema = () => import("@app/contracts/api/auth").then((module) => module.forgotPasswordRequest);

/** Checked by the API's schema (`forgotPasswordRequest`: an email address). */
export default function ForgotPasswordRoute() {
  const form = useSchemaForm(loadForgotSchema, { email: "" });
  const forgot = useForgotPassword();
  const onSubmit = form.submit(({ email }) => forgot.mutate(email, { onSuccess: () => toast.success("Reset link sent to your email.") }));
  return (
    <Page title="Forgot Password" narrow>
      <form className="form card" onSubmit={onSubmit} noValidate aria-label="Forgot password form">
        <p>Enter the email of your account and we will send you a link to reset your password.</p>
        <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errorOf("email")} required />
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
