import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { storeSession } from "@/lib/auth-storage";
import { isAdminToken, isAuditorToken } from "@/lib/jwt";
import { needsSecondFactor, type Session, useLogin } from "../api/login";
import { TwoFactorStep } from "./two-factor-step";

export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
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

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error("Please enter your email and password.");
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: (answer) => (needsSecondFactor(answer) ? setChallenge(answer.challenge) : signedIn(answer)) },
    );
  };

  if (challenge) return <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Login form">
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </button>
      <p className="form-links">
        <Link to="/forgot-password">Forgot password?</Link> · <Link to="/register">Create an account</Link>
      </p>
    </form>
  );
}
