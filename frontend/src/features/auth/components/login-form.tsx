import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { storeSession } from "@/lib/auth-storage";
import { useSchemaForm } from "@/lib/use-schema-form";
import { isAdminToken, isAuditorToken } from "@/lib/jwt";
import { needsSecondFactor, type Session, useLogin } from "../api/login";
import { TwoFactorStep } from "./two-factor-step";

/** The API's schema, loaded on the first check so the public page's first load carries no zod. */
const loadLoginSchema = () => import("@app/contracts/api/auth").then((module) => module.loginRequest);

/** Checked by the API's schema (`loginRequest`); a second factor asks for its code next. */
export function LoginForm() {
  const form = useSchemaForm(loadLoginSchema, { email: "", password: "" });
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();

  const signedIn = ({ token, user }: Session) => {
    storeSession(token, user);
    toast.success("Login successful!");
    const isAdmin = user?.isAdmin === true || isAdminToken(token);
    // An auditor's work is the audit area; admins keep their dashboard (it links to Audit).
    navigate(isAdmin ? "/admin" : isAuditorToken(token) ? "/audit" : "/dashboard");
  };

  const onSubmit = form.submit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (answer) => (needsSecondFactor(answer) ? setChallenge(answer.challenge) : signedIn(answer)),
    }),
  );

  if (challenge) return <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Login form">
      <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errorOf("email")} required />
      <Field label="Password" type="password" autoComplete="current-password" {...form.field("password")} required />
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </button>
      <p className="form-links">
        <Link to="/forgot-password">Forgot password?</Link> · <Link to="/register">Create an account</Link>
      </p>
    </form>
  );
}
