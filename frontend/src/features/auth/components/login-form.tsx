import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { ApiError } from "@/lib/api-client";
import { isAdminUser, isAuditorUser, storeSession } from "@/lib/auth-storage";
import { useSchemaForm } from "@/lib/use-schema-form";
import { needsSecondFactor, type Session, useLogin } from "../api/login";
import { TwoFactorStep } from "./two-factor-step";

/** The API's schema, loaded on the first check so the public page's first load carries no zod. */
const loadLoginSchema = () => import("@app/contracts/api/auth").then((module) => module.loginRequest);

/**
 * Checked by the API's schema (`loginRequest`); a second factor asks for its code next. While the
 * account is held after failed sign-ins (429), the form offers the authenticator code beside the
 * password: both right sign in at once (the owner is never locked out by others' failures).
 */
export function LoginForm() {
  const form = useSchemaForm(loadLoginSchema, { email: "", password: "", code: "" });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const login = useLogin();
  const navigate = useNavigate();

  // The server has set the session cookie; the answer's token is for API clients and is not kept.
  const signedIn = ({ user }: Session) => {
    storeSession(user);
    toast.success("Login successful!");
    // An auditor's work is the audit area; admins keep their dashboard (it links to Audit).
    navigate(isAdminUser(user) ? "/admin" : isAuditorUser(user) ? "/audit" : "/dashboard");
  };

  const onSubmit = form.submit(({ code, ...credentials }) =>
    login.mutate(code ? { ...credentials, code } : credentials, {
      onSuccess: (answer) => (needsSecondFactor(answer) ? setChallenge(answer.challenge) : signedIn(answer)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) setHeld(true);
      },
    }),
  );

  if (challenge) return <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Login form">
      <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errorOf("email")} required />
      <Field label="Password" type="password" autoComplete="current-password" {...form.field("password")} required />
      {held ? (
        <Field
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="Sign-ins to this account are paused after failed attempts. If you use an authenticator app, enter its code with your password to sign in now."
          {...form.register("code")}
        />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </button>
      <p className="form-links">
        <Link to="/forgot-password">Forgot password?</Link> · <Link to="/register">Create an account</Link>
      </p>
    </form>
  );
}
